import { mapPoint, pieceOnWall, wallPlaneOf, type Point } from '@fotoobraz/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter, framedCatalogue } from '../../helpers/catalogue-factories.ts';
import { makeJpeg, uploadBody } from '../../helpers/jpeg.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import {
  darkSpan,
  greyRows,
  rectMm,
  seen,
  sideCamera,
  wallMultipart,
  wallPhoto,
  xOnRow,
} from './walls.ts';

/** A frontal wall, 3000 × 2000 px, with the sheet 594 × 420 px (2 px per mm), hung level. */
const FRONTAL_SHEET: Point[] = [
  [1200, 700],
  [1794, 700],
  [1794, 1120],
  [1200, 1120],
];

describe(`the piece on the customer's own wall (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const owner = visitorHeaders();
  const ids: Record<string, number> = {};
  const walls: Record<string, Buffer> = {};

  const url = (id = ids.piece) => `/api/crafted-products/${id}/own-wall`;
  const sendWall = (to: string, wall: Buffer | null, as: Headers, fields = {}) => {
    const { payload, headers } = wallMultipart(wall, fields);
    return t.app.inject({ method: 'POST', url: to, payload, headers: { ...as, ...headers } });
  };
  const postWall = (
    wall: Buffer | null,
    fields: Record<string, unknown>,
    as: Headers = owner,
    id = ids.piece,
  ) => sendWall(url(id), wall, as, fields);
  const propose = (wall: Buffer, as: Headers = owner) => sendWall(`${url()}/sheet`, wall, as);
  const framedBody = (config: number) => ({
    productEnum: 'PHOTOPASPARTAFRAME',
    photo: { id: ids.photo },
    productConfig: { id: config },
    printMedia: { id: ids.paper },
    pasparta: { id: ids.mat },
    glass: { id: ids.glass },
    frame: { id: ids.frame },
    copies: 1,
  });
  const newPiece = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/crafted-products',
        payload: framedBody(ids.config5040),
        headers: owner,
      })
    ).json().id as number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    const shop = await framedCatalogue(c);
    Object.assign(ids, { paper: shop.paper, mat: shop.mat, glass: shop.glass, frame: shop.frame });
    ids.config5040 = shop.config;
    ids.config7050 = await c.config(shop.product, 'PHOTOPASPARTAFRAME', '3:2', '70x50', {
      photoSizeCm: '60x40',
    });
    ids.photo = (
      await t.app.inject({
        method: 'POST',
        url: '/api/photos',
        payload: uploadBody(await makeJpeg(1800, 1200)),
        headers: owner,
      })
    ).json().id;
    ids.piece = await newPiece();
    walls.frontal = await wallPhoto(3000, 2000, FRONTAL_SHEET);
  });
  afterAll(() => t?.close());

  describe('access and bad input', () => {
    const frontalFields = { sheet: { corners: FRONTAL_SHEET }, at: { x: 1497, y: 910 } };

    it("is the piece owner's only: another visitor and an anonymous caller get 404", async () => {
      expect((await postWall(walls.frontal, frontalFields, visitorHeaders())).statusCode).toBe(404);
      expect((await propose(walls.frontal, visitorHeaders())).statusCode).toBe(404);
      expect((await t.app.inject({ url: url(), headers: visitorHeaders() })).statusCode).toBe(404);
    });

    it('answers 404 for GET before any wall was posted, and no placement', async () => {
      const fresh = await newPiece();
      expect((await t.app.inject({ url: url(fresh), headers: owner })).statusCode).toBe(404);
      const placement = await t.app.inject({ url: `${url(fresh)}/placement`, headers: owner });
      expect(placement.statusCode).toBe(200);
      expect(placement.json()).toBeNull();
      expect(
        (await t.app.inject({ url: `${url(fresh)}/placement`, headers: visitorHeaders() }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses a degenerate sheet with a Slovak sentence, and keeps nothing', async () => {
      const fresh = await newPiece();
      const res = await postWall(
        walls.frontal,
        {
          sheet: {
            corners: [
              [100, 100],
              [500, 100],
              [900, 100],
              [100, 400],
            ],
          },
          at: { x: 300, y: 300 },
        },
        owner,
        fresh,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'error.ownwall.sheet',
        detail: 'Tri rohy hárka ležia na jednej priamke. Posuňte rohy do rohov hárka.',
      });
      expect((await t.app.inject({ url: url(fresh), headers: owner })).statusCode).toBe(404);
    });

    it.each([
      ['no sheet', { at: { x: 1, y: 1 } }, 'sheet', 'NotNull'],
      [
        'three corners',
        {
          sheet: {
            corners: [
              [0, 0],
              [1, 0],
              [1, 1],
            ],
          },
          at: { x: 1, y: 1 },
        },
        'sheet',
        'Size',
      ],
      [
        'a sheet that is not JSON',
        { sheet: '{corners', at: { x: 1, y: 1 } },
        'sheet',
        'TypeMismatch',
      ],
      ['no centre', { sheet: { corners: FRONTAL_SHEET } }, 'at', 'NotNull'],
    ])('refuses %s, naming the field', async (_name, fields, field, message) => {
      const res = await postWall(walls.frontal, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ objectName: 'ownWall', field, message }]);
    });

    it("refuses a piece that would reach beyond the wall's horizon, in Slovak", async () => {
      // A sheet seen steeply from the side: its far side a third as tall as its near side.
      const steep: Point[] = [
        [1200, 700],
        [1500, 900],
        [1500, 1000],
        [1200, 1120],
      ];
      const res = await postWall(walls.frontal, {
        sheet: { corners: steep },
        at: { x: 1350, y: 930 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'error.ownwall.horizon',
        detail: expect.stringContaining('za obzor steny'),
      });
    });

    it('refuses a centre outside the photo, a missing wall, and what is not a JPEG', async () => {
      const outside = await postWall(walls.frontal, { ...frontalFields, at: { x: 3500, y: 10 } });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe('error.ownwall.outside');
      for (const corner of [
        [-1, 10],
        [10, -0.5],
        [1e9, 10],
        [10, 1e9],
      ]) {
        const corners = [corner, ...frontalFields.sheet.corners.slice(1)];
        const off = await postWall(walls.frontal, {
          ...frontalFields,
          sheet: { corners },
        });
        expect(off.statusCode, JSON.stringify(corner)).toBe(400);
        expect(off.json()).toMatchObject({
          message: 'error.ownwall.corneroutside',
          detail: expect.stringContaining('rohy'),
        });
      }
      expect((await postWall(null, frontalFields)).json().fieldErrors[0].field).toBe('wall');
      const png = await sharp(walls.frontal).png().toBuffer();
      expect((await postWall(png, frontalFields)).json().message).toBe('error.photo.notjpeg');
    });

    it('refuses a photo whose header claims too many pixels before decoding it', async () => {
      const bomb = Buffer.from(await makeJpeg(64, 48));
      const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
      bomb.writeUInt16BE(65000, sof + 5);
      bomb.writeUInt16BE(65000, sof + 7);
      const res = await postWall(bomb, frontalFields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('error.photo.toomanypixels');
      expect((await propose(bomb)).json().message).toBe('error.photo.toomanypixels');
    });
  });

  describe('POST .../own-wall/sheet', () => {
    it('proposes the corners of the sheet on a frontal wall', async () => {
      const res = await propose(walls.frontal);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ width: 3000, height: 2000 });
      body.corners.forEach((p: Point, n: number) => {
        expect(Math.abs(p[0] - FRONTAL_SHEET[n][0])).toBeLessThan(4);
        expect(Math.abs(p[1] - FRONTAL_SHEET[n][1])).toBeLessThan(4);
      });
    });

    it('reads the EXIF orientation: corners in the upright photo', async () => {
      const turned = await wallPhoto(3000, 2000, FRONTAL_SHEET, { orientation: 6 });
      expect((await sharp(turned).metadata()).width).toBe(2000);
      const body = (await propose(turned)).json();
      expect(body).toMatchObject({ width: 3000, height: 2000 });
      expect(Math.abs(body.corners[0][0] - 1200)).toBeLessThan(4);
      expect(Math.abs(body.corners[2][1] - 1120)).toBeLessThan(4);
    });

    it('proposes nothing on a bare wall', async () => {
      const bare = await wallPhoto(1200, 800, [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
      expect((await propose(bare)).json()).toEqual({ width: 1200, height: 800, corners: null });
    });
  });

  describe('POST and GET .../own-wall: the piece at true scale', () => {
    it('draws a 50 × 40 cm piece on a frontal wall where the mapping says, within 1 %', async () => {
      const at: Point = [1497, 910];
      const res = await postWall(walls.frontal, {
        sheet: { corners: FRONTAL_SHEET },
        at: { x: at[0], y: at[1] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const image = await greyRows(res.rawPayload);
      // At most 2400 px on the long side: 3000 × 2000 is kept at 2400 × 1600.
      expect([image.width, image.height]).toEqual([2400, 1600]);
      const k = 0.8;
      // 2 px per mm, then 0.8: the 500 mm piece is 800 px wide, centred at 1197.6.
      const expected = { left: (1497 - 500) * k, right: (1497 + 500) * k };
      const span = darkSpan(image, Math.round(910 * k));
      const width = expected.right - expected.left;
      expect(Math.abs(span.left - expected.left)).toBeLessThan(0.01 * width);
      expect(Math.abs(span.right - expected.right)).toBeLessThan(0.01 * width);
      // Down the middle column: 400 mm tall.
      let top = -1;
      let bottom = -1;
      for (let y = 0; y < image.height; y++) {
        if (image.at(Math.round(1497 * k), y) < 80) {
          if (top < 0) top = y;
          bottom = y + 1;
        }
      }
      expect(Math.abs(top - (910 - 400) * k)).toBeLessThan(0.01 * 640);
      expect(Math.abs(bottom - (910 + 400) * k)).toBeLessThan(0.01 * 640);
      const corners = JSON.parse(String(res.headers['x-own-wall-piece']));
      expect(corners[0][0]).toBeCloseTo(expected.left, 0);
      // What is kept: the photo at 2400 × 1600, the corners and the centre in its pixels.
      const placement = (await t.app.inject({ url: `${url()}/placement`, headers: owner })).json();
      expect(placement).toMatchObject({ width: 2400, height: 1600, at: { x: 1197.6, y: 728 } });
      expect(placement.sheet.corners[2]).toEqual([1435.2, 896]);
    });

    it('the shadow darkens the wall by at most 20 grey levels', async () => {
      const image = await greyRows((await t.app.inject({ url: url(), headers: owner })).rawPayload);
      let darkest = 255;
      // Just below the piece's bottom edge, where the shadow is deepest.
      for (let y = 1052; y < 1100; y++) {
        for (let x = 900; x < 1500; x += 7) darkest = Math.min(darkest, image.at(x, y));
      }
      expect(darkest).toBeGreaterThanOrEqual(128 - 20 - 3);
      expect(darkest).toBeLessThan(128 - 5);
    });

    it('draws the piece on a wall seen from the side where the camera puts it, within 1 %', async () => {
      const fresh = await newPiece();
      const sheet = seen(sideCamera, rectMm(400, 300, 297, 210));
      const wall = await wallPhoto(3000, 2000, sheet);
      // The piece's centre 1000 mm from the wall's left edge, 700 mm from its top.
      const centre = mapPoint(sideCamera, [1000, 700]);
      const res = await postWall(
        wall,
        { sheet: { corners: sheet }, at: { x: centre[0], y: centre[1] } },
        owner,
        fresh,
      );
      expect(res.statusCode).toBe(200);
      const image = await greyRows(res.rawPayload);
      const k = 0.8;
      // The outer size: finalWidth × finalHeight = 50 × 40 cm, as the camera sees it.
      const piece = seen(sideCamera, rectMm(750, 500, 500, 400)).map(
        ([x, y]) => [x * k, y * k] as Point,
      );
      const row = Math.round(centre[1] * k);
      const left = xOnRow(piece[0], piece[3], row);
      const right = xOnRow(piece[1], piece[2], row);
      const span = darkSpan(image, row);
      expect(Math.abs(span.left - left)).toBeLessThan(0.01 * (right - left));
      expect(Math.abs(span.right - right)).toBeLessThan(0.01 * (right - left));
      // The wall recedes to the right: the piece's right side is shorter than its left.
      expect(piece[2][1] - piece[1][1]).toBeLessThan(piece[3][1] - piece[0][1]);
    });

    it('after a change of size, GET redraws on the same wall, the piece grown in proportion', async () => {
      const fresh = await newPiece();
      const at = { x: 1497, y: 910 };
      const before = await postWall(
        walls.frontal,
        { sheet: { corners: FRONTAL_SHEET }, at },
        owner,
        fresh,
      );
      const widthOf = async (jpeg: Buffer) => {
        const span = darkSpan(await greyRows(jpeg), Math.round(at.y * 0.8));
        return span.right - span.left;
      };
      const small = await widthOf(before.rawPayload);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/crafted-products/${fresh}`,
        payload: { ...framedBody(ids.config7050), id: fresh },
        headers: owner,
      });
      expect(put.statusCode).toBe(200);
      const after = await t.app.inject({ url: url(fresh), headers: owner });
      expect(after.statusCode).toBe(200);
      expect(await widthOf(after.rawPayload)).toBeCloseTo((small * 70) / 50, -1);
      // The domain's mapping agrees on the same wall.
      const plane = wallPlaneOf(FRONTAL_SHEET.map(([x, y]) => [x * 0.8, y * 0.8]));
      if (!plane.ok) throw new Error(plane.message);
      const mapped = pieceOnWall(plane.plane, [at.x * 0.8, at.y * 0.8], { width: 70, height: 50 });
      expect(
        Math.abs((await widthOf(after.rawPayload)) - (mapped.corners[1][0] - mapped.corners[0][0])),
      ).toBeLessThan(0.01 * 1120);
    });

    it('POST replaces the kept wall and its position', async () => {
      const fresh = await newPiece();
      await postWall(
        walls.frontal,
        { sheet: { corners: FRONTAL_SHEET }, at: { x: 1497, y: 910 } },
        owner,
        fresh,
      );
      await postWall(
        walls.frontal,
        { sheet: { corners: FRONTAL_SHEET }, at: { x: 800, y: 910 } },
        owner,
        fresh,
      );
      const res = await t.app.inject({ url: url(fresh), headers: owner });
      const span = darkSpan(await greyRows(res.rawPayload), Math.round(910 * 0.8));
      expect(Math.abs(span.left - 300 * 0.8)).toBeLessThan(8);
      expect(await countWalls(fresh)).toBe(1);
    });
  });

  const countWalls = (craftedProductId: number) =>
    rowCount(t.database.db, 'ownWall', ['craftedProductId', '=', craftedProductId]);

  describe('privacy', () => {
    it('the wall goes with its piece: deleted in the back office, or by the retention', async () => {
      const fields = { sheet: { corners: FRONTAL_SHEET }, at: { x: 1497, y: 910 } };
      const deleted = await newPiece();
      await postWall(walls.frontal, fields, owner, deleted);
      expect(await countWalls(deleted)).toBe(1);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/crafted-products/${deleted}`,
        headers: admin,
      });
      expect(del.statusCode).toBe(200);
      expect(await countWalls(deleted)).toBe(0);

      const forgotten = await newPiece();
      await postWall(walls.frontal, fields, owner, forgotten);
      const later = new Date(Date.now() + 31 * 24 * 60 * 60_000);
      await t.app.retentionJob.runIfDue(later);
      expect(await countWalls(forgotten)).toBe(0);
    });

    it('is never listed by the generic API', async () => {
      expect((await t.app.inject({ url: '/api/own-walls', headers: admin })).statusCode).toBe(404);
    });
  });
});
