import { formatEur, orderNumberOf, type CardPaymentToReview } from '@fotoobraz/domain';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { HeadingBar } from '../components/admin-page';
import { DataTable } from '../components/data-table';

/**
 * The card payments the gateway took that were not booked on their order (another amount, or
 * the order paid already): the owner settles them by hand, on the order or by a refund in Stripe.
 */
export const CardPaymentsToReview = ({ payments }: { payments: CardPaymentToReview[] }) => {
  const { t } = useTranslation();
  const title = t('admin.bank.cards.title');
  return (
    <>
      <HeadingBar title={title} level={2} space={{ pt: 2 }} />
      <DataTable
        empty={t('admin.bank.cards.none')}
        label={title}
        columns={[
          { label: t('admin.bank.cards.order') },
          { label: t('admin.bank.cards.amount') },
          { label: t('admin.bank.cards.payment') },
          { label: t('admin.bank.cards.reason') },
        ]}
      >
        {payments.map((payment) => (
          <TableRow key={`${payment.orderId}-${payment.paymentId}`}>
            <TableCell>
              {orderNumberOf({ id: payment.orderId, variableSymbol: payment.variableSymbol })}
            </TableCell>
            <TableCell>
              {payment.amountCents === null ? '' : formatEur(payment.amountCents)}
              {payment.currency && payment.currency !== 'eur' ? ` (${payment.currency})` : ''}
            </TableCell>
            <TableCell>{payment.paymentId}</TableCell>
            <TableCell>{payment.note}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </>
  );
};
