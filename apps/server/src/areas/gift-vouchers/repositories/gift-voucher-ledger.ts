import { NO_VOUCHERS, type OrderVouchers } from '@fotoobraz/domain';
import { sql } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { toIso } from '../../../repositories/entity-codec.ts';
import {
  orderVouchersOf,
  record,
  treatmentOf,
  type GiftVoucherEntryRecord,
  type GiftVoucherMovementRecord,
  type GiftVoucherRecord,
  type OrderVoucherViews,
  type VoucherSpent,
} from './gift-voucher-record.ts';

/**
 * What the vouchers' ledger (`gift_voucher_entry`) and the orders read of them: the vouchers an
 * order buys, what vouchers paid of it and what is still out, the amounts an order's documents
 * and answer take, a voucher's movements, a month's for the accountant. The voucher rows'
 * own writes are GiftVoucherRepository's, which builds on it.
 */
export class GiftVoucherLedger {
  constructor(protected readonly database: Database) {}

  /** Every voucher with its order's number, its balance and its uses. */
  protected selectVouchers() {
    const { db } = this.database;
    return db
      .selectFrom('giftVoucher as v')
      .leftJoin('customerOrder as o', 'o.id', 'v.orderId')
      .selectAll('v')
      .select(['o.variableSymbol as orderNumber'])
      .select((eb) => [
        eb
          .selectFrom('giftVoucherEntry as e')
          .whereRef('e.giftVoucherId', '=', 'v.id')
          .select(sql<string | number>`coalesce(sum(e.amount_cents), 0)`.as('s'))
          .as('entriesCents'),
        eb
          .selectFrom('giftVoucherEntry as e')
          .whereRef('e.giftVoucherId', '=', 'v.id')
          .where('e.kind', '=', 'SPEND')
          .select(sql<string | number>`count(distinct e.order_id)`.as('n'))
          .as('uses'),
      ]);
  }

  /** The vouchers an order buys, in the order they were ordered. */
  async boughtBy(orderId: number): Promise<GiftVoucherRecord[]> {
    return (await this.boughtByOrders([orderId])).get(orderId) ?? [];
  }

  async boughtByOrders(orderIds: readonly number[]): Promise<Map<number, GiftVoucherRecord[]>> {
    const bought = new Map<number, GiftVoucherRecord[]>();
    if (orderIds.length === 0) return bought;
    const rows = await this.selectVouchers()
      .where('v.orderId', 'in', [...orderIds])
      .orderBy('v.id')
      .execute();
    for (const row of rows.map(record)) {
      bought.set(row.orderId!, [...(bought.get(row.orderId!) ?? []), row]);
    }
    return bought;
  }

  /** What vouchers paid of these orders, each order's spends in the order they were made. */
  async spentOn(orderIds: readonly number[]): Promise<Map<number, VoucherSpent[]>> {
    const spent = new Map<number, VoucherSpent[]>();
    if (orderIds.length === 0) return spent;
    const rows = await this.database.db
      .selectFrom('giftVoucherEntry as e')
      .innerJoin('giftVoucher as v', 'v.id', 'e.giftVoucherId')
      .select(['e.orderId', 'e.giftVoucherId', 'e.amountCents', 'v.code', 'v.treatment'])
      .where('e.kind', '=', 'SPEND')
      .where('e.orderId', 'in', [...orderIds])
      .orderBy('e.id')
      .execute();
    for (const row of rows) {
      const list = spent.get(Number(row.orderId)) ?? [];
      list.push({
        voucherId: Number(row.giftVoucherId),
        code: row.code ?? '',
        treatment: treatmentOf(row.treatment),
        amountCents: -Number(row.amountCents),
      });
      spent.set(Number(row.orderId), list);
    }
    return spent;
  }

  /** What is left to put back onto each voucher spent on the order: its spends less returns. */
  async unreturnedOn(orderId: number): Promise<Map<number, number>> {
    const rows = await this.database.db
      .selectFrom('giftVoucherEntry')
      .select(['giftVoucherId', sql<string | number>`sum(amount_cents)`.as('net')])
      .where('orderId', '=', orderId)
      .groupBy('giftVoucherId')
      .execute();
    return new Map(
      rows.filter((r) => Number(r.net) < 0).map((r) => [Number(r.giftVoucherId), -Number(r.net)]),
    );
  }

  /** The order's vouchers as its amounts take them: those it sells, and those spent on it. */
  async orderVouchers(orderId: number): Promise<OrderVouchers> {
    return (await this.ordersVouchers([orderId])).get(orderId) ?? NO_VOUCHERS;
  }

  /** The orders' vouchers as their amounts take them, in one statement. */
  async ordersVouchers(orderIds: readonly number[]): Promise<Map<number, OrderVouchers>> {
    const result = new Map<number, OrderVouchers>();
    if (orderIds.length === 0) return result;
    const { db } = this.database;
    const rows = await db
      .selectFrom('giftVoucher as v')
      .select([
        sql<string>`'SOLD'`.as('kind'),
        'v.orderId',
        'v.id as voucherId',
        'v.valueCents as amountCents',
        'v.code',
        'v.treatment',
        'v.id as position',
      ])
      .where('v.orderId', 'in', [...orderIds])
      .unionAll(
        db
          .selectFrom('giftVoucherEntry as e')
          .innerJoin('giftVoucher as v', 'v.id', 'e.giftVoucherId')
          .select([
            sql<string>`'SPENT'`.as('kind'),
            'e.orderId',
            'e.giftVoucherId as voucherId',
            sql<string | number>`-e.amount_cents`.as('amountCents'),
            'v.code',
            'v.treatment',
            'e.id as position',
          ])
          .where('e.kind', '=', 'SPEND')
          .where('e.orderId', 'in', [...orderIds]),
      )
      .orderBy('position')
      .execute();
    for (const id of orderIds) {
      const own = rows.filter((r) => Number(r.orderId) === id);
      const vouchers = orderVouchersOf(
        own
          .filter((r) => r.kind === 'SOLD')
          .map((r) => ({ id: Number(r.voucherId), valueCents: Number(r.amountCents) })),
        own
          .filter((r) => r.kind === 'SPENT')
          .map((r) => ({
            voucherId: Number(r.voucherId),
            code: r.code ?? '',
            treatment: treatmentOf(r.treatment),
            amountCents: Number(r.amountCents),
          })),
      );
      if (vouchers) result.set(id, vouchers);
    }
    return result;
  }

  /**
   * What an order's JSON shows of its vouchers, for a page of orders in two statements: those
   * each buys, whole, and those spent on it, with the amounts both make.
   */
  async orderViews(orderIds: readonly number[]): Promise<Map<number, OrderVoucherViews>> {
    const views = new Map<number, OrderVoucherViews>();
    const bought = await this.boughtByOrders(orderIds);
    const spent = await this.spentOn(orderIds);
    for (const id of orderIds) {
      const own = bought.get(id) ?? [];
      const spends = spent.get(id) ?? [];
      views.set(id, {
        bought: own,
        spent: spends,
        vouchers: orderVouchersOf(own, spends) ?? NO_VOUCHERS,
      });
    }
    return views;
  }

  async entriesOf(voucherId: number): Promise<GiftVoucherEntryRecord[]> {
    const rows = await this.database.db
      .selectFrom('giftVoucherEntry as e')
      .leftJoin('customerOrder as o', 'o.id', 'e.orderId')
      .select(['e.kind', 'e.amountCents', 'e.orderId', 'e.createdDate', 'e.note'])
      .select('o.variableSymbol as orderNumber')
      .where('e.giftVoucherId', '=', voucherId)
      .orderBy('e.id')
      .execute();
    return rows.map((row) => ({
      kind: row.kind === 'RETURN' ? 'RETURN' : 'SPEND',
      amountCents: Number(row.amountCents),
      orderId: row.orderId === null ? null : Number(row.orderId),
      orderNumber: row.orderNumber ?? null,
      createdDate: toIso(row.createdDate) ?? '',
      note: row.note,
    }));
  }

  async addEntry(entry: {
    giftVoucherId: number;
    orderId: number | null;
    kind: 'SPEND' | 'RETURN';
    amountCents: number;
    note: string | null;
    at: string;
  }): Promise<void> {
    const { at, ...values } = entry;
    await this.database.db
      .insertInto('giftVoucherEntry')
      .values({ ...values, createdDate: at })
      .execute();
  }

  /**
   * The vouchers issued from `from` (included) until `until` (excluded), a sold one when its
   * order was paid, and the uses and returns of balances in that time, each in the order made.
   * @example await giftVouchers.ofMonth(period.from, period.until)
   */
  async ofMonth(
    from: Date,
    until: Date,
  ): Promise<{ issued: GiftVoucherRecord[]; entries: GiftVoucherMovementRecord[] }> {
    const { db } = this.database;
    const sold = await this.selectVouchers()
      .where('v.issuedAt', '>=', from.toISOString())
      .where('v.issuedAt', '<', until.toISOString())
      .orderBy('v.id')
      .execute();
    const entries = await db
      .selectFrom('giftVoucherEntry as e')
      .innerJoin('giftVoucher as v', 'v.id', 'e.giftVoucherId')
      .leftJoin('customerOrder as o', 'o.id', 'e.orderId')
      .select(['e.kind', 'e.amountCents', 'e.createdDate', 'v.code', 'v.treatment'])
      .select('o.variableSymbol as orderNumber')
      .where('e.createdDate', '>=', from.toISOString())
      .where('e.createdDate', '<', until.toISOString())
      .orderBy('e.id')
      .execute();
    return {
      issued: sold.map(record),
      entries: entries.map((e) => ({
        kind: e.kind === 'RETURN' ? 'RETURN' : 'SPEND',
        amountCents: Number(e.amountCents),
        createdDate: toIso(e.createdDate) ?? '',
        code: e.code ?? '',
        treatment: treatmentOf(e.treatment),
        orderNumber: e.orderNumber ?? null,
      })),
    };
  }
}
