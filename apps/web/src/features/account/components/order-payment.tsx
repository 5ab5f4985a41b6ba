import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentQuery } from '../../../lib/order-documents/payment-api';
import { groupedIban } from '@fotoobraz/domain';
import { formatDateTime } from '../model/order-format';
import { FactList, type Fact } from './fact-list';

const QR_SIZE = 132;

/** What an unpaid order still needs: the transfer details and the PAY by square QR. */
export const OrderPayment = ({ orderId, number }: { orderId: number; number: string }) => {
  const { t } = useTranslation();
  const payment = useQuery(paymentQuery(orderId));
  const p = payment.data;
  const facts: Fact[] = p
    ? [
        { label: t('account.orders.payment.amount'), value: p.amountText },
        { label: t('account.orders.payment.iban'), value: p.iban && groupedIban(p.iban) },
        { label: t('account.orders.payment.variableSymbol'), value: p.variableSymbol },
        { label: t('account.orders.payment.beneficiary'), value: p.beneficiary },
        { label: t('account.orders.payment.dueDate'), value: formatDateTime(p.dueDate, false) },
      ]
    : [];
  return (
    <Box
      component="section"
      aria-label={t('account.orders.payment.title')}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06),
        border: 1,
        borderColor: 'warning.light',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('account.orders.payment.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {p?.qrPng ? (
          <Box sx={{ textAlign: 'center' }}>
            <Box
              component="img"
              src={`data:image/png;base64,${p.qrPng}`}
              alt={t('account.orders.payment.qrAlt', { number })}
              width={QR_SIZE}
              height={QR_SIZE}
              sx={{ display: 'block', imageRendering: 'pixelated', bgcolor: 'common.white' }}
            />
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', maxWidth: QR_SIZE }}
            >
              {t('account.orders.payment.qrCaption')}
            </Typography>
          </Box>
        ) : (
          payment.isPending && <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
        )}
        {p ? (
          <FactList facts={facts} />
        ) : (
          payment.isPending && <Skeleton width={200} height={120} />
        )}
      </Box>
    </Box>
  );
};
