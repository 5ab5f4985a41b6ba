import type {
  NewPendingDocument,
  PendingDocument,
  PendingDocumentRepository,
} from '../../repositories/pending-document.repository.ts';
import type { UnitOfWork } from '../../events/event-bus.ts';
import type { Repositories } from '../../repositories/repository-set.ts';
import type { TransactorOf } from '../unit-of-work.ts';

/** How one kind of document (pro-forma, later receipts, invoices, credit notes) is made. */
export interface DocumentKind {
  /** Renders the PDF from the data stored when the document was issued. */
  render(data: unknown): Promise<Buffer>;
  /** Stores the PDF where documents of this kind are kept, in the caller's transaction. */
  store(
    repositories: Pick<Repositories, 'invoices' | 'taxDocuments'>,
    document: PendingDocument,
    pdf: Buffer,
  ): Promise<void>;
}

/**
 * Documents are issued in the transaction of the change they belong to (number and data only)
 * and rendered after its commit: the PDF is slow, and a transaction holding the
 * number series' row lock for it serialises every order. Finishing a document stores its PDF,
 * queues its mail with the PDF attached and removes the pending row in one transaction, so the
 * mail never leaves before the PDF exists, and a document finished twice (two workers, or a
 * download racing the worker) is stored and mailed once.
 */
export class DocumentService {
  static readonly uses = ['pendingDocuments', 'outbox', 'invoices', 'taxDocuments'] as const;

  constructor(
    private readonly pending: PendingDocumentRepository,
    private readonly transactor: TransactorOf<typeof DocumentService>,
    private readonly kinds: Readonly<Record<string, DocumentKind>>,
  ) {}

  /**
   * Queues a document in the caller's unit of work and emits `document.issued`: the worker is
   * woken once the unit commits.
   */
  async issue(
    { pendingDocuments }: Pick<Repositories, 'pendingDocuments'>,
    unit: UnitOfWork,
    document: NewPendingDocument,
  ): Promise<void> {
    if (!this.kinds[document.kind]) throw new Error(`unknown document kind ${document.kind}`);
    await pendingDocuments.insert(document);
    const { kind, orderId, number } = document;
    await unit.emit('document.issued', { kind, orderId, number });
  }

  claimDue(
    now: Date,
    limit: number,
    lease: { leaseUntil: Date; maxAttempts: number },
  ): Promise<PendingDocument[]> {
    return this.pending.claimDue(now, limit, lease);
  }

  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    return this.pending.markFailed(id, error, nextAttemptAt);
  }

  /**
   * Renders and stores a document; false when another worker stored it first (nothing stored).
   * @example await documents.finish(pending) // -> true
   */
  async finish(document: PendingDocument): Promise<boolean> {
    const kind = this.kinds[document.kind];
    if (!kind) throw new Error(`unknown document kind ${document.kind}`);
    const pdf = await kind.render(document.data);
    return this.transactor.run(async (repositories) => {
      if (!(await repositories.pendingDocuments.complete(document.id))) return false;
      await kind.store(repositories, document, pdf);
      if (document.mail) {
        const { attachmentName, ...mail } = document.mail;
        await repositories.outbox.enqueue({
          ...mail,
          attachments: [{ filename: attachmentName, contentType: 'application/pdf', content: pdf }],
        });
      }
      return true;
    });
  }

  /**
   * Finishes `orderId`'s document of `kind` now if it is still pending (a download that cannot
   * wait for the worker); does nothing when it is already stored.
   */
  async finishFor(orderId: number, kind: string): Promise<void> {
    const document = await this.pending.findFor(orderId, kind);
    if (document) await this.finish(document);
  }
}
