/** What an order's refund is weighed from, in cents (all positive). */
export interface RefundFacts {
  /** The credits counted as the order's payments (matched or assigned). */
  paidCents: number;
  totalCents: number;
  /** What the order's credit notes took back (their totals, as positive amounts). */
  creditedCents: number;
  /** The debits already paid back against the order's credit notes. */
  refundedCents: number;
}

/**
 * What the shop owes an order's customer: what they paid, less what the order still costs once
 * its credit notes are taken off, less what was already paid back; never below nothing, so an
 * order that was never paid owes nothing however much is credited.
 * @example refundDueCents({ paidCents: 8180, totalCents: 8180, creditedCents: 3890, refundedCents: 0 }) // -> 3890
 * @example refundDueCents({ paidCents: 0, totalCents: 8180, creditedCents: 0, refundedCents: 0 }) // -> 0 (cancelled unpaid)
 */
export const refundDueCents = (facts: RefundFacts): number =>
  Math.max(0, facts.paidCents - (facts.totalCents - facts.creditedCents) - facts.refundedCents);

/** What the card payments that paid an order weigh in its refund, in cents. */
export interface CardSettled {
  paidCents: number;
  /** What went or goes back to the card of them. */
  refundedCents: number;
}

/**
 * What the shop owes back by transfer (the SEPA file): what it owes the order's customer,
 * counting the card payments that paid the order and their refunds too, but never more than
 * came by transfer and was not paid back: a card's money goes back to the card only.
 * @example transferRefundDueCents({ paidCents: 1290, totalCents: 1290, creditedCents: 0, refundedCents: 0 }, { paidCents: 1290, refundedCents: 0 }) // -> 1290 (paid by card, then by transfer)
 * @example transferRefundDueCents({ paidCents: 0, totalCents: 1290, creditedCents: 1290, refundedCents: 0 }, { paidCents: 1290, refundedCents: 0 }) // -> 0 (by card only)
 */
export const transferRefundDueCents = (facts: RefundFacts, card: CardSettled): number =>
  Math.min(
    refundDueCents({
      ...facts,
      paidCents: facts.paidCents + card.paidCents,
      refundedCents: facts.refundedCents + card.refundedCents,
    }),
    Math.max(0, facts.paidCents - facts.refundedCents),
  );
