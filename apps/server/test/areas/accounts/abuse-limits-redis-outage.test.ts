import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Headers } from '../../helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { freePort } from '../../mail/mail-helpers.ts';
import { metrics } from '../../../src/repositories/metrics.repository.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A Redis of this test alone (the shared one on 6379 is never stopped), on `port`. */
const startRedis = async (port: number, dir: string): Promise<ChildProcess> => {
  const child = spawn(REDIS_SERVER, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ]);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${output}`)));
  });
  return child;
};

const stopRedis = async (redis: ChildProcess) => {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGKILL');
  await exited;
};

const counterValue = async (counter: { get(): Promise<{ values: { value: number }[] }> }) =>
  (await counter.get()).values[0]?.value ?? 0;

/**
 * The abuse limits while their Redis goes away and comes back: sign-in and reset keep working
 * with the limits counted in the database, the move is logged once and counted, the admin's
 * health lists Redis, and the counters return to Redis once it answers.
 */
describe(`abuse limits when Redis stops and starts again (${TEST_DB})`, () => {
  let port: number;
  let dir: string;
  let redis: ChildProcess;
  let probe: Redis;
  let t: TestApp;
  let admin: Headers;
  const log: { msg: string; level: number }[] = [];
  let hosts = 0;
  const newAddress = () => `10.77.${Math.floor(hosts / 250)}.${(hosts++ % 250) + 1}`;

  beforeAll(async () => {
    port = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'fotoobraz-redis-'));
    redis = await startRedis(port, dir);
    probe = new Redis(port, '127.0.0.1', { lazyConnect: true, enableOfflineQueue: false });
    probe.on('error', () => undefined);
    await probe.connect();
    t = await buildTestApp(
      { redisUrl: `redis://127.0.0.1:${port}`, logLevel: 'info' },
      { logStream: { write: (line) => log.push(JSON.parse(line)) } },
    );
    admin = await signIn(t.app, 'admin', 'admin');
  }, 30_000);
  afterAll(async () => {
    probe?.disconnect();
    await t?.close();
    if (redis) await stopRedis(redis);
    rmSync(dir, { recursive: true, force: true });
  });

  const signInAs = (password: string, remoteAddress = newAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      remoteAddress,
      payload: { username: 'user', password },
    });
  const requestReset = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      remoteAddress: newAddress(),
      headers: { 'content-type': 'text/plain' },
      payload: 'nikto@example.sk',
    });
  /** The answer and how long it took. */
  const timed = async <T>(call: () => Promise<T>) => {
    const started = performance.now();
    const result = await call();
    return { result, ms: performance.now() - started };
  };
  const health = async () => {
    const res = await t.app.inject({ url: '/management/health', headers: admin });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const keysInRedis = async () => (await probe.keys('fotoobraz:limit:*')).length;
  const logged = (text: string) => log.filter((entry) => entry.msg.includes(text));
  const until = async (condition: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('counts in Redis while it answers; the admin sees it UP', async () => {
    const before = await keysInRedis();
    expect((await signInAs('user')).statusCode).toBe(200);
    expect(await keysInRedis()).toBeGreaterThan(before);
    const { statusCode, body } = await health();
    expect(statusCode).toBe(200);
    expect(body.components.redis).toEqual({
      status: 'UP',
      details: { address: `127.0.0.1:${port}`, counters: 'Redis' },
    });
  });

  it('with Redis stopped, sign-in and reset answer within a second, limited in the database', async () => {
    const fallbacks = await counterValue(metrics.abuseLimitFallbacks);
    const counted = await counterValue(metrics.abuseLimitFallbackCounts);
    await stopRedis(redis);

    for (let i = 0; i < 8; i++) {
      const { result, ms } = await timed(() => signInAs('user'));
      expect(result.statusCode).toBe(200);
      expect(ms).toBeLessThan(1000);
    }
    const reset = await timed(requestReset);
    expect(reset.result.statusCode).toBe(200);
    expect(reset.ms).toBeLessThan(1000);

    // The limits still hold: 5 wrong passwords, then the right one waits.
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) expect((await signInAs('zle', attacker)).statusCode).toBe(401);
    const refused = await signInAs('user', attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.database.db.selectFrom('rateLimit').select('limitKey').execute();
    expect(rows.length).toBeGreaterThan(0);

    // Once logged and counted, however many requests met the outage.
    expect(logged('the abuse limits are counted in the database')).toHaveLength(1);
    expect(await counterValue(metrics.abuseLimitFallbacks)).toBe(fallbacks + 1);
    expect(await counterValue(metrics.abuseLimitFallbackCounts)).toBeGreaterThan(counted + 10);
    const prometheus = await t.app.inject({ url: '/management/prometheus', headers: admin });
    expect(prometheus.body).toMatch(/^fotoobraz_abuse_limit_fallbacks_total \d+/m);

    // The shop serves, so the whole stays UP; the admin sees Redis DOWN and where limits went.
    const { statusCode, body } = await health();
    expect(statusCode).toBe(200);
    expect(body.status).toBe('UP');
    expect(body.components.redis).toMatchObject({
      status: 'DOWN',
      details: { address: `127.0.0.1:${port}`, counters: 'database' },
    });
    expect(body.components.redis.details.since).toEqual(expect.any(String));
  });

  it('returns the limits to Redis once it answers again', async () => {
    redis = await startRedis(port, dir);
    await probe.connect().catch(() => undefined);
    await until(async () => probe.status === 'ready', 5000);
    await until(async () => (await health()).body.components.redis.status === 'UP', 5000);
    expect(logged('Redis answers again')).toHaveLength(1);

    const before = await keysInRedis();
    const counted = await counterValue(metrics.abuseLimitFallbackCounts);
    expect((await signInAs('user')).statusCode).toBe(200);
    expect(await keysInRedis()).toBeGreaterThan(before);
    expect(await counterValue(metrics.abuseLimitFallbackCounts)).toBe(counted);
  }, 15_000);

  it('a Redis that stops answering (connection open, no replies) delays one request by half a second at most', async () => {
    redis.kill('SIGSTOP');
    try {
      // A reset request first: it waits on nothing but its limits (a sign-in adds bcrypt's time).
      const first = await timed(requestReset);
      expect(first.result.statusCode).toBe(200);
      expect(first.ms).toBeLessThan(1000);
      for (let i = 0; i < 3; i++) {
        const { result, ms } = await timed(() => signInAs('user'));
        expect(result.statusCode).toBe(200);
        expect(ms).toBeLessThan(1000);
      }
      expect((await health()).body.components.redis.status).toBe('DOWN');
      expect(logged('the abuse limits are counted in the database')).toHaveLength(2);
    } finally {
      redis.kill('SIGCONT');
    }
    await until(async () => (await health()).body.components.redis.status === 'UP', 5000);
    expect(logged('Redis answers again')).toHaveLength(2);
  }, 15_000);
});
