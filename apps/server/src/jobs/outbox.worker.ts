import type { MailLog, MailTransport } from '../repositories/mail/mail-transport.ts';
import type { OutboxRepository } from '../repositories/mail/outbox.repository.ts';
import { PollingWorker, retryDelayMs, type PollingWorkerOptions } from './polling-worker.ts';

export interface OutboxWorkerOptions extends PollingWorkerOptions {
  /** At most this many mails per run. */
  batch?: number;
}

export { retryDelayMs };

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
 * const worker = new OutboxWorker(new OutboxRepository(database), mailTransportFor(config, app.log), app.log, { now });
 * worker.start();
 * // on shutdown: await worker.stop(); // lets the mail being sent finish
 */
export class OutboxWorker extends PollingWorker {
  private readonly batch: number;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
    log: MailLog,
    options: OutboxWorkerOptions,
  ) {
    // A claimed mail is reserved for longer than any one SMTP attempt can take: when the worker
    // dies mid-send, another one retries after it.
    super(log, 'mail outbox', options, { pollMs: 1000, leaseMs: 5 * 60_000, maxAttempts: 10 });
    this.batch = options.batch ?? 10;
  }

  /** Stops polling and waits for the mail being sent; until the next start() nothing is sent. */
  override async stop(): Promise<void> {
    await super.stop();
    this.stopping = true;
  }

  /** A full batch is followed at once by the next one. */
  protected override nextPollMs(sent: number): number {
    return sent >= this.batch ? 0 : super.nextPollMs(sent);
  }

  /**
   * One pass over the due mails (at most `batch`); resolves to the number sent. It stops at the
   * first failure, as the server is likely down for the others too; they are tried at the next
   * pass.
   */
  protected async workDue(): Promise<number> {
    let sent = 0;
    while (sent < this.batch) {
      const mail = await this.nextDue((now, terms) => this.outbox.claimDue(now, 1, terms));
      if (!mail) break;
      try {
        await this.transport.send(mail);
      } catch (error) {
        const retryAt = this.retryAt(mail.attempts);
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
