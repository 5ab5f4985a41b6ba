import CreditCardIcon from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useFreshCardPayment } from '../../../lib/card-payment/use-fresh-card-payment';

/**
 * 'Zaplatiť kartou' for an unpaid card order: asks the shop for a fresh payment page and goes
 * there. Stays on the page, with the transfer beside it, when the gateway cannot open one.
 */
export const PayByCardButton = ({ orderId, number }: { orderId: number; number: string }) => {
  const { t } = useTranslation();
  const { leaving, failed, leave } = useFreshCardPayment(orderId);

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<CreditCardIcon />}
        disabled={leaving}
        onClick={() => void leave()}
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
