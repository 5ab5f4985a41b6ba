import type { BankTransaction } from './bank-entry.ts';

/**
 * Stripe pays out what its card payments took, net of its fees, in one transfer for many
 * payments and with no variable symbol. Its bank shows Stripe's payout statement descriptor,
 * 'STRIPE' unless the shop set its own (docs.stripe.com/payouts/statement-descriptors), as the
 * payer's name or in the remittance, sometimes with the payout's id (`po_…`).
 */
const GATEWAY_NAME = /\bstripe\b/i;
const PAYOUT_ID = /\bpo_\w{8,}/;

/**
 * Whether a credit is the card gateway's payout: money in, with Stripe's name on it.
 * @example isGatewayPayout({ creditDebit: 'CRDT', counterpartyName: 'Stripe Technology Europe Ltd', remittance: 'STRIPE' }) // -> true
 */
export const isGatewayPayout = (
  tx: Pick<BankTransaction, 'creditDebit' | 'counterpartyName' | 'remittance'>,
): boolean =>
  tx.creditDebit === 'CRDT' &&
  [tx.counterpartyName, tx.remittance].some((text) => text !== null && GATEWAY_NAME.test(text));

/**
 * The payout's id where the bank kept it in the remittance; else null, and the payout is found
 * by its amount and day.
 * @example payoutReferenceOf('STRIPE po_1QabcDEF23456789') // -> 'po_1QabcDEF23456789'
 */
export const payoutReferenceOf = (remittance: string | null): string | null =>
  remittance?.match(PAYOUT_ID)?.[0] ?? null;

/** What one balance movement of a payout was: a payment, a refund, a fee of its own, or else. */
export type PayoutLineKind = 'PAYMENT' | 'REFUND' | 'FEE' | 'OTHER';

/** One movement a payout carries, as the gateway reports it, in cents (a refund negative). */
export interface PayoutLine {
  kind: PayoutLineKind;
  /** The card payment it belongs to (Stripe's payment intent); null for a fee of its own. */
  paymentId: string | null;
  amountCents: number;
  /** The gateway's fee on it: the shop's cost. */
  feeCents: number;
}

/** A payout's movements added up: what came in, went back, and what the gateway kept. */
export interface PayoutTotals {
  paymentsCents: number;
  refundsCents: number;
  feesCents: number;
  otherCents: number;
  /** What reached the bank: payments, less refunds, fees and the rest. */
  netCents: number;
}

/**
 * The totals of a payout's movements. A fee the gateway charged on its own (a `stripe_fee`
 * line) counts as a fee, whatever its sign says.
 * @example payoutTotals([{ kind: 'PAYMENT', paymentId: 'pi_1', amountCents: 4990, feeCents: 95 }])
 *   // -> { paymentsCents: 4990, refundsCents: 0, feesCents: 95, otherCents: 0, netCents: 4895 }
 */
export const payoutTotals = (lines: readonly PayoutLine[]): PayoutTotals => {
  const sum = (kind: PayoutLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amountCents, 0);
  const feesCents = lines.reduce((total, l) => total + l.feeCents, 0) - sum('FEE');
  const paymentsCents = sum('PAYMENT');
  // 0 - x, not -x: no payout has refunds of −0 €.
  const refundsCents = 0 - sum('REFUND');
  const otherCents = sum('OTHER');
  return {
    paymentsCents,
    refundsCents,
    feesCents,
    otherCents,
    netCents: paymentsCents - refundsCents - feesCents + otherCents,
  };
};
