import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useThreadDump, type ThreadDump } from '../api/thread-dump';
import { AdminPage } from '../components/admin-page';
import { DataTable, NumberCell } from '../components/data-table';
import { FactTable, type Fact } from '../components/fact-table';
import { QueryContent } from '../components/query-content';
import { RefreshControls } from '../components/refresh-controls';
import { SectionCard } from '../components/section-card';
import { formatBytes, formatDuration, formatNumber, formatPercent } from '../model/admin-format';

/** process.resourceUsage() fields worth reading, with how to show each. */
const USAGE: readonly (readonly [string, (value: number) => string])[] = [
  ['userCPUTime', (us) => `${formatNumber(us / 1e6, 1)} s`],
  ['systemCPUTime', (us) => `${formatNumber(us / 1e6, 1)} s`],
  ['maxRSS', (kb) => formatBytes(kb * 1024)],
  ['minorPageFault', (n) => formatNumber(n, 0)],
  ['majorPageFault', (n) => formatNumber(n, 0)],
  ['fsRead', (n) => formatNumber(n, 0)],
  ['fsWrite', (n) => formatNumber(n, 0)],
  ['voluntaryContextSwitches', (n) => formatNumber(n, 0)],
  ['involuntaryContextSwitches', (n) => formatNumber(n, 0)],
];

const Resources = ({ resources }: { resources: ThreadDump['activeResources'] }) => {
  const { t } = useTranslation();
  const title = t('admin.threadDump.resources');
  const rows = Object.entries(resources).sort(([, a], [, b]) => b - a);
  return (
    <SectionCard title={title}>
      <DataTable
        label={title}
        columns={[
          { label: t('admin.threadDump.kind') },
          { label: t('admin.threadDump.count'), align: 'right' },
          { label: t('admin.threadDump.meaning') },
        ]}
      >
        {rows.map(([kind, count]) => (
          <TableRow key={kind}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{kind}</TableCell>
            <TableCell align="right">{count}</TableCell>
            <TableCell>{t(`admin.threadDump.kinds.${kind}`, { defaultValue: '' })}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </SectionCard>
  );
};

const Heap = ({ heap }: { heap: ThreadDump['heap'] }) => {
  const { t } = useTranslation();
  const title = t('admin.threadDump.heap');
  const spaces = heap.spaces.filter((s) => s.sizeBytes > 0);
  return (
    <SectionCard title={title}>
      <FactTable
        label={title}
        facts={[
          [t('admin.threadDump.heapUsed'), formatBytes(heap.usedBytes)],
          [t('admin.threadDump.heapTotal'), formatBytes(heap.totalBytes)],
          [t('admin.threadDump.heapLimit'), formatBytes(heap.limitBytes)],
        ]}
      />
      <DataTable
        label={t('admin.threadDump.space')}
        containerSx={{ mt: 2 }}
        columns={[
          { label: t('admin.threadDump.space') },
          { label: t('admin.threadDump.spaceUsed'), align: 'right' },
          { label: t('admin.threadDump.spaceSize'), align: 'right' },
          { label: null, sx: { width: '30%' } },
        ]}
      >
        {spaces.map((space) => {
          const share = space.usedBytes / space.sizeBytes;
          return (
            <TableRow key={space.name}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{space.name}</TableCell>
              <NumberCell>{formatBytes(space.usedBytes)}</NumberCell>
              <NumberCell>{formatBytes(space.sizeBytes)}</NumberCell>
              <TableCell>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, share * 100)}
                  aria-label={`${space.name} ${formatPercent(share)}`}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
    </SectionCard>
  );
};

const Dump = ({ dump }: { dump: ThreadDump }) => {
  const { t } = useTranslation();
  const usage: Fact[] = USAGE.filter(([key]) => typeof dump.resourceUsage[key] === 'number').map(
    ([key, format]) => [t(`admin.threadDump.${key}`), format(dump.resourceUsage[key])],
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={t('admin.threadDump.summary')}>
          <FactTable
            label={t('admin.threadDump.summary')}
            facts={[
              [t('admin.threadDump.pid'), dump.pid],
              [t('admin.threadDump.uptime'), formatDuration(dump.uptimeSeconds)],
              [
                t('admin.threadDump.utilization'),
                formatPercent(dump.eventLoopUtilization.utilization),
              ],
            ]}
          />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Resources resources={dump.activeResources} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Heap heap={dump.heap} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={t('admin.threadDump.usage')}>
          <FactTable label={t('admin.threadDump.usage')} facts={usage} />
        </SectionCard>
      </Grid>
    </Grid>
  );
};

/** /admin/threaddump: what keeps the Node process busy, readable rather than raw JSON. */
export const ThreadDumpPage = () => {
  const { t } = useTranslation();
  const dump = useThreadDump();
  return (
    <AdminPage
      title={t('admin.threadDump.title')}
      actions={
        <>
          <RefreshControls query={dump} />
          <Button component={RouterLink} to="/admin/metrics">
            {t('admin.threadDump.back')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {t('admin.threadDump.intro')}
      </Typography>
      <QueryContent query={dump}>{(data) => <Dump dump={data} />}</QueryContent>
    </AdminPage>
  );
};
