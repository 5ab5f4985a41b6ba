import { CardCheckoutAnswerSchema, PAYMENT_METHODS } from '@fotoobraz/domain';
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

const CardPaymentRequestSchema = z
  .object({
    token: z
      .string()
      .max(100)
      .optional()
      .describe("A pro-forma mail's signed link: pays the order without its owner's session"),
  })
  .describe('Who asks: the caller, or the holder of a signed link');

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
    byId('A fresh card payment page for an unpaid order (its owner, its visitor, a mail link)', {
      body: CardPaymentRequestSchema.nullish(),
      response: { 200: CardCheckoutAnswerSchema },
      // 403: a mail's link past its expiry; 409: the order waits for no payment.
      problems: [403, 409],
    }),
    (request, reply) => {
      ensureVisitorId(request, reply);
      return checkouts.retry(request.caller, request.params.id, request.body?.token);
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
