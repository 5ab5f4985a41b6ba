import type { RefundTransferFile } from '@fotoobraz/domain';
import { formatEur } from '@fotoobraz/domain';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { DataTable, headings } from '../components/data-table';
import { formatDateTime } from '../model/admin-format';
import { useConfirmTransfer } from './bank-api';

/**
 * The refunds' transfer files, newest first: when each was made, how many refunds for how much,
 * and whether the owner confirmed it as sent to the bank (a button until then).
 */
export const TransferFiles = ({ files }: { files: readonly RefundTransferFile[] }) => {
  const { t } = useTranslation();
  const confirm = useConfirmTransfer();
  const title = t('admin.bank.refunds.files.title');
  return (
    <DataTable
      label={title}
      empty={t('admin.bank.refunds.files.none')}
      columns={[
        ...headings(t, 'admin.bank.refunds.files', ['messageId', 'exportedAt']),
        ...headings(t, 'admin.bank.refunds.files', ['count', 'sum'], 'right'),
        { label: t('admin.bank.refunds.files.confirmed') },
      ]}
    >
      {files.map((file) => (
        <TableRow key={file.messageId} hover>
          <TableCell>{file.messageId}</TableCell>
          <TableCell>{`${formatDateTime(file.exportedAt)} (${file.exportedBy})`}</TableCell>
          <TableCell align="right">{file.count}</TableCell>
          <TableCell align="right">{formatEur(file.sumCents)}</TableCell>
          <TableCell>
            {file.confirmedAt ? (
              t('admin.bank.refunds.files.confirmedAt', {
                at: formatDateTime(file.confirmedAt),
                by: file.confirmedBy,
              })
            ) : (
              <Button
                size="small"
                variant="outlined"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate(file.messageId)}
              >
                {t('admin.bank.refunds.files.confirm')}
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
};
