import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/repositories/database.ts';
import { signIn, type Headers } from '../helpers/actors.ts';
import { buildTestApp, emptyTestDatabase, TEST_DB, type TestApp } from '../helpers/test-app.ts';

const url = process.env.TEST_DATABASE_URL ?? '';

/**
 * Ends every server process on one test's database, as a restart or failover of PostgreSQL
 * would. The pids are read first and only those are ended: other tests' connections are never
 * touched.
 */
const terminateConnections = async (admin: pg.Client, databaseName: string) => {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [databaseName],
  );
  const pids = rows.map((r) => r.pid);
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  return pids;
};

/**
 * Waits until PostgreSQL has ended those backends, then until this process has read their last
 * message: the answer saying they are gone may be read first, and a request picking such a
 * connection in between would be one that was using it.
 */
const untilGone = async (admin: pg.Client, pids: number[]) => {
  for (;;) {
    const { rows } = await admin.query('select 1 from pg_stat_activity where pid = any($1)', [
      pids,
    ]);
    if (rows.length === 0) break;
    await sleep(20);
  }
  await sleep(50);
};

/** Each test has a database of its own, so the test kills only its own connections. */
const databaseNameOf = async (database: Database) =>
  String(
    (await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows[0]
      .name,
  );

const expectServiceUnavailable = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ status: 503, message: 'error.http.503' });
};

describe.skipIf(TEST_DB !== 'postgres')('PostgreSQL connections terminated by the server', () => {
  let t: TestApp;
  let admin: Headers;
  let pgAdmin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    databaseName = await databaseNameOf(t.database);
    pgAdmin = new pg.Client({ connectionString: url });
    await pgAdmin.connect();
  });
  afterAll(async () => {
    await pgAdmin?.end();
    await t?.close();
  });

  const listFrames = () => t.app.inject({ url: '/api/frames' });

  it('while idle: the instance stays up and the next requests succeed', async () => {
    // Several pooled connections, then all of them killed while nobody uses them.
    await Promise.all(Array.from({ length: 8 }, listFrames));
    const killed = await terminateConnections(pgAdmin, databaseName);
    expect(killed.length).toBeGreaterThan(0);
    await untilGone(pgAdmin, killed);
    for (const res of await Promise.all(Array.from({ length: 8 }, listFrames))) {
      expect(res.statusCode).toBe(200);
    }
    const health = await t.app.inject({ url: '/management/health', headers: admin });
    expect(health.json().components.db.status).toBe('UP');
  });

  it('under load: each answer is a success or a 503 problem, and later requests succeed', async () => {
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    for (let round = 0; round < 4; round++) {
      const inFlight = Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 3 === 0
            ? t.app.inject({
                method: 'POST',
                url: '/api/glasses',
                headers: admin,
                payload: { name: `Sklo ${round}-${i}`, pricePerSqare: 10, enabled: true },
              })
            : listFrames(),
        ),
      );
      let settled = false;
      void inFlight.finally(() => (settled = true));
      // Killed again and again while the requests above hold or wait for connections.
      while (!settled) {
        await terminateConnections(pgAdmin, databaseName);
        await sleep(2);
      }
      for (const res of await inFlight) {
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 503) expectServiceUnavailable(res);
        else if (![200, 201].includes(res.statusCode)) unexpected.push(res.body);
      }
    }
    expect(unexpected).toEqual([]);
    // Some requests did lose their connection (the case under test).
    expect(statuses.get(503), JSON.stringify([...statuses])).toBeGreaterThan(0);
    await untilGone(pgAdmin, await terminateConnections(pgAdmin, databaseName));
    for (const res of await Promise.all(Array.from({ length: 10 }, listFrames))) {
      expect(res.statusCode).toBe(200);
    }
  });
});

/**
 * A TCP relay in front of PostgreSQL that can be cut and restored: the database becoming
 * unreachable and coming back, as on a network failure or a failover.
 */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    const target = new URL(url);
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    const closed = once(this.server!, 'close');
    this.server!.close();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe.skipIf(TEST_DB !== 'postgres')('PostgreSQL unreachable, then back', () => {
  const relay = new Relay();
  let empty: Awaited<ReturnType<typeof emptyTestDatabase>>;
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    empty = await emptyTestDatabase();
    await relay.start();
    const viaRelay = new URL(empty.url!);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    database = openPostgres(viaRelay.toString());
    t = await buildTestApp({}, { database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await relay.cut().catch(() => undefined);
    await empty?.dispose();
  });

  it('health is DOWN and requests get 503 while it is gone; both recover when it is back', async () => {
    const admin = await signIn(t.app, 'admin', 'admin');
    expect((await t.app.inject({ url: '/management/health' })).json()).toEqual({ status: 'UP' });

    await relay.cut();
    const down = await t.app.inject({ url: '/management/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'DOWN' });
    expectServiceUnavailable(await t.app.inject({ url: '/api/frames' }));
    expectServiceUnavailable(
      await t.app.inject({
        method: 'POST',
        url: '/api/glasses',
        headers: admin,
        payload: { name: 'Sklo', pricePerSqare: 10, enabled: true },
      }),
    );

    await relay.start();
    const up = await t.app.inject({ url: '/management/health', headers: admin });
    expect(up.statusCode).toBe(200);
    expect(up.json().components.db.status).toBe('UP');
    expect((await t.app.inject({ url: '/api/frames' })).statusCode).toBe(200);
  });
});
