import {
  order as orderEntity,
  orderNumberOf,
  PAYING_STATES,
  type RowOf,
  type BankEntryState,
  type BankEntryView,
  type BankStatementView,
} from '@fotoobraz/domain';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { columnsOf, rowToApi } from '../../../repositories/entity-codec.ts';
import type { BankEntryTable, BankStatementTable } from '../../../repositories/money-tables.ts';

export type NewBankStatement = Omit<BankStatementTable, 'id' | 'importedDate'> & {
  importedDate: string;
};
export type NewBankEntry = Omit<
  BankEntryView,
  'id' | 'resolvedDate' | 'creditNoteNumber' | 'orderNumber'
> & {
  resolvedDate: string | null;
};

/** The order a variable symbol names, as payment matching and settling need it. */
export interface OrderToPay {
  /** The whole order as the API shows it (no images): a payment that settles it steps it on. */
  row: RowOf<typeof orderEntity>;
  id: number;
  status: string;
  variableSymbol: string | null;
  /** What is paid by transfer or card: the order's total less what gift vouchers paid. */
  totalCents: number;
}

const NO_IMAGES = { large: false, small: false } as const;

const isoOf = (value: string | Date | null): string | null =>
  value instanceof Date ? value.toISOString() : value;

const entryView = ({
  orderVariableSymbol,
  orderCraftedProductId,
  ...row
}: Selectable<BankEntryTable> & {
  creditNoteNumber: string | null;
  orderVariableSymbol: string | null;
  orderCraftedProductId: number | null;
}): BankEntryView => ({
  ...row,
  resolvedDate: isoOf(row.resolvedDate),
  orderNumber:
    row.orderId === null
      ? null
      : orderNumberOf({
          id: row.orderId,
          variableSymbol: orderVariableSymbol,
          craftedProduct: orderCraftedProductId,
        }),
});

const centsOf = (totalAmount: number | string | null): number =>
  Math.round(Number(totalAmount ?? 0) * 100);

/**
 * What gift vouchers paid of the order `orderId` names (a column of the query): its transfers
 * pay the rest.
 */
const voucherPaid = (orderId: string) =>
  sql<
    string | number
  >`(select coalesce(-sum(gve.amount_cents), 0) from gift_voucher_entry gve where gve.order_id = ${sql.ref(orderId)} and gve.kind = 'SPEND')`.as(
    'voucherPaidCents',
  );

const orderToPay = (stored: Record<string, unknown>): OrderToPay => {
  const row = rowToApi(orderEntity, stored, NO_IMAGES) as RowOf<typeof orderEntity>;
  const { id, status, variableSymbol, totalAmount } = row;
  const totalCents = centsOf(totalAmount) - Number(stored.voucherPaidCents ?? 0);
  return { row, id, status: String(status), variableSymbol, totalCents };
};

/** What a refund is weighed from of each paid order, selected and grouped by alike. */
const ORDER_FACTS = [
  'o.id',
  'o.status',
  'o.variableSymbol',
  'o.totalAmount',
  'o.buyerName',
  'o.deliveryName',
] as const;

/** The statement's own columns, selected and grouped by alike. */
const STATEMENT_COLUMNS = [
  's.id',
  's.accountIban',
  's.bankStatementId',
  's.fromDate',
  's.toDate',
  's.importedBy',
  's.importedDate',
] as const;

/** Imported bank statements and their transactions (tables bank_statement, bank_entry). */
export class BankStatementRepository {
  constructor(private readonly database: Database) {}

  /**
   * Makes the calling transaction the only import until it ends. Two imports of overlapping
   * statements otherwise take the same entries and orders in opposite orders: PostgreSQL ends
   * one as a deadlock, and under load their retries meet again just as often. Imports are rare
   * and short, so queueing them costs nothing. SQLite has one writer already.
   */
  async lockImports(): Promise<void> {
    if (this.database.dialect !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(hashtext('fotoobraz.bank-import:' || current_schema()))`.execute(
      this.database.db,
    );
  }

  /**
   * The statement's row: a new one, or the one an earlier import of the same statement made
   * (`created` false). Safe when two imports of it run at once: the unique index decides.
   */
  async saveStatement(statement: NewBankStatement): Promise<{ id: number; created: boolean }> {
    const inserted = await this.database.db
      .insertInto('bankStatement')
      .values(statement)
      .onConflict((oc) => oc.columns(['accountIban', 'bankStatementId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const existing = await this.database.db
      .selectFrom('bankStatement')
      .select('id')
      .where('accountIban', '=', statement.accountIban)
      .where('bankStatementId', '=', statement.bankStatementId)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }

  /**
   * Stores a transaction unless one with its key is stored already (then undefined: another
   * import, maybe running at this moment, has it). On PostgreSQL a concurrent insert of the same
   * key waits for the other transaction and then does nothing.
   */
  async addEntry(entry: NewBankEntry): Promise<number | undefined> {
    const inserted = await this.database.db
      .insertInto('bankEntry')
      .values(entry)
      .onConflict((oc) => oc.column('entryKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async updateEntry(
    id: number,
    values: Partial<
      Pick<
        NewBankEntry,
        'state' | 'reviewReason' | 'orderId' | 'resolvedBy' | 'resolvedDate' | 'note'
      >
    >,
  ): Promise<void> {
    await this.database.db.updateTable('bankEntry').set(values).where('id', '=', id).execute();
  }

  /**
   * The order whose variable symbol is `symbol` (compared without leading zeros), locked on
   * PostgreSQL until the transaction ends, so two payments of one order are weighed one after
   * the other.
   */
  async orderBySymbol(symbol: string): Promise<OrderToPay | undefined> {
    return this.orderWhere(sql<boolean>`ltrim(variable_symbol, '0') = ${symbol}`);
  }

  /** The order `id`, locked as orderBySymbol does. */
  async orderById(id: number): Promise<OrderToPay | undefined> {
    return this.orderWhere(sql<boolean>`id = ${id}`);
  }

  private async orderWhere(condition: ReturnType<typeof sql<boolean>>) {
    const { db } = this.database;
    let query = db
      .selectFrom('customerOrder')
      .select(columnsOf(orderEntity, NO_IMAGES).map((column) => db.dynamic.ref(column)))
      .select(voucherPaid('customer_order.id'))
      .where(condition)
      .orderBy('id')
      .limit(1);
    if (this.database.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && orderToPay(row as Record<string, unknown>);
  }

  /** The credits counted as payments of an order (matched or assigned), oldest first. */
  async paymentsOf(orderId: number): Promise<BankEntryView[]> {
    return this.inBookingOrder(
      this.entries().where('e.orderId', '=', orderId).where('e.state', 'in', PAYING_STATES),
    );
  }

  async entry(id: number): Promise<BankEntryView | undefined> {
    const row = await this.entries().where('e.id', '=', id).executeTakeFirst();
    return row && entryView(row);
  }

  async entriesOf(statementId: number): Promise<BankEntryView[]> {
    return this.inBookingOrder(this.entries().where('e.statementId', '=', statementId));
  }

  async entriesInState(state: BankEntryState): Promise<BankEntryView[]> {
    return this.inBookingOrder(this.entries().where('e.state', '=', state));
  }

  /** The latest credit note of the order whose variable symbol is `symbol` (no leading zeros). */
  async creditNoteBySymbol(symbol: string): Promise<{ id: number; orderId: number } | undefined> {
    return this.database.db
      .selectFrom('taxDocument')
      .select(['id', 'orderId'])
      .where('kind', '=', 'CREDIT_NOTE')
      .where(sql<boolean>`ltrim(variable_symbol, '0') = ${symbol}`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Entries with the number of the credit note a refund pays back, and of the order. */
  private entries() {
    return this.database.db
      .selectFrom('bankEntry as e')
      .leftJoin('taxDocument as d', 'd.id', 'e.creditNoteId')
      .leftJoin('customerOrder as o', 'o.id', 'e.orderId')
      .selectAll('e')
      .select([
        'd.number as creditNoteNumber',
        'o.variableSymbol as orderVariableSymbol',
        'o.craftedProductId as orderCraftedProductId',
      ]);
  }

  private async inBookingOrder(
    query: ReturnType<BankStatementRepository['entries']>,
  ): Promise<BankEntryView[]> {
    const rows = await query.orderBy('e.bookingDate').orderBy('e.id').execute();
    return rows.map(entryView);
  }

  /** Each statement, newest import first, with how many of its entries stand where. */
  async statements(): Promise<BankStatementView[]> {
    const rows = await this.database.db
      .selectFrom('bankStatement as s')
      .leftJoin('bankEntry as e', 'e.statementId', 's.id')
      .select(({ fn }) => [
        ...STATEMENT_COLUMNS,
        fn.count<number>('e.id').as('entries'),
        fn.count<number>(sql`case when e.state = 'MATCHED' then 1 end`).as('matched'),
        fn.count<number>(sql`case when e.state = 'REVIEW' then 1 end`).as('toReview'),
      ])
      .groupBy([...STATEMENT_COLUMNS])
      .orderBy('s.id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      importedDate: isoOf(r.importedDate)!,
      entries: Number(r.entries),
      matched: Number(r.matched),
      toReview: Number(r.toReview),
    }));
  }

  async statement(id: number): Promise<BankStatementView | undefined> {
    return (await this.statements()).find((s) => s.id === id);
  }

  /**
   * What each paid order's refund is weighed from (refundDueCents): its matched and assigned
   * payments, its credit notes (their totals as positive amounts, oldest first) and the debits
   * already paid back against them. An order without payments is owed nothing and is left out.
   */
  async refundFacts(): Promise<RefundFacts[]> {
    const { db } = this.database;
    const paid = await db
      .selectFrom('bankEntry as e')
      .innerJoin('customerOrder as o', 'o.id', 'e.orderId')
      .select(({ fn }) => [...ORDER_FACTS, fn.sum<number>('e.amountCents').as('paidCents')])
      .select(voucherPaid('o.id'))
      .where('e.state', 'in', PAYING_STATES)
      .groupBy([...ORDER_FACTS])
      .orderBy('o.id')
      .execute();
    if (paid.length === 0) return [];
    const ids = paid.map((r) => Number(r.id));
    const [creditNotes, refunded] = await Promise.all([
      db
        .selectFrom('taxDocument')
        .select(['orderId', 'number', 'total'])
        .where('kind', '=', 'CREDIT_NOTE')
        .where('orderId', 'in', ids)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('bankEntry')
        .select(({ fn }) => ['orderId', fn.sum<number>('amountCents').as('refundedCents')])
        .where('state', '=', 'REFUND')
        .where('orderId', 'in', ids)
        .groupBy('orderId')
        .execute(),
    ]);
    return paid.map((r) => {
      const id = Number(r.id);
      const notes = creditNotes.filter((d) => Number(d.orderId) === id);
      return {
        ...orderToPay(r),
        buyerName: r.buyerName ?? r.deliveryName ?? null,
        paidCents: Number(r.paidCents),
        creditedCents: notes.reduce((sum, d) => sum - centsOf(d.total), 0),
        refundedCents: Number(refunded.find((d) => Number(d.orderId) === id)?.refundedCents ?? 0),
        creditNoteNumbers: notes.map((d) => d.number),
      };
    });
  }
}

/** An order with payments, as its refund is weighed. */
export interface RefundFacts extends OrderToPay {
  buyerName: string | null;
  paidCents: number;
  creditedCents: number;
  refundedCents: number;
  creditNoteNumbers: string[];
}
