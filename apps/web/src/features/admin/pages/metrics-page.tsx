import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Metrics, RouteTimings } from '@fotoobraz/domain';
import { useMetrics } from '../api/metrics';
import { AdminPage } from '../components/admin-page';
import { DataTable, headings, NumberCell } from '../components/data-table';
import { FactTable, type Fact } from '../components/fact-table';
import { LineChart, type ChartSeries } from '../components/line-chart';
import { QueryContent } from '../components/query-content';
import { RefreshControls } from '../components/refresh-controls';
import { SearchField } from '../components/search-field';
import { SectionCard } from '../components/section-card';
import {
  formatClock,
  formatDuration,
  formatMegabytes,
  formatMs,
  formatNumber,
  formatPercent,
} from '../model/admin-format';

/** The server keeps 15 minutes of history. */
const HISTORY_MS = 15 * 60_000;
/** A server just started has a few samples; they are spread over at least this much. */
const MIN_SPAN_MS = 60_000;
/** Below this span the time axis shows seconds too. */
const SECONDS_BELOW_MS = 5 * 60_000;
/** The route table shows the busiest routes; the rest on request. */
const TOP_ROUTES = 15;
/** Each history sample counts the requests of the 10 s before it. */
const SAMPLE_SECONDS = 10;

const statusColour = (status: string) =>
  status.startsWith('5') ? 'error.main' : status.startsWith('4') ? 'warning.dark' : undefined;

const RequestsTable = ({ rows }: { rows: readonly RouteTimings[] }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  const needle = filter.trim().toLowerCase();
  const matching = rows
    .filter((r) => `${r.method} ${r.route} ${r.status}`.toLowerCase().includes(needle))
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
  const sorted = showAll ? matching : matching.slice(0, TOP_ROUTES);
  const title = t('admin.metrics.http.title');
  return (
    <SectionCard title={title}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <SearchField label={t('admin.metrics.http.filter')} value={filter} onChange={setFilter} />
        <Typography variant="body2" color="text.secondary" role="status">
          {t('admin.metrics.http.shown', { shown: sorted.length, total: matching.length })}
        </Typography>
        {matching.length > TOP_ROUTES && (
          <Button onClick={() => setShowAll(!showAll)}>
            {showAll
              ? t('admin.metrics.http.showTop', { count: TOP_ROUTES })
              : t('admin.metrics.http.showAll', { total: matching.length })}
          </Button>
        )}
      </Stack>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">{t('admin.metrics.http.empty')}</Typography>
      ) : (
        <DataTable
          label={title}
          columns={[
            ...headings(t, 'admin.metrics.http', ['method', 'route', 'status']),
            ...headings(t, 'admin.metrics.http', ['count', 'mean'], 'right'),
            ...['p50', 'p90', 'p95', 'p99'].map((p) => ({ label: p, align: 'right' as const })),
          ]}
        >
          {sorted.map((row) => (
            <TableRow key={`${row.method} ${row.route} ${row.status}`} hover>
              <TableCell>{row.method}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {row.route}
              </TableCell>
              <TableCell sx={{ color: statusColour(row.status), fontWeight: 600 }}>
                {row.status}
              </TableCell>
              <TableCell align="right">{formatNumber(row.count, 0)}</TableCell>
              {[row.meanMs, row.p50, row.p90, row.p95, row.p99].map((ms, i) => (
                <NumberCell key={i}>{formatMs(ms)}</NumberCell>
              ))}
            </TableRow>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
};

const Charts = ({ history }: { history: Metrics['history'] }) => {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const headingId = useId();
  const times = history.map((s) => Date.parse(s.time));
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? 0;
  // The charts end at the latest sample and reach back over the history there is.
  const span = Math.min(HISTORY_MS, Math.max(MIN_SPAN_MS, last - first));
  // Every chart shares the time axis, and says the same when it has no values yet.
  const timeAxis = {
    xDomain: [last - span, last] as const,
    formatX: (x: number) => formatClock(x, span < SECONDS_BELOW_MS),
    emptyText: t('admin.common.noData'),
  };
  const series = (
    name: string,
    color: string,
    y: (s: Metrics['history'][number]) => number | null,
  ) =>
    ({
      name,
      color,
      points: history.map((s, i) => ({ x: times[i], y: y(s) })),
    }) satisfies ChartSeries;
  const chart = (title: string, list: ChartSeries[], formatY: (y: number) => string) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <LineChart title={title} series={list} formatY={formatY} {...timeAxis} />
        </CardContent>
      </Card>
    </Grid>
  );
  const perSecond = (y: number) =>
    t('admin.metrics.chart.perSecond', { value: formatNumber(y, 2) });
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {t('admin.metrics.chartsTitle')}
      </Typography>
      <Grid container spacing={2}>
        {chart(
          t('admin.metrics.chart.requests'),
          [
            series(
              t('admin.metrics.chart.requestsSeries'),
              palette.primary.main,
              (s) => s.requests / SAMPLE_SECONDS,
            ),
            series(
              t('admin.metrics.chart.errorsSeries'),
              palette.error.main,
              (s) => s.errors / SAMPLE_SECONDS,
            ),
          ],
          perSecond,
        )}
        {chart(
          t('admin.metrics.chart.latency'),
          [series(t('admin.metrics.chart.latencySeries'), palette.secondary.main, (s) => s.p95Ms)],
          formatMs,
        )}
        {chart(
          t('admin.metrics.chart.memory'),
          [
            series(t('admin.metrics.chart.rssSeries'), palette.primary.main, (s) => s.rssMb),
            series(
              t('admin.metrics.chart.heapSeries'),
              palette.secondary.main,
              (s) => s.heapUsedMb,
            ),
          ],
          formatMegabytes,
        )}
        {chart(
          t('admin.metrics.chart.eventLoop'),
          [
            series(
              t('admin.metrics.chart.eventLoopSeries'),
              palette.info.dark,
              (s) => s.eventLoopP99Ms,
            ),
          ],
          formatMs,
        )}
      </Grid>
    </section>
  );
};

const Facts = ({ metrics }: { metrics: Metrics }) => {
  const { t } = useTranslation();
  const { process, eventLoop, database, mail, photos } = metrics;
  const card = (title: string, facts: readonly Fact[]) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <SectionCard title={title}>
        <FactTable label={title} facts={facts} />
      </SectionCard>
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {card(t('admin.metrics.process.title'), [
        [t('admin.metrics.process.uptime'), formatDuration(process.uptimeSeconds)],
        [t('admin.metrics.process.cpu'), `${formatNumber(process.cpuPercent, 1)} %`],
        [t('admin.metrics.process.pid'), process.pid],
        [t('admin.metrics.process.node'), process.node],
      ])}
      {card(t('admin.metrics.memory.title'), [
        [t('admin.metrics.memory.rss'), formatMegabytes(process.memory.rssMb)],
        [
          t('admin.metrics.memory.heap'),
          `${formatMegabytes(process.memory.heapUsedMb)} / ${formatMegabytes(process.memory.heapTotalMb)}`,
        ],
        [t('admin.metrics.memory.external'), formatMegabytes(process.memory.externalMb)],
      ])}
      {card(t('admin.metrics.eventLoop.title'), [
        [t('admin.metrics.eventLoop.p50'), formatMs(eventLoop.delayMs.p50)],
        [t('admin.metrics.eventLoop.p99'), formatMs(eventLoop.delayMs.p99)],
        [t('admin.metrics.eventLoop.max'), formatMs(eventLoop.delayMs.max)],
        [t('admin.metrics.eventLoop.utilization'), formatPercent(eventLoop.utilization)],
      ])}
      {card(t('admin.metrics.database.title'), [
        [t('admin.metrics.database.queries'), formatNumber(database.queries, 0)],
        [t('admin.metrics.database.totalTime'), formatMs(database.totalMs)],
        [t('admin.metrics.database.p50'), formatMs(database.p50Ms)],
        [t('admin.metrics.database.p95'), formatMs(database.p95Ms)],
        [t('admin.metrics.database.p99'), formatMs(database.p99Ms)],
      ])}
      {card(t('admin.metrics.mail.title'), [
        [t('admin.metrics.mail.backlog'), formatNumber(mail.backlog, 0)],
        [t('admin.metrics.mail.lastError'), mail.lastError?.error ?? t('admin.common.none')],
      ])}
      {card(t('admin.metrics.photos.title'), [
        [t('admin.metrics.photos.processed'), formatNumber(photos.processed, 0)],
      ])}
    </Grid>
  );
};

/** /admin/metrics: the last 15 minutes as charts, the totals since start as cards and a table. */
export const MetricsPage = () => {
  const { t } = useTranslation();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const metrics = useMetrics(autoRefresh);
  return (
    <AdminPage
      title={t('admin.metrics.title')}
      actions={
        <>
          <FormControlLabel
            control={
              <Switch checked={autoRefresh} onChange={(_, checked) => setAutoRefresh(checked)} />
            }
            label={t('admin.metrics.autoRefresh')}
          />
          <RefreshControls query={metrics} />
          <Button component={RouterLink} to="/admin/threaddump">
            {t('admin.metrics.threadDump')}
          </Button>
        </>
      }
    >
      <QueryContent query={metrics}>
        {(data) => (
          <>
            <Charts history={data.history} />
            <Facts metrics={data} />
            <RequestsTable rows={data.http.requests} />
          </>
        )}
      </QueryContent>
    </AdminPage>
  );
};
