import CreditCardIcon from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freshCheckoutUrl } from '../../../lib/card-payment/card-payment-api';

/**
 * 'Zaplatiť kartou' for an unpaid card order: asks the shop for a fresh payment page and goes
 * there. Stays on the page, with the transfer beside it, when the gateway cannot open one.
 */
export const PayByCardButton = ({ orderId, number }: { orderId: number; number: string }) => {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const pay = async () => {
    setLeaving(true);
    setFailed(false);
    try {
      window.location.assign(await freshCheckoutUrl(orderId));
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<CreditCardIcon />}
        disabled={leaving}
        onClick={() => void pay()}
        aria-label={t('account.orders.payByCardOf', { number })}
      >
        {t('account.orders.payByCard')}
      </Button>
      {failed && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('account.orders.payByCardFailed')}
        </Alert>
      )}
    </>
  );
};
