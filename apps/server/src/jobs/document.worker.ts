import type { FastifyBaseLogger } from 'fastify';
import type { DocumentService } from '../services/documents/document.service.ts';
import { retryDelayMs } from './outbox.worker.ts';

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
export class DocumentWorker {
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  /** Bumped by each schedule(): a tick reschedules only if nothing woke the worker meanwhile. */
  private scheduled = 0;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly documents: DocumentService,
    private readonly log: FastifyBaseLogger,
    options: DocumentWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.schedule(0);
  }

  /**
   * Stops polling and waits for the document being rendered, if any; the rest stay pending.
   * runOnce() still works afterwards (tests drive a stopped worker by hand).
   */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => undefined);
    this.stopping = false;
  }

  /**
   * Renders every due document, one after another; resolves to the number stored. Throws only
   * when the database fails.
   * @example await worker.runOnce() // -> 1
   */
  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.renderDue());
    this.running = run;
    return run;
  }

  /** A document was issued on this instance: render it now rather than on the next poll. */
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
      this.log.error({ err: error }, 'documents: the database failed; retrying');
    }
    if (this.started && scheduled === this.scheduled) this.schedule(this.pollMs);
  }

  private async renderDue(): Promise<number> {
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
