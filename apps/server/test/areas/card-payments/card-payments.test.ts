import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { openDocumentShop, type DocumentShop } from '../../helpers/document-shop.ts';
import { COURIER_DELIVERY } from '../../helpers/order-journey.ts';
import { TEST_DB } from '../../helpers/test-app.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

export interface CardOrder {
  id: number;
  variableSymbol: string;
  email: string;
  status: string;
  totalAmount: number;
  amountDue: number;
  postage: number;
  paymentMethod: 'KARTA' | 'PREVOD';
  checkoutUrl: string | null;
  cardPaymentId: string | null;
}

describe(`Card payments through Stripe Checkout (${TEST_DB})`, () => {
  let stripe: StripeStandIn;
  let shop: DocumentShop;

  const sessionCalls = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
  const placeByCard = (extra: object = {}) =>
    shop.place<CardOrder>({ ...COURIER_DELIVERY, paymentMethod: 'KARTA', ...extra });

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await openDocumentShop('karta', {
      overrides: {
        stripe: {
          secretKey: 'sk_test_shop',
          webhookSecret: stripe.webhookSecret,
          apiUrl: stripe.url,
          timeoutMs: 1000,
        },
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await stripe?.close();
  });

  describe('POST /api/orders', () => {
    it('refuses KARTA with a Slovak detail when no gateway is configured, and stores nothing', async () => {
      const plain = await openDocumentShop('bezkarty');
      try {
        const methods = await plain.t.app.inject({ url: '/api/payments/methods' });
        expect(methods.json()).toEqual({ methods: ['PREVOD'] });
        const orders = () => plain.t.database.db.selectFrom('customerOrder').select('id').execute();
        const before = await orders();
        const refused = await plain
          .place({ ...COURIER_DELIVERY, paymentMethod: 'KARTA' })
          .catch((error: Error) => error);
        expect(String(refused)).toMatch(/"status":400/);
        expect(String(refused)).toContain('Platba kartou teraz nie je možná');
        expect(await orders()).toEqual(before);
        expect(await plain.place<CardOrder>({ ...COURIER_DELIVERY })).toMatchObject({
          paymentMethod: 'PREVOD',
          checkoutUrl: null,
        });
      } finally {
        await plain.close();
      }
    });

    it('refuses a payment method it does not know', async () => {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: shop.customer,
        payload: { email: 'a@example.sk', craftedProduct: { id: 1 }, paymentMethod: 'HOTOVOST' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'paymentMethod' })]);
    });

    it('places a transfer order as before: no payment page', async () => {
      const order = await shop.place<CardOrder>({});
      expect(order).toMatchObject({
        paymentMethod: 'PREVOD',
        checkoutUrl: null,
        status: 'POTVRDENA',
      });
      expect(
        sessionCalls().filter((c) => c.body.client_reference_id === order.variableSymbol),
      ).toEqual([]);
    });

    it('a card order stays POTVRDENA with its pro-forma and answers the page Stripe gave, for the amount due', async () => {
      const before = sessionCalls().length;
      const order = await placeByCard();
      expect(order).toMatchObject({ status: 'POTVRDENA', paymentMethod: 'KARTA' });
      const calls = sessionCalls().slice(before);
      expect(calls).toHaveLength(1);
      const [call] = calls;
      const session = [...stripe.sessions.values()].find(
        (s) => s.client_reference_id === order.variableSymbol,
      )!;
      expect(order.checkoutUrl).toBe(session.url);
      expect(call.idempotencyKey).toBe(`${order.variableSymbol}-1`);
      expect(call.body).toMatchObject({
        locale: 'sk',
        currency: 'eur',
        customer_email: order.email,
        client_reference_id: order.variableSymbol,
        success_url: expect.stringMatching(
          new RegExp(`/objednavka/${order.id}/platba\\?vysledok=ok$`),
        ),
        cancel_url: expect.stringMatching(/vysledok=zrusena$/),
      });
      const items = call.body.line_items as {
        price_data: { unit_amount: string; currency: string };
      }[];
      // A courier order: the postage is a line of its own, and the lines add up to what is due.
      expect(order.postage).toBeGreaterThan(0);
      expect(items.map((i) => Number(i.price_data.unit_amount))).toContain(
        Math.round(order.postage * 100),
      );
      expect(items.every((i) => i.price_data.currency === 'eur')).toBe(true);
      expect(session.amount_total).toBe(Math.round(order.amountDue * 100));
      expect(order.amountDue).toBe(order.totalAmount);
    });

    it('keeps the order when Stripe fails: no page, and a retry makes a fresh one', async () => {
      stripe.scripts.sessions.push('hang');
      const order = await placeByCard();
      expect(order).toMatchObject({
        status: 'POTVRDENA',
        paymentMethod: 'KARTA',
        checkoutUrl: null,
      });
      const retry = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/card-payment`,
        headers: shop.customer,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      const { checkoutUrl } = retry.json() as { checkoutUrl: string };
      expect(checkoutUrl).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
      const keys = sessionCalls()
        .filter((c) => c.body.client_reference_id === order.variableSymbol)
        .map((c) => c.idempotencyKey);
      expect(keys).toEqual([`${order.variableSymbol}-1`, `${order.variableSymbol}-2`]);
    });
  });

  describe('POST /api/orders/{id}/card-payment', () => {
    it('is for the order’s owner only: another visitor gets 404', async () => {
      const order = await placeByCard();
      const res = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/card-payment`,
        headers: visitorHeaders(),
      });
      expect(res.statusCode).toBe(404);
    });

    it('a cancelled payment, then a retry: a new session under a new key', async () => {
      const order = await placeByCard();
      const first = order.checkoutUrl!;
      const res = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/card-payment`,
        headers: shop.customer,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().checkoutUrl).not.toBe(first);
      const read = await shop.t.app.inject({
        url: `/api/orders/${order.id}`,
        headers: shop.customer,
      });
      expect(read.json().checkoutUrl).toBe(res.json().checkoutUrl);
    });
  });
});
