import { goToCardPayment } from '../../../lib/card-payment/card-payment-api';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { refreshBasket, type Basket } from '../../../lib/basket/basket-api';
import { placeOrder, type PlacedOrder } from '../api/orders';
import { focusFirstRefused, useContactFormOf, ContactFields } from '../components/contact-form';
import { WithdrawalNote } from '../components/withdrawal-note';
import { OriginalWaitNotice } from '../components/original-wait-notice';
import { originalUploads } from '../hooks/use-original-upload';
import { isConnectionProblem, useNotices } from '../hooks/use-notices';
import { basketOrderRequestOf } from '../model/contact';
import { loadStoredContact, storeContact } from '../model/wizard-storage';
import type { Contact } from '../model/wizard-state';
import { useDeliveryOptions } from '../delivery/use-delivery-options';
import { DispatchNote } from '../components/dispatch-note';
import { BasketTotals } from './basket-totals';
import { SideBySide } from '../../../components/side-by-side';

/** The basket's photos, each once (two pieces may be made of one photo). */
const photoIdsOf = (basket: Basket): number[] => [
  ...new Set(
    basket.items.flatMap(({ craftedProduct: { photo } }) => (photo ? [Number(photo.id)] : [])),
  ),
];

/**
 * The end of the basket page: the same contact, billing and hand-over form as step 3 (one
 * contact, shared with the wizard), the totals for the chosen hand-over, and 'Odoslať
 * objednávku', which orders every piece of the basket as one order.
 */
export const BasketCheckout = ({
  basket,
  onOrdered,
}: {
  basket: Basket;
  onOrdered(order: PlacedOrder, contact: Contact): void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notices = useNotices();
  const [initial] = useState(loadStoredContact);
  const form = useContactFormOf(initial, storeContact);
  const [handover, pickupPoint] = useWatch({
    control: form.control,
    name: ['handoverMethod', 'pickupPoint'],
  });
  const [company, buyerIco] = useWatch({ control: form.control, name: ['company', 'buyerIco'] });
  const [placing, setPlacing] = useState(false);
  const blocked = basket.items.some((item) => item.problems.length > 0);
  const delivery = useDeliveryOptions(basket.items.map((item) => item.craftedProduct.parcel));

  const place = async () => {
    setPlacing(true);
    const contact = loadStoredContact();
    try {
      // An order is never placed on a working copy: it waits for the originals this tab sends.
      if (!(await originalUploads.allVerified(photoIdsOf(basket)))) {
        // In the words of the server's refusal (`OriginalMissing`), which the shared toasts tell.
        notices.error(t('error.OriginalMissing'));
        return;
      }
      const ids = basket.items.map((item) => item.craftedProduct.id);
      const order = await placeOrder(basketOrderRequestOf(contact, ids));
      onOrdered(order, contact);
      if (order.paymentMethod === 'KARTA') goToCardPayment(order);
    } catch (error) {
      // A refused line (withdrawn choice, ordered elsewhere, original missing) is told by its
      // toast and then shows on the reloaded basket.
      if (!(error instanceof ApiError) || isConnectionProblem(error)) notices.error();
      await refreshBasket(client);
    } finally {
      setPlacing(false);
    }
  };

  return (
    <SideBySide from="md" columns="minmax(0, 6fr) minmax(0, 5fr)" gap={{ xs: 3, md: 4 }}>
      <ContactFields form={form} delivery={delivery} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="basket-summary-title"
        sx={{ p: 2, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 80 } }}
      >
        <Typography id="basket-summary-title" variant="h6" component="h2">
          {t('basket.summary')}
        </Typography>
        <BasketTotals
          basket={basket}
          handover={handover}
          delivery={delivery}
          pointKind={pickupPoint?.kind}
        />
        <DispatchNote day={basket.dispatchDate} order />
        {photoIdsOf(basket).map((photoId) => (
          <OriginalWaitNotice key={photoId} photoId={photoId} originalStatus={undefined} />
        ))}
        {/* The lines say a consumer's right; a company's order (its IČO given) has none. */}
        {company && buyerIco.trim() !== '' && <WithdrawalNote ownPhoto={false} companyBuyer />}
        {blocked && <Alert severity="warning">{t('basket.hasProblems')}</Alert>}
        <Button
          variant="contained"
          size="large"
          disabled={placing || blocked}
          onClick={() => void form.handleSubmit(place, focusFirstRefused)()}
          endIcon={
            placing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />
          }
        >
          {t('basket.order')}
        </Button>
        {placing && (
          <Typography role="status" variant="body2" color="text.secondary">
            {t('basket.sending')}
          </Typography>
        )}
      </Paper>
    </SideBySide>
  );
};
