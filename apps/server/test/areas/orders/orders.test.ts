import { decode } from 'bysquare/pay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import {
  minimalCatalogue,
  orderBody,
  plainPrintBody,
  shopParams,
  uploadPhoto,
} from '../../helpers/customer-factories.ts';
import { postForId } from '../../helpers/catalogue-factories.ts';
import { makeJpeg } from '../../helpers/jpeg.ts';
import { GLOBAL_PARAM_VALUES } from '../../../src/db/seed/global-params.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { startSmtpServer, type SmtpCatcher } from '../../mail/mail-helpers.ts';

const IBAN = GLOBAL_PARAM_VALUES.SHOP_IBAN!;
const pdfText = layoutText;

describe(`POST /api/orders and the order's life (${TEST_DB})`, () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: Headers;
  let catalogue: { paper: number };
  const visitor = visitorHeaders();

  const place = (payload: object, headers: Headers = visitor) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers });
  const update = (payload: object, headers: Headers) =>
    t.app.inject({ method: 'PUT', url: '/api/orders', payload, headers });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ smtpUrl: smtp.url }, { outboxPollMs: 50 });
    admin = await signIn(t.app, 'admin', 'admin');
    catalogue = await minimalCatalogue(t.app, admin);
    await shopParams(t.app, admin);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('bad input', () => {
    it.each([
      ['no e-mail', { email: undefined }, 'email'],
      ['an e-mail without @', { email: 'jana.example.sk' }, 'email'],
      ['no crafted product', { craftedProduct: undefined }, 'craftedProduct'],
      ['delivery without an address', { handoverMethod: 'KURIER' }, 'deliveryStreet'],
      ['an unknown hand-over', { handoverMethod: 'DRON' }, 'handoverMethod'],
    ])('refuses %s, storing nothing', async (_what, change, field) => {
      const body = { ...(await orderBody(t.app, visitor, catalogue)), ...change };
      const res = await place(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
      expect(
        (await t.app.inject({ url: '/api/orders', headers: admin })).headers['x-total-count'],
      ).toBe('0');
    });

    it("refuses someone else's crafted product", async () => {
      const res = await place(await orderBody(t.app, visitorHeaders(), catalogue));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({
        field: 'craftedProduct',
        message: 'NotFound',
      });
    });

    it('refuses a photo without enough resolution, with the spec message', async () => {
      const small = await makeJpeg(900, 600);
      const photo = await uploadPhoto(t.app, visitor, small);
      const product = await postForId(
        t.app,
        visitor,
        '/api/crafted-products',
        plainPrintBody(photo, catalogue.paper),
      );
      const res = await place({ email: 'jana@example.sk', craftedProduct: { id: product } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'error.order.lowresolution',
        detail:
          'Upozornenie: Vaša fotografia nemá dostatočné rozlíšenie pre tlač - objednávku nie je možné potvrdiť.',
      });
    });
  });

  describe('placing an order', () => {
    let order: Record<string, unknown>;
    let productId: number;
    const readProduct = async () =>
      (await t.app.inject({ url: `/api/crafted-products/${productId}`, headers: visitor })).json();

    beforeAll(async () => {
      // 3000 × 2000 px printed 30 × 20 cm: 254 DPI.
      const photo = await uploadPhoto(t.app, visitor, await makeJpeg(3000, 2000));
      productId = await postForId(t.app, visitor, '/api/crafted-products', {
        ...plainPrintBody(photo, catalogue.paper),
        copies: 2,
      });
      const res = await place({
        email: 'jana.novakova@example.sk',
        phone: '+421 900 111 222',
        userNote: 'Darček <b>pre mamu</b>',
        status: 'ZAPLATENA',
        craftedProduct: { id: productId },
        handoverMethod: 'KURIER',
        deliveryName: 'Jana Nováková',
        deliveryStreet: 'Hlavná 1',
        deliveryCity: 'Košice',
        deliveryPostcode: '040 01',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.order.created');
      order = res.json();
    });

    it('is confirmed, numbered by its crafted product, with postage by parcel size', async () => {
      const product = await readProduct();
      expect(order).toMatchObject({
        status: 'POTVRDENA',
        email: 'jana.novakova@example.sk',
        variableSymbol: String(productId),
        handoverMethod: 'KURIER',
        deliveryCity: 'Košice',
        deliveryCountry: 'Slovensko',
        postage: 4.9,
        invoiceNumber: expect.stringMatching(/^\d{4}-000001$/),
      });
      expect(order.totalAmount).toBeCloseTo(product.price + 4.9, 2);
      const snapshot = JSON.parse(
        String(
          (await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin })).json().snapshot,
        ),
      );
      expect(snapshot.craftedProduct).toMatchObject({
        id: productId,
        price: product.price,
        text2: product.text2,
      });
      expect(snapshot.printMedia).toMatchObject({ name: 'Lesklý papier' });
    });

    it('freezes the crafted product', async () => {
      const product = await readProduct();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/crafted-products',
        headers: visitor,
        payload: { ...product, copies: 5 },
      });
      expect(res.statusCode).toBe(409);
    });

    it('mails the customer the pro-forma invoice: number, amount, IBAN', async () => {
      const mail = await smtp.mailTo('jana.novakova@example.sk');
      expect(mail.subject).toContain(String(productId));
      const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
      expect(pdf?.filename).toBe(`zalohova-faktura-${order.invoiceNumber}.pdf`);
      const text = pdfText(pdf!.content as ArrayBuffer);
      expect(text).toContain('Zálohová faktúra');
      expect(text).toContain(String(order.invoiceNumber));
      expect(text).toContain(String(productId));
      expect(text.replace(/\s/g, '')).toContain(IBAN);
      const amount = (Number(order.totalAmount) as number).toFixed(2).replace('.', ',');
      expect(text).toContain(amount);
    });

    it('serves the payment details with a PAY by square code for that IBAN, amount and variable symbol', async () => {
      const res = await t.app.inject({ url: `/api/orders/${order.id}/payment`, headers: visitor });
      expect(res.statusCode).toBe(200);
      const payment = res.json();
      expect(payment).toMatchObject({
        iban: IBAN,
        variableSymbol: String(productId),
        amount: order.totalAmount,
      });
      const decoded = decode(payment.payBySquare);
      expect(decoded.payments[0]).toMatchObject({
        amount: order.totalAmount,
        variableSymbol: String(productId),
        bankAccounts: [{ iban: IBAN }],
      });
      const qr = await sharp(Buffer.from(payment.qrPng, 'base64')).metadata();
      expect(qr.format).toBe('png');
      expect(
        (await t.app.inject({ url: `/api/orders/${order.id}/payment`, headers: visitorHeaders() }))
          .statusCode,
      ).toBe(404);
    });

    it('lets the owner download the pro-forma again, and nobody else', async () => {
      const res = await t.app.inject({ url: `/api/orders/${order.id}/proforma`, headers: visitor });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfText(res.rawPayload)).toContain(String(order.invoiceNumber));
      expect(
        (await t.app.inject({ url: `/api/orders/${order.id}/proforma`, headers: visitorHeaders() }))
          .statusCode,
      ).toBe(404);
    });

    it('makes one order of a double submit', async () => {
      const again = await place({
        email: 'jana.novakova@example.sk',
        craftedProduct: { id: productId },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(order.id);
    });

    it('is read-only for its owner', async () => {
      const res = await update({ ...order, userNote: 'zmena' }, visitor);
      expect(res.statusCode).toBe(401);
    });

    it('gives the workshop the print-ready file and a job ticket (admins only)', async () => {
      const file = await t.app.inject({
        url: `/api/orders/${order.id}/print-file`,
        headers: admin,
      });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([3000, 2000]);
      expect(meta.space).toBe('srgb');
      const ticket = await t.app.inject({
        url: `/api/orders/${order.id}/job-ticket`,
        headers: admin,
      });
      expect(ticket.statusCode).toBe(200);
      expect(pdfText(ticket.rawPayload)).toContain(String(productId));
      for (const url of [
        `/api/orders/${order.id}/print-file`,
        `/api/orders/${order.id}/job-ticket`,
      ]) {
        expect((await t.app.inject({ url, headers: visitor })).statusCode).toBe(401);
      }
    });
  });

  describe('the status workflow (admins)', () => {
    let orderId: number;
    beforeAll(async () => {
      const res = await place(await orderBody(t.app, visitor, catalogue));
      orderId = res.json().id;
    });
    const changeStatus = (payload: object, headers: Headers) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/status`, payload, headers });

    it('refuses a step the workflow does not allow, and non-admins', async () => {
      const skip = await changeStatus({ status: 'ODOSLANA' }, admin);
      expect(skip.statusCode).toBe(400);
      expect(skip.json().message).toBe('error.order.transition');
      const user = await signIn(t.app, 'user', 'user');
      const byUser = await changeStatus({ status: 'ZAPLATENA' }, user);
      expect(byUser.statusCode).toBe(403);
    });

    it('records each step with time and author, mails the customer, and dates the shipping', async () => {
      for (const status of ['ZAPLATENA', 'VO_VYROBE', 'ODOSLANA']) {
        const res = await changeStatus({ status, note: `krok ${status}` }, admin);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().status).toBe(status);
      }
      const order = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: admin })).json();
      expect(Date.parse(order.expeditionDate)).toBeGreaterThan(Date.now() - 60_000);
      const history = (
        await t.app.inject({ url: `/api/orders/${orderId}/history`, headers: admin })
      ).json();
      expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
        'POTVRDENA',
        'ZAPLATENA',
        'VO_VYROBE',
        'ODOSLANA',
      ]);
      expect(history[3]).toMatchObject({
        fromStatus: 'VO_VYROBE',
        changedBy: 'admin',
        note: 'krok ODOSLANA',
      });
      await waitFor(
        async () =>
          (await smtp.parsed()).filter(
            (m) => /Odoslaná/.test(m.subject ?? '') || /Odoslaná/.test(m.text ?? ''),
          ).length > 0,
      );
    });

    it("takes an admin's PUT with a changed status through the same workflow", async () => {
      const order = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: admin })).json();
      const wrong = await update({ ...order, status: 'POTVRDENA' }, admin);
      expect(wrong.statusCode).toBe(400);
      const done = await update({ ...order, status: 'VYBAVENA', strojnikNote: 'Hotovo' }, admin);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ status: 'VYBAVENA', strojnikNote: 'Hotovo' });
      const history = (
        await t.app.inject({ url: `/api/orders/${orderId}/history`, headers: admin })
      ).json();
      expect(history.at(-1)).toMatchObject({ fromStatus: 'ODOSLANA', toStatus: 'VYBAVENA' });
    });
  });

  /**
   * More orders at once than the database pool has connections (10), so that some wait for
   * one while the others hold theirs.
   */
  const AT_ONCE = 12;

  it(`takes ${AT_ONCE} parallel orders for as many crafted products: each its order, invoice and mail`, async () => {
    const visitors = Array.from({ length: AT_ONCE }, () => visitorHeaders());
    const bodies = await Promise.all(visitors.map((v) => orderBody(t.app, v, catalogue)));
    const emails = bodies.map((b, i) => ({ ...b, email: `zakaznik${i}@example.sk` }));
    const results = await Promise.all(emails.map((b, i) => place(b, visitors[i])));
    expect(results.map((r) => r.statusCode)).toEqual(Array(AT_ONCE).fill(201));
    const numbers = new Set(results.map((r) => r.json().invoiceNumber));
    expect(numbers.size).toBe(AT_ONCE);
    await waitFor(
      async () =>
        (await smtp.parsed()).filter((m) => /^zakaznik\d+@/.test(m.to?.[0]?.address ?? ''))
          .length >= AT_ONCE,
      30_000,
    );
    const addresses = (await smtp.parsed())
      .map((m) => m.to?.[0]?.address)
      .filter((a) => /^zakaznik\d+@/.test(a ?? ''));
    expect(addresses.sort()).toEqual(emails.map((b) => b.email).sort());
  });

  it('lets a double submit race make one order', async () => {
    const body = await orderBody(t.app, visitor, catalogue);
    const [a, b] = await Promise.all([place(body), place(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
  });
});
