import type { Database } from './database.ts';
import { constraintOf } from './entity.repository.ts';

/** A withdrawal's line as stored: the order line and its crafted product. */
export interface StoredWithdrawalLine {
  orderItemId: number;
  craftedProductId: number;
}

/** A withdrawal as stored (table `withdrawal`), with its lines and its credit note's number. */
export interface StoredWithdrawal {
  id: number;
  orderId: number;
  /** ISO instant. */
  submittedAt: string;
  name: string;
  email: string;
  reason: string | null;
  state: string;
  receivedAt: string | null;
  receivedBy: string | null;
  creditNoteId: number | null;
  creditNoteNumber: string | null;
  refundCents: number | null;
  postageRefundCents: number | null;
  refundIban: string | null;
  lines: StoredWithdrawalLine[];
}

/** A withdrawal to write: it starts NAHLASENE, with the lines the customer withdrew. */
export interface NewWithdrawal {
  orderId: number;
  submittedAt: string;
  name: string;
  email: string;
  reason: string | null;
  lines: readonly StoredWithdrawalLine[];
}

/** A line of an order that was withdrawn, and when. */
export interface WithdrawnLine extends StoredWithdrawalLine {
  withdrawalId: number;
  submittedAt: string;
}

/** Instants are ISO text on SQLite and timestamptz (a Date) on PostgreSQL. */
const iso = (v: string | Date | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : String(v);

/**
 * The withdrawals' rows (tables `withdrawal` and `withdrawal_line`, issue 32). A crafted product
 * is withdrawn at most once: the unique index on `withdrawal_line.crafted_product_id` is the last
 * word when two withdrawals of one line race, and its violation comes out as ConstraintError
 * 'unique'.
 */
export class WithdrawalRepository {
  constructor(private readonly database: Database) {}

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
    const rows = await this.database.db
      .selectFrom('withdrawalLine as l')
      .innerJoin('withdrawal as w', 'w.id', 'l.withdrawalId')
      .select(['l.orderItemId', 'l.craftedProductId', 'l.withdrawalId', 'w.submittedDate'])
      .where('w.orderId', '=', orderId)
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({
      orderItemId: Number(r.orderItemId),
      craftedProductId: Number(r.craftedProductId),
      withdrawalId: Number(r.withdrawalId),
      submittedAt: iso(r.submittedDate)!,
    }));
  }

  /** A withdrawal with its lines, or undefined. */
  async findById(id: number): Promise<StoredWithdrawal | undefined> {
    const [found] = await this.read((query) => query.where('w.id', '=', id));
    return found;
  }

  /** Every withdrawal, newest first. */
  list(): Promise<StoredWithdrawal[]> {
    return this.read((query) => query);
  }

  /** The order's withdrawals, newest first. */
  ofOrder(orderId: number): Promise<StoredWithdrawal[]> {
    return this.read((query) => query.where('w.orderId', '=', orderId));
  }

  private async read(
    narrow: (
      query: ReturnType<WithdrawalRepository['withdrawals']>,
    ) => ReturnType<WithdrawalRepository['withdrawals']>,
  ): Promise<StoredWithdrawal[]> {
    const rows = await narrow(this.withdrawals())
      .orderBy('w.submittedDate', 'desc')
      .orderBy('w.id', 'desc')
      .execute();
    if (rows.length === 0) return [];
    const lines = await this.database.db
      .selectFrom('withdrawalLine')
      .select(['withdrawalId', 'orderItemId', 'craftedProductId'])
      .where(
        'withdrawalId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.orderId),
      submittedAt: iso(r.submittedDate)!,
      name: r.name,
      email: r.email,
      reason: r.reason ?? null,
      state: r.state,
      receivedAt: iso(r.receivedDate ?? null),
      receivedBy: r.receivedBy ?? null,
      creditNoteId: r.creditNoteId == null ? null : Number(r.creditNoteId),
      creditNoteNumber: r.creditNoteNumber ?? null,
      refundCents: r.refundCents == null ? null : Number(r.refundCents),
      postageRefundCents: r.postageRefundCents == null ? null : Number(r.postageRefundCents),
      refundIban: r.refundIban ?? null,
      lines: lines
        .filter((l) => Number(l.withdrawalId) === Number(r.id))
        .map((l) => ({
          orderItemId: Number(l.orderItemId),
          craftedProductId: Number(l.craftedProductId),
        })),
    }));
  }

  private withdrawals() {
    return this.database.db
      .selectFrom('withdrawal as w')
      .leftJoin('taxDocument as d', 'd.id', 'w.creditNoteId')
      .selectAll('w')
      .select('d.number as creditNoteNumber');
  }
}
