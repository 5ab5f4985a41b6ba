import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';

/** How a worker over a table of leased work polls, leases and gives up, and its clock. */
export interface PollingWorkerOptions {
  /** Pause between polls when nothing is due, in ms. */
  pollMs?: number;
  /** How long a claimed item is this worker's, in ms: longer than working one can take. */
  leaseMs?: number;
  /** An item is given up after this many attempts (it stays in its table, for the owner). */
  maxAttempts?: number;
  /** The kernel's clock: what is due, and when a retry is (tests move it on to reach one). */
  now: Clock;
}

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * The wait before the next attempt after `attempts` failed ones: 5 s, doubling, at most 1 h.
 * @example retryDelayMs(1) // -> 5000; retryDelayMs(3) -> 20000; retryDelayMs(15) -> 3600000
 */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** An error's message with its cause's, for the row that records a failed attempt. */
export const errorText = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);

/**
 * The life of a worker that polls a table of leased work: it works through what is due at start
 * (what an earlier process left), after every pause of `pollMs`, and at once when woken (after
 * the commit of a unit of work that queued something). A subclass says how one pass works.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  /** True while stop() waits: a pass checks it between items and ends early. */
  protected stopping = false;
  /** Bumped by each schedule(): a tick reschedules only if nothing woke the worker meanwhile. */
  private scheduled = 0;
  private running: Promise<number> = Promise.resolve(0);
  private readonly pollMs: number;
  protected readonly leaseMs: number;
  protected readonly maxAttempts: number;
  protected readonly now: Clock;

  protected constructor(
    protected readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    /** Names the worker in its log lines ('documents'). */
    private readonly name: string,
    options: PollingWorkerOptions,
    defaults: Required<Omit<PollingWorkerOptions, 'now'>>,
  ) {
    this.pollMs = options.pollMs ?? defaults.pollMs;
    this.leaseMs = options.leaseMs ?? defaults.leaseMs;
    this.maxAttempts = options.maxAttempts ?? defaults.maxAttempts;
    this.now = options.now;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.schedule(0);
  }

  /**
   * Stops polling and waits for the item in hand, if any; the rest stay due. runOnce() still
   * works afterwards (tests drive a stopped worker by hand).
   */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
    await this.stopped();
    this.stopping = false;
  }

  /** One pass over what is due; resolves to the number of items done. Throws when the database fails. */
  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.workDue());
    this.running = run;
    return run;
  }

  /** Something was queued on this instance: work now rather than on the next poll. */
  wake(): void {
    if (this.started) this.schedule(0);
  }

  /** One pass: the due items, one after another, until none is left or the worker stops. */
  protected abstract workDue(): Promise<number>;

  /** Releases what the worker holds once it has stopped. */
  protected async stopped(): Promise<void> {}

  /** The wait before the next pass after one that did `done` items. */
  protected nextPollMs(_done: number): number {
    return this.pollMs;
  }

  /** What a claim at `now` asks of the items' table: the lease's end and the attempts' limit. */
  protected claimTerms(now: Date): { leaseUntil: Date; maxAttempts: number } {
    return { leaseUntil: new Date(now.getTime() + this.leaseMs), maxAttempts: this.maxAttempts };
  }

  /**
   * The next due item `claim` takes under this worker's lease, or undefined once none is due or the
   * worker is stopping.
   */
  protected async nextDue<T>(
    claim: (now: Date, terms: { leaseUntil: Date; maxAttempts: number }) => Promise<T[]>,
  ): Promise<T | undefined> {
    if (this.stopping) return undefined;
    const now = this.now();
    const [item] = await claim(now, this.claimTerms(now));
    return item;
  }

  /** When an item that failed its `attempts`-th time is tried again. */
  protected retryAt(attempts: number): Date {
    return new Date(this.now().getTime() + retryDelayMs(attempts));
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    const scheduled = ++this.scheduled;
    this.timer = setTimeout(() => void this.tick(scheduled), delayMs);
    this.timer.unref();
  }

  private async tick(scheduled: number): Promise<void> {
    let done = 0;
    try {
      done = await this.runOnce();
    } catch (error) {
      this.log.error({ err: error }, `${this.name}: the database failed; retrying`);
    }
    if (this.started && scheduled === this.scheduled) this.schedule(this.nextPollMs(done));
  }
}
