import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useBasket, type BasketItem } from '../../../lib/basket/basket-api';
import { BasketCheckout } from '../basket/basket-checkout';
import { BasketLine } from '../basket/basket-line';
import { BasketManufacturer } from '../basket/basket-safety';
import { useBasketChanges } from '../basket/use-basket-changes';
import { OrderThanks } from '../components/thank-you';
import { wizardStateOfPiece } from '../model/basket-edit';
import { loadStoredContact, loadWizardState, saveWizardState } from '../model/wizard-storage';
import { INITIAL_STATE, type Contact } from '../model/wizard-state';
import { ActionAlert } from '../../../components/action-alert';

/** The order placed from the basket, in the address so that a reload keeps the thank-you. */
const ORDER_PARAM = 'objednavka';

/** The wizard afresh, with the contact the customer typed ('Ďalšia fotografia'). */
const startAnotherPhoto = (contact: Contact) => saveWizardState({ ...INITIAL_STATE, contact });

/**
 * /kosik: the pieces of the basket with their previews, prices and copies; each can
 * be changed, removed, or opened again in the wizard; then the order form for all of them, and
 * after the order the same thank-you as the wizard's, with every line and the QR for the total.
 */
const BasketPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const orderId = Number(search.get(ORDER_PARAM)) || null;
  const { basket, query } = useBasket();
  const changes = useBasketChanges();

  const edit = (item: BasketItem) => {
    const state = wizardStateOfPiece(item.craftedProduct, loadStoredContact());
    if (!state) return;
    saveWizardState(state);
    void navigate('/');
  };
  const anotherPhoto = () => {
    startAnotherPhoto(loadStoredContact());
    void navigate('/');
  };
  const ordered = (id: number, contact: Contact) => {
    // The wizard's piece, if it was one of the ordered, is done: the wizard starts afresh.
    const craftedId = loadWizardState().craftedId;
    if (basket?.items.some((item) => item.craftedProduct.id === craftedId))
      startAnotherPhoto(contact);
    setSearch({ [ORDER_PARAM]: String(id) }, { replace: true });
  };

  if (orderId !== null) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <OrderThanks
          orderId={orderId}
          email={loadStoredContact().email}
          fallbackNumber={null}
          onAgain={anotherPhoto}
        />
      </Container>
    );
  }

  let content;
  if (query.isError) content = <Alert severity="error">{t('basket.failed')}</Alert>;
  else if (!basket) content = <PageLoading />;
  else if (basket.count === 0)
    content = (
      <ActionAlert severity="info" action={t('basket.startShopping')} onAction={anotherPhoto}>
        {t('basket.empty')}
      </ActionAlert>
    );
  else
    content = (
      <>
        <Box component="section" aria-labelledby="basket-items-title" sx={{ mb: 4 }}>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              mb: 2,
            }}
          >
            <Typography id="basket-items-title" variant="h6" component="h2">
              {t('basket.items')}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              onClick={anotherPhoto}
            >
              {t('basket.nextPhoto')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {basket.items.map((item) => (
              <BasketLine
                key={item.id}
                item={item}
                busy={changes.busy.has(item.id)}
                onCopies={(copies) => void changes.setCopies(item, copies)}
                onEdit={() => edit(item)}
                onRemove={() => void changes.remove(item)}
              />
            ))}
            <BasketManufacturer />
          </Box>
        </Box>
        <BasketCheckout basket={basket} onOrdered={ordered} />
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('basket.title')}
      </Typography>
      {content}
    </Container>
  );
};

export default BasketPage;
