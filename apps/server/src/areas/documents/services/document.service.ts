import type {
  PendingDocumentRepository,
  PendingDocumentRow,
} from '../repositories/pending-document.repository.ts';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories, RepositoryName } from '../../../repositories/repository-set.ts';
import { queueMail } from '../../../services/mail-queue.ts';
import type { Transactor, UnitsOfWork } from '../../../services/unit-of-work.ts';
import type {
  DocumentData,
  DocumentKindName,
  NewPendingDocument,
  PendingDocument,
} from './document-data.ts';

/** How one kind of document (the pro-forma, the tax documents) is made, by the area that issues it. */
export interface DocumentKind<K extends DocumentKindName, R extends RepositoryName = never> {
  /** The repositories `store` writes with. */
  uses: readonly R[];
  /** Renders the PDF from the data stored when the document was issued. */
  render(data: DocumentData[K]): Promise<Buffer>;
  /** Stores the PDF where documents of this kind are kept, in the caller's transaction. */
  store(
    repositories: Pick<Repositories, R>,
    document: PendingDocument<K>,
    pdf: Buffer,
  ): Promise<void>;
}

/** A registered kind, with the transactor that finishes its documents. */
interface KindEntry<K extends DocumentKindName> {
  how: DocumentKind<K, RepositoryName>;
  transactor: Transactor<RepositoryName>;
}

const FINISHING = ['pendingDocuments', 'outbox'] as const;

/**
 * Documents are issued in the transaction of the change they belong to (number and data only)
 * and rendered after its commit: the PDF is slow, and a transaction holding the
 * number series' row lock for it serialises every order. Finishing a document stores its PDF,
 * queues its mail with the PDF attached and removes the pending row in one transaction, so the
 * mail never leaves before the PDF exists, and a document finished twice (two workers, or a
 * download racing the worker) is stored and mailed once.
 */
export class DocumentService {
  private readonly kinds = new Map<string, KindEntry<DocumentKindName>>();

  constructor(
    private readonly pending: PendingDocumentRepository,
    private readonly units: UnitsOfWork,
  ) {}

  /** Registers how documents of `kind` are made; each issuing area calls it for its kinds. */
  makes<K extends DocumentKindName, R extends RepositoryName>(
    kind: K,
    how: DocumentKind<K, R>,
  ): void {
    const entry: KindEntry<K> = {
      how: how as unknown as DocumentKind<K, RepositoryName>,
      transactor: this.units.for([
        ...FINISHING,
        ...how.uses,
      ]) as unknown as Transactor<RepositoryName>,
    };
    this.kinds.set(kind, entry as unknown as KindEntry<DocumentKindName>);
  }

  /**
   * Queues a document in the caller's unit of work and emits `document.issued`: the worker is
   * woken once the unit commits.
   */
  async issue(
    { pendingDocuments }: Pick<Repositories, 'pendingDocuments'>,
    unit: UnitOfWork,
    document: NewPendingDocument,
  ): Promise<void> {
    await pendingDocuments.insert({ ...document, data: JSON.stringify(document.data) });
    const { kind, orderId, number } = document;
    await unit.emit('document.issued', { kind, orderId, number });
  }

  claimDue(
    now: Date,
    limit: number,
    lease: { leaseUntil: Date; maxAttempts: number },
  ): Promise<PendingDocumentRow[]> {
    return this.pending.claimDue(now, limit, lease);
  }

  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    return this.pending.markFailed(id, error, nextAttemptAt);
  }

  /**
   * Renders and stores a document; false when another worker stored it first (nothing stored).
   * Throws, failing this document alone, when its row cannot be read (see documentOf).
   * @example await documents.finish(pending) // -> true
   */
  finish(row: PendingDocumentRow): Promise<boolean> {
    return this.renderAndStore(this.documentOf(row));
  }

  /**
   * The one place where stored text becomes a typed document. Its kind is checked: a newer
   * version may have issued a kind this one does not make. Its data's shape is trusted, not
   * validated: issue() wrote it from a NewPendingDocument of that very kind, in the transaction
   * that issued the document. A change to a kind's data must therefore still read what is
   * already queued (or be a new kind).
   */
  private documentOf(row: PendingDocumentRow): PendingDocument {
    const known = (kind: string): kind is DocumentKindName => this.kinds.has(kind);
    if (!known(row.kind)) {
      throw new Error(`unknown document kind ${row.kind} (issued by a newer version?)`);
    }
    return typedDocument(row, row.kind);
  }

  /** Generic in the kind, so that the data, the document and the kind's table entry agree. */
  private async renderAndStore<K extends DocumentKindName>(
    document: PendingDocument<K>,
  ): Promise<boolean> {
    const { how, transactor } = this.kinds.get(document.kind) as unknown as KindEntry<K>;
    const pdf = await how.render(document.data);
    return transactor.run(async (repositories, unit) => {
      const { pendingDocuments, outbox } = repositories as Pick<
        Repositories,
        (typeof FINISHING)[number]
      >;
      if (!(await pendingDocuments.complete(document.id))) return false;
      await how.store(repositories, document, pdf);
      if (document.mail) {
        const { attachmentName, extraAttachments = [], ...mail } = document.mail;
        await queueMail(outbox, unit, {
          ...mail,
          attachments: [
            { filename: attachmentName, contentType: 'application/pdf', content: pdf },
            ...extraAttachments.map(({ filename, contentType, text }) => ({
              filename,
              contentType,
              content: Buffer.from(text, 'utf8'),
            })),
          ],
        });
      }
      return true;
    });
  }

  /**
   * Finishes `orderId`'s document of `kind` now if it is still pending (a download that cannot
   * wait for the worker); does nothing when it is already stored.
   */
  async finishFor(orderId: number, kind: DocumentKindName): Promise<void> {
    const document = await this.pending.findFor(orderId, kind);
    if (document) await this.finish(document);
  }
}

const typedDocument = <K extends DocumentKindName>(
  row: PendingDocumentRow,
  kind: K,
): PendingDocument<K> => ({
  ...row,
  kind,
  data: JSON.parse(row.data) as DocumentData[K],
});
