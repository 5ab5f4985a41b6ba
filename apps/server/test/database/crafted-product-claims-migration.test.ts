import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/db/migrate.ts';
import type { Database } from '../../src/repositories/database.ts';
import { openTestDatabase, TEST_DB } from '../helpers/test-app.ts';

const CLAIMS = '20261124-0016-crafted-product-claims';

/**
 * Migration 0016 has every order claim the crafted products it holds; where orders already
 * shared one (an entry for a placed piece, or two entries), the placement, else the earliest
 * entry, claims it, and every order stays as it was.
 */
describe(`the crafted-product claims migration (${TEST_DB})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  const ids = { placed: 0, entered: 0, enteredForPlaced: 0, firstOfTwo: 0, secondOfTwo: 0 };
  const pieces = { first: 0, second: 0, entered: 0, twice: 0 };

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const names = Object.keys(MIGRATIONS);
    await migrateToLatest(database.db, names[names.indexOf(CLAIMS) - 1]);
    const { db } = database;
    const product = async () =>
      (
        await db
          .insertInto('craftedProduct')
          .values({ price: 12.5, copies: 1, sid: 'visitor' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const order = async (craftedProductId: number | null) =>
      (
        await db
          .insertInto('customerOrder')
          .values({ orderDate: '2026-11-20T10:00:00.000Z', status: 'POTVRDENA', craftedProductId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    for (const name of Object.keys(pieces) as (keyof typeof pieces)[]) {
      pieces[name] = await product();
    }
    ids.placed = await order(pieces.first);
    for (const [n, piece] of [pieces.first, pieces.second].entries()) {
      await db
        .insertInto('orderItem')
        .values({ orderId: ids.placed, position: n + 1, craftedProductId: piece, copies: 1 })
        .execute();
    }
    ids.entered = await order(pieces.entered);
    ids.enteredForPlaced = await order(pieces.second);
    ids.firstOfTwo = await order(pieces.twice);
    ids.secondOfTwo = await order(pieces.twice);
    await order(null);
    await migrateToLatest(database.db);
  });
  afterAll(() => dispose?.());

  const claims = async () =>
    (
      await database.db
        .selectFrom('craftedProductClaim')
        .select(['craftedProductId', 'orderId'])
        .orderBy('craftedProductId')
        .execute()
    ).map((c) => [Number(c.craftedProductId), Number(c.orderId)]);

  it('has every held piece claimed once: by its placement, else by its earliest entry', async () => {
    expect(await claims()).toEqual([
      [pieces.first, ids.placed],
      [pieces.second, ids.placed],
      [pieces.entered, ids.entered],
      [pieces.twice, ids.firstOfTwo],
    ]);
    const orders = await database.db
      .selectFrom('customerOrder')
      .select(['id', 'craftedProductId'])
      .where('id', 'in', [ids.enteredForPlaced, ids.secondOfTwo])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => [o.id, o.craftedProductId])).toEqual([
      [ids.enteredForPlaced, pieces.second],
      [ids.secondOfTwo, pieces.twice],
    ]);
  });

  it('refuses a second claim of a piece, and lets a claim go with its order', async () => {
    const { db } = database;
    await expect(
      db
        .insertInto('craftedProductClaim')
        .values({ craftedProductId: pieces.entered, orderId: ids.secondOfTwo })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('customerOrder').where('id', '=', ids.entered).execute();
    expect((await claims()).map(([piece]) => piece)).not.toContain(pieces.entered);
  });
});
