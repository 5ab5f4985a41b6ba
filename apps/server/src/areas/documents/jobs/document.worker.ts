import type { FastifyBaseLogger } from 'fastify';
import type { DocumentService } from '../services/document.service.ts';
import { PollingWorker, type PollingWorkerOptions } from '../../../jobs/polling-worker.ts';

/**
 * Renders issued documents after their transaction: at start (a restart finishes what an earlier
 * process left), on every poll, and at once when woken (after the commit of a unit of work that
 * emitted `document.issued`). Several instances may run it on one database: each document is
 * claimed by one worker at a time, and should two still finish the same one (a lease ran out), it
 * is stored and mailed once.
 * @example
 * const worker = new DocumentWorker(documents, app.log, { now });
 * worker.start();
 * // on shutdown: await worker.stop(); // lets the document being rendered finish
 */
export class DocumentWorker extends PollingWorker {
  constructor(
    private readonly documents: DocumentService,
    log: FastifyBaseLogger,
    options: PollingWorkerOptions,
  ) {
    // A document given up stays pending, for the admin; rendering one takes far less than a lease.
    super(log, 'documents', options, { pollMs: 1000, leaseMs: 2 * 60_000, maxAttempts: 10 });
  }

  /** Renders every due document, one after another; resolves to the number stored. */
  protected async workDue(): Promise<number> {
    let stored = 0;
    for (;;) {
      const document = await this.nextDue((now, terms) => this.documents.claimDue(now, 1, terms));
      if (!document) break;
      try {
        if (await this.documents.finish(document)) stored++;
      } catch (error) {
        const retryAt = this.retryAt(document.attempts);
        await this.documents.markFailed(document.id, String(error), retryAt);
        this.log.error(
          { err: error, kind: document.kind, number: document.number, retryAt },
          'documents: rendering failed; will retry',
        );
      }
    }
    return stored;
  }
}
