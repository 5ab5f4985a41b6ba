import {
  slovakDateTime,
  VOUCHER_TAX_LABELS,
  type GiftVoucherDetail,
  type GiftVoucherEntry,
} from '@fotoobraz/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useDownload } from '../../../lib/api/use-download';
import { AdminPage, LinkAction } from '../components/admin-page';
import { DataTable, NumberCell } from '../components/data-table';
import { FactTable, type Fact } from '../components/fact-table';
import { QueryContent } from '../components/query-content';
import { SectionCard } from '../components/section-card';
import { ChangeVoucherButton } from './change-voucher-dialog';
import { useVoucher, voucherPdfPath } from './gift-vouchers-api';
import { VoucherStateChip, voucherDay, voucherEur } from './voucher-cells';

const LIST = '/admin/gift-vouchers';

const OrderLink = ({ id, number }: { id: number | null; number: string | null }) => {
  const { t } = useTranslation();
  if (id === null) return '–';
  return (
    <Link component={RouterLink} to={`/entity/order/${id}`}>
      {t('admin.giftVouchers.orderLink', { number: number ?? id })}
    </Link>
  );
};

/** Everything the shop knows of a voucher, as label–value rows; the empty ones left out. */
const factsOf = (t: TFunction, v: GiftVoucherDetail): Fact[] => {
  const label = (key: string) => t(`admin.giftVouchers.${key}`);
  const facts: (Fact | false)[] = [
    [label('code'), v.code ?? '–'],
    [label('value'), voucherEur(v.value)],
    [label('balance'), voucherEur(v.balance)],
    [label('validUntil'), voucherDay(v.validUntil)],
    [label('state'), <VoucherStateChip key="state" state={v.state} />],
    [label('treatment'), VOUCHER_TAX_LABELS[v.treatment]],
    [label('uses'), String(v.uses)],
    [label('boughtBy'), v.buyerEmail ?? t('admin.giftVouchers.givenByShop')],
    v.orderId !== null && [
      label('boughtWith'),
      <OrderLink key="order" id={v.orderId} number={v.orderNumber} />,
    ],
    v.reason !== null && [label('reason'), v.reason],
    [label('recipient'), v.recipientName],
    v.message !== null && [label('message'), v.message],
    [label('sendTo'), v.sendTo ?? t('admin.giftVouchers.toBuyer')],
    v.sendOn !== null && [label('sendOn'), voucherDay(v.sendOn)],
    [label('sentAt'), v.sentAt ? slovakDateTime(v.sentAt) : t('admin.giftVouchers.notSent')],
    [label('created'), slovakDateTime(v.createdDate)],
  ];
  return facts.filter((fact): fact is Fact => fact !== false);
};

/**
 * What a phone can spare of a use: its sign tells a use from a return, and a note is read on a
 * wider screen; the day, the order and the amount stay in view.
 */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

const EntryRow = ({ entry }: { entry: GiftVoucherEntry }) => {
  const { t } = useTranslation();
  const [day, time] = slovakDateTime(entry.date).split(/\s(?=\S+$)/);
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell>
        {/* The day and its time, each whole: a phone puts the time below the day. */}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {day}
        </Box>{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {time}
        </Box>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{t(`admin.giftVouchers.entries.kinds.${entry.kind}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <OrderLink id={entry.orderId} number={entry.orderNumber} />
      </TableCell>
      <NumberCell>{`${entry.kind === 'SPEND' ? '−' : '+'}${voucherEur(entry.amount)}`}</NumberCell>
      <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{entry.note ?? ''}</TableCell>
    </TableRow>
  );
};

/**
 * Block while it can still be spent, unblock once blocked, a later last day once it has one;
 * withdraw a bought one never spent.
 */
const Actions = ({ voucher }: { voucher: GiftVoucherDetail }) => {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  const issued = voucher.code !== null;
  const open = ['PLATNA', 'VYCERPANA', 'EXPIROVANA'].includes(voucher.state);
  // Bought and never spent; whether its 14 days still run is the server's answer.
  const withdrawable =
    issued &&
    voucher.orderId !== null &&
    voucher.treatment !== 'DAROVANA' &&
    voucher.uses === 0 &&
    ['PLATNA', 'ZABLOKOVANA'].includes(voucher.state);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {issued && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void download(voucherPdfPath(voucher.id), `poukazka-${voucher.id}.pdf`)}
        >
          {t('admin.giftVouchers.downloadPdf')}
        </Button>
      )}
      {issued && open && <ChangeVoucherButton voucher={voucher} kind="extend" />}
      {open && <ChangeVoucherButton voucher={voucher} kind="block" />}
      {voucher.state === 'ZABLOKOVANA' && <ChangeVoucherButton voucher={voucher} kind="unblock" />}
      {withdrawable && <ChangeVoucherButton voucher={voucher} kind="withdraw" />}
    </Stack>
  );
};

/**
 * /admin/gift-vouchers/:id: a voucher with all it holds and each movement of its balance, each
 * with the order it paid or came back from; its PDF, and the owner's block, extension and
 * withdrawal.
 */
export const GiftVoucherPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const voucher = useVoucher(id);
  return (
    <AdminPage
      title={t('admin.giftVouchers.detailTitle', {
        code: voucher.data?.code ?? t('admin.giftVouchers.noCode', { id }),
      })}
      actions={<LinkAction to={LIST} label={t('admin.giftVouchers.back')} />}
    >
      <QueryContent query={voucher}>
        {(v) => (
          <Stack spacing={3}>
            <Actions voucher={v} />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 5 }}>
                <SectionCard title={t('admin.giftVouchers.facts')}>
                  <FactTable label={t('admin.giftVouchers.facts')} facts={factsOf(t, v)} />
                </SectionCard>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <SectionCard title={t('admin.giftVouchers.entries.title')}>
                  <DataTable
                    label={t('admin.giftVouchers.entries.title')}
                    empty={t('admin.giftVouchers.entries.none')}
                    sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
                    columns={[
                      { label: t('admin.giftVouchers.entries.date') },
                      { label: t('admin.giftVouchers.entries.kind'), sx: WIDE_ONLY },
                      { label: t('admin.giftVouchers.entries.order') },
                      { label: t('admin.giftVouchers.entries.amount'), align: 'right' },
                      { label: t('admin.giftVouchers.entries.note'), sx: WIDE_ONLY },
                    ]}
                  >
                    {v.entries.map((entry, i) => (
                      <EntryRow key={i} entry={entry} />
                    ))}
                  </DataTable>
                </SectionCard>
              </Grid>
            </Grid>
          </Stack>
        )}
      </QueryContent>
    </AdminPage>
  );
};
