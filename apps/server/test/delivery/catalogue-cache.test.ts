import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/repositories/database.ts';
import { CatalogueVersionRepository } from '../../src/repositories/catalogue-version.repository.ts';
import { signIn, type Headers } from '../helpers/actors.ts';
import { catalogueWriter } from '../helpers/catalogue-factories.ts';
import { buildTestApp, emptyTestDatabase, type TestApp } from '../helpers/test-app.ts';

const FRAMES = '/api/frames?page=0&size=20';

/** Frame names of a list answer, whatever encoding it came in. */
const namesIn = (res: { headers: Record<string, unknown>; rawPayload: Buffer }): string[] => {
  const encoding = res.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return (JSON.parse(body.toString()) as { name: string }[]).map((f) => f.name);
};

/** Enough frames with long names that their list is well over 1 KB (it is compressed). */
const writeFrames = async (t: TestApp, admin: Headers) => {
  const c = catalogueWriter(t.app, admin);
  const profile = await c.frameProfile('Klasik 20', 20);
  const ids: number[] = [];
  for (let i = 1; i <= 8; i++) {
    ids.push(await c.frame(`Rám ${i}, dub s patinou a zlatou linkou`, '18.50', profile));
  }
  const hidden = await c.frame('Rám skrytý', '20.00', profile, { enabled: false });
  return { profile, ids, hidden };
};

describe('catalogue GETs: ETags and the version-checked cache', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  let frames: Awaited<ReturnType<typeof writeFrames>>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    user = await signIn(t.app, 'user', 'user');
    frames = await writeFrames(t, admin);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

  describe('GET /api/frames', () => {
    it('has an ETag per encoding, each answered 304 with no body', async () => {
      const tags = new Set<string>();
      for (const encoding of ['identity', 'br', 'gzip']) {
        const headers = { ...user, 'accept-encoding': encoding };
        const res = await get(FRAMES, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(res.headers.vary).toBe('Accept-Encoding');
        const etag = String(res.headers.etag);
        expect(etag).toMatch(/^"[\w-]+"$/);
        tags.add(etag);

        const again = await get(FRAMES, { ...headers, 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, no-cache');
      }
      expect(tags.size).toBe(3);
    });

    it('answers 304 to a weak tag and to a list of tags, 200 to another encoding', async () => {
      const etag = String((await get(FRAMES, { ...user, 'accept-encoding': 'br' })).headers.etag);
      const asked = (ifNoneMatch: string, encoding = 'br') =>
        get(FRAMES, { ...user, 'accept-encoding': encoding, 'if-none-match': ifNoneMatch });
      expect((await asked(`W/${etag}`)).statusCode).toBe(304);
      expect((await asked(`"other", ${etag}`)).statusCode).toBe(304);
      expect((await asked('*')).statusCode).toBe(304);
      const gzip = await asked(etag, 'gzip');
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
    });

    it('keeps the paging headers on a page from the cache', async () => {
      const url = '/api/frames?page=1&size=3';
      const first = await get(url, user);
      const second = await get(url, user);
      expect(second.body).toBe(first.body);
      expect(second.headers['x-total-count']).toBe('8');
      expect(second.headers.link).toBe(first.headers.link);
      expect(second.headers.link).toContain('rel="next"');
    });

    it("keeps an admin's page (disabled rows too) apart from everyone else's", async () => {
      const url = '/api/frames?page=0&size=50';
      const asAdmin = await get(url, admin);
      const asUser = await get(url, user);
      const anonymous = await get(url, {});
      expect(namesIn(asAdmin)).toContain('Rám skrytý');
      expect(namesIn(asUser)).not.toContain('Rám skrytý');
      expect(namesIn(anonymous)).toEqual(namesIn(asUser));
      expect(asAdmin.headers['cache-control']).toBe('private, no-cache');
      expect(asUser.headers['cache-control']).toBe('public, no-cache');
      expect(asAdmin.headers.etag).not.toBe(asUser.headers.etag);
      // In the other order, from the cache now.
      expect(namesIn(await get(url, user))).not.toContain('Rám skrytý');
      expect(namesIn(await get(url, admin))).toContain('Rám skrytý');
    });

    it('still refuses an admin-only list to a user, cached for the admin or not', async () => {
      await get('/api/manufacturers', admin);
      expect((await get('/api/manufacturers', user)).statusCode).toBe(403);
      expect((await get('/api/manufacturers', {})).statusCode).toBe(401);
    });

    it('is not where customer data is cached: a photo list carries no ETag', async () => {
      const res = await get('/api/photos', user);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeUndefined();
    });
  });

  describe('GET /api/frames/{id}', () => {
    it('has an ETag per encoding and answers 304', async () => {
      const url = `/api/frames/${frames.ids[0]}`;
      const plain = await get(url, user);
      expect(plain.statusCode).toBe(200);
      expect(plain.json().name).toMatch(/^Rám 1/);
      const etag = String(plain.headers.etag);
      expect((await get(url, { ...user, 'if-none-match': etag })).statusCode).toBe(304);
      const gzip = await get(url, { ...user, 'accept-encoding': 'gzip', 'if-none-match': etag });
      // Under 1 KB: sent as it is, so the plain tag holds for a gzip client too.
      expect(gzip.headers['content-encoding']).toBeUndefined();
      expect(gzip.statusCode).toBe(304);
    });

    it('is 404 for a disabled frame to a user, 200 to an admin', async () => {
      expect((await get(`/api/frames/${frames.hidden}`, user)).statusCode).toBe(404);
      const res = await get(`/api/frames/${frames.hidden}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    });
  });

  describe('the catalogue version', () => {
    const version = () => new CatalogueVersionRepository(t.database).current();

    it('rises with every catalogue write, not with customer data', async () => {
      const before = await version();
      const c = catalogueWriter(t.app, admin);
      const glass = await c.glass('Číre sklo', 40);
      const afterCreate = await version();
      expect(afterCreate).toBeGreaterThan(before);
      await t.app.inject({
        method: 'PUT',
        url: `/api/glasses/${glass}`,
        headers: admin,
        payload: { id: glass, name: 'Číre sklo 2 mm', pricePerSqare: 42, enabled: true },
      });
      const afterUpdate = await version();
      expect(afterUpdate).toBeGreaterThan(afterCreate);
      await t.app.inject({ method: 'DELETE', url: `/api/glasses/${glass}`, headers: admin });
      expect(await version()).toBeGreaterThan(afterUpdate);

      const unchanged = await version();
      await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: {} });
      await get('/api/photos', user);
      expect(await version()).toBe(unchanged);
    });

    it('stays as it was when the write is refused: one transaction', async () => {
      const before = await version();
      // The profile is still used by the frames: the database refuses the delete.
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/frame-profiles/${frames.profile}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(await version()).toBe(before);
    });
  });
});

describe('two instances on one database', () => {
  let shared: Awaited<ReturnType<typeof emptyTestDatabase>>;
  const databases: Database[] = [];
  let a: TestApp;
  let b: TestApp;
  let adminOnA: Headers;
  let userOnB: Headers;
  let frames: Awaited<ReturnType<typeof writeFrames>>;

  beforeAll(async () => {
    shared = await emptyTestDatabase();
    databases.push(shared.open(), shared.open());
    a = await buildTestApp({}, { database: databases[0] });
    b = await buildTestApp({}, { database: databases[1] });
    adminOnA = await signIn(a.app, 'admin', 'admin');
    userOnB = await signIn(b.app, 'user', 'user');
    frames = await writeFrames(a, adminOnA);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const database of databases) await database.close();
    await shared.dispose();
  });

  /** The frame list as B serves it, B's cache filled first by a request just before. */
  const listOnB = async (headers: Headers = {}) => {
    await b.app.inject({ url: FRAMES, headers: userOnB });
    return b.app.inject({ url: FRAMES, headers: { ...userOnB, ...headers } });
  };

  it("shows an admin's rename on A at once on B, under a new ETag", async () => {
    const before = await listOnB({ 'accept-encoding': 'br' });
    expect(namesIn(before)).toContain('Rám 1, dub s patinou a zlatou linkou');
    const etag = String(before.headers.etag);

    const id = frames.ids[0];
    const renamed = await a.app.inject({
      method: 'PUT',
      url: `/api/frames/${id}`,
      headers: adminOnA,
      payload: {
        id,
        name: 'Rám 1 premenovaný',
        price: '18.50',
        frameProfile: { id: frames.profile },
        enabled: true,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const after = await b.app.inject({
      url: FRAMES,
      headers: { ...userOnB, 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(namesIn(after)).toContain('Rám 1 premenovaný');
  });

  it('hides a frame disabled on A, and shows one created there, at once on B', async () => {
    const id = frames.ids[1];
    const current = (await a.app.inject({ url: `/api/frames/${id}`, headers: adminOnA })).json();
    await a.app.inject({
      method: 'PUT',
      url: `/api/frames/${id}`,
      headers: adminOnA,
      payload: { ...current, enabled: false },
    });
    expect(namesIn(await listOnB())).not.toContain(current.name);

    await catalogueWriter(a.app, adminOnA).frame('Rám nový', '25.00', frames.profile);
    expect(namesIn(await b.app.inject({ url: FRAMES, headers: userOnB }))).toContain('Rám nový');
  });

  it('drops a frame deleted on A at once on B', async () => {
    const id = frames.ids[2];
    const name = (await b.app.inject({ url: `/api/frames/${id}`, headers: userOnB })).json().name;
    expect(namesIn(await listOnB())).toContain(name);
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/frames/${id}`,
      headers: adminOnA,
    });
    expect(deleted.statusCode).toBe(200);
    expect(namesIn(await b.app.inject({ url: FRAMES, headers: userOnB }))).not.toContain(name);
  });
});
