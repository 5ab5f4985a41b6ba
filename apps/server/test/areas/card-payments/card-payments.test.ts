import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { openDocumentShop } from '../../helpers/document-shop.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import { catalogueWriter, postForId, SUNSET_EDITION } from '../../helpers/catalogue-factories.ts';
import { COURIER_DELIVERY, placeOrderAs } from '../../helpers/order-journey.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { TEST_DB, buildTestApp } from '../../helpers/test-app.ts';
import { SignedLinks } from '../../../src/lib/signed-links.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';
import { shopDay, type BankRefundDue } from '@fotoobraz/domain';
import { camt053 } from '../payments/camt053-fixture.ts';
import { ruleFindings } from '../tax-documents/ubl-samples.ts';
import { withdrawThroughApi } from '../withdrawals/owner-withdrawal-helpers.ts';
import { ADVANCE_INVOICE, openCardShop, type CardOrder, type CardShop } from './card-shop.ts';

describe(`Card payments through Stripe Checkout (${TEST_DB})`, () => {
  let stripe: StripeStandIn;
  let shop: CardShop;

  const sessionCalls = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
  const placeByCard = (extra: object = {}) => shop.placeByCard(extra);
  /** The order a customer's page names by its number, as the page asks (no session: a link's). */
  const lookUp = (payload: object, headers: Headers = {}) =>
    shop.t.app.inject({ method: 'POST', url: '/api/orders/lookup', headers, payload });

  beforeAll(async () => {
    shop = await openCardShop('karta');
    ({ stripe } = shop);
  });
  afterAll(() => shop?.close());

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
      // The customer's number, not the order's row, names the pages Stripe sends back to.
      expect(order.variableSymbol).not.toBe(String(order.id));
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
        success_url: `http://localhost:8080/objednavka/${order.variableSymbol}/platba?vysledok=ok`,
        cancel_url: `http://localhost:8080/objednavka/${order.variableSymbol}/platba?vysledok=zrusena`,
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
      expect(res.statusCode, res.body).toBe(404);
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

  describe('POST /api/orders/lookup', () => {
    it('refuses a number that is no number', async () => {
      const res = await lookUp({ orderNumber: '12a' }, shop.customer);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'orderNumber' })]);
    });

    it('finds an order by its number for its owner only: another visitor, or a number of none, is not found', async () => {
      const order = await placeByCard();
      expect(order.variableSymbol).not.toBe(String(order.id));
      const own = await lookUp({ orderNumber: order.variableSymbol }, shop.customer);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual({
        id: order.id,
        number: order.variableSymbol,
        status: 'POTVRDENA',
      });
      for (const [payload, headers] of [
        [{ orderNumber: order.variableSymbol }, visitorHeaders()],
        [{ orderNumber: order.variableSymbol }, {}],
        [{ orderNumber: '987654321' }, shop.customer],
      ] as const) {
        const res = await lookUp(payload, headers);
        expect(res.statusCode, JSON.stringify(payload)).toBe(404);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    });
  });

  describe("a pro-forma mail's link 'Zaplatiť kartou'", () => {
    const PLACED_MAIL = 'Potvrdenie objednávky';
    const LINK = /http:\/\/localhost:8080\/objednavka\/(\d+)\/zaplatit-kartou\?token=([\w.-]+)/;

    /** The link of the order's pro-forma mail, if it has one: the number it names, its token. */
    const mailedLink = async (order: CardOrder) => {
      const mail = await shop.onlyMail(order, PLACED_MAIL);
      const link = LINK.exec(mail.text ?? '');
      return { mail, link: link && { number: link[1], token: link[2] } };
    };

    /** Asks for a fresh page as a browser opening the mail's link does: no session, the token. */
    const payByLink = (order: { id: number }, token: string) =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/card-payment`,
        payload: { token },
      });

    it('is in the mail of an unpaid card order, and pays it without a session: a fresh page', async () => {
      const order = await placeByCard();
      const { mail, link } = await mailedLink(order);
      expect(order.variableSymbol).not.toBe(String(order.id));
      expect(link?.number).toBe(order.variableSymbol);
      expect(mail.html).toContain('Zaplatiť kartou');
      expect(mail.html).toContain(`/objednavka/${order.variableSymbol}/zaplatit-kartou?token=`);
      expect(mail.html).not.toContain(`/objednavka/${order.id}/`);
      // The link's page finds the order by its number and the token, without a session.
      const found = await lookUp({ orderNumber: link!.number, token: link!.token });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toEqual({
        id: order.id,
        number: order.variableSymbol,
        status: 'POTVRDENA',
      });
      const res = await payByLink(order, link!.token);
      expect(res.statusCode, res.body).toBe(200);
      const session = shop.sessionOf(order);
      expect(res.json()).toEqual({ checkoutUrl: session.url });
      // Back from Stripe, the page still has no session: the token goes along, to read and retry.
      const back = `http://localhost:8080/objednavka/${order.variableSymbol}/platba?token=${link!.token}`;
      expect(session.success_url).toBe(`${back}&vysledok=ok`);
      expect(session.cancel_url).toBe(`${back}&vysledok=zrusena`);
      expect(session.url).not.toBe(order.checkoutUrl);
      const keys = sessionCalls()
        .filter((c) => c.body.client_reference_id === order.variableSymbol)
        .map((c) => c.idempotencyKey);
      expect(keys).toEqual([`${order.variableSymbol}-1`, `${order.variableSymbol}-2`]);
    });

    it("a mail's link from before, naming the order's row, still opens the order it was signed for", async () => {
      const order = await placeByCard();
      const { link } = await mailedLink(order);
      // The row is another order's number here: the token tells which order the link means.
      const res = await lookUp({ orderNumber: String(order.id), token: link!.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, number: order.variableSymbol });
    });

    it("replaces the order's expired Stripe session", async () => {
      const order = await placeByCard();
      const { link } = await mailedLink(order);
      const expired = stripe.expire(String(shop.sessionOf(order).id));
      const res = await payByLink(order, link!.token);
      expect(res.statusCode, res.body).toBe(200);
      const fresh = shop.sessionOf(order);
      expect(fresh.id).not.toBe(expired.id);
      expect(fresh.status).toBe('open');
      expect(res.json().checkoutUrl).toBe(fresh.url);
    });

    it('is not in the mail of a transfer order', async () => {
      const order = await shop.place<CardOrder>({ ...COURIER_DELIVERY });
      const { mail, link } = await mailedLink(order);
      expect(link).toBeNull();
      expect(mail.html).not.toContain('Zaplatiť kartou');
      expect(mail.text).not.toContain('zaplatit-kartou');
    });

    it('refuses a tampered, foreign or expired token as the order of another (404, 403 expired), and asks Stripe for nothing', async () => {
      const order = await placeByCard();
      const other = await placeByCard();
      const { link } = await mailedLink(order);
      const { link: othersLink } = await mailedLink(other);
      const token = link!.token;
      const signature = token.split('.')[1];
      const bent = `${token.split('.')[0]}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const links = new SignedLinks(shop.t.config.jwtSecret);
      const lastMonth = new Date(Date.now() - 30 * 86_400_000);
      const before = sessionCalls().length;
      for (const refused of [
        bent,
        othersLink!.token,
        token.replace(/^\d+/, (s) => String(Number(s) + 86_400)),
        new SignedLinks('someone-elses-secret-someone-elses').sign(
          'card-payment',
          order.id,
          new Date(Date.now() + 86_400_000),
        ),
      ]) {
        const res = await payByLink(order, refused);
        expect(res.statusCode, refused).toBe(404);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      const elsewhere = links.sign('card-payment', 987_654, new Date(Date.now() + 86_400_000));
      for (const refused of [bent, elsewhere]) {
        const res = await lookUp({ orderNumber: order.variableSymbol, token: refused });
        expect(res.statusCode, refused).toBe(404);
      }
      // Another order's token opens that order only, whatever number the address names.
      const foreign = await lookUp({ orderNumber: order.variableSymbol, token: othersLink!.token });
      expect(foreign.statusCode === 200 ? foreign.json().id : null).not.toBe(order.id);
      const expiredLookup = await lookUp({
        orderNumber: order.variableSymbol,
        token: links.sign('card-payment', order.id, lastMonth),
      });
      expect(expiredLookup.statusCode).toBe(403);
      expect(expiredLookup.json().detail).toMatch(/^Platnosť odkazu na platbu vypršala/);
      const expired = await payByLink(order, links.sign('card-payment', order.id, lastMonth));
      expect(expired.statusCode).toBe(403);
      expect(expired.headers['content-type']).toContain('application/problem+json');
      expect(expired.json().detail).toMatch(/^Platnosť odkazu na platbu vypršala/);
      expect(sessionCalls().length).toBe(before);
      // The other order's own link pays the other order.
      expect((await payByLink(other, othersLink!.token)).statusCode).toBe(200);
    });
  });

  describe('POST /api/payments/stripe/webhook', () => {
    const statusOf = async (order: CardOrder) => (await shop.orderOf(order)).status;

    it('answers 400 to a missing, wrong or stale signature, and changes nothing', async () => {
      const order = await placeByCard();
      const payload = shop.payByCard(order);
      const stale = Math.floor(Date.now() / 1000) - 3600;
      for (const signature of [
        null,
        stripe.signature(payload, 'whsec_someone_else'),
        stripe.signature(payload, stripe.webhookSecret, stale),
      ]) {
        const res = await shop.sendWebhook(payload, signature);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().detail).toBe('Podpis webhooku nesedí.');
      }
      const tampered = payload.replace('"paid"', '"paid" ');
      expect((await shop.sendWebhook(tampered, stripe.signature(payload))).statusCode).toBe(400);
      expect(await statusOf(order)).toBe('POTVRDENA');
      expect(await shop.documents(order)).toHaveLength(1);
    });

    it('a paid session pays its order as a matched transfer does: ZAPLATENA, one ZF by card, one mail', async () => {
      const order = await placeByCard();
      const payload = shop.payByCard(order);
      const res = await shop.sendWebhook(payload);
      expect(res.statusCode, res.body).toBe(200);
      const paid = await shop.orderOf(order);
      expect(paid).toMatchObject({
        status: 'ZAPLATENA',
        paymentMethod: 'KARTA',
        checkoutUrl: null,
      });
      expect(paid.cardPaymentId).toBe(shop.sessionOf(order).payment_intent);
      const mail = await shop.onlyMail(order, ADVANCE_INVOICE);
      const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
      expect(layoutText(pdf.content as ArrayBuffer)).toMatch(/Forma úhrady\s+Platba kartou/);
      const history = await shop.t.app.inject({
        url: `/api/orders/${order.id}/history`,
        headers: shop.admin,
      });
      expect(history.json().at(-1)).toMatchObject({
        toStatus: 'ZAPLATENA',
        changedBy: 'platba kartou',
      });
      // The session was read back from Stripe before booking.
      const reads = stripe.requests.filter(
        (r) => r.method === 'GET' && r.path.endsWith(shop.sessionOf(order).id as string),
      );
      expect(reads.length).toBeGreaterThan(0);

      // Stripe sends the same event again: 200, and nothing more.
      expect((await shop.sendWebhook(payload)).statusCode).toBe(200);
      const zf = (await shop.documents(order)).filter((d) => d.type === 'ADVANCE_INVOICE');
      expect(zf).toHaveLength(1);
      await shop.onlyMail(order, ADVANCE_INVOICE);
    });

    it('two events of one payment at once book it once', async () => {
      const order = await placeByCard();
      const completed = shop.payByCard(order);
      const succeeded = stripe.event(
        'checkout.session.async_payment_succeeded',
        shop.sessionOf(order),
      );
      const answers = await Promise.all([shop.sendWebhook(completed), shop.sendWebhook(succeeded)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(
        (await shop.documents(order)).filter((d) => d.type === 'ADVANCE_INVOICE'),
      ).toHaveLength(1);
      await shop.onlyMail(order, ADVANCE_INVOICE);
    });

    it('a session that says less was paid is left for the owner, even when the event says otherwise', async () => {
      const order = await placeByCard();
      const honest = shop.payByCard(order);
      // Stripe's own record (read back) says 1 € less was taken than the event claims.
      stripe.pay(String(shop.sessionOf(order).id), Math.round(order.amountDue * 100) - 100);
      expect((await shop.sendWebhook(honest)).statusCode).toBe(200);
      expect(await statusOf(order)).toBe('POTVRDENA');
      const review = await shop.t.app.inject({
        url: '/api/bank-entries/review',
        headers: shop.admin,
      });
      expect(review.statusCode, review.body).toBe(200);
      const [entry] = (review.json().cardPayments as { orderId: number; note: string }[]).filter(
        (p) => p.orderId === order.id,
      );
      expect(entry.note).toMatch(/^Stripe prijal .* objednávka dlhuje/);
      expect(await shop.documents(order)).toHaveLength(1);
    });

    it('health names the gateway and the last webhook seen, secrets never', async () => {
      const res = await shop.t.app.inject({ url: '/management/health', headers: shop.admin });
      const { cardGateway } = res.json().components;
      expect(cardGateway).toMatchObject({
        status: 'UP',
        details: { gateway: 'Stripe', configured: true, webhookSecret: true },
      });
      expect(Date.parse(cardGateway.details.lastWebhookAt)).toBeGreaterThan(Date.now() - 600_000);
      expect(res.body).not.toContain(stripe.webhookSecret);
      expect(res.body).not.toContain('sk_test_shop');
    });

    it('two instances receiving the same event at once book it once', async () => {
      const other = await buildTestApp(
        { stripe: shop.stripeConfig, smtpUrl: shop.smtp.url },
        { database: shop.t.database },
      );
      try {
        const order = await placeByCard();
        const payload = shop.payByCard(order);
        const answers = await Promise.all([
          shop.sendWebhook(payload),
          shop.sendWebhook(payload, undefined, other.app),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(await statusOf(order)).toBe('ZAPLATENA');
        const zf = (await shop.documents(order)).filter((d) => d.type === 'ADVANCE_INVOICE');
        expect(zf).toHaveLength(1);
        await shop.onlyMail(order, ADVANCE_INVOICE);
      } finally {
        await other.close();
      }
    });
  });

  describe('the job that asks about pages open for ten minutes', () => {
    /** The order's page was opened `minutes` ago. */
    const openedAgo = (order: CardOrder, minutes: number) =>
      shop.t.database.db
        .updateTable('cardCheckout')
        .set({ createdDate: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('orderId', '=', order.id)
        .execute();

    it('settles a paid session whose webhook was lost, once, and leaves the recent and unpaid ones', async () => {
      const job = shop.t.app.openCardSessionsJob!;
      const lost = await placeByCard();
      const recent = await placeByCard();
      const unpaid = await placeByCard();
      shop.payByCard(lost);
      shop.payByCard(recent);
      await openedAgo(lost, 11);
      await openedAgo(unpaid, 11);
      await openedAgo(recent, 5);
      const bookings = await job.run();
      expect(bookings.filter((b) => b === 'PAID')).toHaveLength(1);
      expect((await shop.orderOf(lost)).status).toBe('ZAPLATENA');
      expect((await shop.orderOf(recent)).status).toBe('POTVRDENA');
      expect((await shop.orderOf(unpaid)).status).toBe('POTVRDENA');
      await shop.onlyMail(lost, ADVANCE_INVOICE);
      // The webhook arrives late after all: nothing more.
      expect(
        (await shop.sendWebhook(stripe.event('checkout.session.completed', shop.sessionOf(lost))))
          .statusCode,
      ).toBe(200);
      expect(await job.run()).toEqual([]);
      expect((await shop.documents(lost)).filter((d) => d.type === 'ADVANCE_INVOICE')).toHaveLength(
        1,
      );
    });
  });

  describe("a company's e-invoice (UBL)", () => {
    const ublOf = async (order: { id: number }, type: string) => {
      const doc = (await shop.documents(order)).find((d) => d.type === type)!;
      const res = await shop.t.app.inject({
        url: `/api/orders/${order.id}/documents/${doc.number}/ubl`,
        headers: shop.admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const CARD = '<cbc:PaymentMeansCode name="Bank card">48</cbc:PaymentMeansCode>';
    const TRANSFER = '<cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>';

    it('of an order paid by card declares the card (48), with no account to pay to, and passes EN 16931 and Peppol BIS', async () => {
      const order = await placeByCard(COMPANY_BUYER);
      expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
      await shop.step(order, 'VO_VYROBE');
      await shop.step(order, 'ODOSLANA');
      for (const type of ['ADVANCE_INVOICE', 'FINAL_INVOICE']) {
        const xml = await ublOf(order, type);
        expect(xml, type).toContain(CARD);
        expect(xml, type).not.toContain(TRANSFER);
        expect(xml, type).not.toContain('PayeeFinancialAccount');
        expect(xml, type).not.toContain('CardAccount');
        expect(ruleFindings(xml), type).toEqual([]);
      }
    });

    it('of an order paid by transfer names the credit transfer (30) to the shop’s IBAN, as before', async () => {
      const order = await shop.place<CardOrder>({ ...COURIER_DELIVERY, ...COMPANY_BUYER });
      await shop.step(order, 'ZAPLATENA', { paidOn: shopDay(new Date()) });
      const xml = await ublOf(order, 'ADVANCE_INVOICE');
      expect(xml).toContain(TRANSFER);
      expect(xml).toMatch(/<cac:PayeeFinancialAccount><cbc:ID>SK\d{22}<\/cbc:ID>/);
      expect(xml).not.toContain(CARD);
      expect(ruleFindings(xml)).toEqual([]);
    });
  });

  describe('refunds back to the card', () => {
    const refundCalls = () => stripe.requests.filter((r) => r.path === '/v1/refunds');

    /**
     * Runs the refund worker over the order's refund, which Stripe fails once (scripted before
     * the credit note), its retry brought forward; expects both tries to ask for `refund` under
     * the credit note's number, and Stripe to hold one refund of the payment.
     */
    const refundedAcrossARetry = async (
      order: CardOrder,
      refund: { key: string; paymentId: string; amountCents: number; callsBefore: number },
    ) => {
      const worker = shop.t.app.cardRefundWorker!;
      await worker.runOnce();
      // Stripe failed once: the refund waits for its retry, which the test brings forward.
      await shop.t.database.db
        .updateTable('cardRefund')
        .set({ nextAttemptAt: '2000-01-01T00:00:00.000Z' })
        .where('orderId', '=', order.id)
        .execute();
      await worker.runOnce();
      await worker.runOnce();
      const calls = refundCalls().slice(refund.callsBefore);
      expect(calls).toHaveLength(2);
      for (const call of calls) {
        expect(call.idempotencyKey).toBe(refund.key);
        expect(call.body).toEqual({
          payment_intent: refund.paymentId,
          amount: String(refund.amountCents),
        });
      }
      expect(
        [...stripe.refunds.values()].filter((r) => r.payment_intent === refund.paymentId),
      ).toHaveLength(1);
    };

    /** The orders owed a refund by transfer (the SEPA list), as the owner's review lists them. */
    const owedByTransfer = async () => {
      const review = await shop.t.app.inject({
        url: '/api/bank-entries/review',
        headers: shop.admin,
      });
      return (review.json().refunds as { orderId: number }[]).map((r) => r.orderId);
    };

    it('a cancellation after payment refunds its credit note once, across a retry, and never by SEPA', async () => {
      const order = await placeByCard();
      expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
      const paymentId = String(shop.sessionOf(order).payment_intent);
      const before = refundCalls().length;
      stripe.scripts.refunds.push('fail');
      await shop.step(order, 'ZRUSENA', { note: 'Zákazník zrušil objednávku' });
      const [note] = (await shop.documents(order)).filter((d) => d.type === 'CREDIT_NOTE');
      await refundedAcrossARetry(order, {
        key: note.number,
        paymentId,
        amountCents: Math.round(order.totalAmount * 100),
        callsBefore: before,
      });
      const read = await shop.orderOf(order);
      expect(read.status).toBe('ZRUSENA');
      expect((read as unknown as { cardRefunds: unknown[] }).cardRefunds).toEqual([
        {
          creditNoteNumber: note.number,
          amountCents: Math.round(order.totalAmount * 100),
          state: 'SUCCEEDED',
          stateLabel: 'Vrátené na kartu',
          failureReason: null,
        },
      ]);
      expect(await owedByTransfer()).not.toContain(order.id);
    });

    it("a withdrawal's 'Tovar prijatý' refunds its credit note once, across a retry, and never by SEPA", async () => {
      // A piece of the shop's edition: a print of the customer's own photo cannot be withdrawn.
      const edition = await catalogueWriter(shop.t.app, shop.admin).edition(
        3600,
        2400,
        SUNSET_EDITION,
      );
      const piece = await postForId(shop.t.app, shop.customer, '/api/crafted-products', {
        productEnum: 'PLAINPHOTO',
        internalImage: { id: edition },
        printMedia: { id: shop.paper },
        photoOnlyWidth: 30,
        photoOnlyHeight: 20,
        copies: 1,
      });
      const order = await placeOrderAs<CardOrder>(shop.t.app, shop.customer, {
        email: 'karta.odstupenie@example.sk',
        ...COURIER_DELIVERY,
        paymentMethod: 'KARTA',
        craftedProduct: { id: piece },
      });
      expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
      const paymentId = String(shop.sessionOf(order).payment_intent);
      for (const status of ['VO_VYROBE', 'ODOSLANA', 'VYBAVENA']) await shop.step(order, status);
      const withdrawal = await withdrawThroughApi(shop.t.app, order);

      const before = refundCalls().length;
      stripe.scripts.refunds.push('fail');
      const received = await shop.t.app.inject({
        method: 'POST',
        url: `/api/withdrawals/${withdrawal.id}/received`,
        headers: shop.admin,
        payload: {},
      });
      expect(received.statusCode, received.body).toBe(200);
      const { creditNoteNumber, refundCents } = received.json() as {
        creditNoteNumber: string;
        refundCents: number;
      };
      // Everything came back: the goods and the postage.
      expect(refundCents).toBe(Math.round(order.totalAmount * 100));
      await refundedAcrossARetry(order, {
        key: creditNoteNumber,
        paymentId,
        amountCents: refundCents,
        callsBefore: before,
      });
      expect((await shop.orderOf(order)).cardRefunds).toEqual([
        {
          creditNoteNumber,
          amountCents: refundCents,
          state: 'SUCCEEDED',
          stateLabel: 'Vrátené na kartu',
          failureReason: null,
        },
      ]);
      expect(await owedByTransfer()).not.toContain(order.id);
    });

    it('a refund Stripe refuses is shown refused, with Stripe’s reason', async () => {
      const order = await placeByCard();
      expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
      stripe.scripts.refunds.push('refuse');
      await shop.step(order, 'ZRUSENA');
      await shop.t.app.cardRefundWorker!.runOnce();
      const [refund] = (
        (await shop.orderOf(order)) as unknown as {
          cardRefunds: { state: string; failureReason: string }[];
        }
      ).cardRefunds;
      expect(refund.state).toBe('FAILED');
      expect(refund.failureReason).toContain('Charge has already been refunded.');
    });
  });

  describe('an order paid twice', () => {
    const PAYER_IBAN = 'SK6807200002891987426353';
    const centsOf = (order: CardOrder) => Math.round(order.totalAmount * 100);
    const refundCalls = () => stripe.requests.filter((r) => r.path === '/v1/refunds');

    /** The customer's transfer of the order's total, as the next bank statement shows it. */
    const importTransfer = async (order: CardOrder) => {
      const id = `TWICE-${order.id}`;
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/bank-statements',
        headers: { ...shop.admin, 'content-type': 'application/xml' },
        payload: camt053({
          id,
          entries: [
            {
              direction: 'CRDT',
              bookingDate: '2026-11-20',
              transactions: [
                {
                  amount: (centsOf(order) / 100).toFixed(2),
                  ref: `${id}-1`,
                  endToEndId: `/VS${order.variableSymbol}/SS/KS`,
                  party: 'Jana Nováková',
                  partyIban: PAYER_IBAN,
                },
              ],
            },
          ],
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { matched: number; toReview: number };
    };

    const review = async () => {
      const res = await shop.t.app.inject({ url: '/api/bank-entries/review', headers: shop.admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { refunds: BankRefundDue[]; cardPayments: { orderId: number }[] };
    };
    const refundsOf = async (order: CardOrder) =>
      (await review()).refunds.filter((r) => r.orderId === order.id);
    const sepaFile = () =>
      shop.t.app.inject({ method: 'POST', url: '/api/bank/refunds.xml', headers: shop.admin });

    beforeAll(async () => {
      // Driven by hand: a refund's state is read before and after the worker sends it.
      await shop.t.app.cardRefundWorker!.stop();
    });

    it('by card, then by transfer: the transfer is owed back by transfer, in the SEPA file', async () => {
      const order = await placeByCard();
      expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
      expect(await importTransfer(order)).toMatchObject({ matched: 0, toReview: 0 });

      expect(await refundsOf(order)).toEqual([
        expect.objectContaining({
          paidBy: 'PREVOD',
          cardRefund: null,
          totalCents: centsOf(order),
          paidCents: 2 * centsOf(order),
          dueCents: centsOf(order),
          toTransferCents: centsOf(order),
          iban: PAYER_IBAN,
          ibanSource: 'PAYMENT',
        }),
      ]);
      const read = await shop.orderOf(order);
      expect(read).toMatchObject({ status: 'ZAPLATENA', paymentMethod: 'KARTA', cardRefunds: [] });
      expect(read.cardPaymentId).toBe(shop.sessionOf(order).payment_intent);

      const file = await sepaFile();
      expect(file.statusCode, file.body).toBe(200);
      expect(file.body).toContain(`/VS${order.variableSymbol}/SS/KS`);
      expect(file.body).toContain(PAYER_IBAN);
      expect(
        refundCalls().filter((r) => r.body.payment_intent === read.cardPaymentId),
      ).toHaveLength(0);
    });

    it('by transfer, then by card: the card payment goes back to the card, once, never by SEPA', async () => {
      const order = await placeByCard();
      expect(await importTransfer(order)).toMatchObject({ matched: 1 });
      expect((await shop.orderOf(order)).status).toBe('ZAPLATENA');

      const completed = shop.payByCard(order);
      const paymentId = String(shop.sessionOf(order).payment_intent);
      expect((await shop.sendWebhook(completed)).statusCode).toBe(200);
      // Stripe sends the event again, and another one of the same payment.
      expect((await shop.sendWebhook(completed)).statusCode).toBe(200);
      const succeeded = stripe.event(
        'checkout.session.async_payment_succeeded',
        shop.sessionOf(order),
      );
      expect((await shop.sendWebhook(succeeded)).statusCode).toBe(200);

      const queued = await shop.t.database.db
        .selectFrom('cardRefund')
        .selectAll()
        .where('orderId', '=', order.id)
        .execute();
      expect(queued).toHaveLength(1);
      const waiting = {
        creditNoteNumber: null,
        amountCents: centsOf(order),
        state: 'TO_SEND',
        stateLabel: 'Čaká na odoslanie',
        failureReason: null,
      };
      expect(await refundsOf(order)).toEqual([
        expect.objectContaining({
          paidBy: 'KARTA',
          cardRefund: waiting,
          dueCents: centsOf(order),
          toTransferCents: 0,
          iban: null,
        }),
      ]);
      expect((await review()).cardPayments.map((p) => p.orderId)).not.toContain(order.id);
      const read = await shop.orderOf(order);
      expect(read).toMatchObject({
        status: 'ZAPLATENA',
        paymentMethod: 'PREVOD',
        cardPaymentId: null,
        cardRefunds: [waiting],
      });
      expect(
        (await shop.documents(order)).filter((d) => d.type === 'ADVANCE_INVOICE'),
      ).toHaveLength(1);

      const file = await sepaFile();
      expect(file.body).not.toContain(`/VS${order.variableSymbol}/`);

      await shop.t.app.cardRefundWorker!.runOnce();
      const calls = refundCalls().filter((r) => r.body.payment_intent === paymentId);
      expect(calls).toEqual([
        expect.objectContaining({
          idempotencyKey: `PREPLATOK-${order.variableSymbol}-1`,
          body: { payment_intent: paymentId, amount: String(centsOf(order)) },
        }),
      ]);
      // Back on the card: no longer owed.
      expect(await refundsOf(order)).toEqual([]);
      expect((await shop.orderOf(order)).cardRefunds).toEqual([
        { ...waiting, state: 'SUCCEEDED', stateLabel: 'Vrátené na kartu' },
      ]);
    });

    it('twice by card: the second payment goes back to its card', async () => {
      const order = await placeByCard();
      // The customer opens a second page ('Skúsiť znova') and pays on both.
      const retry = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/card-payment`,
        headers: shop.admin,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      const sessions = [...stripe.sessions.values()].filter(
        (s) => s.client_reference_id === order.variableSymbol,
      );
      expect(sessions).toHaveLength(2);
      for (const session of sessions) {
        const paid = stripe.pay(String(session.id));
        const payload = stripe.event('checkout.session.completed', paid);
        expect((await shop.sendWebhook(payload)).statusCode).toBe(200);
      }
      const [first, second] = sessions.map((s) => String(s.payment_intent));
      expect(second).not.toBe(first);

      const read = await shop.orderOf(order);
      expect(read).toMatchObject({ paymentMethod: 'KARTA', cardPaymentId: first });
      expect(await refundsOf(order)).toEqual([
        expect.objectContaining({ paidBy: 'KARTA', dueCents: centsOf(order) }),
      ]);
      const refunds = await shop.t.database.db
        .selectFrom('cardRefund')
        .selectAll()
        .where('orderId', '=', order.id)
        .execute();
      expect(refunds).toEqual([
        expect.objectContaining({
          paymentId: second,
          creditNoteNumber: `PREPLATOK-${order.variableSymbol}-2`,
        }),
      ]);
    });
  });
});
