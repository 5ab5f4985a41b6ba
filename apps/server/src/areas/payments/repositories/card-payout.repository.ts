import type { PayoutLine, PayoutLineOfMonth, PayoutTotals } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import type { CardPayoutTable } from '../../../repositories/money-tables.ts';

/**
 * TO_MATCH (queued, or retried after the gateway failed), MATCHING (a worker has it), BOOKED
 * (the gateway named the payout and what it carried), UNKNOWN (the gateway knows no such
 * payout: the owner decides).
 */
export type CardPayoutState = 'TO_MATCH' | 'MATCHING' | 'BOOKED' | 'UNKNOWN';

/** A bank credit recognised as the gateway's payout, as the worker takes it. */
export interface CardPayoutClaim {
  id: number;
  bankEntryId: number;
  amountCents: number;
  bookingDate: string;
  remittance: string | null;
  attempts: number;
}

/** The card gateway's payouts the bank statements brought (`card_payout`) and their lines. */
export class CardPayoutRepository {
  constructor(private readonly database: Database) {}

  /** Queues the credit to be asked about; one queued already is left as it is. */
  async queue(bankEntryId: number, at: string): Promise<void> {
    await this.database.db
      .insertInto('cardPayout')
      .values({
        bankEntryId,
        state: 'TO_MATCH',
        attempts: 0,
        nextAttemptAt: at,
        createdDate: at,
        updatedDate: at,
      })
      .onConflict((oc) => oc.column('bankEntryId').doNothing())
      .execute();
  }

  /**
   * The next payout due, claimed for this worker until `leaseUntil` (its attempt counted), or
   * none. A claim whose lease ran out (its worker stopped midway) is due again.
   */
  async claimNext(at: string, leaseUntil: string): Promise<CardPayoutClaim | undefined> {
    const { db } = this.database;
    const due = await db
      .selectFrom('cardPayout as p')
      .innerJoin('bankEntry as e', 'e.id', 'p.bankEntryId')
      .select(['p.id', 'p.bankEntryId', 'p.attempts', 'e.amountCents', 'e.bookingDate'])
      .select('e.remittance')
      .where('p.state', 'in', ['TO_MATCH', 'MATCHING'])
      .where('p.nextAttemptAt', '<=', at)
      .orderBy('p.id')
      .executeTakeFirst();
    if (!due) return undefined;
    const claimed = await db
      .updateTable('cardPayout')
      .set({
        state: 'MATCHING',
        attempts: Number(due.attempts) + 1,
        nextAttemptAt: leaseUntil,
        updatedDate: at,
      })
      .where('id', '=', due.id)
      .where('attempts', '=', due.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return this.claimNext(at, leaseUntil);
    return {
      id: Number(due.id),
      bankEntryId: Number(due.bankEntryId),
      amountCents: Number(due.amountCents),
      bookingDate: due.bookingDate,
      remittance: due.remittance,
      attempts: Number(due.attempts) + 1,
    };
  }

  /** Whether a payout of the gateway is booked already, against another credit. */
  async isBooked(payoutId: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('cardPayout')
      .select('id')
      .where('payoutId', '=', payoutId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Books the payout: its lines, and their totals on it. */
  async book(
    id: number,
    payout: { id: string; arrivalDate: string },
    lines: readonly (PayoutLine & { orderId: number | null })[],
    totals: PayoutTotals,
    at: string,
  ): Promise<void> {
    const { db } = this.database;
    if (lines.length > 0) {
      await db
        .insertInto('cardPayoutLine')
        .values(lines.map((line) => ({ cardPayoutId: id, ...line })))
        .execute();
    }
    await db
      .updateTable('cardPayout')
      .set({
        state: 'BOOKED',
        payoutId: payout.id,
        arrivalDate: payout.arrivalDate,
        paymentsCents: totals.paymentsCents,
        refundsCents: totals.refundsCents,
        feesCents: totals.feesCents,
        otherCents: totals.otherCents,
        reason: null,
        updatedDate: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Not booked: retried at `next`, or (`next` null) left to the owner with its reason. */
  async notBooked(id: number, reason: string, next: string | null, at: string): Promise<void> {
    await this.database.db
      .updateTable('cardPayout')
      .set({
        state: next ? 'TO_MATCH' : 'UNKNOWN',
        reason,
        ...(next ? { nextAttemptAt: next } : {}),
        updatedDate: at,
      })
      .where('id', '=', id)
      .execute();
  }

  async byEntry(bankEntryId: number): Promise<Selectable<CardPayoutTable> | undefined> {
    return this.database.db
      .selectFrom('cardPayout')
      .selectAll()
      .where('bankEntryId', '=', bankEntryId)
      .executeTakeFirst();
  }

  /**
   * The lines of the payouts that reached the account in the days `firstDay`..`lastDay`, by day,
   * payout and line.
   */
  async linesBooked(firstDay: string, lastDay: string): Promise<PayoutLineOfMonth[]> {
    const rows = await this.database.db
      .selectFrom('cardPayoutLine as l')
      .innerJoin('cardPayout as p', 'p.id', 'l.cardPayoutId')
      .innerJoin('bankEntry as e', 'e.id', 'p.bankEntryId')
      .leftJoin('customerOrder as o', 'o.id', 'l.orderId')
      .select(['l.kind', 'l.paymentId', 'l.amountCents', 'l.feeCents', 'p.payoutId'])
      .select(['e.bookingDate', 'o.variableSymbol'])
      .where('p.state', '=', 'BOOKED')
      .where('e.bookingDate', '>=', firstDay)
      .where('e.bookingDate', '<=', lastDay)
      .orderBy('e.bookingDate')
      .orderBy('p.id')
      .orderBy('l.id')
      .execute();
    return rows.map((row) => ({
      kind: row.kind as PayoutLine['kind'],
      paymentId: row.paymentId,
      amountCents: Number(row.amountCents),
      feeCents: Number(row.feeCents),
      payoutId: row.payoutId!,
      bookingDate: row.bookingDate,
      orderNumber: row.variableSymbol ?? null,
    }));
  }
}
