import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders } from '../../helpers/actors.ts';
import { catalogueWriter } from '../../helpers/catalogue-factories.ts';
import { makeJpeg, uploadBody } from '../../helpers/jpeg.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/** An image field asked for at a narrower width (`?w=`): a phone's preview. */
describe(`GET /api/crafted-products/{id}/previewThumb?w= (${TEST_DB})`, () => {
  let t: TestApp;
  const visitor = visitorHeaders();
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    await c.noneRows();
    const paper = await c.printMedia('Lesklý papier', 'PAPIER', 30);
    const product = await c.product('Fotografia', 'PLAINPHOTO', 5, { askForPaper: true });
    const config = await c.config(product, 'PLAINPHOTO', '3:2', '30x20');
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: uploadBody(await makeJpeg(3000, 2000)),
      headers: visitor,
    });
    const piece = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products',
      headers: visitor,
      payload: {
        productEnum: 'PLAINPHOTO',
        photo: { id: photo.json().id },
        productConfig: { id: config },
        printMedia: { id: paper },
      },
    });
    expect(piece.statusCode).toBe(201);
    url = `/api/crafted-products/${piece.json().id}/previewThumb`;
  });
  afterAll(() => t?.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${url}${query}`, headers: { ...visitor, ...headers } });

  it('answers a 720 px wide JPEG, smaller than the stored one, with its own ETag and a 304', async () => {
    const stored = await get('');
    const narrow = await get('?v=abc&w=720');
    expect(narrow.statusCode).toBe(200);
    expect(narrow.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(narrow.rawPayload).metadata();
    const full = await sharp(stored.rawPayload).metadata();
    expect(full.width).toBeGreaterThan(720);
    expect(meta.width).toBe(720);
    expect(meta.height).toBe(Math.round((full.height! * 720) / full.width!));
    expect(narrow.rawPayload.length).toBeLessThan(stored.rawPayload.length / 2);
    expect(narrow.headers.etag).not.toBe(stored.headers.etag);
    const again = await get('?w=720', { 'if-none-match': String(narrow.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('?w=720', { 'if-none-match': String(stored.headers.etag) })).statusCode).toBe(
      200,
    );
  });

  it.each(['721', '0', 'wide', ''])('refuses w=%s with a 400', async (w) => {
    const res = await get(`?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });

  it("answers 404 to another visitor's request for a narrower copy", async () => {
    const res = await t.app.inject({ url: `${url}?w=720`, headers: visitorHeaders() });
    expect(res.statusCode).toBe(404);
  });
});
