import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { freshCheckoutUrl } from '../../../lib/card-payment/card-payment-api';
import { lookupOrder } from '../api/orders';
import { PaymentOutcome } from '../components/payment-outcome';

/** Why the shop did not open a payment page, as the page tells the customer. */
type Refusal = 'invalid' | 'expired' | 'notDue' | 'gateway';

/** 404: no order this link names; 403: a genuine link past its expiry; 409: nothing to pay. */
const refusalOf = (error: unknown): Refusal => {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return 'invalid';
  if (status === 403) return 'expired';
  if (status === 409) return 'notDue';
  return 'gateway';
};

/**
 * /objednavka/{number}/zaplatit-kartou?token=…: where a pro-forma mail's 'Zaplatiť kartou' leads,
 * the order named by the number its customer knows (a mail sent before names its row: the shop
 * takes either, as the token tells which order it was signed for). It asks the shop for the
 * order and a fresh payment page with the link's token and sends the browser there; a refused
 * link says why, and how to pay by transfer instead.
 */
export const CardPaymentLinkPage = () => {
  const { t } = useTranslation();
  const number = useParams().number ?? '';
  const token = useSearchParams()[0].get('token') ?? '';
  const malformed = !/^\d+$/.test(number) || !token;
  const [refused, setRefused] = useState<Refusal | null>(null);
  const refusal: Refusal | null = malformed ? 'invalid' : refused;
  // One page per visit: a second effect run (React's strict mode) must not open another.
  const asked = useRef(false);

  const leave = useCallback(async () => {
    try {
      const order = await lookupOrder(number, token);
      window.location.assign(await freshCheckoutUrl(order.id, token));
    } catch (error) {
      setRefused(refusalOf(error));
    }
  }, [number, token]);

  useEffect(() => {
    if (asked.current || malformed) return;
    asked.current = true;
    void leave();
  }, [leave, malformed]);

  const retry = () => {
    setRefused(null);
    void leave();
  };

  if (!refusal) {
    return (
      <PaymentOutcome
        icon={<CircularProgress aria-hidden sx={{ mb: 2 }} />}
        title={t('configurator.cardPaymentLink.leaving')}
      >
        <Typography role="status">{t('configurator.cardPaymentLink.leavingWhy')}</Typography>
      </PaymentOutcome>
    );
  }
  return (
    <PaymentOutcome
      icon={<ErrorOutlineIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />}
      title={t('configurator.cardPaymentLink.refused')}
    >
      <Typography role="alert" sx={{ mb: 2 }}>
        {t(`configurator.cardPaymentLink.${refusal}`)}
      </Typography>
      {refusal !== 'notDue' && (
        <Typography sx={{ mb: 3 }}>{t('configurator.cardPaymentLink.transfer')}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {refusal === 'gateway' && (
          <Button variant="contained" onClick={retry}>
            {t('configurator.cardPaymentLink.retry')}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/account/orders">
          {t('configurator.cardPaymentLink.myOrders')}
        </Button>
      </Box>
    </PaymentOutcome>
  );
};

export default CardPaymentLinkPage;
