import { VOUCHER_TAX_LABELS, type GiftVoucherRow } from '@fotoobraz/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced';
import { AdminPage } from '../components/admin-page';
import { DataTable, headings, NumberCell, type Column } from '../components/data-table';
import { PageButtons } from '../components/page-buttons';
import { QueryContent } from '../components/query-content';
import { SearchField } from '../components/search-field';
import { VOUCHERS_PAGE_SIZE, vouchersPageQuery } from './gift-vouchers-api';
import { IssueVoucherButton } from './issue-voucher-dialog';
import { VoucherStateChip, voucherDay, voucherEur } from './voucher-cells';

/** The server is asked once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/** The columns a phone can spare: it keeps what a voucher is worth and where it stands. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

interface ListParams {
  filter: string;
  page: number;
}

/** The search and the page (1-based) of the address, e.g. ?filter=PQRS&page=2. */
const readParams = (search: URLSearchParams): ListParams => {
  const page = Number(search.get('page') ?? '1');
  return {
    filter: search.get('filter') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
};

const searchOf = ({ filter, page }: ListParams): string =>
  `?${new URLSearchParams({ ...(filter ? { filter } : {}), page: String(page + 1) })}`;

const columns = (t: TFunction): Column[] => [
  { label: t('admin.giftVouchers.code') },
  ...headings(t, 'admin.giftVouchers', ['value', 'balance'], 'right'),
  { label: t('admin.giftVouchers.validUntil') },
  { label: t('admin.giftVouchers.uses'), align: 'right', sx: WIDE_ONLY },
  { label: t('admin.giftVouchers.state') },
  { label: t('admin.giftVouchers.treatment'), sx: WIDE_ONLY },
  { label: t('admin.giftVouchers.people') },
];

const VoucherRow = ({ voucher: v }: { voucher: GiftVoucherRow }) => {
  const { t } = useTranslation();
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Link component={RouterLink} to={`/admin/gift-vouchers/${v.id}`}>
          {v.code ?? t('admin.giftVouchers.noCode', { id: v.id })}
        </Link>
      </TableCell>
      <NumberCell>{voucherEur(v.value)}</NumberCell>
      <NumberCell>{voucherEur(v.balance)}</NumberCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{voucherDay(v.validUntil)}</TableCell>
      <TableCell align="right" sx={WIDE_ONLY}>
        {v.uses}
      </TableCell>
      <TableCell>
        <VoucherStateChip state={v.state} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{VOUCHER_TAX_LABELS[v.treatment]}</TableCell>
      <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
        {v.buyerEmail ?? t('admin.giftVouchers.givenByShop')}
        <Typography variant="caption" component="div" color="text.secondary">
          {t('admin.giftVouchers.for', { name: v.recipientName })}
          {v.sendTo && ` (${v.sendTo})`}
        </Typography>
      </TableCell>
    </TableRow>
  );
};

/**
 * /admin/gift-vouchers ('Darčekové poukážky'): every voucher sold or given, newest first, found
 * by a part of its code or of an e-mail, 20 a page; 'Vydať poukážku' gives one by hand.
 */
export const GiftVouchersPage = () => {
  const { t } = useTranslation();
  const title = t('admin.giftVouchers.title');
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const [typed, setTyped] = useState(params.filter);
  const settled = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  // Read from the address bar as it is now: a page link followed while typing paused must not
  // bring the old search back.
  useEffect(() => {
    if (settled !== readParams(new URLSearchParams(window.location.search)).filter) {
      setSearch(searchOf({ filter: settled, page: 0 }), { replace: true });
    }
  }, [settled, setSearch]);
  const list = useQuery({
    ...vouchersPageQuery(params.filter, params.page),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminPage title={title} actions={<IssueVoucherButton />}>
      <Stack spacing={2}>
        <SearchField label={t('admin.giftVouchers.search')} value={typed} onChange={setTyped} />
        <QueryContent query={list}>
          {({ vouchers, total }) => (
            <>
              <DataTable
                label={title}
                empty={t(
                  params.filter ? 'admin.giftVouchers.noneFound' : 'admin.giftVouchers.none',
                )}
                columns={columns(t)}
              >
                {vouchers.map((v) => (
                  <VoucherRow key={v.id} voucher={v} />
                ))}
              </DataTable>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <PageButtons
                  page={params.page}
                  count={Math.ceil(total / VOUCHERS_PAGE_SIZE)}
                  to={(page) => searchOf({ ...params, page })}
                />
                <Typography variant="body2" color="text.secondary" role="status">
                  {t('admin.giftVouchers.total', { count: total })}
                </Typography>
              </Stack>
            </>
          )}
        </QueryContent>
      </Stack>
    </AdminPage>
  );
};
