/** The admin's metrics screen (`GET /management/metrics`), as the server computes it. */

/** Latency of one route and status; a percentile is absent until the window has one. */
export interface RouteTimings {
  method: string;
  route: string;
  status: string;
  count: number;
  meanMs: number;
  p50?: number;
  p90?: number;
  p95?: number;
  p99?: number;
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

/** The unsent mail that has failed most often, with its last error. */
export interface MailTrouble {
  messageId: string;
  to: string;
  attempts: number;
  error: string;
  nextAttemptAt: string;
}

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
  /** Query times in ms; the percentiles are null before the first query of the window. */
  database: {
    queries: number;
    totalMs: number;
    p50Ms: number | null;
    p95Ms: number | null;
    p99Ms: number | null;
  };
  photos: { processed: number };
  /** Uploads the retention job deleted since the process started. */
  retention: { deleted: { photos: number; craftedProducts: number } };
  mail: { backlog: number; lastError: MailTrouble | null };
  history: MetricsSample[];
}
