import type { Metrics } from '@fotoobraz/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** How often the metrics screen asks again: the server takes a history sample every 10 s. */
export const METRICS_REFRESH_MS = 10_000;

/** GET /management/metrics. */
export const metricsQuery = queryOptions({
  queryKey: ['admin', 'metrics'],
  queryFn: async ({ signal }) => (await api.get<Metrics>('management/metrics', { signal })).data,
});

/** The metrics, asked again every 10 s while `autoRefresh` is on. */
export const useMetrics = (autoRefresh: boolean) =>
  useQuery({ ...metricsQuery, refetchInterval: autoRefresh ? METRICS_REFRESH_MS : false });
