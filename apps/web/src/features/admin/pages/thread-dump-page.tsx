import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useThreadDump, type ThreadDump } from '../api/thread-dump';
import { AdminPage } from '../components/admin-page';
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

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const Resources = ({ resources }: { resources: ThreadDump['activeResources'] }) => {
  const { t } = useTranslation();
  const title = t('admin.threadDump.resources');
  const rows = Object.entries(resources).sort(([, a], [, b]) => b - a);
  return (
    <SectionCard title={title}>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.threadDump.kind')}</TableCell>
              <TableCell align="right">{t('admin.threadDump.count')}</TableCell>
              <TableCell>{t('admin.threadDump.meaning')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([kind, count]) => (
              <TableRow key={kind}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{kind}</TableCell>
                <TableCell align="right">{count}</TableCell>
                <TableCell>{t(`admin.threadDump.kinds.${kind}`, { defaultValue: '' })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label={t('admin.threadDump.space')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.threadDump.space')}</TableCell>
              <TableCell align="right">{t('admin.threadDump.spaceUsed')}</TableCell>
              <TableCell align="right">{t('admin.threadDump.spaceSize')}</TableCell>
              <TableCell sx={{ width: '30%' }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {spaces.map((space) => {
              const share = space.usedBytes / space.sizeBytes;
              return (
                <TableRow key={space.name}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{space.name}</TableCell>
                  <TableCell align="right" sx={NO_WRAP}>
                    {formatBytes(space.usedBytes)}
                  </TableCell>
                  <TableCell align="right" sx={NO_WRAP}>
                    {formatBytes(space.sizeBytes)}
                  </TableCell>
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
          </TableBody>
        </Table>
      </TableContainer>
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
