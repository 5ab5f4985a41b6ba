import type { AdminWithdrawalView } from '@fotoobraz/domain';
import { formatEur, groupedIban, slovakDateTime, WITHDRAWAL_STATE_LABELS } from '@fotoobraz/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage, LinkAction } from '../components/admin-page';
import { headings } from '../components/data-table';
import { QueryTable } from '../components/query-content';
import { ReceivedButton } from './received-dialog';
import { useWithdrawals } from './withdrawals-api';

const COLUMNS = ['submitted', 'order', 'customer', 'lines', 'state', 'creditNote', 'iban'];

/** The credit note and the refund, or why there is none. */
const Credit = ({ withdrawal: w }: { withdrawal: AdminWithdrawalView }) => {
  const { t } = useTranslation();
  if (w.creditNoteNumber) {
    return (
      <>
        {w.creditNoteNumber}
        <Typography variant="caption" component="div" color="text.secondary">
          {t('admin.withdrawals.refund', {
            amount: formatEur(w.refundCents ?? 0),
            postage: formatEur(w.postageRefundCents ?? 0),
          })}
        </Typography>
      </>
    );
  }
  return w.noCreditNoteReason ? (
    <Typography variant="body2" color="text.secondary">
      {w.noCreditNoteReason}
    </Typography>
  ) : (
    '–'
  );
};

/**
 * /admin/withdrawals ('Odstúpenia od zmluvy'): every withdrawal, newest first, with its order,
 * its lines and where it stands; 'Tovar prijatý' once the goods are back, which issues the
 * credit note, and the account the refund goes to.
 */
export const WithdrawalsPage = () => {
  const { t } = useTranslation();
  const title = t('admin.withdrawals.title');
  const withdrawals = useWithdrawals();
  return (
    <AdminPage
      title={title}
      actions={<LinkAction to="/admin/bank-review" label={t('admin.bank.refunds.title')} />}
    >
      <QueryTable
        query={withdrawals}
        label={title}
        empty={t('admin.withdrawals.none')}
        columns={headings(t, 'admin.withdrawals', COLUMNS)}
        row={(w) => (
          <TableRow key={w.id} hover sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{slovakDateTime(w.submittedAt)}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={`/entity/order/${w.orderId}`}>
                {t('admin.withdrawals.orderLink', { number: w.orderNumber })}
              </Link>
            </TableCell>
            <TableCell>
              {w.name}
              <Typography variant="caption" component="div" color="text.secondary">
                {w.email}
              </Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 220 }}>
              {w.lines.map((line) => (
                <div key={line.craftedProductId}>
                  {`${line.position}. ${line.title} – ${formatEur(line.priceCents)}`}
                </div>
              ))}
              {w.reason && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {t('admin.withdrawals.reason', { reason: w.reason })}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={w.state === 'TOVAR_PRIJATY' ? 'success' : 'warning'}
                label={WITHDRAWAL_STATE_LABELS[w.state]}
              />
              {w.state === 'NAHLASENE' && <ReceivedButton withdrawal={w} />}
              {w.receivedAt && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {`${slovakDateTime(w.receivedAt)}, ${w.receivedBy ?? ''}`}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Credit withdrawal={w} />
            </TableCell>
            <TableCell sx={{ minWidth: 150 }}>
              {w.refundIban ? groupedIban(w.refundIban) : '–'}
              {w.refundIbanSource && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {t(`admin.withdrawals.ibanSource.${w.refundIbanSource}`)}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        )}
      />
    </AdminPage>
  );
};
