import { sql } from 'kysely';
import { GiftVoucherLedger } from './gift-voucher-ledger.ts';
import { record, type GiftVoucherRecord, type NewGiftVoucher } from './gift-voucher-record.ts';

export * from './gift-voucher-record.ts';
export { GiftVoucherLedger } from './gift-voucher-ledger.ts';

/** The gift vouchers (`gift_voucher`) and the ledger of their balances (`gift_voucher_entry`). */
export class GiftVoucherRepository extends GiftVoucherLedger {
  /** SQLite keeps booleans as 0 and 1. */
  private bool(v: boolean): boolean | number {
    return this.database.dialect === 'sqlite' ? Number(v) : v;
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
}
