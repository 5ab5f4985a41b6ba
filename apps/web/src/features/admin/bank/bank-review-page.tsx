import type { BankEntryView } from '@fotoobraz/domain';
import { formatEur } from '@fotoobraz/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { QueryContent } from '../components/query-content';
import { useBankReview } from './bank-api';
import { EntryCells, entryColumns, OrderLink, ReviewReason } from './bank-cells';
import { ResolveEntryDialog, type Resolution } from './resolve-entry-dialog';

/**
 * /admin/bank-review: the credits that paid nothing by themselves (underpaid, overpaid, unknown
 * or missing VS, already paid), each assigned to an order or set aside by the owner; below them
 * the orders paid beyond their total, whose excess goes back to the customer.
 */
export const BankReviewPage = () => {
  const { t } = useTranslation();
  const review = useBankReview();
  const [open, setOpen] = useState<{ entry: BankEntryView; resolution: Resolution }>();
  return (
    <AdminPage
      title={t('admin.bank.review.title')}
      actions={
        <Button component={RouterLink} to="/admin/bank-statements" variant="outlined">
          {t('admin.bank.statements.title')}
        </Button>
      }
    >
      <QueryContent query={review}>
        {({ entries, refunds }) => (
          <>
            <DataTable
              label={t('admin.bank.review.title')}
              columns={[
                ...entryColumns(t),
                { label: t('admin.bank.entry.reason') },
                { label: t('admin.bank.review.orderBySymbol') },
                { label: '' },
              ]}
            >
              {entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>{t('admin.bank.review.none')}</TableCell>
                </TableRow>
              )}
              {entries.map((entry) => (
                <TableRow key={entry.id} hover>
                  <EntryCells entry={entry} />
                  <TableCell>
                    <ReviewReason entry={entry} />
                  </TableCell>
                  <TableCell>
                    <OrderLink orderId={entry.orderId} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => setOpen({ entry, resolution: 'assign' })}
                      >
                        {t('admin.bank.review.assign')}
                      </Button>
                      <Button size="small" onClick={() => setOpen({ entry, resolution: 'ignore' })}>
                        {t('admin.bank.review.ignore')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
            <Typography variant="h5" component="h2" sx={{ pt: 2 }}>
              {t('admin.bank.refunds.title')}
            </Typography>
            <DataTable
              label={t('admin.bank.refunds.title')}
              columns={[
                { label: t('admin.bank.entry.order') },
                { label: t('admin.bank.refunds.variableSymbol') },
                { label: t('admin.bank.refunds.total'), align: 'right' },
                { label: t('admin.bank.refunds.paid'), align: 'right' },
                { label: t('admin.bank.refunds.excess'), align: 'right' },
              ]}
            >
              {refunds.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('admin.bank.refunds.none')}</TableCell>
                </TableRow>
              )}
              {refunds.map((refund) => (
                <TableRow key={refund.orderId} hover>
                  <TableCell>
                    <OrderLink orderId={refund.orderId} />
                  </TableCell>
                  <TableCell>{refund.variableSymbol}</TableCell>
                  <TableCell align="right">{formatEur(refund.totalCents)}</TableCell>
                  <TableCell align="right">{formatEur(refund.paidCents)}</TableCell>
                  <TableCell align="right">
                    <strong>{formatEur(refund.excessCents)}</strong>
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
          </>
        )}
      </QueryContent>
      {open && (
        <ResolveEntryDialog
          key={open.entry.id}
          entry={open.entry}
          resolution={open.resolution}
          onClose={() => setOpen(undefined)}
        />
      )}
    </AdminPage>
  );
};
