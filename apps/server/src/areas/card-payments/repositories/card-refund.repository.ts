import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { toIso } from '../../../repositories/entity-codec.ts';
import type { CardRefundTable } from '../../../repositories/card-payment-tables.ts';

/**
 * TO_SEND (queued, or retried after no certain answer), SENDING (a worker has it), PENDING (the
 * gateway has it, not done yet), SUCCEEDED, FAILED (refused, with the gateway's reason).
 */
export type CardRefundState = 'TO_SEND' | 'SENDING' | 'PENDING' | 'SUCCEEDED' | 'FAILED';

export interface CardRefundRecord {
  id: number;
  orderId: number;
  /**
   * What the refund pays back, and its idempotency key at the gateway: the credit note's number,
   * or an overpayment's key (overpaymentRefundKey). Kept in the column `credit_note_number`.
   */
  key: string;
  paymentId: string;
  amountCents: number;
  state: CardRefundState;
  refundId: string | null;
  failureReason: string | null;
  attempts: number;
  updatedDate: string;
}

const recordOf = (row: Selectable<CardRefundTable>): CardRefundRecord => ({
  id: Number(row.id),
  orderId: Number(row.orderId),
  key: row.creditNoteNumber,
  paymentId: row.paymentId,
  amountCents: Number(row.amountCents),
  state: row.state as CardRefundState,
  refundId: row.refundId,
  failureReason: row.failureReason,
  attempts: Number(row.attempts),
  updatedDate: toIso(row.updatedDate)!,
});

/**
 * The refunds back to the card (`card_refund`), one per credit note or overpayment: queued in
 * the transaction that owes it, each attempt written before the gateway is called, and what the
 * gateway said.
 */
export class CardRefundRepository {
  constructor(private readonly database: Database) {}

  /** Queues a refund; one whose key is queued already is left as it is. */
  async queue(refund: {
    orderId: number;
    key: string;
    paymentId: string;
    amountCents: number;
    at: string;
  }): Promise<void> {
    const { at, key, ...values } = refund;
    await this.database.db
      .insertInto('cardRefund')
      .values({
        ...values,
        creditNoteNumber: key,
        state: 'TO_SEND',
        attempts: 0,
        nextAttemptAt: at,
        createdDate: at,
        updatedDate: at,
      })
      .onConflict((oc) => oc.column('creditNoteNumber').doNothing())
      .execute();
  }

  /** What was refunded, or is on its way back, of a payment. */
  async refundedCents(paymentId: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('cardRefund')
      .select((eb) => eb.fn.sum<number>('amountCents').as('cents'))
      .where('paymentId', '=', paymentId)
      .where('state', '!=', 'FAILED')
      .executeTakeFirst();
    return Number(row?.cents ?? 0);
  }

  /**
   * The next refund due, claimed for this worker until `leaseUntil` (its attempt counted), or
   * none. A SENDING refund whose lease ran out (its worker stopped midway) is due again: its
   * idempotency key makes the repeat safe.
   */
  async claimNext(at: string, leaseUntil: string): Promise<CardRefundRecord | undefined> {
    const { db } = this.database;
    const due = await db
      .selectFrom('cardRefund')
      .selectAll()
      .where('state', 'in', ['TO_SEND', 'SENDING'])
      .where('nextAttemptAt', '<=', at)
      .orderBy('id')
      .executeTakeFirst();
    if (!due) return undefined;
    const claimed = await db
      .updateTable('cardRefund')
      .set({
        state: 'SENDING',
        attempts: Number(due.attempts) + 1,
        nextAttemptAt: leaseUntil,
        updatedDate: at,
      })
      .where('id', '=', due.id)
      .where('attempts', '=', due.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return this.claimNext(at, leaseUntil);
    return recordOf({ ...due, state: 'SENDING', attempts: Number(due.attempts) + 1 });
  }

  /** What the gateway said of a refund, by the shop's id or the gateway's. */
  async answered(
    where: { id: number } | { refundId: string },
    answer: { state: CardRefundState; refundId?: string; failureReason: string | null; at: string },
  ): Promise<void> {
    const { at, ...values } = answer;
    let update = this.database.db.updateTable('cardRefund').set({ ...values, updatedDate: at });
    update =
      'id' in where
        ? update.where('id', '=', where.id)
        : update.where('refundId', '=', where.refundId);
    await update.execute();
  }

  /** No certain answer: tried again at `next` with the same key. */
  async retryAt(id: number, reason: string, next: string, at: string): Promise<void> {
    await this.database.db
      .updateTable('cardRefund')
      .set({ state: 'TO_SEND', failureReason: reason, nextAttemptAt: next, updatedDate: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The refunds of card payments their orders no longer owed (booked SURPLUS) that are not done
   * yet, with their order's number, total and buyer, oldest first.
   */
  async overpaymentsOpen(): Promise<
    (CardRefundRecord & {
      variableSymbol: string | null;
      totalAmount: number;
      buyer: string | null;
    })[]
  > {
    const rows = await this.database.db
      .selectFrom('cardRefund as r')
      .innerJoin('cardCheckout as c', (join) =>
        join.onRef('c.paymentId', '=', 'r.paymentId').on('c.state', '=', 'SURPLUS'),
      )
      .innerJoin('customerOrder as o', 'o.id', 'r.orderId')
      .selectAll('r')
      .select(['o.variableSymbol', 'o.totalAmount', 'o.buyerName', 'o.deliveryName'])
      .where('r.state', '!=', 'SUCCEEDED')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({
      ...recordOf(row),
      variableSymbol: row.variableSymbol ?? null,
      totalAmount: Number(row.totalAmount ?? 0),
      buyer: row.buyerName ?? row.deliveryName ?? null,
    }));
  }

  async ofOrders(orderIds: readonly number[]): Promise<Map<number, CardRefundRecord[]>> {
    const byOrder = new Map<number, CardRefundRecord[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.database.db
      .selectFrom('cardRefund')
      .selectAll()
      .where('orderId', 'in', orderIds)
      .orderBy('id')
      .execute();
    for (const row of rows.map(recordOf)) {
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    }
    return byOrder;
  }
}
