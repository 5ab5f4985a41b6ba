/** When a job checks whether its run is due, in ms. */
export interface CheckTimes {
  /** How often an instance asks whether the run is due. */
  checkMs: number;
  /** The first check after start: not during the start-up rush. */
  firstCheckMs: number;
}

/**
 * The timer of a job that asks now and then whether its run is due (a daily run under a lease):
 * first after `firstCheckMs`, then every `checkMs`. A failed check is `failed`'s to log; the next
 * one tries again. Stopping waits for a check in progress.
 * @example
 * const checks = new PeriodicCheck(() => job.runIfDue(now()), (err) => log.error({ err }), times);
 * checks.start(); // on shutdown: await checks.stop();
 */
export class PeriodicCheck {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly failed: (error: unknown) => void,
    private readonly times: CheckTimes,
  ) {}

  /** Starts the checks; false when they run already. */
  start(): boolean {
    if (this.timer) return false;
    const check = () => this.runNow(this.check, this.failed);
    this.timer = setTimeout(() => {
      check();
      this.timer = setInterval(check, this.times.checkMs).unref();
    }, this.times.firstCheckMs).unref();
    return true;
  }

  /** Runs `work` at once, as a check runs: `idle` and `stop` wait for it too. */
  runNow(work: () => Promise<unknown>, failed: (error: unknown) => void): void {
    this.running = work().catch(failed);
  }

  /** Waits for the check in progress, if any. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Stops the checks and waits for one in progress. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
