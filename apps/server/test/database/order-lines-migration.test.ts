import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/db/migrate.ts';
import type { Database } from '../../src/repositories/database.ts';
import { openTestDatabase, TEST_DB } from '../helpers/test-app.ts';

const ORDER_LINES = '20261124-0014-order-lines-and-basket';

/** Migration 0014 makes every order placed before the basket an order of one line. */
describe(`the order-lines migration (${TEST_DB})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let placed: { order: number; product: number };
  let entered: { order: number; product: number };

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const names = Object.keys(MIGRATIONS);
    await migrateToLatest(database.db, names[names.indexOf(ORDER_LINES) - 1]);
    const { db } = database;
    const product = async (price: number, copies: number) =>
      (
        await db
          .insertInto('craftedProduct')
          .values({ price, copies, text3: 'Fotografia', sid: 'visitor' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const order = async (values: Record<string, unknown>) =>
      (
        await db
          .insertInto('customerOrder')
          .values({ orderDate: '2026-11-20T10:00:00.000Z', status: 'POTVRDENA', ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const placedProduct = await product(31.9, 2);
    placed = {
      product: placedProduct,
      // The order charged 38.80 €: the piece at 31.90 € and postage of 6.90 €.
      order: await order({
        craftedProductId: placedProduct,
        postage: 6.9,
        totalAmount: 38.8,
        snapshot: '{"craftedProduct":{"id":1,"text3":"Fotografia","copies":2}}',
      }),
    };
    const enteredProduct = await product(12.5, 1);
    // An order an admin entered: no amounts, no snapshot.
    entered = { product: enteredProduct, order: await order({ craftedProductId: enteredProduct }) };
    await order({ email: 'bez-produktu@example.sk' });
    await migrateToLatest(database.db);
  });
  afterAll(() => dispose?.());

  it('gives every order with a crafted product one line, at what the order charged for it', async () => {
    const lines = await database.db
      .selectFrom('orderItem')
      .select(['orderId', 'position', 'craftedProductId', 'price', 'copies', 'snapshot'])
      .orderBy('orderId')
      .execute();
    expect(lines.map((l) => ({ ...l, price: l.price == null ? null : Number(l.price) }))).toEqual([
      {
        orderId: placed.order,
        position: 1,
        craftedProductId: placed.product,
        price: 31.9,
        copies: 2,
        snapshot: '{"craftedProduct":{"id":1,"text3":"Fotografia","copies":2}}',
      },
      {
        orderId: entered.order,
        position: 1,
        craftedProductId: entered.product,
        price: 12.5,
        copies: 1,
        snapshot: null,
      },
    ]);
  });

  it('moves the one-order-per-crafted-product rule to the lines', async () => {
    const { db } = database;
    await expect(
      db
        .insertInto('orderItem')
        .values({
          orderId: entered.order,
          position: 2,
          craftedProductId: placed.product,
          copies: 1,
        })
        .execute(),
    ).rejects.toThrow();
    // The order itself names its first line's crafted product; the rule is no longer its own.
    await expect(
      db
        .insertInto('customerOrder')
        .values({
          orderDate: '2026-11-21T10:00:00.000Z',
          status: 'POTVRDENA',
          craftedProductId: placed.product,
        })
        .execute(),
    ).resolves.toBeDefined();
  });
});
