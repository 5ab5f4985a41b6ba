import { sql } from 'kysely';
import type { WithdrawalState } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../../repositories/database.ts';
import { constraintOf } from '../../../repositories/entity.repository.ts';
import { selectOrdersNumbered } from '../../../repositories/numbered-orders.ts';
import type { WithdrawalLineTable, WithdrawalTable } from '../../../repositories/money-tables.ts';

/** A withdrawal as stored (table `withdrawal`), with its credit note's number. */
export interface StoredWithdrawal {
  id: number;
  orderId: number;
  /** ISO instant. */
  submittedAt: string;
  name: string;
  email: string;
  reason: string | null;
  state: WithdrawalState;
  receivedAt: string | null;
  receivedBy: string | null;
  creditNoteId: number | null;
  creditNoteNumber: string | null;
  refundCents: number | null;
  postageRefundCents: number | null;
  refundIban: string | null;
}

/** A withdrawal's line as stored (table `withdrawal_line`): the order line and its piece. */
export interface StoredWithdrawalLine {
  withdrawalId: number;
  orderItemId: number;
  craftedProductId: number;
}

/** A withdrawal with the lines it withdrew. */
export interface WithdrawalWithLines extends StoredWithdrawal {
  lines: StoredWithdrawalLine[];
}

/** A withdrawal to write: it starts NAHLASENE, with the lines the customer withdrew. */
export interface NewWithdrawal {
  orderId: number;
  submittedAt: string;
  name: string;
  email: string;
  reason: string | null;
  lines: readonly Omit<StoredWithdrawalLine, 'withdrawalId'>[];
}

/** A line of an order that was withdrawn, and when. */
export interface WithdrawnLine extends StoredWithdrawalLine {
  submittedAt: string;
}

/** Instants are ISO text on SQLite and timestamptz (a Date) on PostgreSQL. */
const isoOf = (value: string | Date): string =>
  value instanceof Date ? value.toISOString() : value;

/** Ids and amounts may come as text (PostgreSQL's bigint and numeric). */
export const numberOrNull = (value: unknown): number | null =>
  value == null ? null : Number(value);

/**
 * The withdrawals (`w`) with their credit note's number, for a query to narrow, join and order;
 * withdrawalOf reads its rows.
 */
export const selectWithdrawals = (db: Db) =>
  db
    .selectFrom('withdrawal as w')
    .leftJoin('taxDocument as d', 'd.id', 'w.creditNoteId')
    .selectAll('w')
    .select('d.number as creditNoteNumber');

/** A row of selectWithdrawals as the services read it. */
export const withdrawalOf = (
  row: Selectable<WithdrawalTable> & { creditNoteNumber: string | null },
): StoredWithdrawal => ({
  id: Number(row.id),
  orderId: Number(row.orderId),
  submittedAt: isoOf(row.submittedDate),
  name: row.name,
  email: row.email,
  reason: row.reason ?? null,
  state: row.state as WithdrawalState,
  receivedAt: row.receivedDate == null ? null : isoOf(row.receivedDate),
  receivedBy: row.receivedBy ?? null,
  creditNoteId: numberOrNull(row.creditNoteId),
  creditNoteNumber: row.creditNoteNumber ?? null,
  refundCents: numberOrNull(row.refundCents),
  postageRefundCents: numberOrNull(row.postageRefundCents),
  refundIban: row.refundIban ?? null,
});

/**
 * The withdrawals' lines (`l`), for a query to narrow, join and order; withdrawalLineOf reads its
 * rows.
 */
export const selectWithdrawalLines = (db: Db) =>
  db
    .selectFrom('withdrawalLine as l')
    .select(['l.withdrawalId', 'l.orderItemId', 'l.craftedProductId']);

/** A row of selectWithdrawalLines as the services read it. */
export const withdrawalLineOf = (
  row: Omit<Selectable<WithdrawalLineTable>, 'id'>,
): StoredWithdrawalLine => ({
  withdrawalId: Number(row.withdrawalId),
  orderItemId: Number(row.orderItemId),
  craftedProductId: Number(row.craftedProductId),
});

/**
 * The withdrawals' rows (tables `withdrawal` and `withdrawal_line`) as the customer's
 * side writes and reads them; the owner's side reads them through the same select and mapping
 * (withdrawal-refund.repository.ts). A crafted product is withdrawn at most once: the unique
 * index on `withdrawal_line.crafted_product_id` is the last word when two withdrawals of one line
 * race, and its violation comes out as ConstraintError 'unique'.
 */
export class WithdrawalRepository {
  constructor(private readonly database: Database) {}

  /**
   * The id of the order a customer names by `number` and `email`, in one statement whatever
   * matches: the number as selectOrdersNumbered reads it, and the e-mail compared in the
   * database. A number that exists with another e-mail costs what an unknown number costs: no row
   * of it is read out, so the answer's time tells nothing of which numbers exist.
   */
  async orderIdNumbered(number: string, email: string): Promise<number | undefined> {
    const row = await selectOrdersNumbered(this.database.db, number)
      .where(sql<string>`lower(trim(email))`, '=', email.trim().toLowerCase())
      .limit(1)
      .executeTakeFirst();
    return row && Number(row.id);
  }

  /** Every order of this number, whatever its e-mail (a signed link names one of them). */
  async orderIdsNumbered(number: string): Promise<number[]> {
    const rows = await selectOrdersNumbered(this.database.db, number).limit(10).execute();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Writes a withdrawal and its lines; throws ConstraintError 'unique' when one of the lines is
   * withdrawn already (run it in a transaction, so that nothing of it stays then).
   * @example await withdrawals.insert({ orderId: 7, submittedAt: '2026-11-29T10:15:00.000Z', name: 'Jana Nováková', email: 'jana@example.sk', reason: null, lines: [{ orderItemId: 12, craftedProductId: 31 }] }) // -> 1
   */
  async insert(withdrawal: NewWithdrawal): Promise<number> {
    const { lines, submittedAt, ...row } = withdrawal;
    try {
      const { id } = await this.database.db
        .insertInto('withdrawal')
        .values({ ...row, submittedDate: submittedAt, state: 'NAHLASENE' })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lines.length > 0) {
        await this.database.db
          .insertInto('withdrawalLine')
          .values(lines.map((line) => ({ withdrawalId: id, ...line })))
          .execute();
      }
      return id;
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  /** The order's lines that were withdrawn, with the withdrawal and its moment. */
  async withdrawnLinesOf(orderId: number): Promise<WithdrawnLine[]> {
    const rows = await selectWithdrawalLines(this.database.db)
      .innerJoin('withdrawal as w', 'w.id', 'l.withdrawalId')
      .select('w.submittedDate')
      .where('w.orderId', '=', orderId)
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({ ...withdrawalLineOf(r), submittedAt: isoOf(r.submittedDate) }));
  }

  /** A withdrawal with its lines, or undefined. */
  async findById(id: number): Promise<WithdrawalWithLines | undefined> {
    const row = await selectWithdrawals(this.database.db).where('w.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const lines = await selectWithdrawalLines(this.database.db)
      .where('l.withdrawalId', '=', id)
      .orderBy('l.id')
      .execute();
    return { ...withdrawalOf(row), lines: lines.map(withdrawalLineOf) };
  }
}
