import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetentionRepository } from '../../../src/areas/pieces/repositories/retention.repository.ts';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { postForId } from '../../helpers/catalogue-factories.ts';
import { buildShopApp, plainPrintBody, shopParams } from '../../helpers/customer-factories.ts';
import { makeJpeg } from '../../helpers/jpeg.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import {
  patchOriginal,
  postWorkingCopy,
  sendOriginal,
  workingCopyOf,
  type WorkingCopyUpload,
} from '../../helpers/working-copy.ts';

describe(`a working copy first, the original behind it (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let catalogue: { paper: number };
  let original: Buffer;
  let upload: WorkingCopyUpload;

  beforeAll(async () => {
    ({ t, admin, catalogue } = await buildShopApp());
    await shopParams(t.app, admin);
    original = await makeJpeg(3600, 2400);
    upload = await workingCopyOf(original);
  });
  afterAll(() => t?.close());

  const started = async (as: Headers, sent: WorkingCopyUpload = upload) => {
    const res = await postWorkingCopy(t.app, as, sent);
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().id);
  };
  /** The whole photo's working copy, with the original declared as `bytes` (their size and hash). */
  const declaredAs = (bytes: Buffer): WorkingCopyUpload => ({
    ...upload,
    facts: {
      ...upload.facts,
      fileSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  });
  const chunksOf = (photoId: number) =>
    rowCount(t.database.db, 'originalChunk', ['photoId', '=', photoId]);
  const photoRow = (photoId: number) =>
    t.database.db
      .selectFrom('photo')
      .select(['fullfotoid', 'originalStatus', 'printableStatus', 'width', 'height'])
      .where('id', '=', photoId)
      .executeTakeFirstOrThrow();
  const order = async (as: Headers, photoId: number) => {
    const crafted = await postForId(
      t.app,
      as,
      '/api/crafted-products',
      plainPrintBody(photoId, catalogue.paper),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        email: 'jana.novakova@example.sk',
        phone: '+421 900 000 000',
        craftedProduct: { id: crafted },
      },
      headers: as,
    });
  };

  it('stores the photo at once, judged from the true size, with its original awaited', async () => {
    const visitor = visitorHeaders();
    const res = await postWorkingCopy(t.app, visitor, upload);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      width: 3600,
      height: 2400,
      fileSize: original.length,
      title: 'Dovolenka.jpg',
      thumbWidth: 1000,
      thumbHeight: 667,
      originalStatus: 'U',
      original: { state: 'uploading', offset: 0, length: original.length },
    });
    expect(JSON.parse(photo.analysis).megapixels).toBeCloseTo(8.64, 2);
    // Previews draw on the working copy as sent.
    const working = await t.database.db
      .selectFrom('imageDerivative')
      .select(['width', 'height', 'sourceHash'])
      .where('sourceTable', '=', 'photo')
      .where('sourceId', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(working).toEqual({ width: 2400, height: 1600, sourceHash: upload.facts.sha256 });
  });

  it('takes the chunks at their offsets, refuses a wrong offset with 409, and resumes', async () => {
    const visitor = visitorHeaders();
    const id = await started(visitor);
    const first = await patchOriginal(t.app, visitor, id, 0, original.subarray(0, 50_000));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['upload-offset']).toBe('50000');

    const skipped = await patchOriginal(t.app, visitor, id, 60_000, original.subarray(60_000));
    expect(skipped.statusCode).toBe(409);
    expect(skipped.headers['upload-offset']).toBe('50000');
    const repeated = await patchOriginal(t.app, visitor, id, 0, original.subarray(0, 50_000));
    expect(repeated.statusCode).toBe(409);

    // After a dropped connection the client asks where it stands, and goes on from there.
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/photos/${id}/original`,
      headers: visitor,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('50000');
    expect(head.headers['upload-length']).toBe(String(original.length));
    const rest = await patchOriginal(t.app, visitor, id, 50_000, original.subarray(50_000));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({
      state: 'verified',
      offset: original.length,
      length: original.length,
    });

    const row = await photoRow(id);
    expect(row.originalStatus).toBe('V');
    expect(row.fullfotoid).not.toBeNull();
    const stored = await t.database.db
      .selectFrom('fullPhoto')
      .select(['image', 'fotoid'])
      .where('id', '=', Number(row.fullfotoid))
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.image).equals(original)).toBe(true);
    expect(stored.fotoid).toBe(id);
    expect(await chunksOf(id)).toBe(0);
  });

  it('refuses an order while the original is missing, with a field error, and takes it once verified', async () => {
    const visitor = visitorHeaders();
    const id = await started(visitor);
    const refused = await order(visitor, id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      { objectName: 'order', field: 'craftedProduct', message: 'OriginalMissing' },
    ]);
    expect((await sendOriginal(t.app, visitor, id, original)).statusCode).toBe(200);
    const placed = await order(visitor, id);
    expect(placed.statusCode, placed.body).toBe(201);

    // The print file is cut from the verified original, at its full resolution.
    const print = await t.app.inject({
      url: `/api/orders/${placed.json().id}/print-file`,
      headers: admin,
    });
    expect(print.statusCode).toBe(200);
    const meta = await sharp(print.rawPayload).metadata();
    expect(meta.width).toBeGreaterThan(2400);
  });

  it("refuses an order of several lines while one line's original is missing, naming that line", async () => {
    const visitor = visitorHeaders();
    const [arrived, awaited] = [await started(visitor), await started(visitor)];
    expect((await sendOriginal(t.app, visitor, arrived, original)).statusCode).toBe(200);
    const pieces: { craftedProduct: { id: number } }[] = [];
    for (const photoId of [arrived, awaited]) {
      pieces.push({
        craftedProduct: {
          id: await postForId(
            t.app,
            visitor,
            '/api/crafted-products',
            plainPrintBody(photoId, catalogue.paper),
          ),
        },
      });
    }
    const placed = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { email: 'jana.novakova@example.sk', items: pieces },
        headers: visitor,
      });
    const refused = await placed();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      { objectName: 'order', field: 'items[1].craftedProduct', message: 'OriginalMissing' },
    ]);
    expect((await sendOriginal(t.app, visitor, awaited, original)).statusCode).toBe(200);
    const ordered = await placed();
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().items).toHaveLength(2);
  });

  it('rejects the photo when the original does not match its hash: no order, no chunks left', async () => {
    const visitor = visitorHeaders();
    const id = await started(visitor);
    const other = Buffer.from(original);
    other[other.length - 100] ^= 0xff;
    const res = await sendOriginal(t.app, visitor, id, other);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('error.photo.originalmismatch');
    expect((await photoRow(id)).originalStatus).toBe('R');
    expect(await chunksOf(id)).toBe(0);
    const state = await t.app.inject({ url: `/api/photos/${id}/original`, headers: visitor });
    expect(state.json()).toMatchObject({
      state: 'rejected',
      reason: 'error.photo.originalmismatch',
    });
    expect((await patchOriginal(t.app, visitor, id, 0, original)).statusCode).toBe(400);
    expect((await order(visitor, id)).statusCode).toBe(400);
  });

  it('rejects an original that is no JPEG, though its hash and size were declared', async () => {
    const png = await sharp(original).png().toBuffer();
    const visitor = visitorHeaders();
    const id = await started(visitor, await workingCopyOf(png));
    const res = await sendOriginal(t.app, visitor, id, png);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.photo.notjpeg');
  });

  it('rejects an original that does not decode whole, though its header, hash and size are right', async () => {
    // The browser's working copy came from the whole photo; the file sent after it is cut short
    // (and, in a second try, has its scan's bytes scrambled), each declared with its own hash.
    const cut = original.subarray(0, Math.floor(original.length * 0.6));
    const scrambled = Buffer.from(original);
    for (let i = 0; i < 4000; i++)
      scrambled[Math.floor(original.length * 0.5) + i] = (i * 37) & 0xfe;
    for (const damaged of [cut, scrambled]) {
      const visitor = visitorHeaders();
      const id = await started(visitor, declaredAs(damaged));
      const res = await sendOriginal(t.app, visitor, id, damaged);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('error.photo.corrupt');
      expect((await photoRow(id)).originalStatus).toBe('R');
    }
  });

  it('rejects an original of another size or turned otherwise than declared', async () => {
    const turned = await makeJpeg(3600, 2400, { orientation: 6 });
    const visitor = visitorHeaders();
    // Declared as stored, not upright: the header's size matches, the upright decode does not.
    const asStored = await workingCopyOf(await makeJpeg(3600, 2400));
    const { facts } = await workingCopyOf(turned);
    const id = await started(visitor, {
      ...asStored,
      facts: { ...facts, width: 3600, height: 2400 },
    });
    const res = await sendOriginal(t.app, visitor, id, turned);
    expect(res.json().message).toBe('error.photo.originalmismatch');

    // Declared upright, it is taken.
    const upright = await started(visitor, await workingCopyOf(turned));
    const ok = await sendOriginal(t.app, visitor, upright, turned);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await photoRow(upright)).toMatchObject({
      width: 2400,
      height: 3600,
      originalStatus: 'V',
    });
  });

  it('applies the size limits and the megapixel-bomb check to the declared and the arrived original', async () => {
    const visitor = visitorHeaders();
    const tooLarge = await postWorkingCopy(t.app, visitor, {
      ...upload,
      facts: { ...upload.facts, fileSize: 30_000_001 },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('error.photo.toolarge');
    const bombDeclared = await postWorkingCopy(t.app, visitor, {
      workingCopy: await sharp(upload.workingCopy).resize(2400, 1200).jpeg().toBuffer(),
      facts: { ...upload.facts, width: 20_000, height: 10_000 },
    });
    expect(bombDeclared.json().message).toBe('error.photo.toomanypixels');
    const bigCopy = await postWorkingCopy(t.app, visitor, {
      workingCopy: await sharp(original).resize(3000, 2000).jpeg().toBuffer(),
      facts: upload.facts,
    });
    expect(bigCopy.statusCode).toBe(400);
    expect(bigCopy.json().message).toBe('error.photo.workingcopy');
    const badFacts = await postWorkingCopy(t.app, visitor, {
      ...upload,
      facts: { ...upload.facts, sha256: 'nope', width: -1 },
    });
    expect(badFacts.statusCode).toBe(400);
    expect(
      badFacts
        .json()
        .fieldErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['sha256', 'width']);

    // An original whose header claims 65000 x 65000 pixels never reaches the decoder.
    const bomb = Buffer.from(original);
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(65000, sof + 5);
    bomb.writeUInt16BE(65000, sof + 7);
    const id = await started(visitor, declaredAs(bomb));
    const res = await sendOriginal(t.app, visitor, id, bomb);
    expect(res.json().message).toBe('error.photo.toomanypixels');

    // More bytes than declared: refused at once.
    const more = await started(visitor);
    const over = await patchOriginal(t.app, visitor, more, 0, Buffer.concat([original, original]));
    expect(over.json().message).toBe('error.photo.originalmismatch');
  });

  it("keeps the upload to its owner: another visitor's chunk is a 404", async () => {
    const id = await started(visitorHeaders());
    const res = await patchOriginal(t.app, visitorHeaders(), id, 0, original.subarray(0, 10));
    expect(res.statusCode).toBe(404);
  });

  it('lets two instances share an upload: the chunks may go to either', async () => {
    const other = await buildTestApp({}, { database: t.database });
    try {
      const visitor = visitorHeaders();
      const id = await started(visitor);
      const half = Math.floor(original.length / 2);
      expect(
        (await patchOriginal(t.app, visitor, id, 0, original.subarray(0, half))).statusCode,
      ).toBe(200);
      // The second instance knows where the first left it.
      const late = await patchOriginal(other.app, visitor, id, 0, original.subarray(0, half));
      expect(late.statusCode).toBe(409);
      expect(late.headers['upload-offset']).toBe(String(half));
      const rest = await patchOriginal(other.app, visitor, id, half, original.subarray(half));
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().state).toBe('verified');
    } finally {
      await other.close();
    }
  });

  it('cleans up abandoned partial uploads: chunks deleted, the photo refused', async () => {
    const visitor = visitorHeaders();
    const id = await started(visitor);
    await patchOriginal(t.app, visitor, id, 0, original.subarray(0, 1000));
    expect(await chunksOf(id)).toBe(1);
    const retention = new RetentionRepository(t.database);
    // Younger than the cutoff: kept.
    expect(
      await retention.deleteAbandonedOriginals(
        new Date(Date.now() - 60_000).toISOString(),
        new Date(),
      ),
    ).toBe(0);
    expect(await chunksOf(id)).toBe(1);
    const later = new Date(Date.now() + 31 * 24 * 3600_000);
    expect(
      await retention.deleteAbandonedOriginals(later.toISOString(), later),
    ).toBeGreaterThanOrEqual(1);
    expect(await chunksOf(id)).toBe(0);
    expect((await photoRow(id)).originalStatus).toBe('R');
    const state = await t.app.inject({ url: `/api/photos/${id}/original`, headers: visitor });
    expect(state.json()).toMatchObject({ state: 'rejected', reason: 'error.photo.abandoned' });
  });

  it('keeps the JSON upload as it was: the original with it, no original state', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: {
        image: original.toString('base64'),
        title: 'a.jpg',
        imageContentType: 'image/jpeg',
      },
      headers: visitorHeaders(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().originalStatus ?? null).toBeNull();
    expect(res.json().fullfotoid).not.toBeNull();
  });
});
