import Stripe from 'stripe';
import type { PayoutLine, PayoutLineKind } from '@fotoobraz/domain';
import {
  GatewayCallError,
  WebhookRefused,
  type CardGateway,
  type CardRefund,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayEvent,
  type GatewayPayout,
  type PayoutQuery,
  type RefundRequest,
} from './card-gateway.ts';

/** Stripe's answers by which it did nothing: the same request may be sent again as it is. */
const NOT_ACTED = new Set([400, 401, 402, 403, 404, 429]);

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

const sessionOf = (s: Stripe.Checkout.Session): CheckoutSession => ({
  id: s.id,
  url: s.url,
  // Stripe's types leave room for values it may add; the shop acts only on those it knows.
  status: (s.status ?? 'open') as CheckoutSession['status'],
  paymentStatus: s.payment_status as CheckoutSession['paymentStatus'],
  amountCents: s.amount_total,
  currency: s.currency,
  paymentId: idOf(s.payment_intent),
  orderNumber: s.client_reference_id,
  expiresAt: new Date(s.expires_at * 1000).toISOString(),
});

const DAY_S = 24 * 3600;
/** A payout reaches the bank a few working days after Stripe's arrival date at the latest. */
const ARRIVAL_BEFORE_BOOKING_DAYS = 7;

const payoutOf = (p: Stripe.Payout): GatewayPayout => ({
  id: p.id,
  amountCents: p.amount,
  currency: p.currency,
  arrivalDate: new Date(p.arrival_date * 1000).toISOString().slice(0, 10),
});

/** Balance movements that are a customer's payment, or money going back to one. */
const PAYMENT_TYPES = new Set(['charge', 'payment']);
const REFUND_TYPES = new Set(['refund', 'payment_refund', 'payment_failure_refund']);

const lineKindOf = (type: string): PayoutLineKind =>
  PAYMENT_TYPES.has(type)
    ? 'PAYMENT'
    : REFUND_TYPES.has(type)
      ? 'REFUND'
      : type === 'stripe_fee' || type === 'stripe_fx_fee' || type === 'tax_fee'
        ? 'FEE'
        : 'OTHER';

/** The payment intent of a movement's source (a charge, a refund), when it has one. */
const paymentIdOf = (source: Stripe.BalanceTransaction['source']): string | null => {
  if (!source || typeof source === 'string') return null;
  const intent = (source as { payment_intent?: string | { id: string } | null }).payment_intent;
  return intent ? idOf(intent) : null;
};

/**
 * Stripe's failure as the shop tells it: Stripe's message and codes, never the request (a card
 * never passes through the shop, and the key is not in an error). A connection error or a 5xx
 * may have been acted on; Stripe's 4xx and its refusals were not.
 */
const callError = (error: unknown): GatewayCallError => {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new GatewayCallError(error instanceof Error ? error.message : String(error), true);
  }
  const status = error.statusCode;
  const code = [error.type, error.code, error.decline_code].filter(Boolean).join('/');
  const reason = `Stripe (${status ?? 'bez odpovede'}, ${code}): ${error.message}`;
  return new GatewayCallError(reason, !(status !== undefined && NOT_ACTED.has(status)));
};

/**
 * Stripe Checkout through Stripe's own package: the hosted page takes cards, Apple Pay and Google
 * Pay, in Slovak, in euros (docs.stripe.com/api/checkout/sessions, /api/refunds,
 * /webhooks#verify-events). `apiUrl` sends the calls elsewhere (a test receiver on loopback);
 * calls are not retried here (the caller decides), each within `timeoutMs`.
 * @example await new StripeCardGateway({ secretKey: 'sk_live_…', webhookSecret: 'whsec_…' }).checkout('cs_…')
 */
export class StripeCardGateway implements CardGateway {
  private readonly stripe: Stripe;

  constructor(
    private readonly config: {
      secretKey: string;
      webhookSecret: string;
      apiUrl?: string;
      timeoutMs?: number;
    },
  ) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 0,
      timeout: config.timeoutMs ?? 10_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return this.called(async () =>
      sessionOf(
        await this.stripe.checkout.sessions.create(
          {
            mode: 'payment',
            locale: 'sk',
            currency: 'eur',
            customer_email: request.email,
            client_reference_id: request.orderNumber,
            line_items: request.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: line.amountCents,
                product_data: { name: line.name },
              },
            })),
            payment_intent_data: { description: `Objednávka č. ${request.orderNumber}` },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  async checkout(sessionId: string): Promise<CheckoutSession> {
    return this.called(async () =>
      sessionOf(await this.stripe.checkout.sessions.retrieve(sessionId)),
    );
  }

  async refund(request: RefundRequest): Promise<CardRefund> {
    return this.called(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return {
        id: refund.id,
        status: (refund.status ?? 'pending') as CardRefund['status'],
        failureReason: refund.failure_reason ?? null,
      };
    });
  }

  /**
   * The payout the bank names, else Stripe's paid payouts of that amount in euros that were due
   * in the week before the booking day (docs.stripe.com/payouts/reconciliation).
   */
  async payoutsLike(query: PayoutQuery): Promise<GatewayPayout[]> {
    return this.called(async () => {
      if (query.reference) return [payoutOf(await this.stripe.payouts.retrieve(query.reference))];
      const booked = Date.parse(`${query.bookingDate}T00:00:00Z`) / 1000;
      const found: GatewayPayout[] = [];
      for await (const payout of this.stripe.payouts.list({
        status: 'paid',
        arrival_date: { gte: booked - ARRIVAL_BEFORE_BOOKING_DAYS * DAY_S, lte: booked + DAY_S },
        limit: 100,
      })) {
        if (payout.amount === query.amountCents && payout.currency === 'eur') {
          found.push(payoutOf(payout));
        }
      }
      return found;
    });
  }

  async payoutLines(payoutId: string): Promise<PayoutLine[]> {
    return this.called(async () => {
      const lines: PayoutLine[] = [];
      for await (const movement of this.stripe.balanceTransactions.list({
        payout: payoutId,
        expand: ['data.source'],
        limit: 100,
      })) {
        // The payout's own movement takes the money out of Stripe's balance: it is the payout.
        if (movement.type === 'payout') continue;
        lines.push({
          kind: lineKindOf(movement.type),
          paymentId: paymentIdOf(movement.source),
          amountCents: movement.amount,
          feeCents: movement.fee,
        });
      }
      return lines;
    });
  }

  verifiedEvent(rawBody: string, signature: string | undefined): GatewayEvent {
    if (!signature || !this.config.webhookSecret) throw new WebhookRefused('no signature');
    try {
      const event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
      );
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    } catch (error) {
      throw new WebhookRefused(error instanceof Error ? error.message : String(error));
    }
  }

  private async called<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw callError(error);
    }
  }
}
