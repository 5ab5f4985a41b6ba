import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { orderNumberOf, type NumberedOrder } from '@fotoobraz/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { EMPTY_BASKET, useBasket, type BasketItem } from '../../../lib/basket/basket-api';
import { enqueueToast } from '../../../lib/toasts/toasts';
import {
  clearOrderedVouchers,
  removeGiftVoucher,
  useGiftVouchers,
} from '../../../lib/gift-vouchers/voucher-storage';
import { GIFT_VOUCHER_PATH } from '../../../config/constants';
import { BasketVouchers } from '../basket/basket-vouchers';
import { BasketCheckout } from '../basket/basket-checkout';
import { BasketLine } from '../basket/basket-line';
import { BasketManufacturer } from '../basket/basket-safety';
import { useBasketChanges } from '../basket/use-basket-changes';
import { orderLookupQuery } from '../api/orders';
import { OrderThanks } from '../components/thank-you';
import { wizardStateOfPiece } from '../model/basket-edit';
import { loadStoredContact, loadWizardState, saveWizardState } from '../model/wizard-storage';
import { INITIAL_STATE, type Contact } from '../model/wizard-state';
import { ActionAlert } from '../../../components/action-alert';

/**
 * The order placed from the basket, in the address so that a reload keeps the thank-you: by the
 * number its customer knows, as every page names an order (the withdrawal page's link too).
 */
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
  const orderNumber = search.get(ORDER_PARAM);
  const ordered = useQuery({
    ...orderLookupQuery(orderNumber ?? ''),
    enabled: orderNumber !== null,
  });
  const found = ordered.data?.number;
  // An address from before named the order's row: it is replaced by the order's number.
  useEffect(() => {
    if (found !== undefined && found !== orderNumber) {
      setSearch({ [ORDER_PARAM]: found }, { replace: true });
    }
  }, [found, orderNumber, setSearch]);
  const { basket, query } = useBasket();
  const changes = useBasketChanges();
  const giftVouchers = useGiftVouchers();
  const removeVoucher = (index: number) => {
    const name = giftVouchers[index]?.recipientName ?? '';
    removeGiftVoucher(index);
    enqueueToast(t('basket.voucherRemoved', { name }), { variant: 'info' });
  };

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
  const placed = (order: NumberedOrder, contact: Contact) => {
    // The wizard's piece, if it was one of the ordered, is done: the wizard starts afresh.
    const craftedId = loadWizardState().craftedId;
    if (basket?.items.some((item) => item.craftedProduct.id === craftedId))
      startAnotherPhoto(contact);
    // The vouchers are bought and the codes spent: the next order starts without them.
    clearOrderedVouchers();
    setSearch({ [ORDER_PARAM]: orderNumberOf(order) }, { replace: true });
  };

  // A number that names no order of this visitor leaves the basket as it is.
  if (orderNumber !== null && !ordered.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        <OrderThanks
          orderId={ordered.data?.id ?? null}
          email={loadStoredContact().email}
          fallbackNumber={orderNumber}
          onAgain={anotherPhoto}
        />
      </Container>
    );
  }

  // Vouchers need no server: they still show when the pieces cannot be read. The order form
  // waits for the pieces, which decide whether it asks for a hand-over.
  const pieces = basket ?? (query.isError ? EMPTY_BASKET : undefined);
  let content;
  if (query.isError && giftVouchers.length === 0)
    content = <Alert severity="error">{t('basket.failed')}</Alert>;
  else if (!pieces) content = <PageLoading />;
  else if (pieces.count === 0 && giftVouchers.length === 0)
    content = (
      <ActionAlert severity="info" action={t('basket.startShopping')} onAction={anotherPhoto}>
        {t('basket.empty')}
      </ActionAlert>
    );
  else
    content = (
      <>
        {query.isError && <Alert severity="error">{t('basket.failed')}</Alert>}
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
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<AddPhotoAlternateOutlinedIcon />}
                onClick={anotherPhoto}
              >
                {t('basket.nextPhoto')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<CardGiftcardIcon />}
                component={Link}
                to={GIFT_VOUCHER_PATH}
              >
                {t('basket.addVoucher')}
              </Button>
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {pieces.items.map((item) => (
              <BasketLine
                key={item.id}
                item={item}
                busy={changes.busy.has(item.id)}
                onCopies={(copies) => void changes.setCopies(item, copies)}
                onEdit={() => edit(item)}
                onRemove={() => void changes.remove(item)}
              />
            ))}
            {pieces.items.length > 0 && <BasketManufacturer />}
            {giftVouchers.length > 0 && (
              <BasketVouchers vouchers={giftVouchers} onRemove={removeVoucher} />
            )}
          </Box>
        </Box>
        {!query.isError && (
          <BasketCheckout basket={pieces} giftVouchers={giftVouchers} onOrdered={placed} />
        )}
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
