import Stripe from 'stripe';
import {
  GatewayCallError,
  WebhookRefused,
  type CardGateway,
  type CardRefund,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayEvent,
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
