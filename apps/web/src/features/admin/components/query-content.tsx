import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { DataTable, type Column } from './data-table';

/**
 * 'loading ...' until the first answer, then the data; a failed refresh keeps the last data
 * under a warning instead of blanking the screen (the error itself was toasted by the client).
 */
export const QueryContent = <T,>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.data !== undefined) {
    return (
      <Stack spacing={2}>
        {query.isError && <Alert severity="warning">{t('admin.common.staleData')}</Alert>}
        {children(query.data)}
      </Stack>
    );
  }
  if (query.isError) return <Alert severity="error">{t('admin.common.failed')}</Alert>;
  return <PageLoading />;
};

/** A query's list as a {@link DataTable}, one `row` an item; `empty` says that there are none. */
export const QueryTable = <T,>({
  query,
  label,
  empty,
  columns,
  row,
}: {
  query: UseQueryResult<readonly T[]>;
  label: string;
  empty: string;
  columns: readonly Column[];
  row: (item: T) => ReactNode;
}) => (
  <QueryContent query={query}>
    {(items) => (
      <DataTable label={label} empty={empty} columns={columns}>
        {items.map((item) => row(item))}
      </DataTable>
    )}
  </QueryContent>
);
