import { readFileSync } from 'node:fs';
import { parsePacketaFeed, type PickupPoint } from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLeaseRepository } from '../../../repositories/job-lease.repository.ts';
import type { PickupPointRefreshRepository } from '../repositories/pickup-point-refresh.repository.ts';
import { PeriodicCheck } from '../../../jobs/periodic-check.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DEV_FIXTURE_FEED } from '../../../lib/server-files.ts';
import { fetchPacketaPoints } from '../services/packeta-feed.client.ts';
import type { Transactor } from '../../../services/unit-of-work.ts';

const DAY_MS = 24 * 60 * 60_000;
const LEASE = 'pickup-points';

export type RefreshOutcome = { ok: true; count: number } | { ok: false; reason: string };

export interface PickupPointRefreshOptions {
  /** The feed's address; unset: no refresh (no API key). */
  feedUrl?: string;
  /** Loads the fixture feed while no refresh ever succeeded (the dev profile only). */
  devFixture?: boolean;
  /** How often an instance asks whether the daily refresh is due, in ms. */
  checkMs?: number;
  /** The first check after start, in ms: not during the start-up rush. */
  firstCheckMs?: number;
  /** How long a download may take. */
  timeoutMs?: number;
  /** The most a feed may weigh, in bytes (MAX_FEED_BYTES unless told). */
  maxFeedBytes?: number;
  /** How many points the list holds: an empty one is filled at start, not after the pause. */
  countPoints?: () => Promise<number>;
}

/**
 * Refreshes Packeta's pick-up points once a day across all instances: each instance checks
 * hourly, and the one that claims the lease downloads the feed and replaces the whole list in
 * one transaction. A failed refresh keeps the last good list; it is logged and noted for health,
 * and the next hourly check tries again.
 * @example
 * const job = new PickupPointRefreshJob(units.for(['pickupPoints']), refreshes, leases, log, now, { feedUrl });
 * job.start(); // on shutdown: await job.stop();
 * await job.runIfDue(now()); // -> { ok: true, count: 1480 }, or undefined when not due here
 */
export class PickupPointRefreshJob {
  private readonly checkMs: number;
  private readonly checks: PeriodicCheck;

  constructor(
    private readonly transactor: Transactor<'pickupPoints'>,
    private readonly refreshes: PickupPointRefreshRepository,
    private readonly leases: JobLeaseRepository,
    private readonly log: FastifyBaseLogger,
    /** The kernel's clock: each check asks whether the refresh is due at its time. */
    private readonly now: Clock,
    private readonly options: PickupPointRefreshOptions = {},
  ) {
    this.checkMs = options.checkMs ?? 60 * 60_000;
    this.checks = new PeriodicCheck(
      () => this.runIfDue(this.now()),
      (error: unknown) =>
        this.log.error(
          { err: error },
          'pick-up points: refresh failed; the next check tries again',
        ),
      { checkMs: this.checkMs, firstCheckMs: options.firstCheckMs ?? 60_000 },
    );
  }

  /** Refreshes when this instance claims the refresh due at `now`; undefined otherwise. */
  async runIfDue(now: Date): Promise<RefreshOutcome | undefined> {
    const { feedUrl } = this.options;
    if (!feedUrl) return undefined;
    // Claimed until the next check only: a refresh that fails is tried again then.
    if (!(await this.leases.claim(LEASE, now, new Date(now.getTime() + this.checkMs)))) {
      return undefined;
    }
    const outcome = await this.refresh(feedUrl, now);
    if (outcome.ok) await this.leases.reschedule(LEASE, new Date(now.getTime() + DAY_MS));
    return outcome;
  }

  /** Downloads the feed and replaces the list, or notes why not; never throws. */
  async refresh(feedUrl: string, now: Date): Promise<RefreshOutcome> {
    let points: PickupPoint[];
    try {
      const { timeoutMs, maxFeedBytes: maxBytes } = this.options;
      points = await fetchPacketaPoints(feedUrl, { timeoutMs, maxBytes });
    } catch (error) {
      const reason = (error as Error).message;
      await this.refreshes.recordFailure(now, reason);
      this.log.warn({ reason }, 'pick-up points: refresh failed; the last good list stays');
      return { ok: false, reason };
    }
    await this.replace(points);
    await this.refreshes.recordSuccess(now, points.length);
    this.log.info({ count: points.length }, "pick-up points: refreshed from Packeta's feed");
    return { ok: true, count: points.length };
  }

  /**
   * The dev profile's points while no refresh ever succeeded: the fixture feed, read by the
   * same parser. True when it was loaded.
   */
  async loadDevFixtureIfNeeded(): Promise<boolean> {
    if (!this.options.devFixture) return false;
    if ((await this.refreshes.state()).lastSuccessAt !== null) return false;
    const points = parsePacketaFeed(JSON.parse(readFileSync(DEV_FIXTURE_FEED, 'utf8')));
    await this.replace(points);
    this.log.info({ count: points.length }, 'pick-up points: the dev fixture feed is loaded');
    return true;
  }

  private replace(points: readonly PickupPoint[]): Promise<void> {
    return this.transactor.run(({ pickupPoints }) => pickupPoints.replaceAll(points));
  }

  start(): void {
    if (!this.checks.start()) return;
    // A shop with no point at all (a fresh prod database) cannot wait for the first check.
    const { feedUrl, countPoints } = this.options;
    if (feedUrl && countPoints) {
      this.checks.runNow(
        () => countPoints().then((count) => (count === 0 ? this.runIfDue(this.now()) : undefined)),
        (error: unknown) =>
          this.log.error({ err: error }, 'pick-up points: the first refresh failed'),
      );
    }
  }

  /** Waits for the refresh in progress, if any (tests, a graceful stop). */
  idle(): Promise<void> {
    return this.checks.idle();
  }

  /** Stops the checks and waits for a refresh in progress. */
  stop(): Promise<void> {
    return this.checks.stop();
  }
}
