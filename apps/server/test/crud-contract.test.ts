import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from './helpers/actors.ts';
import {
  createCraftedProduct,
  minimalCatalogue,
  uploadPhoto,
} from './helpers/customer-factories.ts';
import { makeJpeg, uploadBody } from './helpers/jpeg.ts';
import { PIXEL_PNG } from './helpers/sample-input.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

describe(`the JHipster contract of create, read, update and delete (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;

  const post = (url: string, payload: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const put = (url: string, payload: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
  const count = async (url: string) =>
    Number((await t.app.inject({ url, headers: admin })).headers['x-total-count']);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t?.close());

  describe('POST {base}', () => {
    it('refuses a body with an id (idexists), with the error headers', async () => {
      const res = await post('/api/frames', { id: 7, name: 'Dub' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-fotoobrazapp-error']).toBe('error.idexists');
      expect(res.headers['x-fotoobrazapp-params']).toBe('frame');
      expect(res.json()).toMatchObject({
        message: 'error.idexists',
        errorKey: 'idexists',
        entityName: 'frame',
      });
    });

    it.each([
      ['a missing required field', '/api/frames', { price: '10' }, 'name', 'NotNull'],
      ['an empty required field', '/api/frames', { name: '' }, 'name', 'NotNull'],
      [
        'a text over its maximum length',
        '/api/frame-in-stocks',
        { ratio: '12345678901' },
        'ratio',
        'Size',
      ],
      [
        'a ratio that is not digits:digits',
        '/api/product-configs',
        { ratio: '3-2', totalSizeCm: '30x20' },
        'ratio',
        'Pattern',
      ],
      [
        'a size that is not digitsxdigits',
        '/api/product-configs',
        { ratio: '3:2', totalSizeCm: '30X20' },
        'totalSizeCm',
        'Pattern',
      ],
      [
        'a photo size that is not digitsxdigits',
        '/api/product-configs',
        { ratio: '3:2', totalSizeCm: '30x20', photoSizeCm: '20 x 10' },
        'photoSizeCm',
        'Pattern',
      ],
      [
        'a word where a number belongs',
        '/api/print-medias',
        { name: 'Lesk', pricePerSqare: 'lacné' },
        'pricePerSqare',
        'TypeMismatch',
      ],
      [
        'a negative price',
        '/api/print-medias',
        { name: 'Lesk', pricePerSqare: -1 },
        'pricePerSqare',
        'DecimalMin',
      ],
      [
        'a value outside the enum',
        '/api/products',
        { name: 'X', priceManufactPerSquare: 1, productEnum: 'POSTER' },
        'productEnum',
        'TypeMismatch',
      ],
      [
        'a frame price that is not a decimal',
        '/api/frames',
        { name: 'Dub', price: 'dvadsať' },
        'price',
        'Pattern',
      ],
      [
        'an image without its content type',
        '/api/frames',
        { name: 'Dub', thumb: PIXEL_PNG },
        'thumbContentType',
        'NotNull',
      ],
      [
        'a content type that is not an image',
        '/api/frames',
        { name: 'Dub', thumb: PIXEL_PNG, thumbContentType: 'text/html' },
        'thumbContentType',
        'Pattern',
      ],
      [
        'an image that is not base64',
        '/api/frames',
        { name: 'Dub', thumb: '<svg>', thumbContentType: 'image/svg+xml' },
        'thumb',
        'TypeMismatch',
      ],
      [
        'a relation to a row that does not exist',
        '/api/frames',
        { name: 'Dub', frameProfile: { id: 999 } },
        'frameProfile',
        'NotFound',
      ],
      [
        'a relation that is not {id}',
        '/api/frames',
        { name: 'Dub', frameProfile: 5 },
        'frameProfile',
        'TypeMismatch',
      ],
    ])('refuses %s with fieldErrors, storing nothing', async (_what, url, body, field, message) => {
      const before = await count(url);
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const problem = res.json();
      expect(problem).toMatchObject({ status: 400, message: 'error.validation', path: url });
      expect(problem.fieldErrors).toContainEqual({
        objectName: expect.any(String),
        field,
        message,
      });
      expect(await count(url)).toBe(before);
    });

    it.each([
      ['malformed JSON', '{"name": '],
      ['a JSON array', '[]'],
      ['a JSON string', '"frame"'],
    ])('refuses %s with a 400 problem', async (_what, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/frames',
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });

    it('creates: 201, Location, alert headers, the stored row in the body', async () => {
      const res = await post('/api/frames', {
        name: 'Dub prírodný',
        price: '18,50',
        enabled: true,
        unknownField: 1,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(res.headers.location).toBe(`/api/frames/${body.id}`);
      expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.frame.created');
      expect(res.headers['x-fotoobrazapp-params']).toBe(String(body.id));
      expect(body).toMatchObject({
        name: 'Dub prírodný',
        price: '18.50',
        enabled: true,
        frameProfile: null,
      });
      expect(body).not.toHaveProperty('unknownField');
      const again = await t.app.inject({ url: res.headers.location as string });
      expect(again.json()).toEqual(body);
    });

    it('takes relations as {id} (ids may be strings) and returns them nested', async () => {
      const type = (
        await post('/api/frame-profile-types', { name: 'Klasický', frameEnum: 'DREVENY' })
      ).json();
      const profile = (
        await post('/api/frame-profiles', {
          name: 'Lišta 30',
          thickness: 30,
          enabled: true,
          frameProfileType: { id: String(type.id) },
        })
      ).json();
      expect(profile.frameProfileType).toMatchObject({
        id: type.id,
        name: 'Klasický',
        frameEnum: 'DREVENY',
      });
      const frame = (
        await post('/api/frames', {
          name: 'Orech',
          frameProfile: { id: profile.id },
          enabled: true,
        })
      ).json();
      expect(frame.frameProfile).toMatchObject({ id: profile.id, name: 'Lišta 30', thickness: 30 });
      // One level deep: the nested profile's own relations stay {id}, and nested rows carry no images.
      expect(frame.frameProfile.frameProfileType).toEqual({ id: type.id });
      expect(frame.frameProfile.texture).toBeNull();
    });
  });

  describe('GET {base}/{id}', () => {
    it('answers an unknown id with a 404 problem', async () => {
      const res = await t.app.inject({ url: '/api/frames/99999' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        status: 404,
        message: 'error.http.404',
        path: '/api/frames/99999',
      });
    });

    it('answers an id that is not a number with a 400 problem', async () => {
      const res = await t.app.inject({ url: '/api/frames/abc' });
      expect(res.statusCode).toBe(400);
    });

    it('answers an unknown API path with a 404 problem', async () => {
      const res = await t.app.inject({ url: '/api/no-such-things' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });

  describe('PUT {base} and PUT {base}/{id}', () => {
    let frame: Record<string, unknown>;
    beforeAll(async () => {
      frame = (
        await post('/api/frames', {
          name: 'Buk',
          price: '22.00',
          enabled: true,
          thumb: PIXEL_PNG,
          thumbContentType: 'image/png',
        })
      ).json();
    });

    it('refuses a body without an id (idnull)', async () => {
      const res = await put('/api/frames', { name: 'Buk' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error.idnull' });
      expect(res.headers['x-fotoobrazapp-error']).toBe('error.idnull');
    });

    it('refuses a body whose id differs from the path (idinvalid)', async () => {
      const res = await put(`/api/frames/${frame.id}`, { ...frame, id: Number(frame.id) + 1000 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error.idinvalid' });
    });

    it('answers an unknown id with 404', async () => {
      const res = await put('/api/frames', { ...frame, id: 99999 });
      expect(res.statusCode).toBe(404);
    });

    it('refuses invalid values and keeps the stored row intact', async () => {
      const res = await put('/api/frames', { ...frame, name: '', price: 'x' });
      expect(res.statusCode).toBe(400);
      const stored = (await t.app.inject({ url: `/api/frames/${frame.id}` })).json();
      expect(stored).toEqual(frame);
    });

    it('updates with the id in the body: 200 and the updated alert', async () => {
      const res = await put('/api/frames', { ...frame, name: 'Buk parený' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.frame.updated');
      expect(res.headers['x-fotoobrazapp-params']).toBe(String(frame.id));
      expect(res.json()).toMatchObject({ id: frame.id, name: 'Buk parený' });
    });

    it('updates with the id in the path too', async () => {
      const res = await put(`/api/frames/${frame.id}`, { ...frame, name: 'Buk svetlý' });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Buk svetlý');
    });

    it('keeps an image the body leaves out, and removes one sent as null', async () => {
      const { thumb: _t, thumbContentType: _c, ...withoutThumb } = frame;
      const kept = await put('/api/frames', { ...withoutThumb, name: 'Buk' });
      expect(kept.json()).toMatchObject({ thumb: PIXEL_PNG, thumbContentType: 'image/png' });
      const removed = await put('/api/frames', { ...frame, thumb: null, thumbContentType: null });
      expect(removed.json()).toMatchObject({ thumb: null, thumbContentType: null });
    });
  });

  describe('DELETE {base}/{id}', () => {
    it('deletes: 200, no body, the deleted alert', async () => {
      const { id } = (await post('/api/manufacturers', { name: 'Larson-Juhl' })).json();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/manufacturers/${id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.manufacturer.deleted');
      expect(res.headers['x-fotoobrazapp-params']).toBe(String(id));
    });

    it('answers an unknown id with 404', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/manufacturers/99999',
        headers: admin,
      });
      expect(res.statusCode).toBe(404);
    });

    it('refuses to delete a row others refer to (409), and keeps it', async () => {
      const maker = (await post('/api/manufacturers', { name: 'Nielsen' })).json();
      await post('/api/frames', { name: 'Alu', manufacturer: { id: maker.id } });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/manufacturers/${maker.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'error.inuse' });
      expect(
        (await t.app.inject({ url: `/api/manufacturers/${maker.id}`, headers: admin })).statusCode,
      ).toBe(200);
    });
  });

  describe('blobs', () => {
    let image: Record<string, unknown>;
    beforeAll(async () => {
      image = (
        await post('/api/internal-images', {
          image: PIXEL_PNG,
          imageContentType: 'image/png',
          desc: 'Tatry',
          enabled: true,
        })
      ).json();
    });

    it('leaves large blobs out of lists and brings them with GET by id', async () => {
      const list = (await t.app.inject({ url: '/api/internal-images' })).json();
      expect(list[0]).toMatchObject({ id: image.id, image: null, imageContentType: 'image/png' });
      const one = (await t.app.inject({ url: `/api/internal-images/${image.id}` })).json();
      expect(one.image).toBe(PIXEL_PNG);
    });

    it('embeds small blobs in lists, and leaves frame textures out on notextures=true', async () => {
      await post('/api/frames', {
        name: 'S textúrou',
        enabled: true,
        texture: PIXEL_PNG,
        textureContentType: 'image/png',
        thumb: PIXEL_PNG,
        thumbContentType: 'image/png',
      });
      const all = (await t.app.inject({ url: '/api/frames?filter=S%20text' })).json();
      expect(all[0]).toMatchObject({ texture: PIXEL_PNG, thumb: PIXEL_PNG });
      const light = (
        await t.app.inject({ url: '/api/frames?filter=S%20text&notextures=true' })
      ).json();
      expect(light[0]).toMatchObject({
        texture: null,
        textureContentType: 'image/png',
        thumb: PIXEL_PNG,
      });
    });

    it('leaves the thumbnails of the lists the wizard shows by URL out on nothumbs=true', async () => {
      await post('/api/print-medias', {
        name: 'S náhľadom',
        pricePerSqare: 10,
        enabled: true,
        thumb: PIXEL_PNG,
        thumbContentType: 'image/png',
      });
      const all = (await t.app.inject({ url: '/api/print-medias?size=100' })).json();
      expect(all.find((m: { name: string }) => m.name === 'S náhľadom')).toMatchObject({
        thumb: PIXEL_PNG,
      });
      const light = (
        await t.app.inject({ url: '/api/print-medias?size=100&nothumbs=true' })
      ).json();
      expect(light.find((m: { name: string }) => m.name === 'S náhľadom')).toMatchObject({
        thumb: null,
        thumbContentType: 'image/png',
      });
    });

    it('serves every blob by URL with its content type and an ETag, and 304 when unchanged', async () => {
      const res = await t.app.inject({ url: `/api/internal-images/${image.id}/image` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(Buffer.from(PIXEL_PNG, 'base64'))).toBe(true);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({
        url: `/api/internal-images/${image.id}/image`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 for a field that is not a blob, or an empty blob', async () => {
      expect(
        (await t.app.inject({ url: `/api/internal-images/${image.id}/desc` })).statusCode,
      ).toBe(404);
      const frame = (await post('/api/frames', { name: 'Bez obrázka', enabled: true })).json();
      expect((await t.app.inject({ url: `/api/frames/${frame.id}/thumb` })).statusCode).toBe(404);
    });

    it("serves a customer's blobs to the owner only", async () => {
      const owner = visitorHeaders();
      const id = await uploadPhoto(t.app, owner);
      const photo = (await t.app.inject({ url: `/api/photos/${id}`, headers: admin })).json();
      await put(
        '/api/photos',
        { ...photo, thumb: PIXEL_PNG, thumbContentType: 'image/png' },
        admin,
      );
      const url = `/api/photos/${photo.id}/thumb`;
      expect((await t.app.inject({ url, headers: owner })).statusCode).toBe(200);
      expect((await t.app.inject({ url, headers: owner })).headers['cache-control']).toContain(
        'private',
      );
      expect((await t.app.inject({ url, headers: visitorHeaders() })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    });
  });

  describe('customer data and server-owned fields', () => {
    it('gives an anonymous visitor a long random HttpOnly SameSite=Strict id on its first record', async () => {
      const res = await post('/api/photos', uploadBody(await makeJpeg(300, 200), 'Prvá'), {});
      expect(res.statusCode).toBe(201);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^fotoobraz_sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      const sid = /fotoobraz_sid=([^;]+)/.exec(cookie)![1];
      // The id survives a reload: the same cookie reads the record back; the id itself never goes out.
      const again = await t.app.inject({
        url: `/api/photos/${res.json().id}`,
        headers: visitorHeaders(sid),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().sid).toBeNull();
      expect(JSON.stringify(again.json())).not.toContain(sid);
    });

    it('does not set a new id for a visitor that has one', async () => {
      const res = await post(
        '/api/photos',
        uploadBody(await makeJpeg(300, 200), 'Druhá'),
        visitorHeaders(),
      );
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it("ignores a customer's status and owner on an order, and sets them on the server", async () => {
      const visitor = visitorHeaders();
      const catalogue = await minimalCatalogue(t.app, admin);
      const productId = await createCraftedProduct(t.app, visitor, catalogue);
      const order = (
        await post(
          '/api/orders',
          {
            email: 'jana@example.sk',
            status: 'ZAPLATENA',
            usrid: 1,
            sid: 'x',
            craftedProduct: { id: productId },
          },
          visitor,
        )
      ).json();
      expect(order).toMatchObject({
        status: 'POTVRDENA',
        email: 'jana@example.sk',
        usrid: null,
        sid: null,
      });
      expect(order.craftedProduct).toMatchObject({ id: productId });
      expect(Date.parse(order.orderDate)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('lets an admin set those fields from the back-office', async () => {
      const order = (
        await post('/api/orders', { status: 'ZAPLATENA', orderDate: '2026-11-20T10:00', usrid: 2 })
      ).json();
      expect(order).toMatchObject({ status: 'ZAPLATENA', usrid: 2 });
      expect(order.orderDate).toBe(new Date('2026-11-20T10:00').toISOString());
    });

    it('records the signed-in user as the owner', async () => {
      const user = await signIn(t.app, 'user', 'user');
      const me = (await t.app.inject({ url: '/api/account', headers: user })).json();
      const photo = (
        await post('/api/photos', uploadBody(await makeJpeg(300, 200), 'Dovolenka'), user)
      ).json();
      expect(photo.usrid).toBe(me.id);
      const mine = (await t.app.inject({ url: '/api/photos', headers: user })).json();
      expect(mine.map((p: { id: number }) => p.id)).toEqual([photo.id]);
    });

    it('lists nothing to a visitor without an id', async () => {
      const res = await t.app.inject({ url: '/api/photos' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    });
  });
});
