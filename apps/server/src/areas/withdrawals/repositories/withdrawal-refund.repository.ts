import { PAYING_STATES } from '@fotoobraz/domain';
import { sql } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import {
  numberOrNull,
  selectWithdrawalLines,
  selectWithdrawals,
  withdrawalLineOf,
  withdrawalOf,
  type StoredWithdrawal,
  type StoredWithdrawalLine,
} from './withdrawal.repository.ts';
import { updateRow } from '../../../repositories/row-queries.ts';

/** The standing of a withdrawal's order, as the back office lists it. */
export interface WithdrawalOrderStanding {
  variableSymbol: string | null;
  status: string;
  firstCraftedProductId: number | null;
}

/** A withdrawal with its order's standing. */
export interface WithdrawalWithOrder extends StoredWithdrawal {
  order: WithdrawalOrderStanding;
}

/** A withdrawn line with the order line it takes back: its position, price and snapshot. */
export interface PricedWithdrawalLine extends StoredWithdrawalLine {
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

/**
 * The owner's side of withdrawals: their list with the order's standing, the lines
 * with their prices, the receipt of the goods, the credit note they settled and the account their
 * refund goes to. A withdrawal's row is read as withdrawal.repository.ts describes it.
 */
export class WithdrawalRefundRepository {
  constructor(private readonly database: Database) {}

  /** Withdrawals, newest first: all, one order's, or one by id. */
  async list(filter: { id?: number; orderId?: number } = {}): Promise<WithdrawalWithOrder[]> {
    let query = selectWithdrawals(this.database.db)
      .innerJoin('customerOrder as o', 'o.id', 'w.orderId')
      .select([
        'o.variableSymbol as orderVariableSymbol',
        'o.status as orderStatus',
        'o.craftedProductId as orderCraftedProductId',
      ]);
    if (filter.id !== undefined) query = query.where('w.id', '=', filter.id);
    if (filter.orderId !== undefined) query = query.where('w.orderId', '=', filter.orderId);
    const rows = await query.orderBy('w.submittedDate', 'desc').orderBy('w.id', 'desc').execute();
    return rows.map((r) => ({
      ...withdrawalOf(r),
      order: {
        variableSymbol: r.orderVariableSymbol,
        status: String(r.orderStatus),
        firstCraftedProductId: numberOrNull(r.orderCraftedProductId),
      },
    }));
  }

  /** The lines the withdrawals take back, by position. */
  async linesOf(withdrawalIds: readonly number[]): Promise<PricedWithdrawalLine[]> {
    if (withdrawalIds.length === 0) return [];
    const rows = await selectWithdrawalLines(this.database.db)
      .innerJoin('orderItem as i', 'i.id', 'l.orderItemId')
      .select(['i.position', 'i.price', 'i.snapshot'])
      .where('l.withdrawalId', 'in', [...withdrawalIds])
      .orderBy('l.withdrawalId')
      .orderBy('i.position')
      .execute();
    return rows.map((r) => ({
      ...withdrawalLineOf(r),
      position: Number(r.position),
      price: numberOrNull(r.price),
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
    await updateRow(this.database.db, 'withdrawal', id, { refundIban: iban });
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
