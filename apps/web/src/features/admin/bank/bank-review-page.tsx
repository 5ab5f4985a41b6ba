import type { BankEntryView } from '@fotoobraz/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage, HeadingBar, LinkAction } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { QueryContent } from '../components/query-content';
import { useBankReview } from './bank-api';
import { CardPaymentsToReview } from './card-payments-to-review';
import { entryColumns, EntryRow, ReviewReason } from './bank-cells';
import { refundColumns, RefundRow, RefundTransferButton } from './refund-cells';
import { ResolveEntryDialog, type Resolution } from './resolve-entry-dialog';
import { TransferFiles } from './transfer-files';

/**
 * /admin/bank-review: the credits that paid nothing by themselves (underpaid, overpaid, unknown
 * or missing VS, already paid), each assigned to an order or set aside by the owner; the card
 * payments the gateway took that were not what their order owed; below them
 * the refunds due (orders paid beyond what they still cost after their credit notes: overpaid,
 * withdrawn, cancelled), with the account each goes to and the SEPA transfer file of them; last
 * the files made, each confirmed by the owner once it went to the bank.
 */
export const BankReviewPage = () => {
  const { t } = useTranslation();
  const title = t('admin.bank.review.title');
  const refundsTitle = t('admin.bank.refunds.title');
  const review = useBankReview();
  const [open, setOpen] = useState<{ entry: BankEntryView; resolution: Resolution }>();
  return (
    <AdminPage
      title={title}
      actions={<LinkAction to="/admin/bank-statements" label={t('admin.bank.statements.title')} />}
    >
      <QueryContent query={review}>
        {({ entries, refunds, cardPayments, transfers }) => (
          <>
            <DataTable
              empty={t('admin.bank.review.none')}
              label={title}
              columns={[
                ...entryColumns(t),
                { label: t('admin.bank.entry.reason') },
                { label: t('admin.bank.review.orderBySymbol') },
                { label: '' },
              ]}
            >
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} status={<ReviewReason entry={entry} />}>
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
                </EntryRow>
              ))}
            </DataTable>
            <CardPaymentsToReview payments={cardPayments} />
            <HeadingBar title={refundsTitle} level={2} space={{ pt: 2 }}>
              <RefundTransferButton payable={refunds.some((r) => r.iban)} />
            </HeadingBar>
            <DataTable
              empty={t('admin.bank.refunds.none')}
              label={refundsTitle}
              columns={refundColumns(t)}
            >
              {refunds.map((refund) => (
                <RefundRow key={`${refund.paidBy}-${refund.orderId}`} refund={refund} />
              ))}
            </DataTable>
            <HeadingBar title={t('admin.bank.refunds.files.title')} level={2} space={{ pt: 2 }} />
            <TransferFiles files={transfers} />
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
