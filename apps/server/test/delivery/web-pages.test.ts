import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { ASSET, buildWebApp, PAGE } from './web-build.ts';

const UNHASHED = ['/logo.svg', '/favicon.ico', '/robots.txt', '/images/limited-editions.svg'];

/** The rest of the public folder's files, beside the logo every build has. */
const writePublicFiles = (dist: string) => {
  mkdirSync(join(dist, 'images'));
  writeFileSync(
    join(dist, 'images/limited-editions.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
};

/** Headers that must be the same for HEAD as for GET (the date and request id differ). */
const REPRESENTATION_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
];

/** Served over real HTTP on the prod profile, where no API docs page answers /swagger-ui/. */
describe('the web app over HTTP: HEAD, caching, no listener leak (prod profile)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildWebApp({ profile: 'prod' }, writePublicFiles);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  // node:http rather than fetch: fetch decodes bodies and turns a conditional GET into no-cache.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());
  /** One request on the kept-alive connection: the status, headers and body as sent. */
  const request = (method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(
          `${base}${path}`,
          { method, agent, headers: { 'accept-encoding': 'identity', ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      },
    );

  describe('HEAD answers like GET, without a body', () => {
    it.each([
      '/',
      '/kosik',
      '/index.html',
      '/entity/frame',
      '/configurator/3',
      '/swagger-ui/',
      ASSET,
      ...UNHASHED,
      '/api/frames?page=0&size=5',
      '/management/info',
    ])('%s', async (path) => {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const get = await request('GET', path, { 'accept-encoding': encoding });
        const head = await request('HEAD', path, { 'accept-encoding': encoding });
        expect(get.status).toBe(200);
        expect(head.status).toBe(200);
        expect(head.body).toHaveLength(0);
        for (const name of REPRESENTATION_HEADERS)
          expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
        if (get.headers['content-length'])
          expect(Number(head.headers['content-length'])).toBe(get.body.length);
      }
    });

    it('an unknown API path is a 404 problem to HEAD as to GET', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await request(method, '/api/nothing-here');
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    });
  });

  describe('caching', () => {
    it('hashed assets are cached for a year, immutable', async () => {
      const res = await request('GET', ASSET);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['/', '/index.html', '/kosik'])(
      'index.html at %s is revalidated on every visit',
      async (path) => {
        const res = await request('GET', path);
        expect(res.body.toString()).toBe(PAGE);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it.each(UNHASHED)(
      '%s (not fingerprinted) is cached for 5 minutes, then revalidated by its ETag',
      async (path) => {
        const res = await request('GET', path);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
        const etag = res.headers.etag;
        expect(etag).toBeTruthy();
        const again = await request('GET', path, { 'if-none-match': etag! });
        expect(again.status).toBe(304);
      },
    );
  });

  it('50 page loads through the SPA fallback add no listener beyond the limit', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const pages = ['/swagger-ui/', '/kosik', '/entity/frame', '/account/orders', '/nope/deeper/'];
      for (let i = 0; i < 50; i++) {
        for (const encoding of ['br, gzip', 'identity']) {
          const res = await request('GET', pages[i % pages.length], {
            'accept-encoding': encoding,
          });
          expect(res.status).toBe(200);
        }
      }
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
