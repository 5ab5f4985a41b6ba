import type { CardPaymentToReview } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { toIso } from '../../../repositories/entity-codec.ts';
import type { CardCheckoutTable } from '../../../repositories/card-payment-tables.ts';

/**
 * ASKED (written, the gateway not yet answered), OPEN, PAID, EXPIRED, FAILED (no session, or
 * the payment failed), REVIEW (paid, but not what the order owed: the owner decides), SURPLUS
 * (paid after the order was paid already: refunded to the card).
 */
export type CheckoutState = 'ASKED' | 'OPEN' | 'PAID' | 'EXPIRED' | 'FAILED' | 'REVIEW' | 'SURPLUS';

/** The states from which a payment can still be booked. */
const UNSETTLED: CheckoutState[] = ['ASKED', 'OPEN', 'EXPIRED', 'FAILED'];

export interface CardCheckout {
  id: number;
  orderId: number;
  attempt: number;
  state: CheckoutState;
  sessionId: string | null;
  url: string | null;
  expiresAt: string | null;
  amountCents: number | null;
  currency: string | null;
  paymentId: string | null;
  note: string | null;
  createdDate: string;
  paidDate: string | null;
}

const checkoutOf = (row: Selectable<CardCheckoutTable>): CardCheckout => ({
  id: Number(row.id),
  orderId: Number(row.orderId),
  attempt: Number(row.attempt),
  state: row.state as CheckoutState,
  sessionId: row.sessionId,
  url: row.url,
  expiresAt: toIso(row.expiresAt),
  amountCents: row.amountCents === null ? null : Number(row.amountCents),
  currency: row.currency,
  paymentId: row.paymentId,
  note: row.note,
  createdDate: toIso(row.createdDate)!,
  paidDate: toIso(row.paidDate),
});

/**
 * The card payments' records: each attempt to pay an order (`card_checkout`) and the gateway's
 * events acted on (`card_event`). A payment is booked by a change that names the states it
 * leaves (`settle`), so of two webhooks, instances or a webhook and the job, one books it.
 */
export class CardPaymentRepository {
  constructor(private readonly database: Database) {}

  /** Writes the order's next attempt, before the gateway is asked; its number is in the key. */
  async ask(orderId: number, at: string): Promise<CardCheckout> {
    const { db } = this.database;
    const last = await db
      .selectFrom('cardCheckout')
      .select((eb) => eb.fn.max('attempt').as('attempt'))
      .where('orderId', '=', orderId)
      .executeTakeFirst();
    const attempt = Number(last?.attempt ?? 0) + 1;
    const row = await db
      .insertInto('cardCheckout')
      .values({ orderId, attempt, state: 'ASKED', createdDate: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return checkoutOf(row);
  }

  async opened(
    id: number,
    session: { id: string; url: string | null; expiresAt: string },
  ): Promise<void> {
    await this.database.db
      .updateTable('cardCheckout')
      .set({ state: 'OPEN', sessionId: session.id, url: session.url, expiresAt: session.expiresAt })
      .where('id', '=', id)
      .where('state', '=', 'ASKED')
      .execute();
  }

  /** The attempt ends without a payment (`state` FAILED or EXPIRED), unless it was paid. */
  async ended(id: number, state: 'FAILED' | 'EXPIRED', note: string | null): Promise<void> {
    await this.database.db
      .updateTable('cardCheckout')
      .set({ state, note, url: null })
      .where('id', '=', id)
      .where('state', 'in', ['ASKED', 'OPEN'])
      .execute();
  }

  /**
   * Books the session's payment on its attempt as PAID, SURPLUS or REVIEW (with `note`), unless one is
   * booked already; true when this call booked it. On PostgreSQL a concurrent booking of the
   * same attempt waits for the first to commit, then finds it booked.
   */
  async settle(
    id: number,
    state: 'PAID' | 'SURPLUS' | 'REVIEW',
    payment: { amountCents: number | null; currency: string | null; paymentId: string | null },
    note: string | null,
    at: string,
  ): Promise<boolean> {
    const result = await this.database.db
      .updateTable('cardCheckout')
      .set({ state, ...payment, note, url: null, paidDate: at })
      .where('id', '=', id)
      .where('state', 'in', UNSETTLED)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async bySession(sessionId: string): Promise<CardCheckout | undefined> {
    const row = await this.database.db
      .selectFrom('cardCheckout')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .executeTakeFirst();
    return row && checkoutOf(row);
  }

  /** Every attempt of the orders, the latest of each order last. */
  async ofOrders(orderIds: readonly number[]): Promise<Map<number, CardCheckout[]>> {
    const byOrder = new Map<number, CardCheckout[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.database.db
      .selectFrom('cardCheckout')
      .selectAll()
      .where('orderId', 'in', orderIds)
      .orderBy('attempt')
      .execute();
    for (const row of rows.map(checkoutOf)) {
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    }
    return byOrder;
  }

  /**
   * Whether a card payment paid the order (its attempt PAID). One that came after the order
   * was paid otherwise paid nothing: it goes back to its card.
   */
  async paidByCard(orderId: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('cardCheckout')
      .select('id')
      .where('orderId', '=', orderId)
      .where('state', '=', 'PAID')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The status of each of the orders. */
  async orderStatuses(orderIds: readonly number[]): Promise<Map<number, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('customerOrder')
      .select(['id', 'status'])
      .where('id', 'in', orderIds)
      .execute();
    return new Map(rows.map((row) => [Number(row.id), String(row.status)]));
  }

  /** Payments that wait for the owner: not what their order owed. */
  /** The order each of the gateway's payments paid, where the shop knows the payment. */
  async ordersOfPayments(paymentIds: readonly string[]): Promise<Map<string, number>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('cardCheckout')
      .select(['paymentId', 'orderId'])
      .where('paymentId', 'in', paymentIds)
      .execute();
    return new Map(rows.map((row) => [row.paymentId!, Number(row.orderId)]));
  }

  async toReview(): Promise<CardPaymentToReview[]> {
    const rows = await this.database.db
      .selectFrom('cardCheckout')
      .innerJoin('customerOrder', 'customerOrder.id', 'cardCheckout.orderId')
      .select([
        'cardCheckout.orderId',
        'customerOrder.variableSymbol',
        'cardCheckout.paymentId',
        'cardCheckout.amountCents',
        'cardCheckout.currency',
        'cardCheckout.note',
        'cardCheckout.paidDate',
      ])
      .where('cardCheckout.state', '=', 'REVIEW')
      .orderBy('cardCheckout.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      orderId: Number(row.orderId),
      variableSymbol: row.variableSymbol ?? null,
      amountCents: row.amountCents === null ? null : Number(row.amountCents),
      paidDate: toIso(row.paidDate),
    }));
  }

  /**
   * Claims up to `limit` sessions open since before `openBefore` and not asked about since
   * `checkedBefore`: each claimed by moving its check on to `at`, so another instance's job
   * skips it.
   */
  async claimOpen(
    openBefore: string,
    checkedBefore: string,
    at: string,
    limit: number,
  ): Promise<CardCheckout[]> {
    const { db } = this.database;
    const due = await db
      .selectFrom('cardCheckout')
      .selectAll()
      .where('state', '=', 'OPEN')
      .where('createdDate', '<=', openBefore)
      .where((eb) => eb.or([eb('checkedAt', 'is', null), eb('checkedAt', '<=', checkedBefore)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: CardCheckout[] = [];
    for (const row of due) {
      const moved = await db
        .updateTable('cardCheckout')
        .set({ checkedAt: at })
        .where('id', '=', row.id)
        .where((eb) =>
          row.checkedAt === null
            ? eb('checkedAt', 'is', null)
            : eb('checkedAt', '=', toIso(row.checkedAt)),
        )
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) claimed.push(checkoutOf(row));
    }
    return claimed;
  }

  /** Records a gateway event as acted on; false when it was already (a repeat). */
  async firstReceipt(eventId: string, type: string, at: string): Promise<boolean> {
    const inserted = await this.database.db
      .insertInto('cardEvent')
      .values({ eventId, type, receivedDate: at })
      .onConflict((oc) => oc.column('eventId').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async known(eventId: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('cardEvent')
      .select('id')
      .where('eventId', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The last webhook the shop acted on, for health. */
  async lastEventAt(): Promise<string | null> {
    const row = await this.database.db
      .selectFrom('cardEvent')
      .select((eb) => eb.fn.max('receivedDate').as('at'))
      .executeTakeFirst();
    return toIso(row?.at ?? null);
  }
}
