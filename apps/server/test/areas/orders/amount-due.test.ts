import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { basketShop, cents, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { TEST_DB } from '../../helpers/test-app.ts';

/**
 * An order's JSON carries `amountDue` (what is still to pay) beside `totalAmount`, both from the
 * order's amounts: the whole total until it is paid, nothing after, nothing once cancelled.
 */
describe(`an order's amount due (${TEST_DB})`, () => {
  let shop: BasketShop;

  beforeAll(async () => {
    shop = await basketShop();
  });
  afterAll(() => shop?.t.close());

  const step = (id: number, status: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      payload: { status },
      headers: shop.admin,
    });
  const read = async (id: number) =>
    (await shop.t.app.inject({ url: `/api/orders/${id}`, headers: shop.admin })).json();

  it('is the total of three pieces and the postage until paid, then nothing', async () => {
    const visitor = visitorHeaders();
    const pieces = [
      await shop.print(visitor, 30, 20),
      await shop.print(visitor, 40, 30),
      await shop.print(visitor, 20, 20),
    ];
    const prices = await Promise.all(pieces.map((id) => shop.priceOf(visitor, id)));
    const placed = await shop.place(visitor, {
      ...courier,
      items: pieces.map((id) => ({ craftedProduct: { id } })),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    const piecesCents = prices.reduce((sum, price) => sum + cents(price), 0);
    expect(cents(order.totalAmount)).toBe(piecesCents + cents(order.postage));
    expect(order.postage).toBeGreaterThan(0);
    expect(order.amountDue).toBe(order.totalAmount);

    expect((await step(order.id, 'ZAPLATENA')).json().amountDue).toBe(0);
    const list = (await shop.t.app.inject({ url: '/api/orders', headers: shop.admin })).json();
    expect(list.find((row: { id: number }) => row.id === order.id).amountDue).toBe(0);
  });

  it('is nothing once the order is cancelled', async () => {
    const visitor = visitorHeaders();
    const placed = await shop.place(visitor, {
      ...courier,
      items: [{ craftedProduct: { id: await shop.print(visitor) } }],
    });
    const { id, totalAmount } = placed.json();
    expect((await read(id)).amountDue).toBe(totalAmount);
    expect((await step(id, 'ZRUSENA')).statusCode).toBe(200);
    expect((await read(id)).amountDue).toBe(0);
  });
});
