import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  accountingMonthOf,
  formatDecimalSk,
  formatEur,
  isAccountingMonth,
  roundHalfUpToCents,
} from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDownload } from '../../../lib/api/use-download';
import { accountingPaths, useVatSummary, type VatSummaryRate } from '../api/accounting';
import { paymentMethodsQuery } from '../../../lib/card-payment/card-payment-api';
import { AdminPage } from '../components/admin-page';
import { DataTable, NumberCell } from '../components/data-table';
import { QueryContent } from '../components/query-content';
import { SectionCard } from '../components/section-card';
import { MonthPicker } from './month-picker';

const eur = (euros: number) => formatEur(roundHalfUpToCents(euros));

/** The count of documents is the column a phone can spare. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The exports of a month: the table of documents first, the archive of their PDFs beside it,
 * then the card gateway's payouts with its fees (the shop's cost), where the shop takes cards,
 * and the gift vouchers sold and spent, whose VAT follows their own rules.
 */
const EXPORTS = [
  {
    kind: 'csv',
    variant: 'contained',
    label: 'admin.accounting.downloadCsv',
    file: (month: string) => `doklady-${month}.csv`,
  },
  {
    kind: 'zip',
    variant: 'outlined',
    label: 'admin.accounting.downloadZip',
    file: (month: string) => `doklady-${month}.zip`,
  },
  {
    kind: 'payouts',
    variant: 'outlined',
    label: 'admin.accounting.downloadPayouts',
    file: (month: string) => `vyplaty-stripe-${month}.csv`,
  },
  {
    kind: 'vouchers',
    variant: 'outlined',
    label: 'admin.accounting.downloadVouchers',
    file: (month: string) => `darcekove-poukazky-${month}.csv`,
  },
] as const;

const SummaryRow = ({
  label,
  row,
  total = false,
}: {
  label: string;
  row: Omit<VatSummaryRate, 'ratePercent'>;
  total?: boolean;
}) => (
  <TableRow sx={total ? { '& > *': { fontWeight: 'bold' } } : undefined}>
    <TableCell component="th" scope="row">
      {label}
    </TableCell>
    <TableCell align="right" sx={WIDE_ONLY}>
      {row.documents}
    </TableCell>
    <NumberCell>{eur(row.base)}</NumberCell>
    <NumberCell>{eur(row.vat)}</NumberCell>
    <NumberCell>{eur(row.total)}</NumberCell>
  </TableRow>
);

/**
 * /admin/accounting: the accountant's month (current one by default, kept in the address):
 * the CSV of its documents, the ZIP of their PDFs, and its VAT per rate on screen.
 */
export const AccountingPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = accountingMonthOf(new Date());
  const asked = params.get('month') ?? '';
  const month = isAccountingMonth(asked) && asked <= current ? asked : current;
  const summary = useVatSummary(month);
  const { busy, download } = useDownload('error.accounting.pdfpending');
  const paths = accountingPaths(month);
  // Stripe's payouts are a shop's with the card gateway only.
  const cards = useQuery(paymentMethodsQuery).data?.methods.includes('KARTA') ?? false;
  const exports = EXPORTS.filter(({ kind }) => kind !== 'payouts' || cards);

  return (
    <AdminPage title={t('admin.accounting.title')}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <MonthPicker
            value={month}
            latest={current}
            onChange={(next) => setParams({ month: next }, { replace: true })}
          />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {exports.map(({ kind, variant, label, file }) => (
              <Button
                key={kind}
                variant={variant}
                startIcon={<DownloadIcon />}
                disabled={busy !== null}
                onClick={() => void download(paths[kind], file(month))}
              >
                {t(label)}
              </Button>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('admin.accounting.intro')}
        </Typography>
        <SectionCard title={t('admin.accounting.summaryTitle')}>
          <QueryContent query={summary}>
            {(data) =>
              data.rates.length === 0 ? (
                <Alert severity="info" role="status">
                  {t('admin.accounting.noTaxDocuments')}
                </Alert>
              ) : (
                <Stack spacing={1.5}>
                  <DataTable
                    label={t('admin.accounting.summaryTitle')}
                    containerSx={{ overflowX: 'auto' }}
                    sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
                    columns={[
                      { label: t('admin.accounting.rate') },
                      { label: t('admin.accounting.documents'), align: 'right', sx: WIDE_ONLY },
                      { label: t('admin.accounting.base'), align: 'right' },
                      { label: t('admin.accounting.vat'), align: 'right' },
                      { label: t('admin.accounting.total'), align: 'right' },
                    ]}
                  >
                    {data.rates.map((row) => (
                      <SummaryRow
                        key={row.ratePercent}
                        label={`${formatDecimalSk(row.ratePercent, 0, 2)} %`}
                        row={row}
                      />
                    ))}
                    {data.rates.length > 1 && (
                      <SummaryRow label={t('admin.accounting.allRates')} row={data.total} total />
                    )}
                  </DataTable>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.accounting.summaryNote')}
                  </Typography>
                </Stack>
              )
            }
          </QueryContent>
        </SectionCard>
      </Stack>
    </AdminPage>
  );
};
