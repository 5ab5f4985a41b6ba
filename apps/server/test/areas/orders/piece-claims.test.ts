import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { basketShop, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { TEST_DB } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';

/**
 * A crafted product is on one order at most, whichever way the order came: a customer's
 * placement (its lines) or an admin's entry in the back-office (an order without lines that
 * points at the piece). The database refuses the second of the two, also when they come at the
 * same moment: the placement with `Ordered` on its line, the entry with `Ordered` on
 * `craftedProduct`.
 */
describe(`a piece taken by one order, placed or entered (${TEST_DB})`, () => {
  let shop: BasketShop;

  beforeAll(async () => {
    shop = await basketShop();
  });
  afterAll(() => shop?.t.close());

  const enter = (craftedProductId: number) =>
    shop.place(shop.admin, {
      orderDate: '2026-11-20T10:00:00Z',
      email: 'jana@example.sk',
      craftedProduct: { id: craftedProductId },
    });
  const placeLines = (visitor: Headers, ids: readonly number[]) =>
    shop.place(visitor, { ...courier, items: ids.map((id) => ({ craftedProduct: { id } })) });
  const orderUrl = (id: number) => `/api/orders/${id}`;
  /** The back-office's edit of an order: the order as read, with `values` changed. */
  const edit = async (id: number, values: object) => {
    const row = (await shop.t.app.inject({ url: orderUrl(id), headers: shop.admin })).json();
    return shop.t.app.inject({
      method: 'PUT',
      url: orderUrl(id),
      payload: { ...row, ...values },
      headers: shop.admin,
    });
  };
  const remove = (id: number) =>
    shop.t.app.inject({ method: 'DELETE', url: orderUrl(id), headers: shop.admin });
  /** The orders holding the piece: on a line, or pointing at it. */
  const ordersHolding = async (craftedProductId: number): Promise<number[]> => {
    const { db } = shop.t.database;
    const rows = await db
      .selectFrom('orderItem')
      .select('orderId')
      .where('craftedProductId', '=', craftedProductId)
      .union(
        db
          .selectFrom('customerOrder')
          .select('id as orderId')
          .where('craftedProductId', '=', craftedProductId),
      )
      .execute();
    return rows.map((row) => Number(row.orderId));
  };
  const pieces = async (visitor: Headers, count: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) ids.push(await shop.print(visitor));
    return ids;
  };
  const expectOrderedAt = (res: LightMyRequestResponse, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'order', field, message: 'Ordered' }]);
  };
  const created = (res: LightMyRequestResponse): number => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };

  it('refuses an entry for a piece on any line of a placed order, entering nothing', async () => {
    const visitor = visitorHeaders();
    const [first, second] = await pieces(visitor, 2);
    const placed = created(await placeLines(visitor, [first, second]));
    const before = await shop.orderCount();
    expectOrderedAt(await enter(second), 'craftedProduct');
    expectOrderedAt(await enter(first), 'craftedProduct');
    expect(await shop.orderCount()).toBe(before);
    expect(await ordersHolding(second)).toEqual([placed]);
  });

  it('refuses an entry for a piece another entry holds', async () => {
    const [piece] = await pieces(visitorHeaders(), 1);
    const entered = created(await enter(piece));
    expectOrderedAt(await enter(piece), 'craftedProduct');
    expect(await ordersHolding(piece)).toEqual([entered]);
  });

  it('moves the claim when an admin points an order at another piece, never at an ordered one', async () => {
    const visitor = visitorHeaders();
    const [was, now, placedPiece] = await pieces(visitor, 3);
    const entered = created(await enter(was));
    created(await placeLines(visitor, [placedPiece]));

    expectOrderedAt(await edit(entered, { craftedProduct: { id: placedPiece } }), 'craftedProduct');
    expect(await ordersHolding(was)).toEqual([entered]);

    const moved = await edit(entered, { craftedProduct: { id: now } });
    expect(moved.statusCode, moved.body).toBe(200);
    expectOrderedAt(await placeLines(visitor, [now]), 'items[0].craftedProduct');
    created(await placeLines(visitor, [was]));
  });

  it('moves the claim with the step when an edit also changes the status, or neither', async () => {
    const visitor = visitorHeaders();
    const [was, now, placedPiece] = await pieces(visitor, 3);
    const entered = created(await enter(was));
    created(await placeLines(visitor, [placedPiece]));
    const cancel = { status: 'ZRUSENA' };

    const taken = await edit(entered, { ...cancel, craftedProduct: { id: placedPiece } });
    expectOrderedAt(taken, 'craftedProduct');
    const kept = await shop.t.app.inject({ url: orderUrl(entered), headers: shop.admin });
    expect(kept.json().status).toBe('POTVRDENA');
    expect(await ordersHolding(was)).toEqual([entered]);

    const moved = await edit(entered, { ...cancel, craftedProduct: { id: now } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'ZRUSENA', craftedProduct: { id: now } });
    expectOrderedAt(await placeLines(visitor, [now]), 'items[0].craftedProduct');
    created(await placeLines(visitor, [was]));
  });

  it('frees the pieces of a deleted order, entered or placed', async () => {
    const visitor = visitorHeaders();
    const [entry, first, second] = await pieces(visitor, 3);
    const entered = created(await enter(entry));
    const placed = created(await placeLines(visitor, [first, second]));
    // Its pro-forma issued first: a deletion while the worker stores it is another matter.
    await waitFor(async () => {
      const pending = await shop.t.database.db
        .selectFrom('pendingDocument')
        .select('id')
        .where('orderId', '=', placed)
        .execute();
      return pending.length === 0;
    });
    expect((await remove(entered)).statusCode).toBe(200);
    expect((await remove(placed)).statusCode).toBe(200);
    created(await placeLines(visitor, [entry]));
    created(await enter(second));
  });

  it('lets one of an entry and a placement started together take each piece', async () => {
    const visitor = visitorHeaders();
    const raced = await pieces(visitor, 4);
    const results = await Promise.all(
      raced.map((piece) => Promise.all([placeLines(visitor, [piece]), enter(piece)])),
    );
    for (const [n, [placement, entry]] of results.entries()) {
      expect([placement.statusCode, entry.statusCode].sort(), `piece ${n}`).toEqual([201, 400]);
      if (placement.statusCode === 400) expectOrderedAt(placement, 'items[0].craftedProduct');
      else expectOrderedAt(entry, 'craftedProduct');
      expect(await ordersHolding(raced[n])).toHaveLength(1);
    }
  });

  // Two requests at once leave it to chance which one checks first; here the placement has
  // passed its checks and waits for the invoice counter while the entry takes the piece. Only
  // PostgreSQL runs transactions side by side (SQLite's one connection takes them in turn).
  it.runIf(TEST_DB === 'postgres')(
    'refuses a placement whose piece an entry took after its checks',
    async () => {
      const visitor = visitorHeaders();
      const [piece] = await pieces(visitor, 1);
      const { db } = shop.t.database;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction().execute(async (trx) => {
        await sql`lock table invoice_counter in exclusive mode`.execute(trx);
        locked();
        await released;
      });
      await isLocked;
      const placing = placeLines(visitor, [piece]);
      await waitFor(async () => {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_locks
          where relation = 'invoice_counter'::regclass and not granted`.execute(db);
        return waiting.rows[0].n > 0;
      });
      const entered = created(await enter(piece));
      release();
      await holder;
      expectOrderedAt(await placing, 'items[0].craftedProduct');
      expect(await ordersHolding(piece)).toEqual([entered]);
    },
  );
});
