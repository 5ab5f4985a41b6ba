import type { FastifyBaseLogger } from 'fastify';
import type { EInvoiceRepository } from '../repositories/einvoice.repository.ts';
import type { AccessPoint } from '../services/einvoices/access-point.ts';
import type { EInvoiceChecker } from '../services/einvoices/einvoice-checker.ts';
import {
  errorText,
  PollingWorker,
  type PollingWorkerOptions,
} from '../../../jobs/polling-worker.ts';

/**
 * Checks and delivers the e-invoices issued with tax documents, through the outbox table they are
 * stored in: at start (what an earlier process left), on every poll, and at once when woken
 * after a document was issued. Each e-invoice is claimed by one worker at a time and
 * - fails the server's own check: INVALID, with the reasons, never sent;
 * - no access point is configured: GENERATED (checked and archived, not sent);
 * - the access point accepts it (or says it has it already): SENT, with its message id;
 * - the access point answers a success without naming the message: doubtful, tried again;
 * - the access point refuses it: REFUSED, with the reason;
 * - the access point cannot be reached or fails: tried again with backoff (5 s doubling to 1 h).
 * The document's number is the idempotency key, so a repeat after a lost answer is not a second
 * delivery.
 */
export class EInvoiceWorker extends PollingWorker {
  constructor(
    private readonly einvoices: EInvoiceRepository,
    private readonly checker: Pick<EInvoiceChecker, 'check' | 'close'>,
    private readonly accessPoint: AccessPoint | undefined,
    log: FastifyBaseLogger,
    options: PollingWorkerOptions,
  ) {
    // A delivery given up stays SENDING, with its last error.
    super(log, 'e-invoices', options, { pollMs: 1000, leaseMs: 2 * 60_000, maxAttempts: 20 });
  }

  protected override stopped(): Promise<void> {
    return this.checker.close();
  }

  protected async workDue(): Promise<number> {
    let finished = 0;
    for (;;) {
      const einvoice = await this.nextDue((now, terms) => this.einvoices.claimDue(now, 1, terms));
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
        if (answer.outcome === 'doubtful') {
          const retryAt = this.retryAt(einvoice.attempts);
          await this.einvoices.markDoubtful(einvoice.id, answer, retryAt);
          this.log.warn(
            { number: einvoice.number, retryAt, reason: answer.reason },
            'e-invoices: the access point did not confirm the delivery; will retry',
          );
          break;
        }
        if (answer.outcome === 'accepted') {
          await this.einvoices.finish(einvoice.id, {
            state: 'SENT',
            messageId: answer.messageId,
            answer: answer.answer,
          });
        } else {
          await this.einvoices.finish(einvoice.id, {
            state: 'REFUSED',
            problems: [`Prístupový bod e-faktúru odmietol: ${answer.reason}`],
            answer: answer.answer,
          });
        }
        finished++;
      } catch (error) {
        const retryAt = this.retryAt(einvoice.attempts);
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
