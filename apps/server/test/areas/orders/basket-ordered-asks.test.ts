import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { basketShop, type BasketShop } from '../../helpers/basket-shop.ts';
import { withStatementLog } from '../../helpers/statement-log.ts';
import { openTestDatabase, TEST_DB } from '../../helpers/test-app.ts';

/**
 * Every basket read asks whether its lines' crafted products are ordered (a line whose piece an
 * admin entered an order for leaves the basket): one ask of the orders for all the lines, not one
 * per line, and an added line's answer does not ask again.
 */
describe(`what a basket asks of the orders (${TEST_DB})`, () => {
  let shop: BasketShop;
  let reads: ReturnType<typeof withStatementLog>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    reads = withStatementLog(opened.database);
    shop = await basketShop(reads.database);
  });
  afterAll(async () => {
    await shop?.t.close();
    await dispose?.();
  });

  /** The queries of `work` that read the order lines or the orders. */
  const asksOfOrders = async (work: () => Promise<unknown>): Promise<number> => {
    reads.reset();
    await work();
    return reads.naming('order_item', 'customer_order').length;
  };
  const fill = async (visitor: Headers, count: number) => {
    for (let n = 0; n < count; n++) {
      expect((await shop.add(visitor, await shop.print(visitor))).statusCode).toBe(201);
    }
  };

  it('asks once on a read, whatever the number of lines', async () => {
    const one = visitorHeaders();
    await fill(one, 1);
    const three = visitorHeaders();
    await fill(three, 3);
    expect(await asksOfOrders(() => shop.basketOf(one))).toBe(1);
    expect(await asksOfOrders(() => shop.basketOf(three))).toBe(1);
  });

  it('asks once when a line is added, for it and the lines already there', async () => {
    const visitor = visitorHeaders();
    await fill(visitor, 3);
    const piece = await shop.print(visitor);
    expect(
      await asksOfOrders(async () => expect((await shop.add(visitor, piece)).statusCode).toBe(201)),
    ).toBe(1);
  });
});
