import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { reorder, useBasket } from '../../../lib/basket/basket-api';
import { BasketDialog } from '../../../lib/basket/basket-dialog';
import { useBasketAction } from '../../../lib/basket/use-basket-action';
import { formatAmount } from '../model/order-format';

/**
 * 'Objednať znova': the order's pieces go into the basket as new ones at today's
 * prices; before the customer goes to the basket, every price that changed shows as old → new.
 */
export const ReorderButton = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const { store } = useBasket();
  const { busy, result, run, dialog } = useBasketAction(async () => {
    const answer = await reorder(orderId);
    store(answer.basket);
    return answer;
  });

  const problems = result?.basket.items.some((item) => item.problems.length > 0) ?? false;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ReplayIcon />}
        disabled={busy}
        onClick={run}
      >
        {t('basket.reorder')}
      </Button>
      <BasketDialog {...dialog} title={t('basket.reordered')} closeLabel={t('basket.close')}>
        {result && result.changes.length === 0 && (
          <DialogContentText>{t('basket.reorderSame')}</DialogContentText>
        )}
        {result && result.changes.length > 0 && (
          <>
            <DialogContentText>{t('basket.reorderChanged')}</DialogContentText>
            <Box component="ul" data-testid="price-changes" sx={{ pl: 3, mb: 0 }}>
              {result.changes.map((change) => (
                <li key={change.itemId}>
                  {t('basket.reorderChange', {
                    description: change.description,
                    oldPrice: formatAmount(change.oldPrice),
                    newPrice: formatAmount(change.newPrice),
                  })}
                </li>
              ))}
            </Box>
          </>
        )}
        {problems && (
          <DialogContentText sx={{ mt: 1 }}>{t('basket.reorderProblems')}</DialogContentText>
        )}
      </BasketDialog>
    </>
  );
};
