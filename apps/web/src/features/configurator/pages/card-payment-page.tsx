import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
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
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useFreshCardPayment } from '../../../lib/card-payment/use-fresh-card-payment';
import { orderLookupQuery } from '../api/orders';
import { OrderThanks } from '../components/thank-you';
import { PaymentOutcome } from '../components/payment-outcome';

/** How long the page waits for the gateway's confirmation before it offers the other ways. */
const CONFIRMATION_WAIT_MS = 60_000;
const POLL_MS = 1000;

/** The page's address, of the order's number. */
const pagePath = (number: string) => `/objednavka/${encodeURIComponent(number)}/platba`;

/**
 * /objednavka/{number}/platba: where the card gateway brings the customer back, the order named
 * by the number its customer knows (`token`: a mail's link opened the payment, and stands for
 * the order's session). Paid: 'Zaplatené' once the shop has the gateway's confirmation (it asks
 * every second). Given up or failed: 'Platba neprebehla', with a fresh try and the transfer's
 * details (the QR code; a link's holder finds them in the mail's pro-forma).
 */
export const CardPaymentPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const number = useParams().number ?? '';
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const cameBackPaid = search.get('vysledok') === 'ok';
  const [waited, setWaited] = useState(false);
  const [transfer, setTransfer] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const polling = cameBackPaid && !waited;
  const order = useQuery({
    ...orderLookupQuery(number, token),
    refetchInterval: polling ? POLL_MS : false,
  });
  const found = order.data?.number;
  // A page opened before the pages were named by numbers carries the order's row: it is
  // replaced by the number, which is what the customer reads everywhere else.
  useEffect(() => {
    if (found !== undefined && found !== number) {
      void navigate({ pathname: pagePath(found), search: location.search }, { replace: true });
    }
  }, [found, number, navigate, location.search]);
  const fresh = useFreshCardPayment(order.data?.id ?? null, token);
  const status = order.data?.status;
  const paid = status !== undefined && status !== 'POTVRDENA' && status !== 'ZRUSENA';

  if (transfer && token === undefined) {
    return (
      <OrderThanks
        orderId={order.data?.id ?? null}
        email=""
        fallbackNumber={number}
        onAgain={() => navigate('/')}
      />
    );
  }
  if (transfer) {
    return (
      <PaymentOutcome
        icon={<AccountBalanceOutlinedIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />}
        title={t('configurator.cardPayment.transfer')}
      >
        <Typography>{t('configurator.cardPaymentLink.transfer')}</Typography>
      </PaymentOutcome>
    );
  }
  if (paid) {
    return (
      <PaymentOutcome
        icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />}
        title={t('configurator.cardPayment.paid')}
      >
        <Typography sx={{ mb: 3 }}>
          {t('configurator.cardPayment.paidWhy', { number: found ?? number })}
        </Typography>
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
      <Typography sx={{ mb: 3 }}>
        {t('configurator.cardPayment.failedWhy', { number: found ?? number })}
      </Typography>
      {fresh.failed && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {t('configurator.cardPayment.retryFailed')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void fresh.leave()}
          disabled={fresh.leaving || !order.data}
        >
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
