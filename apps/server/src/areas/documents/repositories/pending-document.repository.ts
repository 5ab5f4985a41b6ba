import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { claimDueIds, markAttemptFailed, type Lease } from '../../../repositories/leased-claims.ts';
import type { PendingDocumentTable } from '../../../repositories/tables.ts';

/** The mail that goes out with a document once its PDF exists; the PDF is attached then. */
export interface DocumentMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The attachment's file name, e.g. 'zalohova-faktura-2026-000123.pdf'. */
  attachmentName: string;
  /** Text attachments that go beside the PDF (a company buyer's e-invoice XML). */
  extraAttachments?: { filename: string; contentType: string; text: string }[];
}

/**
 * A document to render as this layer keeps it: `data` is the JSON text of its kind's data.
 * Kinds and their data are the services' business (services/documents/document-data.ts, which
 * this layer may not import): DocumentService writes the text and turns it back into a typed
 * document (the accounting export only peeks at a waiting pro-forma's `issuedAt`).
 */
export interface NewPendingDocumentRow {
  kind: string;
  orderId: number;
  number: string;
  data: string;
  mail?: DocumentMail;
}

export interface PendingDocumentRow extends NewPendingDocumentRow {
  id: number;
  /** Renderings started so far, this one included. */
  attempts: number;
}

const TABLE = 'pendingDocument';

/**
 * Issued documents waiting for their PDF (table `pending_document`). Written in the transaction
 * that issues the number; deleted in the transaction that stores the PDF, so a document is
 * stored once however many workers render it. A worker claims a due document as the outbox does:
 * a compare-and-set on `attempts` that also pushes `next_attempt_at` to the end of a lease.
 */
export class PendingDocumentRepository {
  constructor(private readonly database: Database) {}

  /**
   * Queues a document, due at once.
   * @example await new PendingDocumentRepository(tx).insert({ kind: 'PROFORMA', orderId: 7, number: '2026-000123', data: '{…}', mail }) // -> 3
   */
  async insert(document: NewPendingDocumentRow): Promise<number> {
    const now = this.database.now();
    const row = await this.database.db
      .insertInto(TABLE)
      .values({
        kind: document.kind,
        orderId: document.orderId,
        number: document.number,
        data: document.data,
        mail: document.mail ? JSON.stringify(document.mail) : null,
        createdDate: now.toISOString(),
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Claims up to `limit` due documents, oldest first; each is not due again before `leaseUntil`.
   * A document another worker claimed first is skipped.
   */
  async claimDue(now: Date, limit: number, lease: Lease): Promise<PendingDocumentRow[]> {
    const claimed: PendingDocumentRow[] = [];
    for (const id of await claimDueIds(this.database.db, TABLE, now, limit, lease)) {
      const row = await this.rows().where('id', '=', id).executeTakeFirst();
      if (row) claimed.push(pendingDocumentRowOf(row));
    }
    return claimed;
  }

  /** The document of `kind` still waiting for `orderId`'s PDF, if any. */
  async findFor(orderId: number, kind: string): Promise<PendingDocumentRow | undefined> {
    const row = await this.rows()
      .where('orderId', '=', orderId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row && pendingDocumentRowOf(row);
  }

  /**
   * Removes the document once its PDF is stored (call it in that transaction); false when it was
   * already gone, i.e. another worker stored it first and this transaction must not store it again.
   */
  async complete(id: number): Promise<boolean> {
    const result = await this.database.db.deleteFrom(TABLE).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Records a failed rendering; the document is due again at `nextAttemptAt`. */
  async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await markAttemptFailed(this.database.db, TABLE, id, error, nextAttemptAt);
  }

  private rows() {
    return this.database.db.selectFrom(TABLE).selectAll();
  }
}

const pendingDocumentRowOf = (row: Selectable<PendingDocumentTable>): PendingDocumentRow => ({
  id: row.id,
  kind: row.kind,
  orderId: row.orderId,
  number: row.number,
  data: row.data,
  mail: row.mail ? (JSON.parse(row.mail) as DocumentMail) : undefined,
  attempts: row.attempts,
});
