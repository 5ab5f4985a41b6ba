import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { addToBasket, refreshBasket } from '../../../lib/basket/basket-api';
import { BasketDialog } from '../../../lib/basket/basket-dialog';
import { useBasketAction } from '../../../lib/basket/use-basket-action';
import type { CraftedProductStore } from '../hooks/use-crafted-product';
import { isConnectionProblem, useNotices } from '../hooks/use-notices';
import { useWizard } from '../hooks/use-wizard';

/**
 * 'Pridať do košíka' beside 'Ďalší krok' where the piece is made, and beside 'Odoslať objednávku'
 * on the summary: the piece as last saved
 * goes into the basket (the server's alert toasts 'Produkt je v košíku.'), the header's count
 * follows, and the customer chooses where to go on.
 * A phone's bar has room for its icon only; its name stays the same.
 */
export const AddToBasket = ({
  store,
  disabled,
}: {
  store: CraftedProductStore;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  const { anotherPhoto } = useWizard();
  const notices = useNotices();
  const client = useQueryClient();
  const added = useBasketAction(
    async () => {
      await store.idle();
      const id = store.currentId();
      if (id === null) throw new Error('No crafted product to put in the basket');
      const item = await addToBasket(id);
      await refreshBasket(client);
      return item.craftedProduct.text3 ?? '';
    },
    // A refusal (4xx) is told by its own toast.
    (error) => {
      if (!(error instanceof ApiError) || isConnectionProblem(error)) notices.error();
    },
  );

  const label = t('basket.add');
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        onClick={added.run}
        disabled={disabled || added.busy}
        startIcon={<AddShoppingCartIcon />}
        sx={{ flex: 'none', whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}
      >
        {label}
      </Button>
      <IconButton
        color="primary"
        onClick={added.run}
        disabled={disabled || added.busy}
        aria-label={label}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, border: 1, borderColor: 'divider' }}
      >
        <AddShoppingCartIcon />
      </IconButton>
      <BasketDialog
        {...added.dialog}
        title={t('basket.addedTitle')}
        closeLabel={t('basket.stay')}
        more={
          <Button
            variant="outlined"
            onClick={() => {
              added.dialog.onClose();
              anotherPhoto();
            }}
          >
            {t('basket.nextPhoto')}
          </Button>
        }
      >
        <DialogContentText>{t('basket.addedText', { name: added.result ?? '' })}</DialogContentText>
      </BasketDialog>
    </>
  );
};
