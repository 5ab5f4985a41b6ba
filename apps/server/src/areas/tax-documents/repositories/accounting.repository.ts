import type { Database } from '../../../repositories/database.ts';
import { columnOfRow } from '../../../repositories/row-queries.ts';

/** A pro-forma as the accountant lists it, with the buyer its order names. */
export interface ProformaEntry {
  id: number;
  orderId: number;
  number: string;
  /** The instant of issue (ISO). */
  issuedAt: string;
  /** Euros, VAT included. */
  amount: number;
  variableSymbol: string | null;
  buyerName: string | null;
  buyerIco: string | null;
  buyerDic: string | null;
  buyerIcDph: string | null;
  deliveryName: string | null;
  email: string | null;
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const text = (v: string | null | undefined): string | null => (v == null ? null : String(v));

/**
 * The pro-formas of the accountant's export. They live in `invoice` (with their order); the tax
 * documents have their own repository. Lists never carry the PDFs: the ZIP reads them one by one.
 */
export class AccountingRepository {
  constructor(private readonly database: Database) {}

  /**
   * Pro-formas issued from `from` (included) until `until` (excluded), by number.
   * @example await accounting.proformasIssued(period.from, period.until)
   */
  async proformasIssued(from: Date, until: Date): Promise<ProformaEntry[]> {
    const rows = await this.database.db
      .selectFrom('invoice')
      .innerJoin('customerOrder', 'customerOrder.id', 'invoice.orderId')
      .select([
        'invoice.id',
        'invoice.orderId',
        'invoice.number',
        'invoice.issueDate',
        'invoice.amount',
        'customerOrder.variableSymbol',
        'customerOrder.buyerName',
        'customerOrder.buyerIco',
        'customerOrder.buyerDic',
        'customerOrder.buyerIcDph',
        'customerOrder.deliveryName',
        'customerOrder.email',
      ])
      .where('invoice.issueDate', '>=', from.toISOString())
      .where('invoice.issueDate', '<', until.toISOString())
      .orderBy('invoice.year')
      .orderBy('invoice.seq')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      orderId: Number(row.orderId),
      number: row.number,
      issuedAt: iso(row.issueDate),
      amount: Number(row.amount),
      variableSymbol: text(row.variableSymbol),
      buyerName: text(row.buyerName),
      buyerIco: text(row.buyerIco),
      buyerDic: text(row.buyerDic),
      buyerIcDph: text(row.buyerIcDph),
      deliveryName: text(row.deliveryName),
      email: text(row.email),
    }));
  }

  /**
   * Whether a document of `kind` issued from `from` until `until` still waits for the worker: a
   * pro-forma has no `invoice` row before its PDF is stored, so the month would miss it.
   */
  async pendingIssued(kind: string, from: Date, until: Date): Promise<boolean> {
    const rows = await this.database.db
      .selectFrom('pendingDocument')
      .select('data')
      .where('kind', '=', kind)
      .execute();
    return rows.some((row) => {
      const issuedAt = Date.parse((JSON.parse(row.data) as { issuedAt?: string }).issuedAt ?? '');
      return issuedAt >= from.getTime() && issuedAt < until.getTime();
    });
  }

  /** A pro-forma's PDF. */
  async proformaPdf(id: number): Promise<Buffer | undefined> {
    const pdf = await columnOfRow(this.database.db, 'invoice', 'pdf', id);
    return pdf ? Buffer.from(pdf) : undefined;
  }
}
