import type { BankRefundDue } from '@fotoobraz/domain';
import { formatEur } from '@fotoobraz/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { fetchBinary, saveFile } from '../../../lib/api/binary';
import { enqueueToast } from '../../../lib/toasts/toasts';
import { OrderLink } from './bank-cells';

/** One refund due: the order, its credit notes, the amounts, and who and where it goes to. */
export const RefundRow = ({ refund }: { refund: BankRefundDue }) => {
  const { t } = useTranslation();
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <OrderLink orderId={refund.orderId} />
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
      <TableCell>
        {refund.name}
        {refund.iban ? (
          <Typography variant="caption" component="div" color="text.secondary">
            {`${refund.iban} (${t(`admin.bank.refunds.ibanSource.${refund.ibanSource ?? 'ENTERED'}`)})`}
          </Typography>
        ) : (
          <Typography variant="caption" component="div" color="error.dark">
            {t('admin.bank.refunds.noIban')}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
};

/** The refunds with an account as a SEPA credit transfer file; a refusal is told in a toast. */
export const RefundTransferButton = ({ payable }: { payable: boolean }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchBinary('api/bank/refunds.xml');
      saveFile(file.blob, file.filename ?? 'vratky.xml');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const key =
        status === 409
          ? 'admin.bank.refunds.nothing'
          : status === 0
            ? 'error.server.not.reachable'
            : `error.http.${status}`;
      enqueueToast(t(key, { defaultValue: t('error.unknown') }), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      disabled={!payable || busy}
      title={t('admin.bank.refunds.downloadHelp')}
      onClick={() => void download()}
    >
      {t('admin.bank.refunds.download')}
    </Button>
  );
};
