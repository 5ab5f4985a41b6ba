import { PAYMENT_METHODS } from '@fotoobraz/domain';
import { z } from 'zod';
import { ensureVisitorId } from '../../../plugins/auth.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import type { CardCheckoutService } from '../services/card-checkout.service.ts';

const { documented, byId } = routesOf('Platby kartou', 'order');

const PaymentMethodsSchema = z
  .object({ methods: z.array(z.enum(PAYMENT_METHODS)) })
  .describe('How an order can be paid now: KARTA only when the card gateway is configured');

const CheckoutUrlSchema = z
  .object({ checkoutUrl: z.string().describe("The gateway's payment page, as it gave it") })
  .describe('A fresh payment page of the order');

/** The card payments' routes for customers: which methods there are, and paying an order again. */
export const registerCardPaymentRoutes = (
  app: ShopApi,
  checkouts: CardCheckoutService,
  configured: boolean,
): void => {
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
};
