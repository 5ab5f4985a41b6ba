import type { MailLog, MailTransport } from '../repositories/mail/mail-transport.ts';
import type { OutboxRepository } from '../repositories/mail/outbox.repository.ts';

export interface OutboxWorkerOptions {
  /** Pause between polls of an empty or failing queue, in ms. */
  pollMs?: number;
  /** At most this many mails per run. */
  batch?: number;
  /** A mail is given up after this many attempts (it stays in the table, unsent). */
  maxAttempts?: number;
  /**
   * How long a claimed mail is reserved for this worker, in ms: longer than any one SMTP
   * attempt can take. When the worker dies mid-send, another one retries after it.
   */
  leaseMs?: number;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
}

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * The wait before the next attempt after `attempts` failed ones: 5 s, doubling, at most 1 h.
 * @example retryDelayMs(1) // -> 5000; retryDelayMs(3) -> 20000; retryDelayMs(15) -> 3600000
 */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

const errorText = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${'code' in error ? ` (${String(error.code)})` : ''}`
    : String(error);

/**
 * Sends the mail outbox, at least once per mail: a mail is marked sent only after the transport
 * has had it accepted, so it can be sent twice only if this process dies between the SMTP
 * server's acceptance and the update (the copy carries the same Message-ID). Failed attempts are
 * retried with exponential backoff (see retryDelayMs). Several workers, in one or in several
 * server instances, may run on one database: each mail is claimed by one of them at a time.
 * @example
 * const worker = new OutboxWorker(new OutboxRepository(database), mailTransportFor(config, app.log), app.log);
 * worker.start();
 * // on shutdown: await worker.stop(); // lets the mail being sent finish
 */
export class OutboxWorker {
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  /** Bumped by start() and wake(): a poll of an earlier round never schedules another. */
  private generation = 0;
  private started = false;
  private stopping = false;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
    private readonly log: MailLog,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.batch = options.batch ?? 10;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Polls the outbox until stop(); a full batch is followed at once by the next one. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.generation++;
    this.schedule(0, this.generation);
  }

  /**
   * Stops polling and waits for the mail being sent, if any; the rest stay queued. Until the
   * next start(), runOnce() sends nothing.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
  }

  /**
   * One pass over the due mails (at most `batch`); resolves to the number sent. It stops at the
   * first failure, as the server is likely down for the others too; they are tried at the next
   * pass. Throws only when the database fails.
   * @example await worker.runOnce() // -> 1
   */
  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.sendDue());
    this.running = run;
    return run;
  }

  /**
   * A mail was queued on this instance and its transaction committed: send it now rather than on
   * the next poll. The poll in progress, if any, then schedules no further one: the wake's own
   * pass carries the polling on.
   */
  wake(): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.generation++;
    this.schedule(0, this.generation);
  }

  private schedule(delayMs: number, generation: number): void {
    this.timer = setTimeout(() => void this.tick(generation), delayMs);
    this.timer.unref();
  }

  private async tick(generation: number): Promise<void> {
    let sent = 0;
    try {
      sent = await this.runOnce();
    } catch (error) {
      this.log.error({ err: error }, 'mail outbox: the database failed; retrying');
    }
    if (this.started && generation === this.generation) {
      this.schedule(sent >= this.batch ? 0 : this.pollMs, generation);
    }
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    while (sent < this.batch && !this.stopping) {
      const now = this.now();
      const [mail] = await this.outbox.claimDue(now, 1, {
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        maxAttempts: this.maxAttempts,
      });
      if (!mail) break;
      try {
        await this.transport.send(mail);
      } catch (error) {
        const retryAt = new Date(this.now().getTime() + retryDelayMs(mail.attempts));
        await this.outbox.markFailed(mail.id, errorText(error), retryAt);
        const context = { messageId: mail.messageId, attempts: mail.attempts, err: error };
        if (mail.attempts >= this.maxAttempts) {
          this.log.error(context, 'mail outbox: giving up on a mail');
        } else {
          this.log.warn({ ...context, retryAt }, 'mail outbox: sending failed; will retry');
        }
        break;
      }
      await this.outbox.markSent(mail.id, this.now());
      sent++;
    }
    return sent;
  }
}
