import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type Headers } from '../../helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { feedBox, feedBranch, startFeedServer } from './feed-server.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

describe(`the daily refresh of Packeta's pick-up points (${TEST_DB})`, () => {
  let feed: Awaited<ReturnType<typeof startFeedServer>>;
  let t: TestApp;
  let admin: Headers;

  beforeEach(async () => {
    feed = await startFeedServer();
    feed.answers.branch.body = [
      feedBranch('101', 'Bratislava'),
      feedBranch('102', 'Žilina'),
      feedBranch('103', 'Praha', { country: 'cz' }),
    ];
    feed.answers.box.body = [feedBox('201', 'Košice')];
    t = await buildTestApp({ packeta: { feedUrl: feed.url } });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterEach(async () => {
    await t?.close();
    await feed?.close();
  });

  const ids = async () =>
    (await t.database.db.selectFrom('pickupPoint').select('packetaId').execute())
      .map((row) => row.packetaId)
      .sort();
  const health = async () =>
    (await t.app.inject({ url: '/management/health', headers: admin })).json();

  it("replaces the list with the feed's Slovak points and boxes, and health shows it", async () => {
    const now = new Date();
    expect(await t.app.pickupPointRefreshJob.runIfDue(now)).toEqual({ ok: true, count: 3 });
    expect(await ids()).toEqual(['101', '102', '201']);
    const kinds = await t.database.db
      .selectFrom('pickupPoint')
      .select(['packetaId', 'kind', 'maxWeightGrams'])
      .where('packetaId', 'in', ['101', '201'])
      .orderBy('packetaId')
      .execute();
    expect(kinds.map((k) => [k.kind, Number(k.maxWeightGrams)])).toEqual([
      ['POINT', 10_000],
      ['ZBOX', 15_000],
    ]);
    const { status, components } = await health();
    expect(status).toBe('UP');
    expect(components.pickupPoints).toMatchObject({
      status: 'UP',
      details: {
        feed: 'packeta',
        count: 3,
        lastSuccessAt: now.toISOString(),
        lastSuccessCount: 3,
        lastFailureAt: null,
      },
    });
  });

  it.each([
    [
      'the feed answers 500',
      () => (feed.answers.branch = { status: 500, body: 'down' }),
      /HTTP 500/,
    ],
    [
      'the body is not JSON',
      () => (feed.answers.branch = { body: '<html>maintenance</html>', raw: true }),
      /not JSON/,
    ],
    [
      'the body is no feed',
      () => (feed.answers.branch = { body: { error: 'x' } }),
      /not a Packeta/,
    ],
    ['the list is empty', () => (feed.answers.branch = { body: [] }), /no point in 'sk'/],
    [
      'the body is cut short',
      () =>
        (feed.answers.branch = {
          body: JSON.stringify([feedBranch('401', 'Nitra'), feedBranch('402', 'Trnava')]).slice(
            0,
            -20,
          ),
          raw: true,
          pieces: 100,
        }),
      /ends before its last entry/,
    ],
    ['the box feed fails', () => (feed.answers.box = { status: 409, body: {} }), /HTTP 409/],
  ])(
    'keeps the last good list when %s, and health shows the failure (the shop stays UP)',
    async (_, breakFeed, reason) => {
      const day1 = new Date(Date.now() - DAY_MS);
      expect((await t.app.pickupPointRefreshJob.runIfDue(day1))?.ok).toBe(true);
      breakFeed();
      const day2 = new Date(day1.getTime() + DAY_MS);
      const outcome = await t.app.pickupPointRefreshJob.runIfDue(day2);
      expect(outcome).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
      expect(await ids()).toEqual(['101', '102', '201']);
      const { status, components } = await health();
      expect(status).toBe('UP');
      expect(components.pickupPoints).toMatchObject({
        status: 'DOWN',
        details: {
          count: 3,
          lastSuccessAt: day1.toISOString(),
          lastFailureAt: day2.toISOString(),
          lastFailureReason: expect.stringMatching(reason),
        },
      });
      // The API key never shows in what health tells.
      expect(JSON.stringify(components.pickupPoints)).not.toContain('test-key');
      // A failed refresh is tried again at the next hourly check, not a day later.
      feed.answers.branch = { body: [feedBranch('301', 'Nitra')] };
      feed.answers.box = { body: [] };
      const later = new Date(day2.getTime() + HOUR_MS);
      expect(await t.app.pickupPointRefreshJob.runIfDue(later)).toEqual({ ok: true, count: 1 });
      expect((await health()).components.pickupPoints.status).toBe('UP');
    },
  );

  it('keeps the list when the feed cannot be reached at all', async () => {
    expect((await t.app.pickupPointRefreshJob.runIfDue(new Date()))?.ok).toBe(true);
    await feed.close();
    const outcome = await t.app.pickupPointRefreshJob.runIfDue(new Date(Date.now() + DAY_MS));
    expect(outcome?.ok).toBe(false);
    expect(await ids()).toEqual(['101', '102', '201']);
  });

  it('refreshes once a day across two instances: one claims the lease, one download', async () => {
    const other = await buildTestApp({ packeta: { feedUrl: feed.url } }, { database: t.database });
    try {
      const now = new Date();
      const outcomes = await Promise.all([
        t.app.pickupPointRefreshJob.runIfDue(now),
        other.app.pickupPointRefreshJob.runIfDue(now),
      ]);
      expect(outcomes.filter((o) => o !== undefined)).toEqual([{ ok: true, count: 3 }]);
      expect(feed.requests).toHaveLength(2); // branch.json and box.json, once each
      // Not again within the day, on either instance.
      const later = new Date(now.getTime() + 2 * HOUR_MS);
      expect(await other.app.pickupPointRefreshJob.runIfDue(later)).toBeUndefined();
      expect(await t.app.pickupPointRefreshJob.runIfDue(later)).toBeUndefined();
      expect(feed.requests).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});

describe(`the dev fixture feed (${TEST_DB})`, () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const cities = async (app: TestApp) =>
    new Set(
      (await app.database.db.selectFrom('pickupPoint').select('city').execute()).map((r) => r.city),
    );

  it('is loaded on a fresh dev start, with no account anywhere', async () => {
    t = await buildTestApp({ profile: 'dev', packeta: {} });
    const towns = await cities(t);
    for (const town of ['Bratislava', 'Košice', 'Žilina', 'Banská Bystrica', 'Nitra', 'Trnava']) {
      expect(towns).toContain(town);
    }
    const res = await t.app.inject({ url: '/api/pickup-points?q=bratislava&kind=ZBOX' });
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('is never loaded in prod; there an empty list is refreshed at start, not an hour later', async () => {
    t = await buildTestApp({ profile: 'prod', packeta: {} });
    expect((await cities(t)).size).toBe(0);
    const feed = await startFeedServer();
    try {
      feed.answers.branch.body = [feedBranch('101', 'Poprad')];
      const started = await buildTestApp(
        { profile: 'prod', packeta: { feedUrl: feed.url } },
        { database: t.database },
      );
      await started.app.pickupPointRefreshJob.idle();
      await started.close();
      expect([...(await cities(t))]).toEqual(['Poprad']);
    } finally {
      await feed.close();
    }
  });

  it('is not loaded again once a refresh succeeded', async () => {
    const feed = await startFeedServer();
    try {
      feed.answers.branch.body = [feedBranch('101', 'Levice')];
      t = await buildTestApp({ profile: 'dev', packeta: { feedUrl: feed.url } });
      expect((await t.app.pickupPointRefreshJob.runIfDue(new Date()))?.ok).toBe(true);
      const restarted = await buildTestApp(
        { profile: 'dev', packeta: { feedUrl: feed.url } },
        { database: t.database },
      );
      await restarted.close();
      expect([...(await cities(t))]).toEqual(['Levice']);
    } finally {
      await feed.close();
    }
  });
});
