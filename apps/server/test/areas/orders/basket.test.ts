import type { BasketProblem as Problem } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import {
  basketShop,
  cents,
  courier,
  type BasketItem,
  type BasketShop,
} from '../../helpers/basket-shop.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';

describe(`the basket and orders of several lines (${TEST_DB})`, () => {
  let shop: BasketShop;
  let t: TestApp;
  let admin: Headers;
  const basketOf = (as: Headers) => shop.basketOf(as);
  const add = (as: Headers, id: number) => shop.add(as, id);
  const place = (as: Headers, payload: object) => shop.place(as, payload);
  const orderCount = () => shop.orderCount();
  const print = (as: Headers, width?: number, height?: number) => shop.print(as, width, height);
  const priceOf = (as: Headers, id: number) => shop.priceOf(as, id);
  /** A 400 whose first field error refuses the crafted product with `message`. */
  const expectProductRefused = (res: Awaited<ReturnType<typeof add>>, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0]).toMatchObject({ field: 'craftedProduct', message });
  };

  beforeAll(async () => {
    shop = await basketShop();
    ({ t, admin } = shop);
  });
  afterAll(() => t?.close());

  describe('basket lines', () => {
    const visitor = visitorHeaders();
    let first: number;
    let second: number;
    let line: BasketItem;

    it('is empty at first', async () => {
      expect(await basketOf(visitor)).toEqual({
        items: [],
        count: 0,
        itemsTotal: 0,
        courierPostage: 0,
        parcel: null,
        dispatchDate: null,
      });
    });

    it('takes the caller’s crafted products, once each', async () => {
      first = await print(visitor);
      second = await print(visitor, 60, 40);
      const res = await add(visitor, first);
      expect(res.statusCode, res.body).toBe(201);
      line = res.json();
      expect(res.headers.location).toBe(`/api/basket/items/${line.id}`);
      expect(line).toMatchObject({ position: 1, problems: [], craftedProduct: { id: first } });
      expect(line.priceWhenAdded).toBe(line.craftedProduct.price);
      const again = await add(visitor, first);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(line.id);
      expect((await add(visitor, second)).statusCode).toBe(201);

      const basket = await basketOf(visitor);
      expect(basket.count).toBe(2);
      expect(basket.items.map((i) => [i.position, i.craftedProduct.id])).toEqual([
        [1, first],
        [2, second],
      ]);
      const [a, b] = basket.items.map((i) => i.craftedProduct.price);
      expect(cents(basket.itemsTotal)).toBe(cents(a) + cents(b));
      // 60 x 40 cm travels in a 70 cm parcel: class M.
      expect(basket.courierPostage).toBe(6.9);
      // Both prints in one box: the larger's outline, stacked, 0.30 m² of 250 g/m² paper.
      expect(basket.parcel).toEqual({
        lengthCm: 70,
        widthCm: 50,
        heightCm: 10.2,
        weightGrams: 75 + Math.round(((2 * (3500 + 714 + 510)) / 10_000) * 700),
        glass: false,
      });
    });

    it('changes copies and reprices on the server', async () => {
      const one = await priceOf(visitor, first);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/basket/items/${line.id}`,
        payload: { copies: 3 },
        headers: visitor,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().craftedProduct.copies).toBe(3);
      expect(res.json().craftedProduct.price).toBeGreaterThan(one);
      expect(await priceOf(visitor, first)).toBe(res.json().craftedProduct.price);
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/basket/items/${line.id}`,
        payload: { copies: 0 },
        headers: visitor,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors[0]).toMatchObject({ field: 'copies', message: 'Size' });
    });

    it('belongs to its owner only', async () => {
      const stranger = visitorHeaders();
      const taken = await add(stranger, second);
      expectProductRefused(taken, 'NotFound');
      expect((await basketOf(stranger)).count).toBe(0);
      for (const method of ['DELETE', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/basket/items/${line.id}`,
          payload: method === 'PUT' ? { copies: 2 } : undefined,
          headers: stranger,
        });
        expect(res.statusCode).toBe(404);
      }
    });

    it('lets a line go, keeping its crafted product', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/basket/items/${line.id}`,
        headers: visitor,
      });
      expect(res.statusCode).toBe(204);
      expect((await basketOf(visitor)).items.map((i) => i.craftedProduct.id)).toEqual([second]);
      expect(
        (await t.app.inject({ url: `/api/crafted-products/${first}`, headers: visitor }))
          .statusCode,
      ).toBe(200);
    });
  });

  it('holds at most the fifty lines one order takes', async () => {
    const sid = 'b'.repeat(43);
    const visitor = visitorHeaders(sid);
    const { db } = t.database;
    for (let n = 0; n < 50; n++) {
      const { id } = await db
        .insertInto('craftedProduct')
        .values({ sid, price: 10, copies: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('basketItem')
        .values({ sid, craftedProductId: id, addedDate: new Date().toISOString() })
        .execute();
    }
    const res = await add(visitor, await print(visitor));
    expectProductRefused(res, 'Size');
  });

  it('refuses a crafted product on any order: placed with lines, or entered by an admin without', async () => {
    const visitor = visitorHeaders();
    const placed = await print(visitor);
    const byLine = await place(visitor, {
      email: 'jana@example.sk',
      items: [{ craftedProduct: { id: placed } }],
    });
    expect(byLine.statusCode, byLine.body).toBe(201);
    const entered = await print(visitor);
    const byEntry = await place(admin, {
      orderDate: '2026-11-20T10:00:00Z',
      email: 'jana@example.sk',
      craftedProduct: { id: entered },
    });
    expect(byEntry.statusCode, byEntry.body).toBe(201);
    expect(byEntry.json().items).toEqual([]);
    for (const id of [placed, entered]) {
      const res = await add(visitor, id);
      expectProductRefused(res, 'Ordered');
    }
    expect((await basketOf(visitor)).count).toBe(0);
  });

  it('merges the visitor’s basket into the user’s on sign-in', async () => {
    const visitor = visitorHeaders();
    const product = await print(visitor);
    expect((await add(visitor, product)).statusCode).toBe(201);
    await createUser(t.database, 'marta');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'marta', password: 'marta' },
      headers: visitor,
    });
    expect(res.statusCode).toBe(200);
    const marta = { authorization: `Bearer ${res.json().id_token}` };
    const basket = await basketOf(marta);
    expect(basket.items.map((i) => i.craftedProduct.id)).toEqual([product]);
    expect((await basketOf(visitor)).count).toBe(0);
    // The crafted product and its photo are hers now: she can order it.
    const placed = await place(marta, {
      email: 'marta@example.sk',
      items: [{ craftedProduct: { id: product } }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  describe('an order of two lines', () => {
    const visitor = visitorHeaders();
    let small: number;
    let large: number;
    let order: {
      id: number;
      items: { id: number; position: number; craftedProduct: { id: number }; price: number }[];
      craftedProduct: { id: number };
      variableSymbol: string;
      postage: number;
      totalAmount: number;
    };

    beforeAll(async () => {
      small = await print(visitor);
      large = await print(visitor, 60, 40);
      for (const id of [small, large]) expect((await add(visitor, id)).statusCode).toBe(201);
    });

    it('refuses another visitor’s crafted products, creating nothing', async () => {
      const before = await orderCount();
      const res = await place(visitorHeaders(), {
        ...courier,
        items: [{ craftedProduct: { id: small } }, { craftedProduct: { id: large } }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.map((e: Problem) => e.field)).toEqual([
        'items[0].craftedProduct',
        'items[1].craftedProduct',
      ]);
      expect(await orderCount()).toBe(before);
    });

    it('is one order: two lines, their prices and postage once', async () => {
      const prices = [await priceOf(visitor, small), await priceOf(visitor, large)];
      const res = await place(visitor, {
        ...courier,
        items: [{ craftedProduct: { id: small } }, { craftedProduct: { id: large } }],
      });
      expect(res.statusCode, res.body).toBe(201);
      order = res.json();
      expect(order.items.map((i) => [i.position, i.craftedProduct.id, i.price])).toEqual([
        [1, small, prices[0]],
        [2, large, prices[1]],
      ]);
      expect(order.craftedProduct.id).toBe(small);
      expect(order.variableSymbol).toBe(String(small));
      // The larger piece's parcel class (M), once.
      expect(order.postage).toBe(6.9);
      expect(cents(order.totalAmount)).toBe(cents(prices[0]) + cents(prices[1]) + 690);
      expect((await basketOf(visitor)).count).toBe(0);
      const mine = await t.app.inject({ url: `/api/orders/${order.id}`, headers: visitor });
      expect(mine.json().items).toHaveLength(2);
      // What the order form told of each line, for 'Moje objednávky' to say again.
      expect(
        mine.json().items.map((i: { withdrawalReason: string }) => i.withdrawalReason),
      ).toEqual(['OWN_PHOTO', 'OWN_PHOTO']);
    });

    it('is the same order when the same lines are sent again', async () => {
      const before = await orderCount();
      const again = await place(visitor, {
        ...courier,
        items: [{ craftedProduct: { id: small } }, { craftedProduct: { id: large } }],
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(order.id);
      const part = await place(visitor, { ...courier, craftedProduct: { id: large } });
      expectProductRefused(part, 'Ordered');
      expect(await orderCount()).toBe(before);
    });

    it('has one pro-forma invoice naming both pieces', async () => {
      const res = await t.app.inject({ url: `/api/orders/${order.id}/proforma`, headers: visitor });
      expect(res.statusCode).toBe(200);
      const text = layoutText(res.rawPayload);
      expect(text).toMatch(/30 × 20 cm/);
      expect(text).toMatch(/60 × 40 cm/);
      expect(text).toContain('Poštovné');
      // Under each line, whether the customer may withdraw from it.
      const ownPhoto =
        'Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy';
      expect(text.split(ownPhoto)).toHaveLength(3);
    });

    it('confirms the order by mail, line by line', async () => {
      const mail = await waitFor(() =>
        t.database.db
          .selectFrom('mailOutbox')
          .select('bodyText')
          .where('subject', '=', `Potvrdenie objednávky č. ${order.variableSymbol}`)
          .executeTakeFirst(),
      );
      expect(mail.bodyText).toMatch(/Položka 1\/2.*30 × 20 cm/);
      expect(mail.bodyText).toMatch(/Položka 2\/2.*60 × 40 cm/);
      expect(mail.bodyText).toMatch(
        /Položka 1\/2.*\nOdstúpenie: Vyrobené podľa vašej fotografie – podľa zákona nie je možné odstúpiť od zmluvy\n/,
      );
      expect(mail.bodyText).toContain(
        `Odstúpiť od zmluvy: http://localhost:8080/odstupenie-od-zmluvy?objednavka=${order.variableSymbol}`,
      );
    });

    it('lists every line on the tax document issued on payment', async () => {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/status`,
        payload: { status: 'ZAPLATENA' },
        headers: admin,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const list = (
        await t.app.inject({ url: `/api/orders/${order.id}/documents`, headers: admin })
      ).json() as { type: string; url: string }[];
      const taxDocument = list.find((d) => d.type !== 'PROFORMA')!;
      const pdf = await t.app.inject({ url: taxDocument.url, headers: admin });
      expect(pdf.statusCode).toBe(200);
      const text = layoutText(pdf.rawPayload);
      expect(text).toMatch(/30 × 20 cm/);
      expect(text).toMatch(/60 × 40 cm/);
    });

    it('gives the workshop a print file and a job ticket per line, not per order', async () => {
      for (const item of order.items) {
        const file = await t.app.inject({
          url: `/api/orders/${order.id}/items/${item.id}/print-file`,
          headers: admin,
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
        const ticket = await t.app.inject({
          url: `/api/orders/${order.id}/items/${item.id}/job-ticket`,
          headers: admin,
        });
        expect(ticket.statusCode).toBe(200);
        expect(layoutText(ticket.rawPayload)).toContain(`položka ${item.position}/2`);
      }
      for (const path of ['print-file', 'job-ticket']) {
        const whole = await t.app.inject({
          url: `/api/orders/${order.id}/${path}`,
          headers: admin,
        });
        expect(whole.statusCode).toBe(409);
        const line = `/api/orders/${order.id}/items/${order.items[0].id}/${path}`;
        expect((await t.app.inject({ url: line, headers: visitor })).statusCode).toBe(401);
        const stranger = `/api/orders/${order.id}/items/999999/${path}`;
        expect((await t.app.inject({ url: stranger, headers: admin })).statusCode).toBe(404);
      }
    });
  });
});
