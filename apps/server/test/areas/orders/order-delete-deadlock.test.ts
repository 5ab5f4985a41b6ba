import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { basketShop, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { TEST_DB } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';

/**
 * Deleting an order cascades to its pro-forma, which the document worker may be storing at that
 * moment: the worker holds the pro-forma's row and then needs the order's, the deletion the other
 * way round. PostgreSQL ends one of the two as a deadlock; a deletion it ended runs again instead
 * of answering 500. (SQLite's one connection takes transactions in turn: no deadlock there.)
 */
describe.runIf(TEST_DB === 'postgres')(`deleting an order during a deadlock (${TEST_DB})`, () => {
  let shop: BasketShop;

  beforeAll(async () => {
    shop = await basketShop();
  });
  afterAll(() => shop?.t.close());

  it('runs the deletion again when PostgreSQL ends it to break a deadlock', async () => {
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor);
    const placed = await shop.place(visitor, {
      ...courier,
      items: [{ craftedProduct: { id: piece } }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = Number(placed.json().id);
    const { db } = shop.t.database;
    await waitFor(async () => {
      const pending = await db
        .selectFrom('pendingDocument')
        .select('id')
        .where('orderId', '=', orderId)
        .execute();
      return pending.length === 0;
    });
    /** Server processes waiting for a lock another transaction holds. */
    const waiting = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`.execute(db)
      ).rows[0].n;

    // As the worker storing the pro-forma: its row first, then the order's.
    let invoiceHeld!: () => void;
    const holdsInvoice = new Promise<void>((resolve) => (invoiceHeld = resolve));
    const worker = db.transaction().execute(async (trx) => {
      // PostgreSQL ends the transaction whose deadlock check runs first: each runs its check a
      // deadlock_timeout (1 s) after it began to wait. The deletion waits first, but on a busy
      // machine its check came late and the worker's ran first. The worker checks only after a
      // minute, so the deletion's is always the one that finds the deadlock.
      await sql`set local deadlock_timeout = '60s'`.execute(trx);
      await sql`select id from invoice where order_id = ${orderId} for update`.execute(trx);
      invoiceHeld();
      // The deletion has taken the order's row and waits for the pro-forma's.
      await waitFor(async () => (await waiting()) > 0);
      await sql`select id from customer_order where id = ${orderId} for key share`.execute(trx);
    });
    await holdsInvoice;
    const deletion = shop.t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${orderId}`,
      headers: shop.admin,
    });
    // The worker gets the order's row once PostgreSQL has ended the deletion's first try.
    await worker;
    const deleted = await deletion;
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await db
      .selectFrom('customerOrder')
      .select('id')
      .where('id', '=', orderId)
      .execute();
    expect(left).toEqual([]);
  });
});
