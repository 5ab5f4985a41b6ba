import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Metrics, MetricsSample } from '@fotoobraz/domain';
import client from 'prom-client';
import { systemClock, type Clock } from '../lib/clock.ts';

/** Percentiles the JSON metrics and the summaries report. */
const PERCENTILES = [0.5, 0.9, 0.95, 0.99];
/** How long the latency summaries remember: recent behaviour, not the whole uptime. */
const WINDOW_SECONDS = 300;
/** One sample every 10 s for the last 15 minutes: the admin's charts. */
const SAMPLE_MS = 10_000;
const SAMPLES = 90;

/** The prefix of every metric of the shop's. */
const NAMESPACE = 'fotoobraz_';

/** A registry that starts with Node's default metrics (CPU, memory, event loop, GC). */
const processRegistry = (): client.Registry => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: NAMESPACE });
  return registry;
};

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The process's metrics (prom-client): Node's defaults (CPU, memory, event loop, GC), HTTP
 * requests by route and status with latency percentiles, database query times, photos processed
 * and the mail outbox. One registry per process: they describe the process, not an app instance.
 */
export class MetricsRegistry {
  readonly registry = processRegistry();
  readonly http = this.latencySummary(
    'http_request_duration_seconds',
    'HTTP requests by method, route and status',
    ['method', 'route', 'status'],
  );
  readonly queries = this.latencySummary('db_query_duration_seconds', 'Database queries');
  readonly photosProcessed = this.counter('photos_processed', 'Photos uploaded and processed');
  /** Times the abuse-limit counters moved from Redis to the database (Redis unreachable). */
  readonly abuseLimitFallbacks = this.counter(
    'abuse_limit_fallbacks',
    'Times Redis did not answer and the abuse-limit counters moved to the database',
  );
  /** Abuse-limit hits and looks counted in the database for want of Redis. */
  readonly abuseLimitFallbackCounts = this.counter(
    'abuse_limit_fallback_counts',
    'Abuse-limit hits and looks counted in the database while Redis did not answer',
  );
  /** Uploads deleted by the retention job, by kind ('photo', 'crafted_product'). */
  readonly retentionDeleted = this.counter(
    'retention_deleted',
    'Photos and crafted products deleted because they never became an order',
    ['kind'],
  );
  private readonly eventLoop = monitorEventLoopDelay({ resolution: 20 });
  private readonly history: MetricsSample[] = [];
  private requestsSeen = 0;
  private errorsSeen = 0;
  private lastCpu = process.cpuUsage();
  private lastCpuAt = performance.now();
  private outboxSource: (() => Promise<{ backlog: number }>) | undefined;

  /** A counter `fotoobraz_<name>_total`, as Prometheus names counters. */
  private counter<L extends string>(name: string, help: string, labelNames: L[] = []) {
    return new client.Counter<L>({
      name: `${NAMESPACE}${name}_total`,
      help,
      labelNames,
      registers: [this.registry],
    });
  }

  /** A latency summary over the recent window, with the percentiles the JSON metrics report. */
  private latencySummary<L extends string>(name: string, help: string, labelNames: L[] = []) {
    return new client.Summary<L>({
      name: `${NAMESPACE}${name}`,
      help,
      labelNames,
      percentiles: PERCENTILES,
      maxAgeSeconds: WINDOW_SECONDS,
      ageBuckets: 5,
      registers: [this.registry],
    });
  }

  /** `now`: the time each sample of the admin's charts is stamped with. */
  constructor(private readonly now: Clock) {
    const outbox = () => this.outboxSource?.();
    new client.Gauge({
      name: `${NAMESPACE}mail_outbox_backlog`,
      help: 'Mails waiting to be sent',
      registers: [this.registry],
      async collect() {
        const state = await outbox();
        if (state) this.set(state.backlog);
      },
    });
    this.eventLoop.enable();
    setInterval(() => void this.sample(), SAMPLE_MS).unref();
  }

  /** Where the outbox gauge reads its backlog (the app that owns the outbox). */
  watchOutbox(source: () => Promise<{ backlog: number }>): void {
    this.outboxSource = source;
  }

  recordRequest(method: string, route: string, status: number, seconds: number): void {
    this.http.observe({ method, route, status: String(status) }, seconds);
    this.requestsSeen++;
    if (status >= 500) this.errorsSeen++;
  }

  recordRetention(counts: { photos: number; craftedProducts: number }): void {
    this.retentionDeleted.inc({ kind: 'photo' }, counts.photos);
    this.retentionDeleted.inc({ kind: 'crafted_product' }, counts.craftedProducts);
  }

  /** What this process's retention runs have deleted since it started. */
  async retentionTotals(): Promise<Metrics['retention']['deleted']> {
    const values = (await this.retentionDeleted.get()).values;
    const of = (kind: string) => values.find((v) => v.labels.kind === kind)?.value ?? 0;
    return { photos: of('photo'), craftedProducts: of('crafted_product') };
  }

  recordQuery(millis: number): void {
    this.queries.observe(millis / 1000);
  }

  private async sample(): Promise<void> {
    const memory = process.memoryUsage();
    const all = await this.http.get();
    const p95 = all.values.filter(
      (v) => (v.labels as Record<string, unknown>).quantile === 0.95 && Number.isFinite(v.value),
    );
    this.history.push({
      time: this.now().toISOString(),
      requests: this.requestsSeen,
      errors: this.errorsSeen,
      p95Ms: p95.length ? round(Math.max(...p95.map((v) => v.value)) * 1000) : null,
      rssMb: round(memory.rss / 2 ** 20),
      heapUsedMb: round(memory.heapUsed / 2 ** 20),
      eventLoopP99Ms: round(this.eventLoop.percentile(99) / 1e6),
    });
    this.requestsSeen = 0;
    this.errorsSeen = 0;
    if (this.history.length > SAMPLES) this.history.shift();
  }

  /** The numbers of the admin's metrics screen, computed now. */
  async snapshot(): Promise<Omit<Metrics, 'retention' | 'mail'>> {
    const memory = process.memoryUsage();
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedMs = now - this.lastCpuAt;
    this.lastCpu = process.cpuUsage();
    this.lastCpuAt = now;
    const http = await this.http.get();
    const routes = new Map<
      string,
      {
        method: string;
        route: string;
        status: string;
        count: number;
        sumMs: number;
        p: Record<string, number>;
      }
    >();
    for (const v of http.values) {
      const { method, route, status, quantile } = v.labels as Record<string, string | number>;
      const key = `${method} ${route} ${status}`;
      const entry = routes.get(key) ?? {
        method: String(method),
        route: String(route),
        status: String(status),
        count: 0,
        sumMs: 0,
        p: {},
      };
      if (v.metricName?.endsWith('_count')) entry.count = v.value;
      else if (v.metricName?.endsWith('_sum')) entry.sumMs = v.value * 1000;
      else if (quantile !== undefined && Number.isFinite(v.value))
        entry.p[`p${Number(quantile) * 100}`] = round(v.value * 1000, 2);
      routes.set(key, entry);
    }
    const db = await this.queries.get();
    const dbValue = (suffix: string) =>
      db.values.find((v) => v.metricName?.endsWith(suffix))?.value ?? 0;
    const dbQuantile = (q: number) => {
      const v = db.values.find((x) => x.labels.quantile === q)?.value;
      return v !== undefined && Number.isFinite(v) ? round(v * 1000, 2) : null;
    };
    return {
      process: {
        pid: process.pid,
        node: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        memory: {
          rssMb: round(memory.rss / 2 ** 20),
          heapUsedMb: round(memory.heapUsed / 2 ** 20),
          heapTotalMb: round(memory.heapTotal / 2 ** 20),
          externalMb: round(memory.external / 2 ** 20),
        },
        cpuPercent: elapsedMs > 0 ? round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100) : 0,
      },
      eventLoop: {
        delayMs: {
          p50: round(this.eventLoop.percentile(50) / 1e6, 2),
          p99: round(this.eventLoop.percentile(99) / 1e6, 2),
          max: round(this.eventLoop.max / 1e6, 2),
        },
        utilization: round(performance.eventLoopUtilization().utilization, 3),
      },
      http: {
        requests: [...routes.values()]
          .map((r) => ({
            method: r.method,
            route: r.route,
            status: r.status,
            count: r.count,
            meanMs: r.count ? round(r.sumMs / r.count, 2) : 0,
            ...r.p,
          }))
          .sort((a, b) => b.count - a.count),
      },
      database: {
        queries: dbValue('_count'),
        totalMs: round(dbValue('_sum') * 1000),
        p50Ms: dbQuantile(0.5),
        p95Ms: dbQuantile(0.95),
        p99Ms: dbQuantile(0.99),
      },
      photos: { processed: (await this.photosProcessed.get()).values[0]?.value ?? 0 },
      history: [...this.history],
    };
  }

  async prometheus(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * The process's one registry. It describes the process, not one app, so its samples carry the
 * real time whatever clock an app was built with.
 */
export const metrics = new MetricsRegistry(systemClock);
