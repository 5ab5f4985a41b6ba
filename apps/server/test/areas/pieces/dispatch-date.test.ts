import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter, framedPieceBody, postForId } from '../../helpers/catalogue-factories.ts';
import { plainPrintBody, shopParams, uploadPhoto } from '../../helpers/customer-factories.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { startSmtpServer, type SmtpCatcher } from '../../mail/mail-helpers.ts';

/**
 * The day a piece ships, as its answer and its order carry it. The clock stands on Friday
 * 4 December 2026, 11:00 in Bratislava (before the 12:00 cut-off) unless a test moves it.
 */
describe(`the dispatch day of a configured piece (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let admin: Headers;
  const visitor = visitorHeaders();
  const ids: Record<string, number> = {};
  const FRIDAY_MORNING = Date.parse('2026-12-04T10:00:00Z');
  let clockAt = FRIDAY_MORNING;

  const write = (method: 'POST' | 'PUT', payload: object) =>
    t.app.inject({ method, url: '/api/crafted-products?nothumbs=true', payload, headers: visitor });
  const framed = (extra: object = {}) => ({
    ...framedPieceBody(ids, { photo: { id: ids.photo } }),
    ...extra,
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      { smtpUrl: smtp.url },
      { outboxPollMs: 50, now: () => new Date(clockAt) },
    );
    admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    const maker = (name: string, deliveryDateDays: number) =>
      c.create('/api/manufacturers', { name, deliveryDateDays, enabled: true });
    await c.noneRows();
    const paperMaker = await maker('Papiere a.s.', 2);
    const frameMaker = await maker('Lišty s.r.o.', 3);
    ids.paper = await c.printMedia('Lesklý papier', 'PAPIER', 30, {
      manufacturer: { id: paperMaker },
    });
    // In the workshop's own stock: no maker to wait for.
    ids.ownPaper = await c.printMedia('Matný papier', 'PAPIER', 30);
    ids.glass = await c.glass('Číre sklo', 40);
    ids.mat = await c.pasparta('Biela', 25);
    ids.frame = await c.frame('Dub', '18.50', await c.frameProfile('Lišta 20', 20), {
      manufacturer: { id: frameMaker },
    });
    const product = await c.product('Obraz v ráme', 'PHOTOPASPARTAFRAME', 60, {
      askForPaper: true,
      askForPasparta: true,
      askForGlass: true,
      askForFrame: true,
    });
    ids.config = await c.config(product, 'PHOTOPASPARTAFRAME', '3:2', '50x40', {
      photoSizeCm: '40x30',
    });
    await c.product('Fotografia', 'PLAINPHOTO', 5, { askForPaper: true });
    await c.param('SHOP_NAME', 'Fotoobraz s.r.o.');
    await c.param('SHOP_IBAN', 'SK3112000000198742637541');
    await c.param('EXPRESS_PRICE', '9.90');
    await c.param('EXPRESS_DAYS_SAVED', '2');
    await c.param('DISPATCH_CUTOFF_HOUR', '12');
    await c.param('DISPATCH_RESTOCK_DAYS', '5');
    await shopParams(t.app, admin);
    ids.photo = await uploadPhoto(t.app, visitor);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('POST, PUT and GET /api/crafted-products', () => {
    it('answers the day it ships: the frame maker’s 3 days from Friday morning', async () => {
      const res = await write('POST', framed());
      expect(res.statusCode, res.body).toBe(201);
      const piece = res.json();
      ids.piece = piece.id;
      expect(piece).toMatchObject({
        dispatchDate: '2026-12-09',
        standardDispatchDate: '2026-12-09',
        expressDispatchDate: '2026-12-07',
        expressPrice: 9.9,
        expressProduction: false,
      });
      expect(piece.text2).not.toContain('Expresná výroba');
    });

    it('prices express once in the breakdown and ships two working days sooner', async () => {
      const before = (
        await t.app.inject({ url: `/api/crafted-products/${ids.piece}`, headers: visitor })
      ).json();
      const res = await write('PUT', framed({ id: ids.piece, expressProduction: true }));
      expect(res.statusCode, res.body).toBe(200);
      const piece = res.json();
      expect(piece.dispatchDate).toBe('2026-12-07');
      expect(piece.text2).toContain(
        'Expresná výroba;odoslanie o 2\u00a0pracovné dni skôr;9,90\u00a0€',
      );
      expect(Math.round(piece.price * 100) - Math.round(before.price * 100)).toBe(990);
    });

    it('GET tells the day as of now: after the cut-off, counted from Monday', async () => {
      clockAt = Date.parse('2026-12-04T12:30:00Z'); // Friday 13:30 in Bratislava
      try {
        const res = await t.app.inject({
          url: `/api/crafted-products/${ids.piece}`,
          headers: visitor,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          dispatchDate: '2026-12-08',
          standardDispatchDate: '2026-12-10',
          expressDispatchDate: '2026-12-08',
        });
      } finally {
        clockAt = FRIDAY_MORNING;
      }
    });

    it("the back-office's list tells every piece's day too", async () => {
      const res = await t.app.inject({
        url: '/api/crafted-products?size=100&nothumbs=true',
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { id: number; dispatchDate?: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row.dispatchDate, `piece ${row.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const one = await t.app.inject({ url: `/api/crafted-products/${ids.piece}`, headers: admin });
      expect(rows.find((row) => row.id === ids.piece)?.dispatchDate).toBe(one.json().dispatchDate);
    });

    it('a frame size out of stock waits for the restock: 3 + 5 days', async () => {
      const stock = await postForId(t.app, admin, '/api/frame-in-stocks', {
        totalSizeCm: '40x50',
        inStock: 0,
        frame: { id: ids.frame },
      });
      try {
        const piece = (
          await write('PUT', framed({ id: ids.piece, expressProduction: false }))
        ).json();
        expect(piece).toMatchObject({
          dispatchDate: '2026-12-16',
          expressDispatchDate: '2026-12-14',
          productionDays: 8,
        });
      } finally {
        await t.app.inject({
          method: 'DELETE',
          url: `/api/frame-in-stocks/${stock}`,
          headers: admin,
        });
      }
    });

    it('a piece made in one day is offered no express, and a chosen one is not charged', async () => {
      const body = { ...plainPrintBody(ids.photo, ids.ownPaper), expressProduction: true };
      const res = await write('POST', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        dispatchDate: '2026-12-07',
        expressDispatchDate: null,
        expressPrice: null,
      });
      expect(res.json().text2).not.toContain('Expresná');
    });

    it('declares the dispatch day in the OpenAPI answer', async () => {
      const doc = (await t.app.inject({ url: '/v3/api-docs' })).json();
      const answer =
        doc.paths['/api/crafted-products/{id}'].get.responses['200'].content['application/json']
          .schema;
      expect(answer).toEqual({ $ref: '#/components/schemas/craftedProductRow' });
      expect(doc.components.schemas.craftedProductRow.properties).toHaveProperty('dispatchDate');
    });
  });

  describe('GET /api/basket', () => {
    it('dates each line, and the order by its slowest line', async () => {
      const quick = (await write('POST', plainPrintBody(ids.photo, ids.ownPaper))).json();
      for (const id of [quick.id, ids.piece]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/basket/items',
          payload: { craftedProduct: { id } },
          headers: visitor,
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
      const basket = (await t.app.inject({ url: '/api/basket', headers: visitor })).json();
      const dayOf = (id: number) =>
        basket.items.find((i: { craftedProduct: { id: number } }) => i.craftedProduct.id === id)
          .dispatchDate;
      expect(dayOf(quick.id)).toBe('2026-12-07');
      expect(dayOf(ids.piece)).toBe('2026-12-09');
      expect(basket.dispatchDate).toBe('2026-12-09');
      await t.app.inject({
        method: 'DELETE',
        url: `/api/basket/items/${basket.items[0].id}`,
        headers: visitor,
      });
      await t.app.inject({
        method: 'DELETE',
        url: `/api/basket/items/${basket.items[1].id}`,
        headers: visitor,
      });
    });
  });

  describe('POST /api/orders keeps the promised day', () => {
    let order: Record<string, unknown>;

    it('works the day out at placement; a day the browser sends is ignored', async () => {
      const piece = (await write('PUT', framed({ id: ids.piece, expressProduction: true }))).json();
      expect(piece.dispatchDate).toBe('2026-12-07');
      // Later that Friday, after the cut-off: the order counts from Monday.
      clockAt = Date.parse('2026-12-04T12:30:00Z');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: visitor,
        payload: {
          email: 'jana.dispatch@example.sk',
          craftedProduct: { id: ids.piece },
          dispatchDate: '2026-12-05',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      order = res.json();
      expect(order.dispatchDate).toBe('2026-12-08');
      const read = await t.app.inject({ url: `/api/orders/${order.id}`, headers: visitor });
      expect(read.json().dispatchDate).toBe('2026-12-08');
    });

    it('states it in the order mail and on the pro-forma invoice', async () => {
      const mail = await smtp.mailTo('jana.dispatch@example.sk');
      expect(mail.text).toContain('Odošleme do: utorka 8. 12. 2026');
      expect(mail.html).toContain('utorka 8. 12. 2026');
      const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
      expect(layoutText(pdf.content as ArrayBuffer)).toContain('Odošleme do');
      expect(layoutText(pdf.content as ArrayBuffer)).toContain('8. 12. 2026');
    });
  });
});
