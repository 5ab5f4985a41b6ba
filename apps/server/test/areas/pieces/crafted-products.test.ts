import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DerivativeRepository } from '../../../src/repositories/derivative.repository.ts';
import { EntityRepository } from '../../../src/repositories/entity.repository.ts';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter } from '../../helpers/catalogue-factories.ts';
import { makeJpeg, uploadBody } from '../../helpers/jpeg.ts';
import { buildTestApp, TEST_DB, testClock, type TestApp } from '../../helpers/test-app.ts';

/**
 * The crafted-product API on a small catalogue carrying DESIGN.md §5's worked examples, so the
 * prices can be checked to the cent through the whole server.
 */
describe(`POST and PUT /api/crafted-products (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const visitor = visitorHeaders();
  const ids: Record<string, number> = {};
  const clock = testClock();

  const post = (payload: object, headers: Headers = visitor) =>
    t.app.inject({ method: 'POST', url: '/api/crafted-products', payload, headers });
  const put = (payload: object, headers: Headers = visitor) =>
    t.app.inject({ method: 'PUT', url: '/api/crafted-products', payload, headers });
  const setParam = async (name: string, value: string) => {
    const [row] = (
      await t.app.inject({ url: `/api/global-params?name.equals=${name}`, headers: admin })
    ).json();
    if (row)
      await t.app.inject({
        method: 'PUT',
        url: '/api/global-params',
        headers: admin,
        payload: { ...row, value },
      });
    else await catalogueWriter(t.app, admin).param(name, value);
  };

  const framedMatted = () => ({
    productEnum: 'PHOTOPASPARTAFRAME',
    photo: { id: ids.landscape },
    productConfig: { id: ids.config5040 },
    printMedia: { id: ids.paper },
    pasparta: { id: ids.mat },
    glass: { id: ids.glass },
    frame: { id: ids.frame },
    copies: 2,
  });

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    // The 'none' rows first, so that they get id 1 as the spec says.
    expect(await c.noneRows()).toEqual([1, 1]);
    ids.paper = await c.printMedia('Lesklý papier', 'PAPIER', 30);
    ids.canvas = await c.printMedia('Plátno', 'PLATNO', 45);
    ids.glass = await c.glass('Číre sklo', 40);
    ids.laminate = await c.glass('Lamino', 20, { isLaminat: true });
    ids.mat = await c.pasparta('Biela', 25, { colorCode: '#f5f3ee' });
    const profile = await c.frameProfile('Lišta 20', 20);
    const canvasProfile = await c.frameProfile('Hlboká', 30, { isForCanvas: true });
    ids.frame = await c.frame('Dub', '18.50', profile);
    ids.dearFrame = await c.frame('Orech', '40.00', profile);
    ids.canvasFrame = await c.frame('Pre plátno', '25.00', canvasProfile);
    const product = (productEnum: string, priceManufactPerSquare: number, asksFor: object) =>
      c.product(`Produkt ${productEnum}`, productEnum, priceManufactPerSquare, asksFor);
    const framed = await product('PHOTOPASPARTAFRAME', 60, {
      askForPaper: true,
      askForPasparta: true,
      askForGlass: true,
      askForFrame: true,
    });
    const canvas = await product('PHOTOCANVAS', 35, { askForCanvas: true });
    const canvasFramed = await product('PHOTOCANVASFRAME', 35, {
      askForCanvas: true,
      askForFrame: true,
    });
    await product('PLAINPHOTO', 5, { askForPaper: true });
    await product('PLAINPHOTOLAMIN', 5, { askForPaper: true, askForLamin: true });
    const mirror = { mirrorAddonSquare: 0.04 };
    ids.config5040 = await c.config(framed, 'PHOTOPASPARTAFRAME', '3:2', '50x40', {
      photoSizeCm: '40x30',
    });
    ids.config7050 = await c.config(framed, 'PHOTOPASPARTAFRAME', '3:2', '70x50', {
      photoSizeCm: '60x40',
    });
    ids.canvas6040 = await c.config(canvas, 'PHOTOCANVAS', '3:2', '60x40', mirror);
    ids.canvasFramed6040 = await c.config(canvasFramed, 'PHOTOCANVASFRAME', '3:2', '60x40', mirror);
    await setParam('MIN_PRICE', '3.00');
    await setParam('PROMOTION_PERCENT', '10');
    await setParam('SHOP_NAME', 'Fotoobraz s.r.o.');
    await setParam('SHOP_IBAN', 'SK3112000000198742637541');

    const upload = async (w: number, h: number, as: Headers = visitor) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/photos',
          payload: uploadBody(await makeJpeg(w, h)),
          headers: as,
        })
      ).json().id as number;
    ids.landscape = await upload(3600, 2400);
    ids.portrait = await upload(2400, 3600);
  });
  afterAll(() => t?.close());

  describe('bad input', () => {
    it('refuses a product without every asked-for choice, naming each missing one', async () => {
      const { pasparta: _p, glass: _g, frame: _f, ...rest } = framedMatted();
      const res = await post(rest);
      expect(res.statusCode).toBe(400);
      const fields = res
        .json()
        .fieldErrors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`);
      expect(fields.sort()).toEqual(['frame:NotNull', 'glass:NotNull', 'pasparta:NotNull']);
    });

    it.each([
      ['no product kind', { productEnum: undefined }, 'productEnum:NotNull'],
      ['no photo', { photo: undefined }, 'photo:NotNull'],
      [
        'a laminate in the glass slot of a glazed product',
        { glass: { id: 'laminate' } },
        'glass:Mismatch',
      ],
      ["the 'none' glass where glass is asked for", { glass: { id: 1 } }, 'glass:NotNull'],
      ['canvas where paper is asked for', { printMedia: { id: 'canvas' } }, 'printMedia:Mismatch'],
      ["another product's size", { productConfig: { id: 'canvas6040' } }, 'productConfig:Mismatch'],
      ['zero copies', { copies: 0 }, 'copies:Min'],
      [
        'a crop outside the thumbnail',
        { cropX: 900, cropY: 0, cropWidth: 500, cropHeight: 300 },
        'cropX:OutOfBounds',
      ],
    ])('refuses %s', async (_what, change, expected) => {
      const body: Record<string, unknown> = { ...framedMatted(), ...change };
      for (const key of ['glass', 'printMedia', 'productConfig']) {
        const ref = body[key] as { id: unknown } | undefined;
        if (typeof ref?.id === 'string') body[key] = { id: ids[ref.id] };
      }
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(
        res
          .json()
          .fieldErrors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`),
      ).toContain(expected);
    });

    it("refuses another visitor's photo", async () => {
      const res = await post(framedMatted(), visitorHeaders());
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toContainEqual(
        expect.objectContaining({ field: 'photo', message: 'NotFound' }),
      );
    });
  });

  it("prices DESIGN.md's framed, matted example to the cent, ignoring the client's price", async () => {
    const res = await post({
      ...framedMatted(),
      price: 1,
      totalPrice: 1,
      text2: 'zadarmo;;0,00 €',
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.craftedProduct.created');
    expect(product).toMatchObject({
      price: 111.35,
      totalPrice: 123.72,
      finalWidth: 50,
      finalHeight: 40,
      copies: 2,
      productEnum: 'PHOTOPASPARTAFRAME',
    });
    const lines = (product.text2 as string).split('\n').map((l) => l.split(';'));
    expect(lines.map(([label, , amount]) => `${label} ${amount}`)).toEqual([
      'Tlač 7,20\u00a0€',
      'Pasparta 4,00\u00a0€',
      'Sklo 16,00\u00a0€',
      'Rám 72,52\u00a0€',
      'Výroba 24,00\u00a0€',
      'Zľava 10\u00a0% -12,37\u00a0€',
    ]);
    expect(product.text3).toBe('Produkt PHOTOPASPARTAFRAME');
    expect(product.previewThumbContentType).toBe('image/jpeg');
    const preview = await sharp(Buffer.from(product.previewThumb, 'base64')).metadata();
    expect(Math.max(preview.width!, preview.height!)).toBeGreaterThan(1000);
    expect([product.previewWidth, product.previewHeight]).toEqual([preview.width, preview.height]);
  });

  it("prices DESIGN.md's canvas example for a portrait photo, with 'none' media rows set", async () => {
    await setParam('PROMOTION_PERCENT', '0');
    try {
      const res = await post({
        productEnum: 'PHOTOCANVAS',
        photo: { id: ids.portrait },
        productConfig: { id: ids.canvas6040 },
        printMedia: { id: ids.canvas },
        glass: { id: ids.glass },
      });
      expect(res.statusCode, res.body).toBe(201);
      const product = res.json();
      expect(product).toMatchObject({ price: 21, totalPrice: 21, finalWidth: 40, finalHeight: 60 });
      // The glass the canvas did not ask for is replaced by 'none'.
      expect(product.glass).toMatchObject({ id: 1 });
      expect(product.pasparta).toBeNull();
      expect(product.frame).toBeNull();
    } finally {
      // Restarted within 30 days, the promotion would be taken off its own earlier price.
      clock.advanceDays(31);
      await setParam('PROMOTION_PERCENT', '10');
    }
  });

  it('doubles every line for two copies', async () => {
    const one = (await post({ ...framedMatted(), copies: 1 })).json();
    const two = (await post({ ...framedMatted(), copies: 2 })).json();
    const amounts = (p: { text2: string }) =>
      p.text2
        .split('\n')
        .slice(0, -1)
        .map((l) => l.split(';')[2]);
    const cents = (a: string) => Number(a.replace(/[^\d,-]/g, '').replace(',', '.')) * 100;
    expect(amounts(two).map(cents)).toEqual(amounts(one).map((a) => cents(a) * 2));
  });

  it('turns the crop (thumbnail pixels) into original pixels, fitted to the size, and keeps a crop thumbnail', async () => {
    const res = await post({
      ...framedMatted(),
      cropX: 100,
      cropY: 100,
      cropWidth: 600,
      cropHeight: 450,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    // The 40 x 30 window is 4:3, the crop already is; the thumbnail is 1000 px for a 3600 px original.
    expect(product).toMatchObject({ cropX: 100, cropY: 100, cropWidth: 600, cropHeight: 450 });
    expect(product).toMatchObject({
      cropRealX: 360,
      cropRealY: 360,
      cropRealWidth: 2160,
      cropRealHeight: 1620,
    });
    const thumb = await sharp(Buffer.from(product.cropThumb, 'base64')).metadata();
    expect([thumb.width, thumb.height]).toEqual([product.cropThumbWidth, product.cropThumbHeight]);
    expect(product.cropThumbWidth / product.cropThumbHeight).toBeCloseTo(4 / 3, 1);
  });

  it('sizes a photo-only print from the requested size, clamped', async () => {
    const res = await post({
      productEnum: 'PLAINPHOTO',
      photo: { id: ids.landscape },
      printMedia: { id: ids.paper },
      photoOnlyWidth: 300,
      photoOnlyHeight: 200,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      photoOnlyWidth: 90,
      photoOnlyHeight: 60,
      finalWidth: 90,
      finalHeight: 60,
    });
  });

  describe('updates', () => {
    it('lets the owner change a choice and recomputes everything, with both PUT forms', async () => {
      const created = (await post(framedMatted())).json();
      const res = await put({ ...created, frame: { id: ids.dearFrame }, price: 0 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.craftedProduct.updated');
      expect(res.json().price).toBeGreaterThan(created.price);
      // The crop did not change: its thumbnail is kept as it was.
      expect(res.json().cropThumb).toBe(created.cropThumb);
      const again = await t.app.inject({
        method: 'PUT',
        url: `/api/crafted-products/${created.id}`,
        payload: { ...created, productConfig: { id: ids.config7050 } },
        headers: visitor,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ finalWidth: 70, finalHeight: 50 });
    });

    it('answers 404 to another visitor, who can neither read nor change it', async () => {
      const created = (await post(framedMatted())).json();
      const stranger = visitorHeaders();
      expect(
        (await t.app.inject({ url: `/api/crafted-products/${created.id}`, headers: stranger }))
          .statusCode,
      ).toBe(404);
      expect((await put({ ...created, copies: 5 }, stranger)).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            url: `/api/crafted-products/${created.id}/previewThumb`,
            headers: stranger,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('refuses changes once the product is ordered', async () => {
      const created = (await post(framedMatted())).json();
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: visitor,
        payload: { email: 'jana@example.sk', craftedProduct: { id: created.id } },
      });
      expect(order.statusCode).toBe(201);
      const res = await put({ ...created, copies: 3 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('error.craftedproduct.ordered');
      expect(
        (
          await t.app.inject({ url: `/api/crafted-products/${created.id}`, headers: visitor })
        ).json().copies,
      ).toBe(2);
    });
  });

  it('prices the alternatives the wizard offers against the current choice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products/price-differences',
      headers: visitor,
      payload: {
        ...framedMatted(),
        alternatives: {
          frame: [ids.frame, ids.dearFrame, ids.canvasFrame],
          productConfig: [ids.config7050, ids.canvas6040],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.price).toBe(111.35);
    expect(body.differences.frame[ids.frame]).toBe(0);
    // Only the frame line changes: (1.80 m + 0.16 m) × (40.00 − 18.50) €/m × 2 copies, less 10 %.
    const dearer = (await post({ ...framedMatted(), frame: { id: ids.dearFrame } })).json();
    expect(body.differences.frame[ids.dearFrame]).toBe(Math.round(dearer.price * 100) - 11135);
    expect(body.differences.frame[ids.canvasFrame]).toBeDefined();
    expect(body.differences.productConfig[ids.config7050]).toBeGreaterThan(0);
    // A canvas size does not fit a framed print: left out.
    expect(body.differences.productConfig[ids.canvas6040]).toBeUndefined();
  });

  it('prices each alternative as much as actually choosing it does, and leaves out what PUT refuses', async () => {
    const current = {
      ...framedMatted(),
      cropX: 100,
      cropY: 50,
      cropWidth: 600,
      cropHeight: 500,
    };
    const created = (await post(current)).json();
    const alternatives = {
      productConfig: [ids.config5040, ids.config7050, ids.canvas6040, ids.canvasFramed6040],
      printMedia: [ids.paper, ids.canvas, 1, 9999],
      glass: [ids.glass, ids.laminate, 1],
      pasparta: [ids.mat, 9999],
      frame: [ids.frame, ids.dearFrame, ids.canvasFrame, 9999],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products/price-differences',
      headers: visitor,
      payload: { ...current, alternatives },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.priceCents).toBe(Math.round(created.price * 100));
    for (const [relation, alternativeIds] of Object.entries(alternatives)) {
      for (const id of alternativeIds) {
        const chosen = await put({ ...created, [relation]: { id } });
        const difference = body.differences[relation][id];
        if (chosen.statusCode === 200) {
          expect(difference, `${relation} ${id}`).toBe(
            Math.round(chosen.json().price * 100) - body.priceCents,
          );
        } else {
          expect(chosen.statusCode, `${relation} ${id}`).toBe(400);
          expect(difference, `${relation} ${id}`).toBeUndefined();
        }
      }
    }
  });

  it('prices alternatives without reading the image', async () => {
    const reads = [
      vi.spyOn(DerivativeRepository.prototype, 'find'),
      vi.spyOn(EntityRepository.prototype, 'findBlob'),
    ];
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/crafted-products/price-differences',
        headers: visitor,
        payload: { ...framedMatted(), alternatives: { frame: [ids.dearFrame] } },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const read of reads) expect(read).not.toHaveBeenCalled();
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });

  it('shows the piece on each of the 9 walls, to its owner only', async () => {
    const created = (await post(framedMatted())).json();
    for (const n of [0, 8]) {
      const res = await t.app.inject({
        url: `/api/crafted-products/${created.id}/wall/${n}`,
        headers: visitor,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width).toBeGreaterThan(meta.height!);
    }
    expect(
      (await t.app.inject({ url: `/api/crafted-products/${created.id}/wall/9`, headers: visitor }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: `/api/crafted-products/${created.id}/wall/0`,
          headers: visitorHeaders(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets a canvas be framed only in a canvas moulding', async () => {
    const base = {
      productEnum: 'PHOTOCANVASFRAME',
      photo: { id: ids.landscape },
      productConfig: { id: ids.canvasFramed6040 },
      printMedia: { id: ids.canvas },
    };
    expect((await post({ ...base, frame: { id: ids.frame } })).json().fieldErrors[0]).toMatchObject(
      { field: 'frame', message: 'Mismatch' },
    );
    expect((await post({ ...base, frame: { id: ids.canvasFrame } })).statusCode).toBe(201);
  });
});
