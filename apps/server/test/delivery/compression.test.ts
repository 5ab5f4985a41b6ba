import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import { catalogueWriter } from '../helpers/catalogue-factories.ts';
import { minimalCatalogue, orderBody, uploadPhoto } from '../helpers/customer-factories.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ASSET, buildWebApp, PAGE, SCRIPT } from './web-build.ts';

/** The body as the client reads it, whatever encoding it came in. */
const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

describe('the web app and the API, compressed and cached', () => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await buildWebApp();
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

  describe('a hashed asset', () => {
    it.each([
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ])('is sent precompressed to Accept-Encoding %s as %s', async (accepted, encoding) => {
      const res = await get(ASSET, { 'accept-encoding': accepted });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(SCRIPT);
    });

    it('is sent as it is without Accept-Encoding', async () => {
      const res = await get(ASSET);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
    });

    it('is cached for a year and never revalidated', async () => {
      for (const accepted of [undefined, 'br', 'gzip']) {
        const res = await get(ASSET, accepted ? { 'accept-encoding': accepted } : {});
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('has an ETag per encoding and answers 304 to it', async () => {
      const tags = new Set<string>();
      for (const accepted of ['identity', 'br', 'gzip']) {
        const headers = { 'accept-encoding': accepted };
        const etag = String((await get(ASSET, headers)).headers.etag);
        tags.add(etag);
        const again = await get(ASSET, { ...headers, 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
      }
      expect(tags.size).toBe(3);
    });
  });

  describe('index.html', () => {
    it.each(['/', '/index.html', '/entity/frame', '/configurator/3'])(
      'is sent precompressed at %s and revalidated on every visit',
      async (url) => {
        for (const encoding of ['br', 'gzip']) {
          const res = await get(url, { 'accept-encoding': encoding });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers['cache-control']).toBe('no-cache');
          expect(decoded(res)).toBe(PAGE);
        }
        const plain = await get(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['cache-control']).toBe('no-cache');
        expect(plain.body).toBe(PAGE);
      },
    );
  });

  it('sends a file under 1 KB as it is', async () => {
    const res = await get('/logo.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  describe('dynamic responses', () => {
    beforeAll(async () => {
      const c = catalogueWriter(t.app, admin);
      const profile = await c.frameProfile('Klasik 20', 20);
      for (let i = 1; i <= 12; i++) {
        await c.frame(`Rám ${i} s dlhým menom, ktoré sa opakuje`, '18.50', profile, {
          colorCode: `F-${i}`,
        });
      }
    });

    it.each(['br', 'gzip'])('compresses a catalogue list of 1 KB and more as %s', async (enc) => {
      const plain = await get('/api/frames?page=0&size=20');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const res = await get('/api/frames?page=0&size=20', { 'accept-encoding': enc });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    });

    it('sends JSON under 1 KB as it is', async () => {
      const res = await get('/api/frames?page=0&size=1', { 'accept-encoding': 'br, gzip' });
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it('compresses other JSON of 1 KB and more, e.g. the API docs', async () => {
      const res = await get('/v3/api-docs', { 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(res))).toHaveProperty('paths');
    });

    it('never compresses JPEG or PDF', async () => {
      const catalogue = await minimalCatalogue(t.app, admin);
      const visitor = visitorHeaders();
      const photo = await uploadPhoto(t.app, visitor);
      const jpeg = await get(`/api/photos/${photo}/thumb`, {
        ...visitor,
        'accept-encoding': 'br, gzip',
      });
      expect(jpeg.statusCode).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers['content-encoding']).toBeUndefined();

      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: visitor,
        payload: await orderBody(t.app, visitor, catalogue),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const pdf = await get(`/api/orders/${placed.json().id}/proforma`, {
        ...visitor,
        'accept-encoding': 'br, gzip',
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.length).toBeGreaterThan(1024);
      expect(pdf.headers['content-encoding']).toBeUndefined();
    });
  });
});
