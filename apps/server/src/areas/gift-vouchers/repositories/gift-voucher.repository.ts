import {
  centsToEuros,
  formatVoucherCode,
  maskVoucherCode,
  type OrderedVoucher,
  VOUCHER_STATE_LABELS,
  isVoucherTaxTreatment,
  NO_VOUCHERS,
  type OrderVouchers,
  soldVoucherTitle,
  voucherDeductions,
  voucherStateOn,
  type VoucherState,
  type VoucherTaxTreatment,
} from '@fotoobraz/domain';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { toIso } from '../../../repositories/entity-codec.ts';
import type { GiftVoucherTable } from '../../../repositories/money-tables.ts';

/** A voucher as stored, with its balance (its value plus its entries) and its uses. */
export interface GiftVoucherRecord {
  id: number;
  /** Normalised; null until its order is paid. */
  code: string | null;
  valueCents: number;
  balanceCents: number;
  treatment: VoucherTaxTreatment;
  orderId: number | null;
  orderNumber: string | null;
  buyerEmail: string | null;
  buyerName: string | null;
  recipientName: string;
  message: string | null;
  sendTo: string | null;
  sendOn: string | null;
  validUntil: string | null;
  issuedAt: string | null;
  sentAt: string | null;
  mailAttempts: number;
  blocked: boolean;
  withdrawnAt: string | null;
  cancelledAt: string | null;
  reason: string | null;
  issuedBy: string | null;
  createdDate: string;
  /** Orders it paid part of. */
  uses: number;
}

/** A voucher to store: ordered with an order, or given by the owner. */
export type NewGiftVoucher = Pick<
  GiftVoucherRecord,
  | 'valueCents'
  | 'treatment'
  | 'orderId'
  | 'buyerEmail'
  | 'buyerName'
  | 'recipientName'
  | 'message'
  | 'sendTo'
  | 'sendOn'
  | 'reason'
  | 'issuedBy'
> & { code?: string; validUntil?: string; issuedAt?: string };

/** An order's vouchers as its JSON shows them. */
export interface OrderVoucherViews {
  bought: GiftVoucherRecord[];
  spent: VoucherSpent[];
  vouchers: OrderVouchers;
}

/** The vouchers an order sells and those spent on it, as its amounts take them; none: undefined. */
const orderVouchersOf = (
  sold: readonly Pick<GiftVoucherRecord, 'id' | 'valueCents'>[],
  spent: readonly VoucherSpent[],
): OrderVouchers | undefined =>
  sold.length === 0 && spent.length === 0
    ? undefined
    : {
        sold: sold.map((v) => ({
          voucherId: v.id,
          title: soldVoucherTitle(v.valueCents),
          amountCents: v.valueCents,
        })),
        spent: voucherDeductions(spent),
      };

/** One movement of a voucher's balance. */
export interface GiftVoucherEntryRecord {
  kind: 'SPEND' | 'RETURN';
  /** Signed: a spend is negative. */
  amountCents: number;
  orderId: number | null;
  orderNumber: string | null;
  createdDate: string;
  note: string | null;
}

/** A movement of a balance with its voucher's code and treatment, for the accountant. */
export interface GiftVoucherMovementRecord extends Pick<
  GiftVoucherEntryRecord,
  'kind' | 'amountCents' | 'orderNumber' | 'createdDate'
> {
  code: string;
  treatment: VoucherTaxTreatment;
}

/** What a voucher spent on an order paid, for the order's amounts and its JSON. */
export interface VoucherSpent {
  voucherId: number;
  code: string;
  treatment: VoucherTaxTreatment;
  amountCents: number;
}

const bool = (v: unknown) => v === true || v === 1 || v === '1';

/** The gift vouchers (`gift_voucher`) and the ledger of their balances (`gift_voucher_entry`). */
export class GiftVoucherRepository {
  constructor(private readonly database: Database) {}

  /** SQLite keeps booleans as 0 and 1. */
  private bool(v: boolean): boolean | number {
    return this.database.dialect === 'sqlite' ? Number(v) : v;
  }

  private selectVouchers() {
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

  async insert(voucher: NewGiftVoucher, at: string): Promise<number> {
    const row = await this.database.db
      .insertInto('giftVoucher')
      .values({
        ...voucher,
        code: voucher.code ?? null,
        validUntil: voucher.validUntil ?? null,
        issuedAt: voucher.issuedAt ?? null,
        mailAttempts: 0,
        blocked: this.bool(false),
        createdDate: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async byId(id: number): Promise<GiftVoucherRecord | undefined> {
    const row = await this.selectVouchers().where('v.id', '=', id).executeTakeFirst();
    return row && record(row);
  }

  /**
   * The vouchers of these normalised codes. `lock` (in a placement's transaction) holds their
   * rows until it commits on PostgreSQL, so two orders cannot spend the same balance; SQLite
   * runs one writing transaction at a time.
   */
  async byCodes(codes: readonly string[], lock = false): Promise<GiftVoucherRecord[]> {
    if (codes.length === 0) return [];
    if (lock && this.database.dialect === 'postgres') {
      await this.database.db
        .selectFrom('giftVoucher')
        .select('id')
        .where('code', 'in', [...codes])
        .forUpdate()
        .execute();
    }
    const rows = await this.selectVouchers()
      .where('v.code', 'in', [...codes])
      .execute();
    return rows.map(record);
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
    const [bought, spent] = await Promise.all([
      this.boughtByOrders(orderIds),
      this.spentOn(orderIds),
    ]);
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

  /** Gives a voucher its code and validity; false when it has one already (issued before). */
  async issue(id: number, code: string, validUntil: string, at: string): Promise<boolean> {
    const result = await this.database.db
      .updateTable('giftVoucher')
      .set({ code, validUntil, issuedAt: at })
      .where('id', '=', id)
      .where('code', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async change(
    id: number,
    values: { blocked?: boolean; validUntil?: string; reason?: string | null },
  ): Promise<void> {
    const { blocked, ...rest } = values;
    await this.database.db
      .updateTable('giftVoucher')
      .set({ ...rest, ...(blocked === undefined ? {} : { blocked: this.bool(blocked) }) })
      .where('id', '=', id)
      .execute();
  }

  /** The voucher is cancelled with the order that bought it: it can no longer be spent. */
  async cancel(id: number, at: string): Promise<void> {
    await this.database.db
      .updateTable('giftVoucher')
      .set({ cancelledAt: at })
      .where('id', '=', id)
      .where('cancelledAt', 'is', null)
      .execute();
  }

  async withdraw(id: number, at: string): Promise<void> {
    await this.database.db
      .updateTable('giftVoucher')
      .set({ withdrawnAt: at })
      .where('id', '=', id)
      .execute();
  }

  /** Issued vouchers whose mail is due on `today` and has not left, oldest first. */
  async mailDue(today: string, limit: number): Promise<GiftVoucherRecord[]> {
    const rows = await this.selectVouchers()
      .where('v.code', 'is not', null)
      .where('v.sentAt', 'is', null)
      .where('v.blocked', '=', this.bool(false))
      .where('v.withdrawnAt', 'is', null)
      .where('v.cancelledAt', 'is', null)
      .where((eb) => eb.or([eb('v.sendOn', 'is', null), eb('v.sendOn', '<=', today)]))
      .where((eb) => eb.or([eb('v.sendTo', 'is not', null), eb('v.buyerEmail', 'is not', null)]))
      .orderBy('v.id')
      .limit(limit)
      .execute();
    return rows.map(record);
  }

  /** Records that the voucher's mail was queued; false when another worker did first. */
  async markSent(id: number, at: string): Promise<boolean> {
    const result = await this.database.db
      .updateTable('giftVoucher')
      .set({ sentAt: at })
      .where('id', '=', id)
      .where('sentAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async mailFailed(id: number, attempts: number): Promise<void> {
    await this.database.db
      .updateTable('giftVoucher')
      .set({ mailAttempts: attempts })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A page of vouchers, newest first; `filter` finds a code by any part of it (typed with or
   * without hyphens) and an e-mail of its buyer or recipient.
   */
  async list(
    filter: string | undefined,
    page: number,
    size: number,
  ): Promise<{ rows: GiftVoucherRecord[]; total: number }> {
    const text = filter?.trim().toLowerCase();
    const code = text?.toUpperCase().replace(/[\s-]+/g, '');
    const matching = <Q extends ReturnType<GiftVoucherRepository['selectVouchers']>>(query: Q) =>
      text
        ? query.where((eb) =>
            eb.or([
              ...(code ? [eb('v.code', 'like', `%${code}%`)] : []),
              eb(sql`lower(v.buyer_email)`, 'like', `%${text}%`),
              eb(sql`lower(v.send_to)`, 'like', `%${text}%`),
              eb(sql`lower(v.recipient_name)`, 'like', `%${text}%`),
            ]),
          )
        : query;
    const rows = await matching(this.selectVouchers())
      .orderBy('v.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute();
    const count = await matching(this.selectVouchers())
      .clearSelect()
      .select(sql<string | number>`count(*)`.as('n'))
      .executeTakeFirst();
    return { rows: rows.map(record), total: Number(count?.n ?? 0) };
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

const treatmentOf = (value: string): VoucherTaxTreatment =>
  isVoucherTaxTreatment(value) ? value : 'JEDNOUCELOVA';

type Row = Selectable<GiftVoucherTable> & {
  orderNumber: string | null;
  entriesCents: string | number | null;
  uses: string | number | null;
};

const record = (row: Row): GiftVoucherRecord => ({
  id: Number(row.id),
  code: row.code,
  valueCents: Number(row.valueCents),
  balanceCents: Number(row.valueCents) + Number(row.entriesCents ?? 0),
  treatment: treatmentOf(row.treatment),
  orderId: row.orderId === null ? null : Number(row.orderId),
  orderNumber: row.orderNumber,
  buyerEmail: row.buyerEmail,
  buyerName: row.buyerName,
  recipientName: row.recipientName,
  message: row.message,
  sendTo: row.sendTo,
  sendOn: row.sendOn,
  validUntil: row.validUntil,
  issuedAt: toIso(row.issuedAt),
  sentAt: toIso(row.sentAt),
  mailAttempts: Number(row.mailAttempts),
  blocked: bool(row.blocked),
  withdrawnAt: toIso(row.withdrawnAt),
  cancelledAt: toIso(row.cancelledAt),
  reason: row.reason,
  issuedBy: row.issuedBy,
  createdDate: toIso(row.createdDate) ?? '',
  uses: Number(row.uses ?? 0),
});

/** A stored voucher's state on `today`. */
export const stateOf = (voucher: GiftVoucherRecord, today: string): VoucherState =>
  voucherStateOn(
    {
      code: voucher.code,
      balanceCents: voucher.balanceCents,
      validUntil: voucher.validUntil,
      blocked: voucher.blocked,
      withdrawn: voucher.withdrawnAt !== null,
      cancelled: voucher.cancelledAt !== null,
    },
    today,
  );

/** A voucher as its order shows it to the buyer (the code masked: the PDF carries it). */
export const orderedVoucherView = (voucher: GiftVoucherRecord, today: string): OrderedVoucher => {
  const state = stateOf(voucher, today);
  return {
    id: voucher.id,
    value: centsToEuros(voucher.valueCents),
    recipientName: voucher.recipientName,
    message: voucher.message,
    sendTo: voucher.sendTo,
    sendOn: voucher.sendOn,
    sentAt: voucher.sentAt,
    code: voucher.code && maskVoucherCode(voucher.code),
    validUntil: voucher.validUntil,
    state,
    stateLabel: VOUCHER_STATE_LABELS[state],
  };
};

/** The code as printed, or null before it is issued. */
export const printedCode = (voucher: Pick<GiftVoucherRecord, 'code'>): string | null =>
  voucher.code && formatVoucherCode(voucher.code);
