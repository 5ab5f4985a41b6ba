import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigProps, useEnv, type ConfigProps, type Env } from '../api/configuration';
import { AdminPage } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { QueryContent } from '../components/query-content';
import { SearchField } from '../components/search-field';
import { SectionCard } from '../components/section-card';

interface Property {
  key: string;
  /** undefined: the property exists but is not set. */
  value: unknown;
}

/** A value as the server sent it; masked secrets ('******') stay exactly as they came. */
const valueText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** Whether the search text occurs in the key or the value, ignoring case. */
const matches = (property: Property, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    property.key.toLowerCase().includes(needle) ||
    (property.value !== undefined && valueText(property.value).toLowerCase().includes(needle))
  );
};

const PropertyTable = ({
  title,
  subtitle,
  properties,
  search,
}: {
  title: string;
  subtitle?: string;
  properties: readonly Property[];
  search: string;
}) => {
  const { t } = useTranslation();
  const shown = properties.filter((p) => matches(p, search));
  return (
    <SectionCard title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {subtitle && `${subtitle} · `}
        {t('admin.configuration.shown', { shown: shown.length, total: properties.length })}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('admin.configuration.noMatch')}</Typography>
      ) : (
        <DataTable
          label={title}
          sx={{ tableLayout: 'fixed' }}
          columns={[
            { label: t('admin.configuration.key'), sx: { width: '35%' } },
            { label: t('admin.configuration.value') },
          ]}
        >
          {shown.map(({ key, value }) => (
            <TableRow key={key} hover>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {key}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {value === undefined ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('admin.common.unset')}
                  </Typography>
                ) : (
                  valueText(value)
                )}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
};

const ConfigPropsSections = ({ data, search }: { data: ConfigProps; search: string }) => {
  const { t } = useTranslation();
  return Object.entries(data.contexts).flatMap(([context, { beans }]) =>
    Object.entries(beans).map(([bean, { prefix, properties }]) => (
      <PropertyTable
        key={`${context}.${bean}`}
        title={t('admin.configuration.configProps')}
        subtitle={t('admin.configuration.prefix', { prefix })}
        properties={Object.entries(properties).map(([key, value]) => ({ key, value }))}
        search={search}
      />
    )),
  );
};

const EnvSections = ({ data, search }: { data: Env; search: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('admin.configuration.activeProfiles')}
        </Typography>
        {data.activeProfiles.map((profile) => (
          <Chip key={profile} label={profile} color="primary" variant="outlined" />
        ))}
      </Stack>
      {data.propertySources.map((source) => (
        <PropertyTable
          key={source.name}
          title={`${t('admin.configuration.env')}: ${t(`admin.configuration.sources.${source.name}`, { defaultValue: source.name })}`}
          subtitle={source.name}
          properties={Object.entries(source.properties).map(([key, { value }]) => ({
            key,
            value,
          }))}
          search={search}
        />
      ))}
    </>
  );
};

/** /admin/configuration: the application's settings and environment, searchable, secrets masked. */
export const ConfigurationPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const configProps = useConfigProps();
  const env = useEnv();
  return (
    <AdminPage title={t('admin.configuration.title')}>
      <Stack spacing={2}>
        <SearchField label={t('admin.configuration.search')} value={search} onChange={setSearch} />
        <Alert severity="info" role="note" variant="outlined">
          {t('admin.configuration.masked')}
        </Alert>
        <QueryContent query={configProps}>
          {(data) => <ConfigPropsSections data={data} search={search} />}
        </QueryContent>
        <QueryContent query={env}>
          {(data) => <EnvSections data={data} search={search} />}
        </QueryContent>
      </Stack>
    </AdminPage>
  );
};
