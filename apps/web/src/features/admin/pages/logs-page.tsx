import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { enqueueToast } from '../../../lib/toasts/toasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLogLevel, useLoggers, type Loggers } from '../api/logs';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { QueryContent } from '../components/query-content';
import { SearchField } from '../components/search-field';

/** The colour of a level's button when it is the logger's level: quieter levels look calmer. */
const LEVEL_COLOUR: Record<string, string> = {
  TRACE: 'info.main',
  DEBUG: 'info.main',
  INFO: 'success.main',
  WARN: 'warning.main',
  ERROR: 'error.main',
  FATAL: 'error.dark',
};

/** The logger's level as a filled button, so it reads at a glance. */
const selectedLook = (level: string) => ({
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: LEVEL_COLOUR[level] ?? 'grey.700',
    color: 'common.white',
    fontWeight: 700,
  },
});

const LoggerTable = ({ data, filter }: { data: Loggers; filter: string }) => {
  const { t } = useTranslation();
  const change = useChangeLogLevel();
  const all = Object.entries(data.loggers).sort(([a], [b]) =>
    a === 'ROOT' ? -1 : b === 'ROOT' ? 1 : a.localeCompare(b),
  );
  const needle = filter.trim().toLowerCase();
  const shown = all.filter(([name]) => name.toLowerCase().includes(needle));
  const setLevel = (name: string, level: string) =>
    change.mutate(
      { name, level },
      {
        onSuccess: () =>
          enqueueToast(t('admin.logs.changed', { name, level }), { variant: 'success' }),
      },
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('admin.logs.shown', { shown: shown.length, total: all.length })}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('admin.logs.noMatch')}</Typography>
      ) : (
        <DataTable
          label={t('admin.logs.title')}
          size="medium"
          columns={[{ label: t('admin.logs.name') }, { label: t('admin.logs.level') }]}
        >
          {shown.map(([name, { configuredLevel, effectiveLevel }]) => {
            const level = configuredLevel ?? effectiveLevel;
            const pending = change.isPending && change.variables.name === name;
            return (
              <TableRow key={name} hover>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`admin.logs.about.${name.replaceAll('.', '_')}`, { defaultValue: '' })}
                  </Typography>
                </TableCell>
                <TableCell>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={level}
                    disabled={pending}
                    aria-label={t('admin.logs.levelOf', { name })}
                    onChange={(_, next: string | null) => {
                      if (next && next !== level) setLevel(name, next);
                    }}
                    sx={{ flexWrap: 'wrap' }}
                  >
                    {data.levels.map((option) => (
                      <ToggleButton key={option} value={option} sx={selectedLook(option)}>
                        {option}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      )}
    </>
  );
};

/** /admin/logs: each logger with its level; a click on another level changes it at run time. */
export const LogsPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const loggers = useLoggers();
  return (
    <AdminPage title={t('admin.logs.title')}>
      <Stack spacing={2}>
        <SearchField label={t('admin.logs.filter')} value={filter} onChange={setFilter} />
        <QueryContent query={loggers}>
          {(data) => <LoggerTable data={data} filter={filter} />}
        </QueryContent>
      </Stack>
    </AdminPage>
  );
};
