import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatEur, payoutReferenceOf, payoutTotals, slovakDay } from '@fotoobraz/domain';
import {
  errorText,
  PollingWorker,
  retryDelayMs,
  type PollingWorkerOptions,
} from '../../../jobs/polling-worker.ts';
import type { Transactor } from '../../../services/unit-of-work.ts';
import { GatewayCallError, type GatewayPayout } from '../../card-payments/index.ts';
import type {
  CardPayoutClaim,
  CardPayoutRepository,
} from '../repositories/card-payout.repository.ts';
import { BANK_IMPORT_ACTOR } from '../services/bank-statement.service.ts';

/** The card gateway's payouts as the card payments' area offers them. */
export type GatewayPayouts = NonNullable<FastifyInstance['cardPayments']['payouts']>;

/**
 * Books the card gateway's payouts the bank statements brought: asks the gateway which payout a
 * credit is (the one its remittance names, else an unbooked one of its amount in the week
 * before), what the payout carried, and books the credit against those card payments, with the
 * gateway's fees as the shop's cost. A payout whose lines do not add up to what came, or that
 * the gateway does not know, is left to the owner with the reason; a failed call is retried.
 */
export class CardPayoutWorker extends PollingWorker {
  constructor(
    private readonly payouts: CardPayoutRepository,
    private readonly transactor: Transactor<'bankStatements' | 'cardPayouts'>,
    private readonly gateway: GatewayPayouts,
    log: FastifyBaseLogger,
    options: PollingWorkerOptions,
  ) {
    super(log, 'card payouts', options, { pollMs: 60_000, leaseMs: 120_000, maxAttempts: 12 });
  }

  protected async workDue(): Promise<number> {
    let done = 0;
    while (!this.stopping) {
      const now = this.now();
      const claim = await this.payouts.claimNext(
        now.toISOString(),
        new Date(now.getTime() + this.leaseMs).toISOString(),
      );
      if (!claim) break;
      done += 1;
      try {
        await this.match(claim);
      } catch (error) {
        const reason = error instanceof GatewayCallError ? error.reason : errorText(error);
        const at = this.now();
        this.log.warn({ bankEntryId: claim.bankEntryId, reason }, 'card payout: not matched yet');
        const next =
          claim.attempts < this.maxAttempts
            ? new Date(at.getTime() + retryDelayMs(claim.attempts)).toISOString()
            : null;
        await this.payouts.notBooked(claim.id, reason, next, at.toISOString());
      }
    }
    return done;
  }

  private async match(claim: CardPayoutClaim): Promise<void> {
    const candidates = await this.gateway.like({
      amountCents: claim.amountCents,
      bookingDate: claim.bookingDate,
      reference: payoutReferenceOf(claim.remittance),
    });
    let payout: GatewayPayout | undefined;
    for (const candidate of candidates) {
      if (candidate.amountCents !== claim.amountCents || candidate.currency !== 'eur') continue;
      if (!(await this.payouts.isBooked(candidate.id))) {
        payout = candidate;
        break;
      }
    }
    if (!payout) {
      return this.leave(
        claim,
        `Stripe nepozná nezaúčtovanú výplatu ${formatEur(claim.amountCents)} pripísanú ${slovakDay(claim.bookingDate)}.`,
      );
    }
    const lines = await this.gateway.linesOf(payout.id);
    const totals = payoutTotals(lines);
    if (totals.netCents !== claim.amountCents) {
      return this.leave(
        claim,
        `Výplata Stripe ${payout.id} nesedí: jej položky dávajú ${formatEur(totals.netCents)}, na účet prišlo ${formatEur(claim.amountCents)}.`,
      );
    }
    const at = this.now().toISOString();
    const payments = lines.filter((line) => line.kind === 'PAYMENT').length;
    await this.transactor.run(async ({ bankStatements, cardPayouts }) => {
      await cardPayouts.book(claim.id, payout, lines, totals, at);
      await bankStatements.updateEntry(claim.bankEntryId, {
        state: 'PAYOUT',
        reviewReason: null,
        resolvedBy: BANK_IMPORT_ACTOR,
        resolvedDate: at,
        note:
          `Výplata Stripe ${payout.id}: platieb ${payments} za ${formatEur(totals.paymentsCents)}, ` +
          `vrátené ${formatEur(totals.refundsCents)}, poplatky Stripe ${formatEur(totals.feesCents)}.`,
      });
    });
  }

  /** The gateway answered, and the credit cannot be booked by itself: the owner decides. */
  private async leave(claim: CardPayoutClaim, reason: string): Promise<void> {
    const at = this.now().toISOString();
    await this.transactor.run(async ({ bankStatements, cardPayouts }) => {
      await cardPayouts.notBooked(claim.id, reason, null, at);
      await bankStatements.updateEntry(claim.bankEntryId, { note: reason });
    });
  }
}
