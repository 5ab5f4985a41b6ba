import { sql } from 'kysely';
import type { Database } from './database.ts';
import { claimDueIds, type Lease } from './leased-claims.ts';

/** The mail that goes out with a document once its PDF exists; the PDF is attached then. */
export interface DocumentMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The attachment's file name, e.g. 'zalohova-faktura-2026-000123.pdf'. */
  attachmentName: string;
}

/** A document to render: its kind says how, `data` holds everything the rendering needs. */
export interface NewPendingDocument {
  kind: string;
  orderId: number;
  number: string;
  data: unknown;
  mail?: DocumentMail;
}

export interface PendingDocument extends NewPendingDocument {
  id: number;
  /** Renderings started so far, this one included. */
  attempts: number;
}

const TABLE = 'pending_document';

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
   * @example await new PendingDocumentRepository(tx).insert({ kind: 'PROFORMA', orderId: 7, number: '2026-000123', data, mail }) // -> 3
   */
  async insert(document: NewPendingDocument, now = new Date()): Promise<number> {
    const row = await this.database.db
      .insertInto(TABLE)
      .values({
        kind: document.kind,
        order_id: document.orderId,
        number: document.number,
        data: JSON.stringify(document.data),
        mail: document.mail ? JSON.stringify(document.mail) : null,
        created_date: now.toISOString(),
        attempts: 0,
        next_attempt_at: now.toISOString(),
      })
      .returning(sql.ref('id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Claims up to `limit` due documents, oldest first; each is not due again before `leaseUntil`.
   * A document another worker claimed first is skipped.
   */
  async claimDue(now: Date, limit: number, lease: Lease): Promise<PendingDocument[]> {
    const claimed: PendingDocument[] = [];
    for (const id of await claimDueIds(this.database.db, TABLE, now, limit, lease)) {
      const row = await this.findBy({ id });
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /** The document of `kind` still waiting for `orderId`'s PDF, if any. */
  async findFor(orderId: number, kind: string): Promise<PendingDocument | undefined> {
    return this.findBy({ order_id: orderId, kind });
  }

  /**
   * Removes the document once its PDF is stored (call it in that transaction); false when it was
   * already gone, i.e. another worker stored it first and this transaction must not store it again.
   */
  async complete(id: number): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom(TABLE)
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Records a failed rendering; the document is due again at `nextAttemptAt`. */
  async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await this.database.db
      .updateTable(TABLE)
      .set({ last_error: error.slice(0, 2000), next_attempt_at: nextAttemptAt.toISOString() })
      .where(sql.ref('id'), '=', id)
      .execute();
  }

  /** The document whose columns equal all of `columns`, if there is one. */
  private async findBy(
    columns: Record<string, string | number>,
  ): Promise<PendingDocument | undefined> {
    let query = this.database.db.selectFrom(TABLE).selectAll();
    for (const [column, value] of Object.entries(columns)) {
      query = query.where(sql.ref(column), '=', value);
    }
    const row = await query.executeTakeFirst();
    return row && toDocument(row);
  }
}

const toDocument = (row: Record<string, unknown>): PendingDocument => ({
  id: Number(row.id),
  kind: String(row.kind),
  orderId: Number(row.order_id),
  number: String(row.number),
  data: JSON.parse(String(row.data)) as unknown,
  mail: row.mail ? (JSON.parse(String(row.mail)) as DocumentMail) : undefined,
  attempts: Number(row.attempts),
});
