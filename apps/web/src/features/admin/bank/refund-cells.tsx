import type { BankRefundDue } from '@fotoobraz/domain';
import { formatEur, orderNumberOf } from '@fotoobraz/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/api/use-download';
import { headings, type Column } from '../components/data-table';
import { formatDateTime } from '../model/admin-format';
import { useBankRefresh, usePutRefundBack } from './bank-api';
import { OrderLink } from './bank-cells';

/** The headings of {@link RefundRow}'s cells. */
export const refundColumns = (t: TFunction): Column[] => [
  { label: t('admin.bank.entry.order') },
  ...headings(t, 'admin.bank.refunds', ['variableSymbol', 'creditNotes']),
  ...headings(t, 'admin.bank.refunds', ['paid', 'credited', 'excess'], 'right'),
  { label: t('admin.bank.refunds.paidBy') },
  { label: t('admin.bank.refunds.payee') },
];

/**
 * One refund due: the order, its credit notes, the amounts, the way the money came in, and who
 * and where it goes to: a transfer's to an account by the SEPA file, a card's back to the card.
 */
export const RefundRow = ({ refund }: { refund: BankRefundDue }) => {
  const { t } = useTranslation();
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <OrderLink
          orderId={refund.orderId}
          number={orderNumberOf({ id: refund.orderId, variableSymbol: refund.variableSymbol })}
        />
      </TableCell>
      <TableCell>{refund.variableSymbol}</TableCell>
      <TableCell>
        {refund.creditNoteNumbers.join(', ') || '–'}
        {refund.withdrawalIds.length > 0 && (
          <Typography variant="caption" component="div" color="text.secondary">
            {t('admin.bank.refunds.withdrawals', { ids: refund.withdrawalIds.join(', ') })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{formatEur(refund.paidCents)}</TableCell>
      <TableCell align="right">{formatEur(refund.creditedCents)}</TableCell>
      <TableCell align="right">
        <strong>{formatEur(refund.dueCents)}</strong>
      </TableCell>
      <TableCell>{t(`admin.bank.refunds.paidByMethod.${refund.paidBy}`)}</TableCell>
      <TableCell>
        {refund.name}
        {refund.cardRefund ? (
          <Typography variant="caption" component="div" color="text.secondary">
            {t('admin.bank.refunds.toCard', { state: refund.cardRefund.stateLabel })}
            {refund.cardRefund.failureReason && ` (${refund.cardRefund.failureReason})`}
          </Typography>
        ) : refund.iban ? (
          <Typography variant="caption" component="div" color="text.secondary">
            {`${refund.iban} (${t(`admin.bank.refunds.ibanSource.${refund.ibanSource ?? 'ENTERED'}`)})`}
          </Typography>
        ) : (
          <Typography variant="caption" component="div" color="error.dark">
            {t('admin.bank.refunds.noIban')}
          </Typography>
        )}
        {refund.exported && <ExportMark refund={refund} />}
      </TableCell>
    </TableRow>
  );
};

/**
 * 'Exportované …': the file that holds the refund, whether it went to the bank, and the way to
 * put the refund back into the next file (the bank refused the file).
 */
const ExportMark = ({ refund }: { refund: BankRefundDue }) => {
  const { t } = useTranslation();
  const putBack = usePutRefundBack();
  const mark = refund.exported!;
  return (
    <Typography variant="caption" component="div" color="info.dark">
      {t('admin.bank.refunds.exported', {
        at: formatDateTime(mark.exportedAt),
        messageId: mark.messageId,
        amount: formatEur(mark.cents),
      })}
      {', '}
      {mark.confirmedAt
        ? t('admin.bank.refunds.exportedConfirmed', { at: formatDateTime(mark.confirmedAt) })
        : t('admin.bank.refunds.exportedUnconfirmed')}
      <Button
        size="small"
        disabled={putBack.isPending}
        onClick={() => putBack.mutate(refund.orderId)}
        sx={{ display: 'block', px: 0 }}
      >
        {t('admin.bank.refunds.putBack')}
      </Button>
    </Typography>
  );
};

/**
 * A new SEPA credit transfer file of the refunds with an account that no file holds yet; they
 * are marked exported (the list reads again). A refusal is told in a toast.
 */
export const RefundTransferButton = ({ payable }: { payable: boolean }) => {
  const { t } = useTranslation();
  const { busy, download } = useDownload('admin.bank.refunds.nothing');
  const refresh = useBankRefresh();
  return (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      disabled={!payable || busy !== null}
      title={t('admin.bank.refunds.downloadHelp')}
      onClick={() =>
        void download('api/bank/refunds.xml', 'vratky.xml', undefined, 'POST').then(refresh)
      }
    >
      {t('admin.bank.refunds.download')}
    </Button>
  );
};
