import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { GLOBAL_PARAM_VALUES } from '../../../src/db/seed/global-params.ts';
import {
  minimalCatalogue,
  setGlobalParam,
  shopParams,
  uploadPhoto,
} from '../../helpers/customer-factories.ts';
import { COURIER_DELIVERY, orderJourney } from '../../helpers/order-journey.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { sharedTestDatabase } from '../../mail/mail-helpers.ts';
import type { Database } from '../../../src/repositories/database.ts';
import { startPacketaReceiver, type PacketaReceiver } from '../packets/packeta-receiver.ts';

/** How many of the shop's connections wait for a lock (PostgreSQL). */
const waitingOnLocks = async (database: Database): Promise<number> => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
  return rows[0]!.n;
};

/**
 * Two admins on two instances sharing one database change the same order's status at the same
 * moment: one step wins; the other is refused (409, or the 400 of a step no longer allowed) and
 * makes nothing, neither a history row, a tax document, a packet nor a mail.
 */
describe(`Concurrent status changes on two instances (${TEST_DB})`, () => {
  let shared: Awaited<ReturnType<typeof sharedTestDatabase>>;
  let packeta: PacketaReceiver;
  let a: TestApp;
  let b: TestApp;
  let admin: Headers;
  let journey: ReturnType<typeof orderJourney>;

  beforeAll(async () => {
    shared = await sharedTestDatabase();
    packeta = await startPacketaReceiver();
    // Packeta's courier is set up, so that a dispatch asks for a packet.
    const api = { url: packeta.url, password: '', homeCarrierId: 131, timeoutMs: 700 };
    a = await buildTestApp({ packeta: { api } }, { database: shared.open() });
    b = await buildTestApp({ packeta: { api } }, { database: shared.open() });
    // What the background makes later (a document's mail, a created packet's mail) is left
    // out: what a step makes is what its transaction wrote.
    for (const t of [a, b]) {
      await Promise.all([t.app.documentWorker.stop(), t.app.packetWorker!.stop()]);
    }
    admin = await signIn(a.app, 'admin', 'admin');
    const { paper } = await minimalCatalogue(a.app, admin);
    await shopParams(a.app, admin);
    // A VAT payer: an advance invoice on payment, so that a cancellation issues a credit note.
    await setGlobalParam(a.app, admin, 'SHOP_IC_DPH', GLOBAL_PARAM_VALUES.SHOP_IC_DPH!);
    await setGlobalParam(a.app, admin, 'SHOP_VAT_PAYER', 'true');
    const customer = visitorHeaders();
    const photo = await uploadPhoto(a.app, customer);
    journey = orderJourney(() => ({ app: a.app, customer, admin, photo, paper }), 'naraz');
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.dispose();
    await packeta?.close();
  });

  /** An order by Packeta's courier, paid and in production. */
  const inProduction = async () => {
    const order = await journey.place<{ id: number; email: string }>(COURIER_DELIVERY);
    await journey.step(order, 'ZAPLATENA', { paidOn: '2026-11-02' });
    await journey.step(order, 'VO_VYROBE');
    return order;
  };

  type Made = Awaited<ReturnType<typeof madeFor>>;

  /** What the order has made so far: history rows, tax documents by kind, packets, mails. */
  const madeFor = async (order: { id: number; email: string }) => {
    const db = a.database.db;
    const kinds = await db
      .selectFrom('taxDocument')
      .select('kind')
      .where('orderId', '=', order.id)
      .orderBy('kind')
      .execute();
    return {
      history: await rowCount(db, 'orderStatusChange', ['orderId', '=', order.id]),
      documents: kinds.map((d) => d.kind),
      packets: await rowCount(db, 'orderPacket', ['orderId', '=', order.id]),
      mails: await rowCount(db, 'mailOutbox', ['recipient', '=', order.email]),
    };
  };

  const post = (t: TestApp, order: { id: number }, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/status`,
      headers: admin,
      payload: { status },
    });

  /** What the order made between `before` and now. */
  const madeSince = async (order: { id: number; email: string }, before: Made) => {
    const after = await madeFor(order);
    return {
      history: after.history - before.history,
      documents: after.documents.filter((kind) => !before.documents.includes(kind)),
      packets: after.packets - before.packets,
      mails: after.mails - before.mails,
    };
  };

  /** What the change to `status` makes alone, on an order in production of its own. */
  const madeByAlone = async (status: string) => {
    const order = await inProduction();
    const before = await madeFor(order);
    expect((await post(a, order, status)).statusCode).toBe(200);
    return madeSince(order, before);
  };

  /**
   * Five rounds of `first` on one instance and `second` on the other at the same moment, on an
   * order in production: one answers 200, the other a problem among `refusals`, and the order
   * made what the winner alone makes. Answers the winners.
   */
  const race = async (first: string, second: string, refusals: number[]) => {
    const alone = { [first]: await madeByAlone(first), [second]: await madeByAlone(second) };
    const winners: string[] = [];
    for (let round = 0; round < 5; round++) {
      const order = await inProduction();
      const before = await madeFor(order);
      const answers = await Promise.all([post(a, order, first), post(b, order, second)]);
      const codes = answers.map((res) => res.statusCode);
      expect(
        codes.filter((code) => code === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      const won = codes.indexOf(200);
      const lost = answers[1 - won];
      expect(refusals).toContain(lost.statusCode);
      expect(lost.headers['content-type']).toContain('application/problem+json');

      const winner = won === 0 ? first : second;
      winners.push(winner);
      const stored = await a.app.inject({ url: `/api/orders/${order.id}`, headers: admin });
      expect(stored.json().status).toBe(winner);
      expect(await madeSince(order, before)).toEqual(alone[winner]);
    }
    return { alone, winners };
  };

  it('lets one of ODOSLANA and ZRUSENA win and the other make nothing, five times', async () => {
    const { alone } = await race('ODOSLANA', 'ZRUSENA', [400, 409]);
    // Each alone makes something the other does not: a race that let both through would show.
    expect(alone.ODOSLANA.packets).toBe(1);
    expect(alone.ZRUSENA.packets).toBe(0);
    expect(alone.ODOSLANA.documents).toEqual(['FINAL_INVOICE']);
    expect(alone.ZRUSENA.documents).toEqual(['CREDIT_NOTE']);
  });

  it('records two identical changes once: one history row, one set of mails', async () => {
    // The second finds the order VYBAVENA, from where VYBAVENA is no step: 400.
    const { alone } = await race('VYBAVENA', 'VYBAVENA', [400]);
    expect(alone.VYBAVENA.history).toBe(1);
  });

  // Both requests must have read the order before either writes, which only a lock held from
  // outside makes sure of: PostgreSQL's row lock. (SQLite's one writer waits synchronously, so a
  // lock held by the test would hold the test too.)
  it.skipIf(TEST_DB !== 'postgres')(
    'answers 409 when another step moved the order to a status the change is allowed from',
    async () => {
      // ZAPLATENA -> VO_VYROBE and ZAPLATENA -> ZRUSENA: after VO_VYROBE, ZRUSENA is still a
      // step, but not the one the admin decided on seeing the order paid.
      const order = await journey.place<{ id: number; email: string }>(COURIER_DELIVERY);
      await journey.step(order, 'ZAPLATENA', { paidOn: '2026-11-02' });
      const before = await madeFor(order);
      const holder = shared.open();
      const answers = await holder.db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await sql`select id from customer_order where id = ${order.id} for update`.execute(
          connection,
        );
        // The row's waiters get it in turn: VO_VYROBE first.
        const first = post(a, order, 'VO_VYROBE');
        await waitFor(async () => (await waitingOnLocks(holder)) === 1);
        const second = post(b, order, 'ZRUSENA');
        await waitFor(async () => (await waitingOnLocks(holder)) === 2);
        const racing = Promise.all([first, second]);
        await sql`commit`.execute(connection);
        return racing;
      });
      expect(answers.map((res) => res.statusCode)).toEqual([200, 409]);
      expect(answers[1].json()).toMatchObject({ errorKey: 'changedmeanwhile' });
      expect(await madeSince(order, before)).toMatchObject({
        history: 1,
        documents: [],
        packets: 0,
      });
    },
  );
});
