import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useFreshCardPayment } from '../../../lib/card-payment/use-fresh-card-payment';
import { api } from '../../../lib/api/api-client';
import { OrderThanks } from '../components/thank-you';
import { PaymentOutcome } from '../components/payment-outcome';
import type { Order } from '../api/types';

/** How long the page waits for the gateway's confirmation before it offers the other ways. */
const CONFIRMATION_WAIT_MS = 60_000;
const POLL_MS = 1000;

const cardOrderQuery = (orderId: number, polling: boolean) => ({
  queryKey: ['configurator', 'cardOrder', orderId],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<Order>(`api/orders/${orderId}`, { signal })).data,
  refetchInterval: polling ? POLL_MS : (false as const),
});

/**
 * /objednavka/{id}/platba: where the card gateway brings the customer back. Paid: 'Zaplatené'
 * once the shop has the gateway's confirmation (it asks every second). Given up or failed:
 * 'Platba neprebehla', with a fresh try and the transfer's details (the QR code).
 */
export const CardPaymentPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = Number(useParams().id);
  const [search] = useSearchParams();
  const cameBackPaid = search.get('vysledok') === 'ok';
  const [waited, setWaited] = useState(false);
  const [transfer, setTransfer] = useState(false);
  const fresh = useFreshCardPayment(orderId);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const polling = cameBackPaid && !waited;
  const order = useQuery({
    ...cardOrderQuery(orderId, polling),
    enabled: Number.isInteger(orderId),
  });
  const status = order.data?.status;
  const number = order.data?.variableSymbol ?? orderId;
  const paid = status !== undefined && status !== 'POTVRDENA' && status !== 'ZRUSENA';

  if (transfer) {
    return (
      <OrderThanks
        orderId={orderId}
        email={order.data?.email ?? ''}
        fallbackNumber={orderId}
        onAgain={() => navigate('/')}
      />
    );
  }
  if (paid) {
    return (
      <PaymentOutcome
        icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />}
        title={t('configurator.cardPayment.paid')}
      >
        <Typography sx={{ mb: 3 }}>{t('configurator.cardPayment.paidWhy', { number })}</Typography>
        <Button variant="contained" onClick={() => navigate('/')}>
          {t('configurator.thanks.again')}
        </Button>
      </PaymentOutcome>
    );
  }
  if (polling || order.isPending) {
    return (
      <PaymentOutcome
        icon={<CircularProgress aria-hidden sx={{ mb: 2 }} />}
        title={t('configurator.cardPayment.waiting')}
      >
        <Typography role="status">{t('configurator.cardPayment.waitingWhy')}</Typography>
      </PaymentOutcome>
    );
  }
  return (
    <PaymentOutcome
      icon={<ErrorOutlineIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />}
      title={t('configurator.cardPayment.failed')}
    >
      <Typography sx={{ mb: 3 }}>{t('configurator.cardPayment.failedWhy', { number })}</Typography>
      {fresh.failed && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {t('configurator.cardPayment.retryFailed')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void fresh.leave()} disabled={fresh.leaving}>
          {t('configurator.cardPayment.retry')}
        </Button>
        <Button variant="outlined" onClick={() => setTransfer(true)}>
          {t('configurator.cardPayment.transfer')}
        </Button>
      </Box>
    </PaymentOutcome>
  );
};

export default CardPaymentPage;
