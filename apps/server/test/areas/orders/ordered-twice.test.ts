import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { basketShop, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { TEST_DB } from '../../helpers/test-app.ts';

/**
 * A piece in a customer's basket for which an admin then enters an order in the back-office (an
 * order without lines that points at the piece): it is ordered, so neither the basket nor a
 * placement may order it again, and the admin's order is no repeat of the customer's.
 */
describe(`a basket piece an admin entered an order for (${TEST_DB})`, () => {
  let shop: BasketShop;

  beforeAll(async () => {
    shop = await basketShop();
  });
  afterAll(() => shop?.t.close());

  /** The visitor's new pieces, each in their basket. */
  const inBasket = async (visitor: Headers, count: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const id = await shop.print(visitor);
      expect((await shop.add(visitor, id)).statusCode).toBe(201);
      ids.push(id);
    }
    return ids;
  };
  const enterOrder = async (craftedProductId: number): Promise<number> => {
    const res = await shop.place(shop.admin, {
      orderDate: '2026-11-20T10:00:00Z',
      email: 'jana@example.sk',
      craftedProduct: { id: craftedProductId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toEqual([]);
    return res.json().id;
  };
  const setCopies = (visitor: Headers, lineId: number, copies: number) =>
    shop.t.app.inject({
      method: 'PUT',
      url: `/api/basket/items/${lineId}`,
      payload: { copies },
      headers: visitor,
    });
  /** The piece's copies as stored: an ordered piece is frozen. */
  const copiesOf = async (visitor: Headers, craftedProductId: number): Promise<number> =>
    (
      await shop.t.app.inject({
        url: `/api/crafted-products/${craftedProductId}`,
        headers: visitor,
      })
    ).json().copies;
  const expectOrdered = (res: LightMyRequestResponse, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'order', field, message: 'Ordered' }]);
  };

  it('is refused on its line of a basket order, and nothing is ordered', async () => {
    const visitor = visitorHeaders();
    const [kept, entered] = await inBasket(visitor, 2);
    await enterOrder(entered);
    const before = await shop.orderCount();
    const res = await shop.place(visitor, {
      ...courier,
      items: [{ craftedProduct: { id: kept } }, { craftedProduct: { id: entered } }],
    });
    expectOrdered(res, 'items[1].craftedProduct');
    expect(await shop.orderCount()).toBe(before);
  });

  it('is refused on the shared line of the slower of two baskets placed at once', async () => {
    const visitor = visitorHeaders();
    const [shared, one, other] = await inBasket(visitor, 3);
    const lines = (...ids: number[]) => ids.map((id) => ({ craftedProduct: { id } }));
    const results = await Promise.all([
      shop.place(visitor, { ...courier, items: lines(shared, one) }),
      shop.place(visitor, { ...courier, items: lines(shared, other) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expectOrdered(
      results.find((r) => r.statusCode === 400)!,
      'items[0].craftedProduct',
    );
  });

  it('is refused as a one-piece order, not answered with the admin’s order as a repeat', async () => {
    const visitor = visitorHeaders();
    const [entered] = await inBasket(visitor, 1);
    await enterOrder(entered);
    const before = await shop.orderCount();
    expectOrdered(
      await shop.place(visitor, { ...courier, craftedProduct: { id: entered } }),
      'craftedProduct',
    );
    expectOrdered(
      await shop.place(visitor, { ...courier, items: [{ craftedProduct: { id: entered } }] }),
      'items[0].craftedProduct',
    );
    expect(await shop.orderCount()).toBe(before);
  });

  it('leaves the basket, which no longer reprices or changes it', async () => {
    const visitor = visitorHeaders();
    const [entered, kept] = await inBasket(visitor, 2);
    const line = (await shop.basketOf(visitor)).items[0];
    await enterOrder(entered);

    const basket = await shop.basketOf(visitor);
    expect(basket.items.map((i) => [i.position, i.craftedProduct.id])).toEqual([[1, kept]]);
    expect(basket.count).toBe(1);
    expect((await setCopies(visitor, line.id, 3)).statusCode).toBe(404);
    expect(await copiesOf(visitor, entered)).toBe(1);
    const stored = await shop.t.database.db
      .selectFrom('basketItem')
      .select('id')
      .where('craftedProductId', '=', entered)
      .execute();
    expect(stored).toEqual([]);
  });

  it('is refused in a change of its copies made before the basket was read again', async () => {
    const visitor = visitorHeaders();
    const [entered] = await inBasket(visitor, 1);
    const line = (await shop.basketOf(visitor)).items[0];
    await enterOrder(entered);
    const res = await setCopies(visitor, line.id, 3);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'basketItem', field: 'craftedProduct', message: 'Ordered' },
    ]);
    expect((await shop.basketOf(visitor)).count).toBe(0);
    expect(await copiesOf(visitor, entered)).toBe(1);
  });
});
