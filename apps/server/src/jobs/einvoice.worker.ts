import type { FastifyBaseLogger } from 'fastify';
import type { EInvoiceRepository } from '../repositories/einvoices/einvoice.repository.ts';
import type { AccessPoint } from '../services/einvoices/access-point.ts';
import type { EInvoiceChecker } from '../services/einvoices/einvoice-checker.ts';
import { retryDelayMs } from './outbox.worker.ts';

export interface EInvoiceWorkerOptions {
  /** Pause between polls when nothing is due, in ms. */
  pollMs?: number;
  /** A delivery is given up after this many attempts (it stays SENDING, with its last error). */
  maxAttempts?: number;
  /** How long a claimed e-invoice is this worker's, in ms: longer than one delivery can take. */
  leaseMs?: number;
  /** The clock (tests move it on to reach a retry). */
  now?: () => Date;
}

const errorText = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);

/**
 * Checks and delivers the e-invoices issued with tax documents, through the outbox table they are
 * stored in: at start (what an earlier process left), on every poll, and at once when woken
 * after a document was issued. Each e-invoice is claimed by one worker at a time and
 * - fails the server's own check: INVALID, with the reasons, never sent;
 * - no access point is configured: GENERATED (checked and archived, not sent);
 * - the access point accepts it (or says it has it already): SENT, with its message id;
 * - the access point refuses it: REFUSED, with the reason;
 * - the access point cannot be reached or fails: tried again with backoff (5 s doubling to 1 h).
 * The document's number is the idempotency key, so a repeat after a lost answer is not a second
 * delivery.
 */
export class EInvoiceWorker {
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private scheduled = 0;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly einvoices: EInvoiceRepository,
    private readonly checker: Pick<EInvoiceChecker, 'check' | 'close'>,
    private readonly accessPoint: AccessPoint | undefined,
    private readonly log: FastifyBaseLogger,
    options: EInvoiceWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 20;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
    await this.checker.close();
    this.stopping = false;
  }

  /** Works through the due e-invoices; resolves to the number finished (sent, kept or refused). */
  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.workDue());
    this.running = run;
    return run;
  }

  /** A document was issued on this instance: check and send its e-invoice now. */
  wake(): void {
    if (this.started) this.schedule(0);
  }

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
      this.log.error({ err: error }, 'e-invoices: the database failed; retrying');
    }
    if (this.started && scheduled === this.scheduled) this.schedule(this.pollMs);
  }

  private async workDue(): Promise<number> {
    let finished = 0;
    while (!this.stopping) {
      const now = this.now();
      const [einvoice] = await this.einvoices.claimDue(now, 1, {
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        maxAttempts: this.maxAttempts,
      });
      if (!einvoice) break;
      const problems = await this.checker.check(einvoice.xml);
      if (problems.length > 0) {
        await this.einvoices.finish(einvoice.id, { state: 'INVALID', problems });
        this.log.error(
          { number: einvoice.number, problems },
          'e-invoices: failed the check, not sent',
        );
        finished++;
        continue;
      }
      if (!this.accessPoint) {
        await this.einvoices.finish(einvoice.id, { state: 'GENERATED' });
        finished++;
        continue;
      }
      try {
        const answer = await this.accessPoint.deliver(einvoice);
        if (answer.outcome === 'accepted') {
          await this.einvoices.finish(
            einvoice.id,
            { state: 'SENT', messageId: answer.messageId, answer: answer.answer },
            this.now(),
          );
        } else {
          await this.einvoices.finish(einvoice.id, {
            state: 'REFUSED',
            problems: [`Prístupový bod e-faktúru odmietol: ${answer.reason}`],
            answer: answer.answer,
          });
        }
        finished++;
      } catch (error) {
        const retryAt = new Date(this.now().getTime() + retryDelayMs(einvoice.attempts));
        await this.einvoices.markFailed(einvoice.id, errorText(error), retryAt);
        this.log.warn(
          { err: error, number: einvoice.number, retryAt },
          'e-invoices: delivery failed; will retry',
        );
        // The access point is likely down for the others too: they wait for the next pass.
        break;
      }
    }
    return finished;
  }
}
