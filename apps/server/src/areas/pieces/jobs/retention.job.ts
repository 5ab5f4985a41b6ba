import { GLOBAL_PARAM } from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import type { JobLeaseRepository } from '../../../repositories/job-lease.repository.ts';
import type { MetricsRegistry } from '../../../repositories/metrics.repository.ts';
import type { RetentionCounts, RetentionRepository } from '../repositories/retention.repository.ts';
import { PeriodicCheck } from '../../../jobs/periodic-check.ts';
import type { Clock } from '../../../lib/clock.ts';

const DAY_MS = 24 * 60 * 60_000;
/** When SHOP_RETENTION_DAYS is missing or not a whole number of at least one day. */
export const DEFAULT_RETENTION_DAYS = 30;
const LEASE = 'retention';

/**
 * The days uploads are kept, as the global param says.
 * @example retentionDays('14') // -> 14; retentionDays('0') -> 30; retentionDays(undefined) -> 30
 */
export const retentionDays = (value: string | null | undefined): number => {
  const days = Number(value);
  return value != null && Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
};

export interface RetentionJobOptions {
  /** How often an instance asks whether the daily run is due, in ms. */
  checkMs?: number;
  /** The first check after start, in ms: not during the start-up rush. */
  firstCheckMs?: number;
}

/**
 * Deletes photos and crafted products that never became an order after SHOP_RETENTION_DAYS,
 * once a day across all instances: each instance checks hourly, and the one that claims the
 * day's lease does the work.
 * @example
 * const job = new RetentionJob(retention, leases, catalogue, metrics, log, now);
 * job.start(); // on shutdown: await job.stop();
 * await job.runIfDue(new Date('2026-12-24T03:00:00Z')); // -> { photos: 3, craftedProducts: 1 } or undefined
 */
export class RetentionJob {
  private readonly checkMs: number;
  private readonly checks: PeriodicCheck;

  constructor(
    private readonly retention: RetentionRepository,
    private readonly leases: JobLeaseRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly metrics: MetricsRegistry,
    private readonly log: FastifyBaseLogger,
    /** The kernel's clock: each check asks whether the run is due at its time. */
    private readonly now: Clock,
    options: RetentionJobOptions = {},
  ) {
    this.checkMs = options.checkMs ?? 60 * 60_000;
    this.checks = new PeriodicCheck(
      () => this.runIfDue(this.now()),
      (error: unknown) =>
        this.log.error({ err: error }, 'retention failed; the next check tries again'),
      { checkMs: this.checkMs, firstCheckMs: options.firstCheckMs ?? 60_000 },
    );
  }

  /**
   * Runs the retention when this instance claims the run due at `now`; undefined when the day's
   * run is another instance's or done already.
   */
  async runIfDue(now: Date): Promise<RetentionCounts | undefined> {
    // Claimed until the next check only: a run that fails is tried again then, not a day later.
    if (!(await this.leases.claim(LEASE, now, new Date(now.getTime() + this.checkMs)))) {
      return undefined;
    }
    const params = await this.catalogue.globalParams([GLOBAL_PARAM.shopRetentionDays]);
    const days = retentionDays(params.get(GLOBAL_PARAM.shopRetentionDays));
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    // Crafted products first: a photo is free once no crafted product uses it.
    const craftedProducts = await this.retention.deleteUnorderedCraftedProducts(cutoff);
    const photos = await this.retention.deleteUnusedPhotos(cutoff);
    const abandonedOriginals = await this.retention.deleteAbandonedOriginals(cutoff, now);
    const counts = { craftedProducts, photos, abandonedOriginals };
    await this.leases.reschedule(LEASE, new Date(now.getTime() + DAY_MS));
    this.metrics.recordRetention(counts);
    this.log.info({ ...counts, days, cutoff }, 'retention: deleted uploads that were not ordered');
    return counts;
  }

  start(): void {
    this.checks.start();
  }

  /** Stops the checks and waits for a run in progress. */
  stop(): Promise<void> {
    return this.checks.stop();
  }
}
