import type { FastifyBaseLogger } from 'fastify';
import type { DocumentService } from '../services/documents/document.service.ts';
import { retryDelayMs } from './outbox.worker.ts';
import { PollingWorker } from './polling-worker.ts';

export interface DocumentWorkerOptions {
  /** Pause between polls when nothing is due, in ms. */
  pollMs?: number;
  /** A document is given up after this many renderings (it stays pending, for the admin). */
  maxAttempts?: number;
  /** How long a claimed document is this worker's, in ms: far longer than one rendering. */
  leaseMs?: number;
}

/**
 * Renders issued documents after their transaction: at start (a restart finishes what an earlier
 * process left), on every poll, and at once when woken (after the commit of a unit of work that
 * emitted `document.issued`). Several instances may run it on one database: each document is
 * claimed by one worker at a time, and should two still finish the same one (a lease ran out), it
 * is stored and mailed once.
 * @example
 * const worker = new DocumentWorker(documents, app.log);
 * worker.start();
 * // on shutdown: await worker.stop(); // lets the document being rendered finish
 */
export class DocumentWorker extends PollingWorker {
  private readonly maxAttempts: number;
  private readonly leaseMs: number;

  constructor(
    private readonly documents: DocumentService,
    log: FastifyBaseLogger,
    options: DocumentWorkerOptions = {},
  ) {
    super(log, options.pollMs ?? 1000, 'documents');
    this.maxAttempts = options.maxAttempts ?? 10;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
  }

  /** Renders every due document, one after another; resolves to the number stored. */
  protected async workDue(): Promise<number> {
    let stored = 0;
    while (!this.stopping) {
      const now = new Date();
      const [document] = await this.documents.claimDue(now, 1, {
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        maxAttempts: this.maxAttempts,
      });
      if (!document) break;
      try {
        if (await this.documents.finish(document)) stored++;
      } catch (error) {
        const retryAt = new Date(Date.now() + retryDelayMs(document.attempts));
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
