import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { buildShopApp, plainPrintBody, uploadPhoto } from '../../helpers/customer-factories.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * `?nothumbs=true` on the single GET, the POST and the PUT: the answer without the base64
 * images an anonymous visitor's wizard loads by URL; without it, the spec's answer.
 */
describe(`GET, POST and PUT /api/crafted-products?nothumbs= (${TEST_DB})`, () => {
  let t: TestApp;
  const visitor = visitorHeaders();
  let configuration: Record<string, unknown>;
  let id: number;

  beforeAll(async () => {
    const shop = await buildShopApp();
    t = shop.t;
    const photo = await uploadPhoto(t.app, visitor);
    configuration = {
      ...plainPrintBody(photo, shop.catalogue.paper),
      cropX: 0,
      cropY: 0,
      cropWidth: 300,
      cropHeight: 200,
    };
    const piece = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products',
      headers: visitor,
      payload: configuration,
    });
    expect(piece.statusCode).toBe(201);
    id = piece.json().id;
  });
  afterAll(() => t?.close());

  const calls = {
    GET: (query: string) =>
      t.app.inject({ url: `/api/crafted-products/${id}${query}`, headers: visitor }),
    POST: (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/crafted-products${query}`,
        headers: visitor,
        payload: configuration,
      }),
    PUT: (query: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/crafted-products/${id}${query}`,
        headers: visitor,
        payload: { ...configuration, id, copies: 2 },
      }),
  };
  const methods = Object.keys(calls) as (keyof typeof calls)[];

  it.each(methods)('%s with nothumbs=true leaves the images out, not their types', async (m) => {
    const res = await calls[m]('?nothumbs=true');
    expect(res.statusCode).toBeLessThan(300);
    const body = res.json();
    expect(body).not.toHaveProperty('previewThumb');
    expect(body).not.toHaveProperty('cropThumb');
    expect(body.previewThumbContentType).toBe('image/jpeg');
    expect(body.cropThumbContentType).toBe('image/jpeg');
    expect(body.price).toBeGreaterThan(0);
  });

  it.each(methods)('%s without it, or with nothumbs=false, carries the images', async (m) => {
    for (const query of ['', '?nothumbs=false']) {
      const body = (await calls[m](query)).json();
      expect(body.previewThumb).toEqual(expect.any(String));
      expect(body.cropThumb).toEqual(expect.any(String));
      expect(body.previewThumbContentType).toBe('image/jpeg');
    }
  });

  it.each(methods)('%s refuses nothumbs=maybe with a 400 problem', async (m) => {
    const res = await calls[m]('?nothumbs=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'querystring', field: 'nothumbs', message: 'TypeMismatch' },
    ]);
  });
});
