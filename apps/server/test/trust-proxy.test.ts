import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { parseTrustProxy } from '../src/lib/trust-proxy.ts';
import { createUser } from './helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

describe('TRUST_PROXY', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.5 , 10.1.0.0/16,::1 ', ['10.0.0.5', '10.1.0.0/16', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', '', ' , ', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.local', '1.5'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be/);
    },
  );

  it('is unset by default: no proxy is trusted', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Who the client is decides which abuse-limit counter a sign-in hits: five wrong passwords from
 * one client address make that address wait. The client address comes from X-Forwarded-For only
 * when TRUST_PROXY says the peer is a proxy.
 */
describe(`X-Forwarded-For and the client address (${TEST_DB})`, () => {
  const apps: TestApp[] = [];
  const appWith = async (trustProxy?: number | string[]) => {
    const t = await buildTestApp({ trustProxy });
    await createUser(t.database, 'jana', 'SpravneHeslo1');
    apps.push(t);
    return t;
  };
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  const signIn = (
    t: TestApp,
    password: string,
    forwardedFor: string,
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'jana', password },
    });
  const failFiveTimes = async (t: TestApp, forwardedFor: (i: number) => string, peer?: string) => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, 'zle', forwardedFor(i), peer)).statusCode).toBe(401);
    }
  };

  describe('unset (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith();
    });

    it('ignores X-Forwarded-For: a rotated header does not escape the limit', async () => {
      await failFiveTimes(t, (i) => `198.51.100.${i}`);
      expect((await signIn(t, 'SpravneHeslo1', '198.51.100.99')).statusCode).toBe(429);
      expect((await signIn(t, 'SpravneHeslo1', '', '127.0.0.2')).statusCode).toBe(200);
    });
  });

  describe('a list of proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(['127.0.0.1']);
    });

    it('takes the client from X-Forwarded-For when the peer is a listed proxy', async () => {
      await failFiveTimes(t, () => '198.51.100.7');
      expect((await signIn(t, 'SpravneHeslo1', '198.51.100.7')).statusCode).toBe(429);
      expect((await signIn(t, 'SpravneHeslo1', '198.51.100.8')).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
      await failFiveTimes(t, (i) => `203.0.113.${i}`, '127.0.0.3');
      expect((await signIn(t, 'SpravneHeslo1', '203.0.113.99', '127.0.0.3')).statusCode).toBe(429);
    });
  });

  describe('a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(1);
    });

    it('believes only the address the one trusted proxy appended, not what the client sent', async () => {
      await failFiveTimes(t, (i) => `10.9.9.${i}, 198.51.100.20`);
      expect((await signIn(t, 'SpravneHeslo1', '10.9.9.99, 198.51.100.20')).statusCode).toBe(429);
      expect((await signIn(t, 'SpravneHeslo1', '198.51.100.21')).statusCode).toBe(200);
    });
  });
});
