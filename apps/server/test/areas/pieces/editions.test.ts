import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Headers } from '../../helpers/actors.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { makeJpeg } from '../../helpers/jpeg.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

describe(`limited editions (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let edition: { id: number };

  const createEdition = async (width: number, height: number, enabled = true) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal-images',
      headers: admin,
      payload: {
        image: (await makeJpeg(width, height)).toString('base64'),
        imageContentType: 'image/jpeg',
        imageCategory: 'EDICIA',
        desc: 'Západ slnka nad Tatrami',
        edition: 'Edícia 111',
        ratio: '3:2',
        width,
        height,
        enabled,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const derivativeCount = () => rowCount(t.database.db, 'imageDerivative');

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    edition = await createEdition(3600, 2400);
  });
  afterAll(() => t?.close());

  it('lists enabled editions for the panel, without their large originals', async () => {
    await createEdition(3000, 3000, false);
    const res = await t.app.inject({
      url: '/api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true&sort=poradie,asc',
    });
    expect(res.json()).toEqual([
      expect.objectContaining({ id: edition.id, image: null, width: 3600, height: 2400 }),
    ]);
  });

  it('serves a small thumbnail made once and kept', async () => {
    const res = await t.app.inject({ url: `/api/internal-images/${edition.id}/thumbnail` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 400]);
    expect(await derivativeCount()).toBe(1);
    const again = await t.app.inject({
      url: `/api/internal-images/${edition.id}/thumbnail`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(await derivativeCount()).toBe(1);
  });

  it('makes the thumbnail again when the image changes', async () => {
    const current = (
      await t.app.inject({ url: `/api/internal-images/${edition.id}`, headers: admin })
    ).json();
    const image = (await makeJpeg(2000, 3000)).toString('base64');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/internal-images',
      headers: admin,
      payload: { ...current, image },
    });
    expect(res.statusCode).toBe(200);
    const thumb = await t.app.inject({ url: `/api/internal-images/${edition.id}/thumbnail` });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 600]);
  });

  it('hides a disabled edition from customers', async () => {
    const hidden = await createEdition(1500, 1000, false);
    expect(
      (await t.app.inject({ url: `/api/internal-images/${hidden.id}/thumbnail` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/internal-images/${hidden.id}/thumbnail`, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/internal-images/abc/thumbnail' })).statusCode).toBe(
      400,
    );
  });
});
