import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter } from '../../helpers/catalogue-factories.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { camt053, type FixtureEntry } from './camt053-fixture.ts';

const ENTRIES = 500;

/**
 * How often the health check is asked during the import, as a load balancer asks it. Asked back
 * to back, PostgreSQL answered 3400 of them during one import and the import took three times
 * as long; on a busy machine it ran past the test's timeout.
 */
const HEALTH_PROBE_MS = 10;

/** Credits of many customers, each naming a variable symbol no order has. */
const manyCredits = (count: number): FixtureEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    direction: 'CRDT',
    bookingDate: '2026-11-20',
    entryRef: `E-${i}`,
    transactions: [
      {
        amount: '12.50',
        ref: `TX-${i}`,
        endToEndId: `/VS${9_000_000 + i}`,
        party: 'Jana Nováková',
        remittance: 'Objednávka fotoobraz',
      },
    ],
  }));

/**
 * A large statement is parsed off the main thread and stored a slice at a time, so the instance
 * keeps answering while it is imported. What is asserted is that other requests are answered
 * during the import, not how fast: the timings belong to `bench/bank-import.ts`.
 */
describe(`POST /api/bank-statements: a large statement (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let xml: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    await catalogueWriter(t.app, admin).param('SHOP_IBAN', 'SK3112000000198742637541');
    xml = camt053({ id: 'LARGE', entries: manyCredits(ENTRIES) });
  });
  afterAll(() => t?.close());

  const importStatement = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      payload: xml,
      headers: { ...admin, 'content-type': 'application/xml' },
    });

  it('answers health checks throughout, with its answer and idempotency unchanged', async () => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let importing = true;
    const importing$ = importStatement().finally(() => {
      importing = false;
    });
    let healthAnswers = 0;
    while (importing) {
      const health = await t.app.inject({ url: '/management/health' });
      expect(health.statusCode).toBe(200);
      if (importing) healthAnswers += 1;
      await sleep(HEALTH_PROBE_MS);
    }
    const imported = await importing$;
    loop.disable();
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({
      entries: ENTRIES,
      matched: 0,
      toReview: ENTRIES,
      alreadyKnown: 0,
    });
    // Stored in one go, the import held the event loop (and SQLite's one connection) until it
    // was done: no health check got in.
    expect(healthAnswers).toBeGreaterThanOrEqual(5);
    console.info(
      `${ENTRIES} entries: ${healthAnswers} health answers during the import; longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms`,
    );

    const again = await importStatement();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      id: imported.json().id,
      entries: ENTRIES,
      matched: 0,
      toReview: 0,
      alreadyKnown: ENTRIES,
    });
  });
});
