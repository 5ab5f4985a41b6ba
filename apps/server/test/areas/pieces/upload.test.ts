import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageRepository } from '../../../src/repositories/image.repository.ts';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { makeJpeg, uploadBody } from '../../helpers/jpeg.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

describe(`POST /api/photos: the upload pipeline (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const visitor = visitorHeaders();

  const upload = (payload: unknown, headers: Headers = visitor) =>
    t.app.inject({ method: 'POST', url: '/api/photos', payload: payload as object, headers });
  const stored = async () => {
    const count = (table: 'photo' | 'fullPhoto' | 'imageDerivative') =>
      rowCount(t.database.db, table);
    return {
      photos: await count('photo'),
      fullPhotos: await count('fullPhoto'),
      derivatives: await count('imageDerivative'),
    };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    const create = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: admin });
    const product = (
      await create('/api/products', {
        name: 'Plátno',
        productEnum: 'PHOTOCANVAS',
        priceManufactPerSquare: 35,
        enabled: true,
      })
    ).json();
    for (const [ratio, size] of [
      ['3:2', '60x40'],
      ['4:3', '40x30'],
    ]) {
      await create('/api/product-configs', {
        productEnum: 'PHOTOCANVAS',
        ratio,
        totalSizeCm: size,
        product: { id: product.id },
      });
    }
    await create('/api/global-params', { name: 'MIN_MEGAPIXELS', value: '8' });
  });
  afterAll(() => t?.close());

  describe('bad input: a clear 4xx problem, nothing stored, the server answers the next request', () => {
    const rejects = async (payload: unknown, status: number, message: string) => {
      const before = await stored();
      const res = await upload(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
      expect(await stored()).toEqual(before);
      expect((await t.app.inject({ url: '/management/health' })).statusCode).toBe(200);
    };

    it('a PNG declared as JPEG', async () => {
      const png = await sharp({
        create: { width: 4000, height: 3000, channels: 3, background: '#888' },
      })
        .png()
        .toBuffer();
      await rejects(uploadBody(png), 400, 'error.photo.notjpeg');
    });

    it('garbage instead of base64', async () => {
      await rejects(
        { ...uploadBody(Buffer.from('x')), image: 'this is not base64 at all!' },
        400,
        'error.validation',
      );
    });

    it('bytes that are no image', async () => {
      await rejects(
        uploadBody(Buffer.from('just some text, not a photo')),
        400,
        'error.photo.notjpeg',
      );
    });

    it('a truncated JPEG', async () => {
      const jpeg = await makeJpeg(3600, 2400);
      await rejects(
        uploadBody(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
        400,
        'error.photo.corrupt',
      );
    });

    it('a JPEG whose header claims 65000 × 65000 pixels, refused without decoding', async () => {
      const jpeg = Buffer.from(await makeJpeg(64, 48));
      const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      expect(sof).toBeGreaterThan(0);
      jpeg.writeUInt16BE(65000, sof + 5); // height
      jpeg.writeUInt16BE(65000, sof + 7); // width
      const decode = vi.spyOn(ImageRepository.prototype, 'processUpload');
      try {
        await rejects(uploadBody(jpeg), 400, 'error.photo.toomanypixels');
        expect(decode).not.toHaveBeenCalled();
      } finally {
        decode.mockRestore();
      }
    });

    it('a missing title', async () => {
      const { title: _title, ...body } = uploadBody(await makeJpeg(300, 200));
      await rejects(body, 400, 'error.validation');
    });

    it('a 45 MB body (413)', async () => {
      const before = await stored();
      const res = await upload({
        ...uploadBody(Buffer.from('x')),
        image: 'A'.repeat(45 * 1024 * 1024),
      });
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(await stored()).toEqual(before);
      expect((await t.app.inject({ url: '/management/health' })).statusCode).toBe(200);
    });

    it('a photo over 30 MB inside a body under 40 MB (413)', async () => {
      const res = await upload({ ...uploadBody(Buffer.from('x')), image: 'A'.repeat(41_000_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('error.photo.toolarge');
    });
  });

  describe('printableStatus (supported ratios 3:2 and 4:3, minimum 8 MP)', () => {
    it.each([
      ['Y', 'landscape', 3600, 2400],
      ['Y', 'portrait', 2400, 3600],
      ['C', 'landscape', 4000, 2500],
      ['C', 'portrait', 2500, 4000],
      ['N', 'landscape', 1800, 1200],
      ['N', 'portrait', 1200, 1600],
      ['X', 'landscape', 2000, 1000],
      ['X', 'portrait', 1000, 2000],
    ])('%s for a %s photo of %i × %i', async (status, _orientation, width, height) => {
      const res = await upload(uploadBody(await makeJpeg(width, height)));
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json();
      expect(photo).toMatchObject({ printableStatus: status, width, height });
      const analysis = JSON.parse(photo.analysis);
      expect(analysis).toHaveProperty('cutSizeRatio');
      expect(analysis).toHaveProperty('cutSizeRatioDisp');
      expect(analysis.megapixels).toBeCloseTo((width * height) / 1e6, 2);
    });
  });

  it('stores the original untouched, a 1000 px thumbnail and a 2400 px working copy', async () => {
    const jpeg = await makeJpeg(3600, 2400);
    const res = await upload(uploadBody(jpeg, 'Tatry.jpg'));
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(res.headers.location).toBe(`/api/photos/${photo.id}`);
    expect(photo).toMatchObject({
      title: 'Tatry.jpg',
      fileSize: jpeg.length,
      ratio: '3:2',
      orientation: 'L',
      thumbWidth: 1000,
      thumbHeight: 667,
      thumbContentType: 'image/jpeg',
      sid: null,
    });
    const thumb = await sharp(Buffer.from(photo.thumb, 'base64')).metadata();
    expect([thumb.width, thumb.height]).toEqual([1000, 667]);

    const full = await t.app.inject({
      url: `/api/full-photos/${photo.fullfotoid}`,
      headers: visitor,
    });
    expect(full.statusCode).toBe(200);
    expect(Buffer.from(full.json().image, 'base64').equals(jpeg)).toBe(true);
    expect(full.json().fotoid).toBe(photo.id);

    const working = await t.database.db
      .selectFrom('imageDerivative')
      .select(['width', 'height'])
      .where('sourceId', '=', photo.id)
      .where('kind', '=', 'working')
      .executeTakeFirstOrThrow();
    expect([Number(working.width), Number(working.height)]).toEqual([2400, 1600]);
  });

  it('applies the EXIF orientation: a sideways-stored photo is portrait', async () => {
    const res = await upload(uploadBody(await makeJpeg(3600, 2400, { orientation: 6 })));
    const photo = res.json();
    expect(photo).toMatchObject({
      width: 2400,
      height: 3600,
      orientation: 'P',
      thumbWidth: 667,
      thumbHeight: 1000,
    });
    const thumb = await sharp(Buffer.from(photo.thumb, 'base64')).metadata();
    expect([thumb.width, thumb.height]).toEqual([667, 1000]);
  });

  it('records the signed-in user as owner; another visitor cannot read the photo or its images', async () => {
    const user = await signIn(t.app, 'user', 'user');
    const photo = (await upload(uploadBody(await makeJpeg(3600, 2400)), user)).json();
    const me = (await t.app.inject({ url: '/api/account', headers: user })).json();
    expect(photo.usrid).toBe(me.id);
    for (const url of [
      `/api/photos/${photo.id}`,
      `/api/photos/${photo.id}/thumb`,
      `/api/full-photos/${photo.fullfotoid}`,
      `/api/full-photos/${photo.fullfotoid}/image`,
    ]) {
      expect((await t.app.inject({ url, headers: user })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url, headers: visitorHeaders() })).statusCode, url).toBe(404);
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('gives a first-time anonymous uploader its visitor cookie', async () => {
    const res = await upload(uploadBody(await makeJpeg(600, 400)), {});
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/^fotoobraz_sid=/);
  });
});
