import type { FastifyBaseLogger } from 'fastify';

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

  protected constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    /** Names the worker in its log lines ('documents'). */
    private readonly name: string,
  ) {}

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

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    const scheduled = ++this.scheduled;
    this.timer = setTimeout(() => void this.tick(scheduled), delayMs);
    this.timer.unref();
  }

  private async tick(scheduled: number): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.log.error({ err: error }, `${this.name}: the database failed; retrying`);
    }
    if (this.started && scheduled === this.scheduled) this.schedule(this.pollMs);
  }
}
