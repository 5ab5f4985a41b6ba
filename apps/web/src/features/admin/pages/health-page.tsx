import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useHealth, type HealthComponent } from '../api/health';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { FactTable, type Fact } from '../components/fact-table';
import { QueryContent } from '../components/query-content';
import { RefreshControls } from '../components/refresh-controls';
import { StatusChip } from '../components/status-chip';
import {
  formatBytes,
  formatDateTime,
  formatMs,
  formatNumber,
  formatPercent,
} from '../model/admin-format';

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The facts that apply; `false` stands for one that does not. */
const present = (...facts: (Fact | false)[]): Fact[] =>
  facts.filter((fact): fact is Fact => fact !== false);

/** Each component's details in words and units a person reads: GB of free disk, ms of latency. */
const detailsOf = (name: string, details: Record<string, unknown>, t: TFunction): Fact[] => {
  const error =
    details.error !== undefined && ([t('admin.health.error'), text(details.error)] as const);
  const latency = num(details.latencyMs);
  const free = num(details.free);
  const total = num(details.total);
  const threshold = num(details.threshold);
  switch (name) {
    case 'db':
      return present(
        [t('admin.health.db.database'), text(details.database)],
        latency !== undefined && [t('admin.health.db.latency'), formatMs(latency)],
        error,
      );
    case 'diskSpace':
      return present(
        [t('admin.health.disk.path'), text(details.path)],
        free !== undefined &&
          total !== undefined && [
            t('admin.health.disk.free'),
            t('admin.health.disk.freeOf', {
              free: formatBytes(free),
              total: formatBytes(total),
              percent: formatPercent(total > 0 ? free / total : 0),
            }),
          ],
        threshold !== undefined && [t('admin.health.disk.threshold'), formatBytes(threshold)],
        error,
      );
    case 'mail':
      return present(
        details.transport !== undefined && [
          t('admin.health.mail.transport'),
          details.transport === 'SMTP'
            ? t('admin.health.mail.transportSmtp')
            : t('admin.health.mail.transportFiles'),
        ],
        details.backlog !== undefined && [
          t('admin.health.mail.backlog'),
          formatNumber(num(details.backlog), 0),
        ],
        details.oldestUnsent !== undefined && [
          t('admin.health.mail.oldestUnsent'),
          details.oldestUnsent ? formatDateTime(text(details.oldestUnsent)) : '–',
        ],
        details.lastError !== undefined && [
          t('admin.health.mail.lastError'),
          text(details.lastError) || t('admin.common.none'),
        ],
        error,
      );
    case 'redis':
      return present(
        [t('admin.health.redis.address'), text(details.address)],
        [
          t('admin.health.redis.counters'),
          details.counters === 'Redis'
            ? t('admin.health.redis.countersRedis')
            : t('admin.health.redis.countersDatabase'),
        ],
        details.since !== undefined && [
          t('admin.health.redis.since'),
          formatDateTime(text(details.since)),
        ],
        error,
      );
    case 'pickupPoints': {
      const at = (instant: unknown) =>
        instant ? formatDateTime(text(instant)) : t('admin.health.pickupPoints.never');
      const succeeded = num(details.lastSuccessCount);
      return present(
        [
          t('admin.health.pickupPoints.feed'),
          details.feed === 'packeta'
            ? t('admin.health.pickupPoints.feedPacketa')
            : t('admin.health.pickupPoints.feedNone'),
        ],
        [t('admin.health.pickupPoints.count'), formatNumber(num(details.count), 0)],
        [
          t('admin.health.pickupPoints.lastSuccess'),
          details.lastSuccessAt && succeeded !== undefined
            ? t('admin.health.pickupPoints.countAt', {
                date: at(details.lastSuccessAt),
                count: formatNumber(succeeded, 0),
              })
            : at(details.lastSuccessAt),
        ],
        Boolean(details.lastFailureAt) && [
          t('admin.health.pickupPoints.lastFailure'),
          at(details.lastFailureAt),
        ],
        Boolean(details.lastFailureReason) && [
          t('admin.health.pickupPoints.lastFailureReason'),
          text(details.lastFailureReason),
        ],
        error,
      );
    }
    default:
      // A part this page does not know yet: its values, never the server's keys.
      return Object.values(details).map((value) => [t('admin.health.other'), text(value)]);
  }
};

const ComponentRow = ({ name, component }: { name: string; component: HealthComponent }) => {
  const { t } = useTranslation();
  const label = t(`admin.health.components.${name}`, { defaultValue: name });
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 600 }}>
        {label}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <StatusChip status={component.status} size="small" />
      </TableCell>
      <TableCell sx={{ minWidth: 280 }}>
        <FactTable label={label} facts={detailsOf(name, component.details ?? {}, t)} />
      </TableCell>
    </TableRow>
  );
};

/** /admin/health: the whole and each component, green when UP and red when DOWN. */
export const HealthPage = () => {
  const { t } = useTranslation();
  const title = t('admin.health.title');
  const health = useHealth();
  return (
    <AdminPage title={title} actions={<RefreshControls query={health} />}>
      <QueryContent query={health}>
        {(data) => (
          <>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('admin.health.overall')}
              </Typography>
              <StatusChip status={data.status} />
            </Stack>
            <DataTable
              label={title}
              size="medium"
              columns={[
                { label: t('admin.health.component') },
                { label: t('admin.health.status') },
                { label: t('admin.health.details') },
              ]}
            >
              {Object.entries(data.components ?? {}).map(
                ([name, component]) =>
                  component && <ComponentRow key={name} name={name} component={component} />,
              )}
            </DataTable>
          </>
        )}
      </QueryContent>
    </AdminPage>
  );
};
