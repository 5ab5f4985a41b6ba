import { goToCardPayment } from '../../../lib/card-payment/card-payment-api';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { GiftVoucherOrder } from '@fotoobraz/domain';
import { useCallback, useState } from 'react';
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
import { checkoutRequestOf, contactOf } from '../model/contact';
import { codePreviews, codesPaidCents, refusedCodesOf } from '../model/voucher-codes';
import { loadStoredContact, storeContact } from '../model/wizard-storage';
import type { Contact } from '../model/wizard-state';
import { useDeliveryOptions } from '../delivery/use-delivery-options';
import { DispatchNote } from '../components/dispatch-note';
import { BasketTotals, payableCentsOf } from './basket-totals';
import { useVoucherCodeEntries, VoucherCodesField } from './voucher-codes-field';
import { SideBySide } from '../../../components/side-by-side';

/** The basket's photos, each once (two pieces may be made of one photo). */
const photoIdsOf = (basket: Basket): number[] => [
  ...new Set(
    basket.items.flatMap(({ craftedProduct: { photo } }) => (photo ? [Number(photo.id)] : [])),
  ),
];

const centsOfEuros = (euros: number): number => Math.round(euros * 100);

/**
 * The end of the basket page: the same contact, billing and hand-over form as step 3 (one
 * contact, shared with the wizard), the codes of gift vouchers paying for the pieces, the totals
 * for the chosen hand-over, and 'Odoslať objednávku', which orders every piece of the basket and
 * every gift voucher (`giftVouchers`) as one order. Vouchers alone are not shipped: the form asks
 * no hand-over and takes no codes, as a voucher cannot buy another.
 */
export const BasketCheckout = ({
  basket,
  giftVouchers = [],
  onOrdered,
}: {
  basket: Basket;
  giftVouchers?: GiftVoucherOrder[];
  onOrdered(order: PlacedOrder, contact: Contact): void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notices = useNotices();
  const shipped = basket.items.length > 0;
  const [initial] = useState(loadStoredContact);
  // Vouchers alone are picked up by no one; the hand-over chosen for pieces stays for them.
  const keepContact = useCallback(
    (contact: Contact) =>
      storeContact(
        shipped ? contact : { ...contact, handoverMethod: loadStoredContact().handoverMethod },
      ),
    [shipped],
  );
  const form = useContactFormOf(initial, keepContact);
  const codes = useVoucherCodeEntries();
  const [handover, pickupPoint] = useWatch({
    control: form.control,
    name: ['handoverMethod', 'pickupPoint'],
  });
  const [company, buyerIco] = useWatch({ control: form.control, name: ['company', 'buyerIco'] });
  const [placing, setPlacing] = useState(false);
  const blocked = basket.items.some((item) => item.problems.length > 0);
  const delivery = useDeliveryOptions(basket.items.map((item) => item.craftedProduct.parcel));
  const payable = payableCentsOf(basket, handover, delivery, pickupPoint?.kind);
  const previews = codePreviews(shipped ? payable.totalCents : 0, shipped ? codes.entries : []);
  const vouchersCents = giftVouchers.reduce((sum, v) => sum + centsOfEuros(v.value), 0);

  const place = async () => {
    setPlacing(true);
    const contact = contactOf(form.getValues());
    const sentCodes = shipped ? codes.usable : [];
    try {
      // An order is never placed on a working copy: it waits for the originals this tab sends.
      if (!(await originalUploads.allVerified(photoIdsOf(basket)))) {
        // In the words of the server's refusal (`OriginalMissing`), which the shared toasts tell.
        notices.error(t('error.OriginalMissing'));
        return;
      }
      const ids = basket.items.map((item) => item.craftedProduct.id);
      const order = await placeOrder(checkoutRequestOf(contact, ids, giftVouchers, sentCodes));
      onOrdered(order, contact);
      // Paid whole by vouchers, the order has nothing left for the card.
      if (order.paymentMethod === 'KARTA' && order.amountDue !== 0) goToCardPayment(order);
    } catch (error) {
      const refused = refusedCodesOf(error, sentCodes);
      if (refused.size > 0) codes.refuse(refused);
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
      <ContactFields form={form} delivery={shipped ? delivery : undefined} shipped={shipped} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="basket-summary-title"
        sx={{ p: 2, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 80 } }}
      >
        <Typography id="basket-summary-title" variant="h6" component="h2">
          {t('basket.summary')}
        </Typography>
        {shipped ? (
          <VoucherCodesField codes={codes} previews={previews} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('basket.vouchersAlone')}
          </Typography>
        )}
        <BasketTotals
          payable={payable}
          vouchersCents={vouchersCents}
          paidByCodesCents={codesPaidCents(previews)}
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
