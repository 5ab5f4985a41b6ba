import { formatEur, type OrderAnswer } from '@fotoobraz/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/entity-api';

/** What of an order's answer says how it is paid. */
type Payment = Partial<Pick<OrderAnswer, 'paymentMethod' | 'cardPaymentId' | 'cardRefunds'>>;

/**
 * How the order is paid: by card (with Stripe's payment id, which the owner looks up in
 * Stripe's dashboard) or by transfer, and the refunds back to the card with their state.
 */
export const OrderPayment = ({ order }: { order: Row }) => {
  const { t } = useTranslation();
  const { paymentMethod = 'PREVOD', cardPaymentId, cardRefunds = [] } = order as Payment;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        {t('entity.order.payment.method')}:{' '}
        <strong>{t(`entity.order.payment.methods.${paymentMethod}`)}</strong>
      </Typography>
      {cardPaymentId && (
        <Typography>
          {t('entity.order.payment.stripeId')}: <code>{cardPaymentId}</code>
        </Typography>
      )}
      {cardRefunds.length > 0 && (
        <Table size="small" aria-label={t('entity.order.payment.refunds.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('entity.order.payment.refunds.for')}</TableCell>
              <TableCell align="right">{t('entity.order.payment.refunds.amount')}</TableCell>
              <TableCell>{t('entity.order.payment.refunds.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cardRefunds.map((refund, i) => (
              <TableRow key={i}>
                <TableCell>
                  {refund.creditNoteNumber ?? t('entity.order.payment.refunds.overpayment')}
                </TableCell>
                <TableCell align="right">{formatEur(refund.amountCents)}</TableCell>
                <TableCell>
                  {refund.stateLabel}
                  {refund.failureReason && (
                    <Typography variant="caption" component="div" color="error.dark">
                      {refund.failureReason}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
