import { PAYMENT_METHODS } from '@fotoobraz/domain';
import { z } from 'zod';
import { ensureVisitorId } from '../../../plugins/auth.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { acceptRaw, routesOf } from '../../../routes/route-options.ts';
import type { CardCheckoutService } from '../services/card-checkout.service.ts';
import type { CardSettlementService } from '../services/card-settlement.service.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const { documented, byId } = routesOf(API_TAGS.cardPayments, 'order');

const PaymentMethodsSchema = z
  .object({ methods: z.array(z.enum(PAYMENT_METHODS)) })
  .describe('How an order can be paid now: KARTA only when the card gateway is configured');

const CheckoutUrlSchema = z
  .object({ checkoutUrl: z.string().describe("The gateway's payment page, as it gave it") })
  .describe('A fresh payment page of the order');

const WebhookReceivedSchema = z.object({ received: z.literal(true) }).describe('Taken');

/** Stripe's events are small; a larger body is no event of its. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The card payments' routes for customers: which methods there are, and paying an order again. */
export const registerCardPaymentRoutes = async (
  app: ShopApi,
  checkouts: CardCheckoutService,
  settlement: CardSettlementService,
  configured: boolean,
): Promise<void> => {
  app.get(
    '/api/payments/methods',
    documented('How orders can be paid', { response: { 200: PaymentMethodsSchema } }),
    () => ({ methods: configured ? [...PAYMENT_METHODS] : ['PREVOD' as const] }),
  );

  app.post(
    '/api/orders/:id/card-payment',
    byId('A fresh card payment page for an unpaid order (its owner, its visitor)', {
      response: { 200: CheckoutUrlSchema },
    }),
    (request, reply) => {
      ensureVisitorId(request, reply);
      return checkouts.retry(request.caller, request.params.id);
    },
  );

  // The signature is of the body exactly as sent: it is read as text, never parsed first.
  await app.register(async (raw: ShopApi) => {
    acceptRaw(raw, 'application/json', 'string', WEBHOOK_BODY_LIMIT);
    raw.post(
      '/api/payments/stripe/webhook',
      documented("Stripe's webhook: checked by its Stripe-Signature, acted on once per event", {
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: WebhookReceivedSchema },
      }),
      async (request) => {
        await settlement.webhook(String(request.body ?? ''), request.headers['stripe-signature']);
        return { received: true as const };
      },
    );
  });
};
