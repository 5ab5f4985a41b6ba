import type { PayoutLine } from '@fotoobraz/domain';

/** One line of what the customer pays on the gateway's page, VAT included. */
export interface CheckoutLine {
  name: string;
  amountCents: number;
}

/** What the shop asks the gateway's hosted payment page for: one order's amount due. */
export interface CheckoutRequest {
  /** The order's number (its variable symbol): the gateway's reference of the payment. */
  orderNumber: string;
  email: string;
  /** In euros; they add up to what the order still owes. */
  lines: readonly CheckoutLine[];
  /** Where the customer comes back to after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** A retried request with the same key makes no second session. */
  idempotencyKey: string;
}

/** A payment session as the gateway knows it. */
export interface CheckoutSession {
  id: string;
  /** The hosted page the customer pays on; null once the session is over. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** Whether the money is there ('paid'), or not yet ('unpaid': a bank transfer may follow). */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number | null;
  /** ISO 4217, lower case as Stripe writes it ('eur'). */
  currency: string | null;
  /** The payment a refund names; null until the customer pays. */
  paymentId: string | null;
  orderNumber: string | null;
  /** When the session can no longer be paid (ISO). */
  expiresAt: string;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  /** The credit note's number: the same refund asked again is made once. */
  idempotencyKey: string;
}

/** A refund as the gateway reports it; `failureReason` only when it failed. */
export interface CardRefund {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  failureReason: string | null;
}

/** What the shop knows of a payout from its bank: the amount that came, the day, the reference. */
export interface PayoutQuery {
  amountCents: number;
  /** The bank's booking day, 'YYYY-MM-DD'. */
  bookingDate: string;
  /** The payout's id, where the bank kept it. */
  reference: string | null;
}

/** A payout the gateway made to the shop's bank account. */
export interface GatewayPayout {
  id: string;
  amountCents: number;
  /** ISO 4217, lower case ('eur'). */
  currency: string;
  /** The day the gateway expected it in the bank, 'YYYY-MM-DD' (UTC). */
  arrivalDate: string;
}

/** An event the gateway notified the shop of, verified as its own. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The object the event is about (a session, a charge, a refund), as the gateway sent it. */
  object: Record<string, unknown>;
}

/**
 * A failed call. `sent: false` when the gateway surely did not act on it (refused before it
 * reached it, or answered that it did nothing: a bad request, a refused card); `sent: true`
 * when it may have (a timeout, a lost answer, a server error): repeat it with its idempotency
 * key only. `reason` is the gateway's own, safe to show the owner (never card data).
 */
export class GatewayCallError extends Error {
  constructor(
    readonly reason: string,
    readonly sent: boolean,
  ) {
    super(reason);
  }
}

/** A webhook whose signature does not prove it came from the gateway, or came too late. */
export class WebhookRefused extends Error {}

/**
 * The port of the card gateway: a hosted payment page per order, what became of it, refunds
 * back to the card, its payouts to the bank, and the gateway's signed notifications. Stripe Checkout is one file
 * implementing it (stripe.card-gateway.ts); another gateway is another file beside it.
 */
export interface CardGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  checkout(sessionId: string): Promise<CheckoutSession>;
  refund(request: RefundRequest): Promise<CardRefund>;
  /** The paid payouts that may be this bank credit: the one it names, or those of its amount. */
  payoutsLike(query: PayoutQuery): Promise<GatewayPayout[]>;
  /** What a payout carries: each payment, refund and fee, and the gateway's fee on each. */
  payoutLines(payoutId: string): Promise<PayoutLine[]>;
  /** The event of a webhook's raw body; WebhookRefused unless its signature is good and fresh. */
  verifiedEvent(rawBody: string, signature: string | undefined): GatewayEvent;
}
