import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayCallError,
  WebhookRefused,
} from '../../../src/areas/card-payments/services/card-gateway.ts';
import { StripeCardGateway } from '../../../src/areas/card-payments/services/stripe.card-gateway.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

const request = (key: string) => ({
  orderNumber: '4711',
  email: 'jana@example.sk',
  lines: [
    { name: 'Fotografia 40 × 30 cm', amountCents: 3710 },
    { name: 'Poštovné a balné', amountCents: 490 },
  ],
  successUrl: 'http://shop.test/dakujeme?platba=ok',
  cancelUrl: 'http://shop.test/dakujeme?platba=zrusena',
  idempotencyKey: key,
});

describe('Stripe Checkout through its own package, against a stand-in on loopback', () => {
  let stripe: StripeStandIn;
  let gateway: StripeCardGateway;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    gateway = new StripeCardGateway({
      secretKey: 'sk_test_key',
      webhookSecret: stripe.webhookSecret,
      apiUrl: stripe.url,
      timeoutMs: 500,
    });
  });
  afterAll(() => stripe.close());

  it('creates a session in Slovak and euros, one line item each, with the key it is given', async () => {
    const session = await gateway.createCheckout(request('4711-1'));
    const [sent] = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_key');
    expect(sent.idempotencyKey).toBe('4711-1');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      locale: 'sk',
      currency: 'eur',
      customer_email: 'jana@example.sk',
      client_reference_id: '4711',
      success_url: 'http://shop.test/dakujeme?platba=ok',
      cancel_url: 'http://shop.test/dakujeme?platba=zrusena',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '3710',
            product_data: { name: 'Fotografia 40 × 30 cm' },
          },
        },
        { quantity: '1', price_data: { unit_amount: '490' } },
      ],
    });
    expect(session).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      amountCents: 4200,
      currency: 'eur',
      orderNumber: '4711',
      paymentId: null,
    });
    expect(session.url).toBe(stripe.sessions.get(session.id)!.url);
    // The same key again is the same session, as Stripe answers a retried request.
    expect((await gateway.createCheckout(request('4711-1'))).id).toBe(session.id);
    expect((await gateway.createCheckout(request('4711-2'))).id).not.toBe(session.id);
  });

  it('reads a session back as paid, with its payment', async () => {
    const session = await gateway.createCheckout(request('4711-3'));
    stripe.pay(session.id);
    const read = await gateway.checkout(session.id);
    expect(read).toMatchObject({ status: 'complete', paymentStatus: 'paid', amountCents: 4200 });
    expect(read.paymentId).toMatch(/^pi_/);
  });

  it('refunds a payment by its id and amount, once per key', async () => {
    const session = await gateway.createCheckout(request('4711-4'));
    const paymentId = String(stripe.pay(session.id).payment_intent);
    const refund = await gateway.refund({ paymentId, amountCents: 1200, idempotencyKey: 'DB1' });
    expect(refund).toMatchObject({ status: 'succeeded', failureReason: null });
    const again = await gateway.refund({ paymentId, amountCents: 1200, idempotencyKey: 'DB1' });
    expect(again.id).toBe(refund.id);
    expect(stripe.refunds.size).toBe(1);
    const [sent] = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.body).toEqual({ payment_intent: paymentId, amount: '1200' });
  });

  it('says whether a failed call may have been acted on', async () => {
    stripe.scripts.sessions.push('hang');
    const hung = await gateway.createCheckout(request('4711-5')).catch((e: unknown) => e);
    expect(hung).toBeInstanceOf(GatewayCallError);
    expect((hung as GatewayCallError).sent).toBe(true);
    stripe.scripts.refunds.push('refuse');
    const refused = await gateway
      .refund({ paymentId: 'pi_x', amountCents: 1, idempotencyKey: 'DB2' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ sent: false });
    expect((refused as GatewayCallError).reason).toContain('Charge has already been refunded.');
    const missing = await gateway.checkout('cs_test_none').catch((e: unknown) => e);
    expect(missing).toMatchObject({ sent: false });
    expect(JSON.stringify(missing)).not.toContain('sk_test_key');
  });

  it('believes a webhook only with a good and fresh signature of its raw body', () => {
    const payload = stripe.event('checkout.session.completed', { id: 'cs_test_1' });
    const event = gateway.verifiedEvent(payload, stripe.signature(payload));
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      object: { id: 'cs_test_1' },
    });
    const refused = [
      () => gateway.verifiedEvent(payload, undefined),
      () => gateway.verifiedEvent(payload, stripe.signature(payload, 'whsec_other')),
      () =>
        gateway.verifiedEvent(payload.replace('cs_test_1', 'cs_test_2'), stripe.signature(payload)),
      () =>
        gateway.verifiedEvent(
          payload,
          stripe.signature(payload, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 3600),
        ),
    ];
    for (const call of refused) expect(call).toThrow(WebhookRefused);
  });
});
