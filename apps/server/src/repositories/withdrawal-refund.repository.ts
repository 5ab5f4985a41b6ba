import { PAYING_STATES, type WithdrawalState } from '@fotoobraz/domain';
import { sql } from 'kysely';
import type { Database } from './database.ts';

/** A withdrawal's row as the owner's side reads it, with its order's standing. */
export interface StoredWithdrawal {
  id: number;
  orderId: number;
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
  order: {
    variableSymbol: string | null;
    status: string;
    firstCraftedProductId: number | null;
  };
}

/** A withdrawn line: the order line it takes back. */
export interface StoredWithdrawalLine {
  withdrawalId: number;
  orderItemId: number;
  craftedProductId: number;
  position: number;
  price: number | null;
  snapshot: string | null;
}

/** What receiving the goods back writes. */
export interface WithdrawalReceipt {
  receivedDate: string;
  receivedBy: string;
  refundIban?: string;
}

/** What the credit note of a withdrawal settled. */
export interface WithdrawalCredit {
  creditNoteId: number;
  refundCents: number;
  postageRefundCents: number;
}

const iso = (value: string | Date | null): string | null =>
  value instanceof Date ? value.toISOString() : value;

const num = (value: unknown): number | null => (value == null ? null : Number(value));

/**
 * The owner's side of withdrawals (issue 32): their list, the receipt of the goods, the credit
 * note they settled and the account their refund goes to (tables withdrawal, withdrawal_line).
 * The customer's submission writes through its own repository.
 */
export class WithdrawalRefundRepository {
  constructor(private readonly database: Database) {}

  /** Withdrawals, newest first: all, one order's, or one by id. */
  async list(filter: { id?: number; orderId?: number } = {}): Promise<StoredWithdrawal[]> {
    let query = this.database.db
      .selectFrom('withdrawal as w')
      .innerJoin('customerOrder as o', 'o.id', 'w.orderId')
      .leftJoin('taxDocument as d', 'd.id', 'w.creditNoteId')
      .selectAll('w')
      .select([
        'o.variableSymbol as orderVariableSymbol',
        'o.status as orderStatus',
        'o.craftedProductId as orderCraftedProductId',
        'd.number as creditNoteNumber',
      ]);
    if (filter.id !== undefined) query = query.where('w.id', '=', filter.id);
    if (filter.orderId !== undefined) query = query.where('w.orderId', '=', filter.orderId);
    const rows = await query.orderBy('w.submittedDate', 'desc').orderBy('w.id', 'desc').execute();
    return rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.orderId),
      submittedAt: iso(r.submittedDate)!,
      name: r.name,
      email: r.email,
      reason: r.reason,
      state: r.state as WithdrawalState,
      receivedAt: iso(r.receivedDate),
      receivedBy: r.receivedBy,
      creditNoteId: num(r.creditNoteId),
      creditNoteNumber: r.creditNoteNumber,
      refundCents: num(r.refundCents),
      postageRefundCents: num(r.postageRefundCents),
      refundIban: r.refundIban,
      order: {
        variableSymbol: r.orderVariableSymbol,
        status: String(r.orderStatus),
        firstCraftedProductId: num(r.orderCraftedProductId),
      },
    }));
  }

  /** The lines the withdrawals take back, by position. */
  async linesOf(withdrawalIds: readonly number[]): Promise<StoredWithdrawalLine[]> {
    if (withdrawalIds.length === 0) return [];
    const rows = await this.database.db
      .selectFrom('withdrawalLine as l')
      .innerJoin('orderItem as i', 'i.id', 'l.orderItemId')
      .select([
        'l.withdrawalId',
        'l.orderItemId',
        'l.craftedProductId',
        'i.position',
        'i.price',
        'i.snapshot',
      ])
      .where('l.withdrawalId', 'in', [...withdrawalIds])
      .orderBy('l.withdrawalId')
      .orderBy('i.position')
      .execute();
    return rows.map((r) => ({
      withdrawalId: Number(r.withdrawalId),
      orderItemId: Number(r.orderItemId),
      craftedProductId: Number(r.craftedProductId),
      position: Number(r.position),
      price: num(r.price),
      snapshot: r.snapshot ?? null,
    }));
  }

  /**
   * The withdrawal `id`, locked on PostgreSQL until the transaction ends, so two clicks of
   * 'Tovar prijatý' are weighed one after the other.
   */
  async lockForReceipt(
    id: number,
  ): Promise<{ id: number; orderId: number; state: string } | undefined> {
    let query = this.database.db
      .selectFrom('withdrawal')
      .select(['id', 'orderId', 'state'])
      .where('id', '=', id);
    if (this.database.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && { id: Number(row.id), orderId: Number(row.orderId), state: row.state };
  }

  async markReceived(id: number, receipt: WithdrawalReceipt): Promise<void> {
    await this.database.db
      .updateTable('withdrawal')
      .set({
        state: 'TOVAR_PRIJATY',
        receivedDate: receipt.receivedDate,
        receivedBy: receipt.receivedBy,
        ...(receipt.refundIban ? { refundIban: receipt.refundIban } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async recordCredit(id: number, credit: WithdrawalCredit): Promise<void> {
    await this.database.db.updateTable('withdrawal').set(credit).where('id', '=', id).execute();
  }

  async setRefundIban(id: number, iban: string): Promise<void> {
    await this.database.db
      .updateTable('withdrawal')
      .set({ refundIban: iban })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The account each order was paid from: the latest matched or assigned credit of the order
   * whose bank entry names the payer's IBAN.
   */
  async paidFrom(
    orderIds: readonly number[],
  ): Promise<Map<number, { iban: string; name: string | null }>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('bankEntry')
      .select(['orderId', 'counterpartyIban', 'counterpartyName'])
      .where('orderId', 'in', [...orderIds])
      .where('state', 'in', PAYING_STATES)
      .where('counterpartyIban', 'is not', null)
      .where(sql<boolean>`counterparty_iban <> ''`)
      .orderBy('bookingDate')
      .orderBy('id')
      .execute();
    return new Map(
      rows.map((r) => [Number(r.orderId), { iban: r.counterpartyIban!, name: r.counterpartyName }]),
    );
  }
}
