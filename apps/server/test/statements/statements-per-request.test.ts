import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camt053, paymentOf, SHOP_IBAN } from '../areas/payments/camt053-fixture.ts';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import { courier } from '../helpers/basket-shop.ts';
import {
  catalogueWriter,
  framedCatalogue,
  framedPieceBody,
} from '../helpers/catalogue-factories.ts';
import { uploadPhoto } from '../helpers/customer-factories.ts';
import { withStatementLog } from '../helpers/statement-log.ts';
import { buildTestApp, openTestDatabase, TEST_DB, type TestApp } from '../helpers/test-app.ts';

/**
 * What one request costs the database, counted as PostgreSQL's statement log lists it (without
 * transaction control; the background workers are stopped, so only the request's own statements
 * are counted). DESIGN.md §9: a write reads each row once; a framed crafted product's create is
 * at most 11 statements (photo, size, print media, mat, glass, frame with its texture, profile,
 * params, price history, the insert, and one for its source's working copy or product).
 */
describe(`statements per request (${TEST_DB})`, () => {
  let t: TestApp;
  let log: ReturnType<typeof withStatementLog>;
  let admin: Headers;
  const visitor = visitorHeaders();
  const ids: Record<string, number> = {};

  /** One request (a visitor's unless told), with the statements it cost. */
  const counted = async (
    method: 'POST' | 'PUT',
    url: string,
    payload: object | string,
    headers: Record<string, string> = visitor,
  ) => {
    log.reset();
    const res = await t.app.inject({ method, url, payload, headers });
    const statements = log.statements().slice();
    return { res, statements, listing: log.listing() };
  };
  const framedPiece = () => framedPieceBody(ids, { photo: { id: ids.photo } });

  beforeAll(async () => {
    const { database, dispose } = await openTestDatabase();
    log = withStatementLog(database);
    const app = await buildTestApp({}, { database: log.database });
    t = { ...app, close: async () => (await app.close(), await dispose()) };
    await Promise.all([
      t.app.outboxWorker.stop(),
      t.app.documentWorker.stop(),
      t.app.einvoiceWorker.stop(),
      t.app.retentionJob.stop(),
    ]);
    admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    // The frame's maker and its stock: the dispatch day reads them with the settings.
    const maker = await c.create('/api/manufacturers', {
      name: 'Lišty s.r.o.',
      deliveryDateDays: 3,
    });
    Object.assign(ids, await framedCatalogue(c, { frame: { manufacturer: { id: maker } } }));
    await c.create('/api/frame-in-stocks', {
      totalSizeCm: '50x40',
      inStock: 0,
      frame: { id: ids.frame },
    });
    await c.param('SHOP_NAME', 'Fotoobraz s.r.o.');
    await c.param('SHOP_IBAN', SHOP_IBAN);
    ids.photo = await uploadPhoto(t.app, visitor);
  });
  afterAll(() => t?.close());

  it('POST /api/crafted-products of a framed piece: at most 11, the frame read once', async () => {
    const { res, statements, listing } = await counted(
      'POST',
      '/api/crafted-products',
      framedPiece(),
    );
    expect(res.statusCode, res.body).toBe(201);
    ids.piece = JSON.parse(res.body).id;
    expect(JSON.parse(res.body).dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(statements.length, listing).toBeLessThanOrEqual(11);
    // The settings, the maker's days and the frame's stock are one read.
    expect(log.naming('manufacturer').length, listing).toBe(1);
    expect(log.naming('frame_in_stock'), listing).toEqual(log.reads('global_param'));
    expect(log.naming('frame').length, listing).toBe(1);
  });

  it('PUT /api/crafted-products of a framed piece: at most 12 (the stored row, read once)', async () => {
    const { res, statements, listing } = await counted('PUT', '/api/crafted-products', {
      ...framedPiece(),
      id: ids.piece,
      copies: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(statements.length, listing).toBeLessThanOrEqual(12);
    expect(log.naming('frame').length, listing).toBe(1);
    expect(log.reads('crafted_product').length, listing).toBe(1);
  });

  it('POST /api/orders: the settings read once, the order once (its answer)', async () => {
    const { res, statements, listing } = await counted('POST', '/api/orders', {
      email: 'jana@example.sk',
      craftedProduct: { id: ids.piece },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.order = JSON.parse(res.body).id;
    expect(log.reads('global_param').length, listing).toBe(1);
    expect(log.reads('customer_order').length, listing).toBe(1);
    // A line is no catalogue row: the catalogue's version stays.
    expect(log.naming('catalogue_version'), listing).toEqual([]);
    // The products' withdrawal rules, kept with the lines, are one read for all of them.
    expect(log.reads('product').length, listing).toBe(1);
    // The answer's card payment facts beside its rows: its checkouts and refunds, a read each.
    expect(log.reads('card_checkout').length, listing).toBe(1);
    expect(log.reads('card_refund').length, listing).toBe(1);
    // Its gift vouchers: those it buys (with their balances) and those spent on it, a read each.
    expect(statements.length, listing).toBeLessThanOrEqual(29);
  });

  it('a bank payment: the settings read once, the order once', async () => {
    const order = (await t.app.inject({ url: `/api/orders/${ids.order}`, headers: admin })).json();
    const xml = camt053(paymentOf('STMT-BUDGET-1', order));
    const { res, statements, listing } = await counted('POST', '/api/bank-statements', xml, {
      ...admin,
      'content-type': 'application/xml',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.parse(res.body).matched, res.body).toBe(1);
    expect(log.reads('global_param').length, listing).toBe(1);
    expect(log.reads('customer_order').length, listing).toBe(1);
    // The admin's token is checked once (its security stamp), then the import's own work; the
    // payment issues the gift vouchers the order bought and its document reads those spent
    // (one statement of two parts); PostgreSQL's import takes its lock first.
    expect(statements.length, listing).toBeLessThanOrEqual(21);
  });

  describe('a dispatch (VO_VYROBE → ODOSLANA), by PUT /api/orders/{id} and by POST …/status', () => {
    type Way = 'PUT' | 'POST';
    /**
     * An order of a new piece by courier (its answer carries its packet: none here), paid and in
     * production, mailed to `email`.
     */
    const orderInProduction = async (email: string): Promise<number> => {
      const piece = await t.app.inject({
        method: 'POST',
        url: '/api/crafted-products',
        payload: framedPiece(),
        headers: visitor,
      });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { ...courier, email, craftedProduct: { id: piece.json().id } },
        headers: visitor,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const id: number = placed.json().id;
      for (const status of ['ZAPLATENA', 'VO_VYROBE']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${id}/status`,
          payload: { status },
          headers: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      return id;
    };
    /** The request of each way: the back-office's PUT sends the order as read, status changed. */
    const dispatchOf: Record<Way, (id: number) => Promise<{ url: string; payload: object }>> = {
      PUT: async (id) => {
        const row = await t.app.inject({ url: `/api/orders/${id}`, headers: admin });
        return { url: `/api/orders/${id}`, payload: { ...row.json(), status: 'ODOSLANA' } };
      },
      POST: async (id) => ({ url: `/api/orders/${id}/status`, payload: { status: 'ODOSLANA' } }),
    };
    const lastMailId = async (): Promise<number> => {
      const { last } = await t.database.db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirstOrThrow();
      return Number(last ?? 0);
    };
    /**
     * What a dispatch left: the order's new history row and the mails queued to `email` after
     * mail `since`, with the order's number (the one thing two orders' mails differ in) taken out.
     */
    const leftBy = async (
      order: { id: number; variableSymbol: string },
      email: string,
      since: number,
    ) => {
      const history = await t.app.inject({
        url: `/api/orders/${order.id}/history`,
        headers: admin,
      });
      const mails = await t.database.db
        .selectFrom('mailOutbox')
        .select(['subject', 'bodyText'])
        .where('recipient', '=', email)
        .where('id', '>', since)
        .execute();
      const number = new RegExp(`\\b${order.variableSymbol}\\b`, 'g');
      // Each order's withdrawal link is signed for that order.
      const unnumbered = (text: string) =>
        text.replace(number, '{number}').replace(/podpis=[\w.-]+/g, 'podpis={signature}');
      const { fromStatus, toStatus, changedBy, note } = history.json().at(-1);
      return {
        history: { fromStatus, toStatus, changedBy, note },
        mails: mails.map((m) => ({ subject: unnumbered(m.subject), text: unnumbered(m.bodyText) })),
      };
    };
    const dispatched: Partial<
      Record<Way, Awaited<ReturnType<typeof leftBy>> & { statements: string[] }>
    > = {};

    it.each(['PUT', 'POST'] as const)(
      'by %s: at most 24, the order read once, its status written once, one history row and mail',
      async (way) => {
        const email = `odoslanie-${way.toLowerCase()}@example.sk`;
        const id = await orderInProduction(email);
        const { url, payload } = await dispatchOf[way](id);
        const since = await lastMailId();
        const { res, statements, listing } = await counted(way, url, payload, admin);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id, status: 'ODOSLANA' });
        const of = (kind: string, table: string) =>
          statements.filter((s) => s.kind === kind && s.table === table);
        expect(of('SelectQueryNode', 'customer_order').length, listing).toBe(1);
        expect(of('UpdateQueryNode', 'customer_order').length, listing).toBe(1);
        expect(of('InsertQueryNode', 'order_status_change').length, listing).toBe(1);
        // The answer's card payment facts, its checkouts and refunds, a read each; the final
        // invoice's gift vouchers (one statement of two parts) and the answer's, two reads.
        expect(statements.length, listing).toBeLessThanOrEqual(24);
        const left = await leftBy(res.json(), email, since);
        expect(left).toMatchObject({
          history: { fromStatus: 'VO_VYROBE', toStatus: 'ODOSLANA', changedBy: 'admin' },
          mails: [{ subject: expect.stringContaining('Odoslaná') }],
        });
        dispatched[way] = { ...left, statements: statements.map(({ sql }) => sql) };
      },
    );

    it('takes the same statements either way, leaving the same history row and mail', () => {
      expect(dispatched.PUT).toBeDefined();
      expect(dispatched.PUT).toEqual(dispatched.POST);
    });
  });
});
