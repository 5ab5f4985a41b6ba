import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addMonths, shopDay } from '@fotoobraz/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AUDITS_PAGE_SIZE, useAudits, type AuditEvent, type AuditsParams } from '../api/audits';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { PageButtons } from '../components/page-buttons';
import { QueryContent } from '../components/query-content';
import { formatDateTime } from '../model/admin-format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * JHipster's default range: from a month ago to today, in the shop's days as the server reads
 * them (a browser elsewhere, or in UTC, would miss the last hour before its own midnight).
 */
const defaultRange = (): { fromDate: string; toDate: string } => {
  const today = shopDay();
  return { fromDate: addMonths(today, -1), toDate: today };
};

/**
 * The list's state from the URL, e.g. ?page=2&sort=auditEventDate,asc&fromDate=2026-03-01;
 * newest first and the last month unless it says otherwise. An empty date means no bound.
 */
const readParams = (search: URLSearchParams): AuditsParams => {
  const page = Number(search.get('page') ?? '1');
  const defaults = defaultRange();
  const date = (name: 'fromDate' | 'toDate') => {
    const value = search.get(name);
    return value === null ? defaults[name] : DATE.test(value) ? value : '';
  };
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    dir: search.get('sort') === 'auditEventDate,asc' ? 'asc' : 'desc',
    fromDate: date('fromDate'),
    toDate: date('toDate'),
  };
};

const searchOf = ({ page, dir, fromDate, toDate }: AuditsParams): string =>
  `?${new URLSearchParams({ page: String(page + 1), sort: `auditEventDate,${dir}`, fromDate, toDate })}`;

const dataText = (data: AuditEvent['data']): string =>
  Object.entries(data ?? {})
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** /admin/audits: audit events between two days, newest first or oldest first, 20 per page. */
export const AuditsPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const audits = useAudits(params);
  // From the address bar as it is now, not as a render saw it: two quick changes (from, then to)
  // must not undo each other, and the router hands its updater the last render's search, which
  // lags behind the URL while a navigation renders in a transition.
  const setDate = (name: 'fromDate' | 'toDate', value: string) =>
    setSearch(() =>
      searchOf({
        ...readParams(new URLSearchParams(window.location.search)),
        page: 0,
        [name]: value,
      }),
    );
  const flip = params.dir === 'desc' ? 'asc' : 'desc';
  return (
    <AdminPage title={t('admin.audits.title')}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {(['fromDate', 'toDate'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            size="small"
            label={t(name === 'fromDate' ? 'admin.audits.from' : 'admin.audits.to')}
            value={params[name]}
            onChange={(event) => setDate(name, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <QueryContent query={audits}>
        {({ events, total }) => (
          <>
            <DataTable
              empty={t('admin.common.empty')}
              label={t('admin.audits.title')}
              columns={[
                {
                  label: (
                    <TableSortLabel
                      active
                      direction={params.dir}
                      component={RouterLink}
                      to={searchOf({ ...params, page: 0, dir: flip })}
                    >
                      {t('admin.audits.date')}
                    </TableSortLabel>
                  ),
                  sortDirection: params.dir,
                },
                { label: t('admin.audits.principal') },
                { label: t('admin.audits.type') },
                { label: t('admin.audits.data') },
              ]}
            >
              {events.map((event) => (
                <TableRow key={event.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(event.timestamp)}
                  </TableCell>
                  <TableCell>{event.principal}</TableCell>
                  <TableCell title={event.type}>
                    {t(`admin.audits.types.${event.type}`, { defaultValue: event.type })}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{dataText(event.data)}</TableCell>
                </TableRow>
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
                count={Math.ceil(total / AUDITS_PAGE_SIZE)}
                to={(page) => searchOf({ ...params, page })}
              />
              <Typography variant="body2" color="text.secondary" role="status">
                {t('admin.audits.total', { count: total })}
              </Typography>
            </Stack>
          </>
        )}
      </QueryContent>
    </AdminPage>
  );
};
