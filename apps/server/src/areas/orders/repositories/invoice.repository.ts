import type { Database } from '../../../repositories/database.ts';
import { rowWhere } from '../../../repositories/row-queries.ts';

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
      .insertInto('invoiceCounter')
      .values({ year, lastSeq: 0 })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    const row = await db
      .updateTable('invoiceCounter')
      .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1) }))
      .where('year', '=', year)
      .returning('lastSeq')
      .executeTakeFirstOrThrow();
    return Number(row.lastSeq);
  }

  async insert(
    invoice: Omit<StoredInvoice, 'id'> & { year: number; seq: number },
  ): Promise<number> {
    const row = await this.database.db
      .insertInto('invoice')
      .values(invoice)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async findByOrder(orderId: number): Promise<StoredInvoice | undefined> {
    const row = await rowWhere(this.database.db, 'invoice', 'orderId', orderId);
    if (!row) return undefined;
    return {
      id: row.id,
      orderId: row.orderId,
      number: row.number,
      issueDate: iso(row.issueDate),
      dueDate: iso(row.dueDate),
      amount: Number(row.amount),
      pdf: Buffer.from(row.pdf),
    };
  }
}
