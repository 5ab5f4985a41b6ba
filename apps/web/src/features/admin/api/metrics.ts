import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** How often the metrics screen asks again: the server takes a history sample every 10 s. */
export const METRICS_REFRESH_MS = 10_000;

export interface RouteTimings {
  method: string;
  route: string;
  status: string;
  count: number;
  meanMs: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

/** One sample of the last 15 minutes; `requests` and `errors` counted in the 10 s before. */
export interface MetricsSample {
  time: string;
  requests: number;
  errors: number;
  p95Ms: number | null;
  rssMb: number;
  heapUsedMb: number;
  eventLoopP99Ms: number;
}

/** GET /management/metrics. */
export interface Metrics {
  process: {
    pid: number;
    node: string;
    uptimeSeconds: number;
    memory: { rssMb: number; heapUsedMb: number; heapTotalMb: number; externalMb: number };
    cpuPercent: number;
  };
  eventLoop: { delayMs: { p50: number; p99: number; max: number }; utilization: number };
  http: { requests: RouteTimings[] };
  database: { queries: number; totalMs: number; p50Ms: number; p95Ms: number; p99Ms: number };
  photos: { processed: number };
  mail: { backlog: number; lastError: string | null };
  history: MetricsSample[];
}

export const metricsQuery = queryOptions({
  queryKey: ['admin', 'metrics'],
  queryFn: async ({ signal }) => (await api.get<Metrics>('management/metrics', { signal })).data,
});

/** The metrics, asked again every 10 s while `autoRefresh` is on. */
export const useMetrics = (autoRefresh: boolean) =>
  useQuery({ ...metricsQuery, refetchInterval: autoRefresh ? METRICS_REFRESH_MS : false });
