import type { TaxDocumentKind } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import type { TaxDocumentTable } from '../../../repositories/money-tables.ts';
import { columnOfRow } from '../../../repositories/row-queries.ts';

/** Base and VAT of one VAT rate, in euros (negative on a credit note). */
export interface VatRateAmounts {
  /** Percent, e.g. 23. */
  rate: number;
  base: number;
  vat: number;
}

/** A tax document as issued: everything the accountant reads, frozen at issue (the row, typed). */
export interface NewTaxDocument extends Omit<
  TaxDocumentTable,
  'id' | 'kind' | 'vatPayer' | 'vatBreakdown' | 'createdDate' | 'pdf'
> {
  kind: TaxDocumentKind;
  vatPayer: boolean;
  vatBreakdown: VatRateAmounts[];
}

export interface TaxDocument extends NewTaxDocument {
  id: number;
  createdDate: string;
  /** False until the document worker has stored the PDF. */
  hasPdf: boolean;
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

const COLUMNS = [
  'id',
  'kind',
  'year',
  'seq',
  'number',
  'orderId',
  'issueDate',
  'taxPointDate',
  'variableSymbol',
  'buyerName',
  'buyerIco',
  'buyerDic',
  'buyerIcDph',
  'vatPayer',
  'vatBreakdown',
  'total',
  'amountDue',
  'referencedDocumentId',
  'referencedNumber',
  'reason',
  'createdDate',
] as const;

type Row = Pick<Selectable<TaxDocumentTable>, (typeof COLUMNS)[number]> & { hasPdf: unknown };

/**
 * Tax documents (table `tax_document`) and their number series. A series is a counter row per
 * kind and year, raised inside the issuing transaction: a rolled-back step leaves no gap and two
 * parallel steps never share a number (the row update serialises them). The PDF is written once.
 */
export class TaxDocumentRepository {
  constructor(private readonly database: Database) {}

  /** The next sequence number of `kind`'s series in `year`, starting at 1. */
  async nextSeq(kind: TaxDocumentKind, year: number): Promise<number> {
    const db = this.database.db;
    await db
      .insertInto('taxDocumentCounter')
      .values({ kind, year, lastSeq: 0 })
      .onConflict((oc) => oc.columns(['kind', 'year']).doNothing())
      .execute();
    const row = await db
      .updateTable('taxDocumentCounter')
      .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1) }))
      .where('kind', '=', kind)
      .where('year', '=', year)
      .returning('lastSeq')
      .executeTakeFirstOrThrow();
    return Number(row.lastSeq);
  }

  /** Stores an issued document (without its PDF yet); its id. */
  async insert(document: NewTaxDocument): Promise<number> {
    const row = await this.database.db
      .insertInto('taxDocument')
      .values({
        ...document,
        // SQLite keeps booleans as 0/1.
        vatPayer:
          this.database.dialect === 'sqlite' ? Number(document.vatPayer) : document.vatPayer,
        vatBreakdown: JSON.stringify(document.vatBreakdown),
        createdDate: this.database.now().toISOString(),
        pdf: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Stores the rendered PDF; false when one is already there (it never changes). */
  async storePdf(id: number, pdf: Buffer): Promise<boolean> {
    const result = await this.database.db
      .updateTable('taxDocument')
      .set({ pdf })
      .where('id', '=', id)
      .where('pdf', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async findById(id: number): Promise<TaxDocument | undefined> {
    const row = await this.rows().where('id', '=', id).executeTakeFirst();
    return row && taxDocumentOf(row);
  }

  async findByNumber(number: string): Promise<TaxDocument | undefined> {
    const row = await this.rows().where('number', '=', number).executeTakeFirst();
    return row && taxDocumentOf(row);
  }

  /** The order's documents in the order they were issued. */
  async listByOrder(orderId: number): Promise<TaxDocument[]> {
    const rows = await this.rows().where('orderId', '=', orderId).orderBy('id').execute();
    return rows.map(taxDocumentOf);
  }

  /**
   * Documents whose tax point falls between `from` and `to`, both included (YYYY-MM-DD), by
   * series and number: what an accountant's month is made of.
   * @example await taxDocuments.listByTaxPoint('2026-11-01', '2026-11-30')
   */
  async listByTaxPoint(from: string, to: string): Promise<TaxDocument[]> {
    const rows = await this.rows()
      .where('taxPointDate', '>=', from)
      .where('taxPointDate', '<=', to)
      .orderBy('kind')
      .orderBy('year')
      .orderBy('seq')
      .execute();
    return rows.map(taxDocumentOf);
  }

  /** The stored PDF, undefined while it is not rendered yet. */
  async pdfOf(id: number): Promise<Buffer | undefined> {
    const pdf = await columnOfRow(this.database.db, 'taxDocument', 'pdf', id);
    return pdf ? Buffer.from(pdf) : undefined;
  }

  /** True when the order has any tax document (it must then not be deleted). */
  async existsForOrder(orderId: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('taxDocument')
      .select('id')
      .where('orderId', '=', orderId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private rows() {
    return this.database.db
      .selectFrom('taxDocument')
      .select(COLUMNS)
      .select((eb) => eb.case().when('pdf', 'is', null).then(0).else(1).end().as('hasPdf'));
  }
}

const nullableString = (v: string | null): string | null => (v == null ? null : String(v));

const taxDocumentOf = (row: Row): TaxDocument => ({
  id: Number(row.id),
  kind: row.kind as TaxDocumentKind,
  year: Number(row.year),
  seq: Number(row.seq),
  number: row.number,
  orderId: Number(row.orderId),
  issueDate: row.issueDate,
  taxPointDate: row.taxPointDate,
  variableSymbol: nullableString(row.variableSymbol),
  buyerName: row.buyerName,
  buyerIco: nullableString(row.buyerIco),
  buyerDic: nullableString(row.buyerDic),
  buyerIcDph: nullableString(row.buyerIcDph),
  vatPayer: Boolean(row.vatPayer),
  vatBreakdown: JSON.parse(row.vatBreakdown) as VatRateAmounts[],
  total: Number(row.total),
  amountDue: Number(row.amountDue),
  referencedDocumentId: row.referencedDocumentId == null ? null : Number(row.referencedDocumentId),
  referencedNumber: nullableString(row.referencedNumber),
  reason: nullableString(row.reason),
  createdDate: iso(row.createdDate),
  hasPdf: Number(row.hasPdf) === 1,
});
