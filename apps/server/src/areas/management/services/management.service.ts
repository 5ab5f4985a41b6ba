import { getActiveResourcesInfo } from 'node:process';
import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import {
  SHOP_TIME_ZONE,
  type HealthAnswer,
  type HealthComponents,
  type Metrics,
} from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { maskSecrets } from '../../../lib/mask-secrets.ts';
import { badRequest } from '../../../lib/problem.ts';
import type { AuditRepository } from '../../../repositories/audit.repository.ts';
import type { OutboxRepository } from '../../../repositories/mail/outbox.repository.ts';
import type { MetricsRegistry } from '../../../repositories/metrics.repository.ts';
import type { SystemProbes } from '../repositories/system-probe.repository.ts';

type Status = 'UP' | 'DOWN';
type Component<K extends keyof HealthComponents> = NonNullable<HealthComponents[K]>;
/** The parts health lists without them making the whole DOWN. */
type Listed = { [K in 'pickupPoints' | 'cardGateway']?: () => Promise<Component<K>> };

/** Free space below which the data folder's disk counts as DOWN. */
const DISK_THRESHOLD_BYTES = 512 * 2 ** 20;
/** A mail still unsent after this long means the mail component is DOWN. */
const MAIL_STALE_MS = 30 * 60_000;

/**
 * The instant a calendar day (given as UTC midnight of that date) starts in the shop's time zone.
 * @example shopMidnight(new Date('2026-11-22T00:00:00Z')) // -> 2026-11-21T23:00:00.000Z (CET)
 */
export const shopMidnight = (utcMidnight: Date): Date => {
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(utcMidnight)
    .find((p) => p.type === 'timeZoneName')!.value; // 'GMT+01:00'
  // 'GMT' alone means UTC itself.
  const [sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset)?.slice(1) ?? [
    '+',
    '00',
    '00',
  ];
  const ms = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(utcMidnight.getTime() - ms);
};

export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL', 'OFF'] as const;
const toPino = (level: string) => (level === 'OFF' ? 'silent' : level.toLowerCase());
const fromPino = (level: string) => (level === 'silent' ? 'OFF' : level.toUpperCase());

/**
 * The administration area's data (back-office spec §7): health, metrics, a Node 'thread dump',
 * loggers, configuration and environment with secrets masked, and audit events.
 */
export class ManagementService {
  constructor(
    private readonly config: Config,
    private readonly probes: SystemProbes,
    private readonly outbox: OutboxRepository,
    private readonly audit: AuditRepository,
    private readonly metricsRegistry: MetricsRegistry,
    /** The loggers an admin may tune at run time, by name ('ROOT' is the app's). */
    private readonly loggers: ReadonlyMap<string, FastifyBaseLogger>,
    /** The abuse limits' own store (Redis), when they have one. */
    private readonly limitsStore: () => Component<'redis'> | undefined,
    /**
     * Parts listed by name that never make the whole DOWN: the pick-up points' list and its
     * last refreshes, the card gateway and its last webhook.
     */
    private readonly listed: Listed = {},
  ) {}

  /**
   * UP while the shop can serve: the database, the disk and the mail. Redis is listed but does not
   * make the whole DOWN: without it the abuse limits are counted in the database and every request
   * is still served, and a DOWN here would take every instance out of its load balancer at once.
   * The pick-up points are listed alike: a failed refresh leaves yesterday's list serving; and
   * the card gateway: without it orders are paid by transfer.
   */
  async health(): Promise<Required<HealthAnswer>> {
    const [db, diskSpace, mail, ...others] = await Promise.all([
      this.dbHealth(),
      this.diskHealth(),
      this.mailHealth(),
      ...Object.values(this.listed).map((component) =>
        component().catch((error: unknown) => ({
          status: 'DOWN' as const,
          details: { error: String((error as Error).message ?? error) },
        })),
      ),
    ]);
    const listed: Partial<HealthComponents> = Object.fromEntries(
      Object.keys(this.listed).flatMap((name, n) => (others[n] ? [[name, others[n]]] : [])),
    );
    const required = { db, diskSpace, mail };
    const status: Status = Object.values(required).every((c) => c.status === 'UP') ? 'UP' : 'DOWN';
    const redis = this.limitsStore();
    return {
      status,
      components: {
        ...required,
        ...(redis && { redis }),
        ...listed,
      },
    };
  }

  private async dbHealth(): Promise<Component<'db'>> {
    const database = this.probes.databaseName;
    try {
      return {
        status: 'UP',
        details: { database, latencyMs: await this.probes.databaseLatencyMs() },
      };
    } catch (error) {
      return {
        status: 'DOWN',
        details: { database, error: String((error as Error).message ?? error) },
      };
    }
  }

  private async diskHealth(): Promise<Component<'diskSpace'>> {
    const path = this.config.dataDir;
    try {
      const { total, free } = await this.probes.diskSpace(path);
      return {
        status: free >= DISK_THRESHOLD_BYTES ? 'UP' : 'DOWN',
        details: { path, total, free, threshold: DISK_THRESHOLD_BYTES },
      };
    } catch (error) {
      return { status: 'DOWN', details: { path, error: String(error) } };
    }
  }

  private async mailHealth(): Promise<Component<'mail'>> {
    try {
      const [backlog, lastError, oldest] = await Promise.all([
        this.outbox.backlog(),
        this.outbox.lastError(),
        this.outbox.oldestUnsent(),
      ]);
      const stale = oldest !== undefined && Date.now() - Date.parse(oldest) > MAIL_STALE_MS;
      return {
        status: stale ? 'DOWN' : 'UP',
        details: {
          transport: this.config.smtpUrl ? 'SMTP' : 'files',
          backlog,
          oldestUnsent: oldest ?? null,
          lastError: lastError ?? null,
        },
      };
    } catch (error) {
      return { status: 'DOWN', details: { error: String(error) } };
    }
  }

  async metrics(): Promise<Metrics> {
    const snapshot = await this.metricsRegistry.snapshot();
    return {
      ...snapshot,
      retention: { deleted: await this.metricsRegistry.retentionTotals() },
      mail: {
        backlog: await this.outbox.backlog(),
        lastError: (await this.outbox.lastError()) ?? null,
      },
    };
  }

  prometheus() {
    return this.metricsRegistry.prometheus();
  }

  /**
   * Node has one JavaScript thread, so instead of Java's thread dump: what keeps the process
   * busy (active handles and requests by kind), how busy the event loop is, and the heap.
   */
  threadDump() {
    const resources: Record<string, number> = {};
    for (const kind of getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
    const heap = getHeapStatistics();
    return {
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
      activeResources: resources,
      eventLoopUtilization: performance.eventLoopUtilization(),
      heap: {
        usedBytes: heap.used_heap_size,
        totalBytes: heap.total_heap_size,
        limitBytes: heap.heap_size_limit,
        spaces: getHeapSpaceStatistics().map((s) => ({
          name: s.space_name,
          usedBytes: s.space_used_size,
          sizeBytes: s.space_size,
        })),
      },
      resourceUsage: process.resourceUsage(),
    };
  }

  logs() {
    return {
      levels: LOG_LEVELS,
      loggers: Object.fromEntries(
        [...this.loggers].map(([name, logger]) => [
          name,
          { configuredLevel: fromPino(logger.level), effectiveLevel: fromPino(logger.level) },
        ]),
      ),
    };
  }

  /** Changes a logger's level at run time (JHipster: PUT management/logs {name, level}). */
  setLogLevel({ name, level }: { name: string; level: string }): void {
    const logger = this.loggers.get(name);
    const wanted = level.toUpperCase();
    if (!logger) throw badRequest(`There is no logger '${name}'`);
    if (!(LOG_LEVELS as readonly string[]).includes(wanted))
      throw badRequest(`'${level}' is not a level`);
    logger.level = toPino(wanted);
  }

  /** The application's own settings, as parsed at start, secrets masked. */
  configProps() {
    return {
      contexts: {
        fotoobraz: {
          beans: {
            config: {
              prefix: 'fotoobraz',
              properties: maskSecrets({ ...this.config }, process.env),
            },
          },
        },
      },
    };
  }

  /** The process environment and the active profiles, secrets masked (deny by default). */
  env() {
    const environment = maskSecrets({ ...process.env }, this.config);
    const config = maskSecrets({ ...this.config }, process.env);
    const sources = (record: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(record)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, { value: v }]),
      );
    return {
      activeProfiles: [this.config.profile],
      propertySources: [
        { name: 'applicationConfig', properties: sources(config) },
        { name: 'systemEnvironment', properties: sources(environment) },
      ],
    };
  }

  /** Audit events, paged, optionally between two days in Slovakia (YYYY-MM-DD, both included). */
  async audits(params: Record<string, string | string[] | undefined>) {
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    const day = (name: string, raw: string | undefined, plusDays = 0) => {
      if (raw === undefined || raw === '') return undefined;
      if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(Date.parse(raw)))
        throw badRequest(`'${name}' must be a date`);
      const d = new Date(`${raw.slice(0, 10)}T00:00:00.000Z`);
      d.setUTCDate(d.getUTCDate() + plusDays);
      return shopMidnight(d).toISOString();
    };
    const page = Number(one(params.page) ?? 0);
    const size = Number(one(params.size) ?? 20);
    if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 2000) {
      throw badRequest('page and size must be whole numbers');
    }
    const sorts = (Array.isArray(params.sort) ? params.sort : params.sort ? [params.sort] : []).map(
      (s) => {
        const [field, dir = 'asc'] = s.split(',');
        const mapped =
          field === 'auditEventDate' ? 'timestamp' : field === 'auditEventType' ? 'type' : field;
        if (
          !['timestamp', 'principal', 'type'].includes(mapped) ||
          !['asc', 'desc'].includes(dir)
        ) {
          throw badRequest(`Cannot sort audits by '${s}'`, 'error.sort');
        }
        return { field: mapped as 'timestamp' | 'principal' | 'type', dir: dir as 'asc' | 'desc' };
      },
    );
    const result = await this.audit.page({
      from: day('fromDate', one(params.fromDate)),
      to: day('toDate', one(params.toDate), 1),
      offset: page * size,
      limit: size,
      sort: sorts,
    });
    return { ...result, page, size };
  }
}
