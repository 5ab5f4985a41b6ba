import { sql } from 'kysely';
import type { Database } from './database.ts';

export interface StoredInvoice {
  id: number;
  orderId: number;
  number: string;
  issueDate: string;
  dueDate: string;
  amount: number;
  pdf: Buffer;
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

/**
 * Pro-forma invoices and their yearly number series. Numbers are taken from a counter row per
 * year inside the caller's transaction, so a rolled-back order leaves no gap and two parallel
 * orders never share a number (the row update serialises them).
 */
export class InvoiceRepository {
  constructor(private readonly database: Database) {}

  /** The next sequence number of `year`, starting at 1. */
  async nextSeq(year: number): Promise<number> {
    const db = this.database.db;
    await db
      .insertInto('invoice_counter')
      .values({ year, last_seq: 0 })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    const row = await db
      .updateTable('invoice_counter')
      .set({ last_seq: sql`last_seq + 1` })
      .where(sql.ref('year'), '=', year)
      .returning(sql.ref('last_seq').as('seq'))
      .executeTakeFirstOrThrow();
    return Number(row.seq);
  }

  async insert(
    invoice: Omit<StoredInvoice, 'id'> & { year: number; seq: number },
  ): Promise<number> {
    const row = await this.database.db
      .insertInto('invoice')
      .values({
        order_id: invoice.orderId,
        year: invoice.year,
        seq: invoice.seq,
        number: invoice.number,
        issue_date: invoice.issueDate,
        due_date: invoice.dueDate,
        amount: invoice.amount,
        pdf: invoice.pdf,
      })
      .returning(sql.ref('id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async findByOrder(orderId: number): Promise<StoredInvoice | undefined> {
    const row = await this.database.db
      .selectFrom('invoice')
      .selectAll()
      .where(sql.ref('order_id'), '=', orderId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      orderId: Number(row.order_id),
      number: String(row.number),
      issueDate: iso(row.issue_date),
      dueDate: iso(row.due_date),
      amount: Number(row.amount),
      pdf: Buffer.from(row.pdf as Uint8Array),
    };
  }
}
