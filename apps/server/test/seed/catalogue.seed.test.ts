import {
  framePriceCategory,
  FRAME_COLOR_CAT_ENUM,
  PRICE_CATEGORY,
  PRODUCT_ENUM,
  type ProductEnum,
} from '@fotoobraz/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_RATIOS } from '../../src/db/seed/catalogue-data.ts';
import { seedCatalogue, type SeedCatalogueResult } from '../../src/db/seed/catalogue.seed.ts';
import { GLOBAL_PARAM, GLOBAL_PARAM_DESCRIPTIONS } from '../../src/db/seed/global-params.ts';
import { signIn, type Headers } from '../helpers/actors.ts';
import { rowCount } from '../helpers/row-count.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';

type Row = Record<string, unknown> & { id: number };

const ASKS = [
  'askForPaper',
  'askForCanvas',
  'askForDesk',
  'askForPasparta',
  'askForFrame',
  'askForGlass',
  'askForLamin',
] as const;

/** `60x40` -> [60, 40]. */
const dims = (size: string): [number, number] => {
  const [w, h] = size.split('x').map(Number);
  return [w, h];
};
/** Long side over short side: the shape regardless of orientation. */
const shape = (a: number, b: number) => Math.max(a, b) / Math.min(a, b);
const ratioShape = (ratio: string) => {
  const [a, b] = ratio.split(':').map(Number);
  return shape(a, b);
};

/**
 * The demo catalogue as a customer's wizard and an admin see it through the API (DESIGN.md §8,
 * customer spec §5, §7 and §9).
 */
describe(`seedCatalogue on ${TEST_DB}`, () => {
  let t: TestApp;
  let admin: Headers;
  let first: SeedCatalogueResult;

  const get = async (url: string, headers: Headers = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const list = (url: string, headers: Headers = {}) => get(url, headers) as Promise<Row[]>;
  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of [
      'manufacturer',
      'frameProfileType',
      'frameProfile',
      'frame',
      'frameInStock',
      'frame2',
      'printMedia',
      'pasparta',
      'glass',
      'product',
      'productConfig',
      'internalImage',
      'globalParam',
    ] as const) {
      counts[table] = await rowCount(t.database.db, table);
    }
    return counts;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    first = await seedCatalogue(t.database);
    console.log(
      `demo catalogue seeded on ${TEST_DB} in ${Math.round(first.durationMs)} ms:`,
      first.counts,
    );
  });
  afterAll(() => t.close());

  it('reports what it wrote', () => {
    expect(first.seeded).toBe(true);
    expect(first.counts).toMatchObject({ product: 11, printMedia: 18, glass: 10 });
    expect(first.counts.frame).toBeGreaterThanOrEqual(150);
  });

  it('records the price of every priced row, valid from the seed (Omnibus)', async () => {
    const counts = await countRows();
    const recorded = await t.database.db
      .selectFrom('priceHistory')
      .select(['subject', (eb) => eb.fn.countAll<number>().as('n')])
      .where('validTo', 'is', null)
      .groupBy('subject')
      .execute();
    expect(Object.fromEntries(recorded.map((r) => [r.subject, Number(r.n)]))).toEqual({
      product: counts.product,
      productConfig: counts.productConfig,
      printMedia: counts.printMedia,
      glass: counts.glass,
      pasparta: counts.pasparta,
      frame: counts.frame,
      frameProfile: counts.frameProfile,
      globalParam: 2,
    });
  });

  it("writes the 'none' print media and glass with id 1", async () => {
    const media = await get('/api/print-medias/1');
    expect(media).toMatchObject({ name: 'Bez média', pricePerSqare: 0, enabled: true });
    const glass = await get('/api/glasses/1');
    expect(glass).toMatchObject({ name: 'Bez skla', isLaminat: false, pricePerSqare: 0 });
  });

  describe('products', () => {
    let products: Row[];
    beforeAll(async () => {
      products = await list('/api/products?enabled=true&size=100');
    });

    it('offers all eleven kinds, enabled, with Slovak names and a thumbnail', () => {
      expect(products.map((p) => p.productEnum).sort()).toEqual([...PRODUCT_ENUM].sort());
      for (const p of products) {
        expect(p.name).toMatch(/\S/);
        expect(p.description).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
        expect(p.priceManufactPerSquare).toBeGreaterThan(0);
        expect(p.thumbContentType).toBe('image/jpeg');
      }
    });

    it('never asks for both glass and lamination (they share one slot)', () => {
      expect(products.filter((p) => p.askForGlass && p.askForLamin)).toEqual([]);
    });

    it('warns of each part that needs care, in Slovak and briefly (GPSR Art. 19(c))', () => {
      for (const p of products) {
        const warnings = String(p.safetyWarnings ?? '');
        expect(warnings, String(p.productEnum)).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
        expect(warnings.length, String(p.productEnum)).toBeLessThanOrEqual(600);
        if (p.isGlass) expect(warnings, String(p.productEnum)).toMatch(/Sklo .*rozbiť/);
        if (p.isHook) expect(warnings, String(p.productEnum)).toMatch(/háčik|záves/);
        if (p.isCanvas) expect(warnings, String(p.productEnum)).toMatch(/neutierajte ho mokrou/);
        if (p.isDesk) expect(warnings, String(p.productEnum)).toMatch(/Stojan/);
      }
    });

    it('asks only for parts the product is made of', () => {
      for (const p of products) {
        for (const ask of ASKS) {
          if (p[ask])
            expect(p[`is${ask.slice('askFor'.length)}`], `${p.productEnum} ${ask}`).toBe(true);
        }
      }
    });

    it('has sizes in every supported ratio for every kind, several for made-up pieces', async () => {
      for (const p of products) {
        for (const ratio of SUPPORTED_RATIOS) {
          const configs = await list(
            `/api/product-configs?productenum=${p.productEnum}&ratio=${ratio}&size=100`,
          );
          const min = String(p.productEnum).startsWith('PLAIN') ? 1 : 2;
          expect(configs.length, `${p.productEnum} ${ratio}`).toBeGreaterThanOrEqual(min);
          for (const c of configs) expect(c.product).toMatchObject({ id: p.id });
        }
      }
      const all = await list('/api/product-configs?size=2000');
      expect(new Set(all.map((c) => c.ratio))).toEqual(new Set(SUPPORTED_RATIOS));
    });

    it('gives every enabled asked-for choice at least one enabled option', async () => {
      const mediaOf = async (type: string) =>
        (
          await list(
            `/api/print-medias?mediaTypeEnum.equals=${type}&enabled.equals=true&size=100&sort=pricePerSqare,asc`,
          )
        ).filter((m) => m.id !== 1 && m.mediaTypeEnum === type && m.enabled);
      const glasses = await list('/api/glasses?enabled=true&size=100');
      const mats = await list('/api/paspartas?enabled=true&size=200');
      const framesFor = async (canvas: boolean) =>
        list(`/api/frames?${canvas ? 'iscanvas=true&' : ''}notextures=true&page=0&size=70`);
      const options = (p: Row, ask: (typeof ASKS)[number]) => {
        const forProduct = (g: Row) =>
          g.onlyForProduct === null || g.onlyForProduct === p.productEnum;
        switch (ask) {
          case 'askForPaper':
            return mediaOf('PAPIER');
          case 'askForCanvas':
            return mediaOf('PLATNO');
          case 'askForDesk':
            return mediaOf('DOSKA');
          case 'askForPasparta':
            return mats;
          case 'askForFrame':
            return framesFor(p.isCanvas === true);
          case 'askForGlass':
            return glasses.filter((g) => g.id !== 1 && !g.isLaminat && forProduct(g));
          case 'askForLamin':
            return glasses.filter((g) => g.isLaminat && forProduct(g));
        }
      };
      for (const p of products) {
        for (const ask of ASKS) {
          if (!p[ask]) continue;
          expect((await options(p, ask)).length, `${p.productEnum} ${ask}`).toBeGreaterThan(0);
        }
      }
      expect((await mediaOf('PAPIER')).map((m) => m.mediaSurfaceEnum).sort()).toEqual(
        expect.arrayContaining(['LESKLY', 'MATNY', 'POLOMATNY', 'ULTRALESKLY']),
      );
    });
  });

  describe('product configs', () => {
    let configs: Row[];
    beforeAll(async () => {
      configs = await list('/api/product-configs?size=2000');
    });

    it('are sizes of the config ratio, the mat window smaller than the outer size', () => {
      for (const c of configs) {
        const [w, h] = dims(String(c.totalSizeCm));
        const photo = c.photoSizeCm ? dims(String(c.photoSizeCm)) : ([w, h] as const);
        const label = `${c.productEnum} ${c.totalSizeCm}/${c.photoSizeCm}`;
        expect(shape(photo[0], photo[1]) / ratioShape(String(c.ratio)), label).toBeCloseTo(1, 1);
        if (c.photoSizeCm) {
          expect(photo[0], label).toBeLessThan(w);
          expect(photo[1], label).toBeLessThan(h);
          expect(Math.min(w - photo[0], h - photo[1]) / 2, label).toBeGreaterThanOrEqual(4);
        }
      }
      expect(configs.filter((c) => c.productEnum === 'PHOTOPASPARTAFRAME')).not.toEqual([]);
      for (const c of configs.filter((c) => c.productEnum === 'PHOTOPASPARTAFRAME')) {
        expect(c.photoSizeCm).toBeTruthy();
      }
    });

    it('carry the wrapped edge of canvases: perimeter x 2 cm', () => {
      const canvases = configs.filter((c) => String(c.productEnum).startsWith('PHOTOCANVAS'));
      expect(canvases).not.toEqual([]);
      for (const c of canvases) {
        const [w, h] = dims(String(c.totalSizeCm));
        expect(c.mirrorAddonSquare, String(c.totalSizeCm)).toBeCloseTo(
          ((2 * (w + h)) / 100) * 0.02,
          4,
        );
      }
      expect(canvases.find((c) => c.totalSizeCm === '60x40')?.mirrorAddonSquare).toBe(0.04);
      const others = configs.filter((c) => !String(c.productEnum).startsWith('PHOTOCANVAS'));
      expect(others.filter((c) => c.mirrorAddonSquare !== null)).toEqual([]);
    });
  });

  describe('frames', () => {
    let frames: Row[];
    let profiles: Map<number, Row>;
    beforeAll(async () => {
      frames = await list('/api/frames?size=2000');
      profiles = new Map((await list('/api/frame-profiles?size=200')).map((p) => [p.id, p]));
    });

    it('are at least 150, each with a JPEG texture strip and thumbnail', async () => {
      expect(frames.length).toBeGreaterThanOrEqual(150);
      for (const f of frames) {
        expect(f.textureContentType, String(f.name)).toBe('image/jpeg');
        expect(f.thumbContentType, String(f.name)).toBe('image/jpeg');
        expect(String(f.price)).toMatch(/^\d+\.\d{2}$/);
      }
      const texture = await sharp(Buffer.from(String(frames[0].texture), 'base64')).metadata();
      expect([texture.format, texture.width, texture.height]).toEqual(['jpeg', 256, 64]);
      const thumb = await sharp(Buffer.from(String(frames[0].thumb), 'base64')).metadata();
      expect(thumb.format).toBe('jpeg');
      const sizes = frames.map((f) => Buffer.from(String(f.texture), 'base64').length);
      expect(Math.max(...sizes)).toBeLessThan(8 * 1024);
    });

    it("are priced inside their profile's price category", () => {
      for (const f of frames) {
        const profile = profiles.get((f.frameProfile as Row).id)!;
        expect(framePriceCategory(Number(f.price)), String(f.name)).toBe(profile.priceCategory);
      }
    });

    it('fill each price band of the picker, also for canvas', async () => {
      for (const band of PRICE_CATEGORY) {
        const all = await list(`/api/frames?pricecategory=${band}&notextures=true&size=70`);
        expect(all.length, band).toBeGreaterThan(0);
        const canvas = await list(
          `/api/frames?pricecategory=${band}&iscanvas=true&notextures=true&size=70`,
        );
        expect(canvas.length, `${band} canvas`).toBeGreaterThan(0);
      }
    });

    it('come in every colour of the colour filter, aluminium and wood, matte and glossy', async () => {
      for (const colour of FRAME_COLOR_CAT_ENUM) {
        const res = await t.app.inject({ url: `/api/frames?framecolorcatenum=${colour}&size=1` });
        expect(Number(res.headers['x-total-count']), colour).toBeGreaterThan(0);
      }
      expect(frames.some((f) => f.frameColorCatEnum2 !== null)).toBe(true);
      expect(new Set(frames.map((f) => f.frameMatLeskEnum))).toEqual(new Set(['MATNY', 'LESKLY']));
      for (const kind of ['HLINIKOVY', 'DREVENY']) {
        const res = await t.app.inject({ url: `/api/frames?frameenum=${kind}&size=1` });
        expect(Number(res.headers['x-total-count']), kind).toBeGreaterThan(0);
      }
    });

    it('are sold long enough for every framed size', async () => {
      const framed = (await list('/api/products?enabled=true&size=100'))
        .filter((p) => p.askForFrame)
        .map((p) => p.productEnum);
      const configs = (await list('/api/product-configs?size=2000')).filter((c) =>
        framed.includes(c.productEnum),
      );
      const longest = Math.max(...configs.map((c) => Math.max(...dims(String(c.totalSizeCm)))));
      for (const f of frames) expect(f.maxLengthCm, String(f.name)).toBeGreaterThanOrEqual(longest);
    });

    it('use profiles 10 to 60 mm wide, some of them for canvas', () => {
      const widths = [...profiles.values()].map((p) => Number(p.thickness));
      expect(Math.min(...widths)).toBe(10);
      expect(Math.max(...widths)).toBe(60);
      expect([...profiles.values()].some((p) => p.isForCanvas)).toBe(true);
      for (const p of profiles.values()) expect(p.frameProfileType).not.toBeNull();
    });
  });

  it('offers mats of both categories, each with its colour code', async () => {
    const mats = await list('/api/paspartas?enabled=true&size=200');
    expect(new Set(mats.map((m) => m.paspartaCategoryEnum))).toEqual(
      new Set(['STANDARDNA', 'MUZEALNA']),
    );
    for (const m of mats) expect(m.colorCode).toMatch(/^#[0-9a-f]{6}$/);
  });

  describe('global params', () => {
    const byName = (rows: Row[]) => new Map(rows.map((r) => [String(r.name), r]));

    it('point every WEB_DEFAULT_* at an existing enabled row of the right kind', async () => {
      const web = byName(await list('/api/global-params?startswith=WEB&size=100'));
      const value = (name: string) => {
        expect(web.has(name), name).toBe(true);
        return String(web.get(name)!.value);
      };
      const media = (name: string, type: string) =>
        get(`/api/print-medias/${value(name)}`).then((m) => {
          expect(m, name).toMatchObject({ mediaTypeEnum: type, enabled: true });
          expect(m.id).not.toBe(1);
        });
      await media(GLOBAL_PARAM.webDefaultPaper, 'PAPIER');
      await media(GLOBAL_PARAM.webDefaultCanvas, 'PLATNO');
      await media(GLOBAL_PARAM.webDefaultBoard, 'DOSKA');
      expect(await get(`/api/paspartas/${value(GLOBAL_PARAM.webDefaultMat)}`)).toMatchObject({
        enabled: true,
      });
      expect(await get(`/api/glasses/${value(GLOBAL_PARAM.webDefaultLamination)}`)).toMatchObject({
        isLaminat: true,
        enabled: true,
      });
      const glass = await get(`/api/glasses/${value(GLOBAL_PARAM.webDefaultGlass)}`);
      expect(glass).toMatchObject({ isLaminat: false, enabled: true, onlyForProduct: null });
      expect(glass.id).not.toBe(1);
      const canvasFrame = await get(`/api/frames/${value(GLOBAL_PARAM.webDefaultCanvasFrame)}`);
      expect(canvasFrame.enabled).toBe(true);
      expect((await get(`/api/frame-profiles/${canvasFrame.frameProfile.id}`)).isForCanvas).toBe(
        true,
      );
      expect(await get(`/api/frames/${value(GLOBAL_PARAM.webDefaultPaperFrame)}`)).toMatchObject({
        enabled: true,
      });
      const kind = value(GLOBAL_PARAM.webDefaultProductEnum) as ProductEnum;
      const products = await list(`/api/products?enabled=true&productEnum.equals=${kind}`);
      expect(products.map((p) => p.productEnum)).toEqual([kind]);
      expect(kind.startsWith('PLAIN')).toBe(false);
    });

    it('keep the internal ones from customers and describe every param', async () => {
      const internal = [
        GLOBAL_PARAM.minMegapixels,
        GLOBAL_PARAM.minPrice,
        GLOBAL_PARAM.promotionPercent,
      ];
      const seen = byName(await list('/api/global-params?size=100'));
      for (const name of internal) expect(seen.has(name), name).toBe(false);
      const all = byName(await list('/api/global-params?size=100', admin));
      expect(all.get(GLOBAL_PARAM.minMegapixels)?.value).toBe('8');
      expect(all.get(GLOBAL_PARAM.minPrice)?.value).toBe('3.00');
      expect(all.get(GLOBAL_PARAM.promotionPercent)?.value).toBe('0');
      expect([...all.keys()].sort()).toEqual(Object.values(GLOBAL_PARAM).sort());
      for (const [name, row] of all) {
        expect(row.description, name).toBe(
          GLOBAL_PARAM_DESCRIPTIONS[name as keyof typeof GLOBAL_PARAM_DESCRIPTIONS],
        );
        expect(row.value, name).toMatch(/\S/);
      }
    });

    it("hold the shop's invoice data with valid check digits", async () => {
      const shop = byName(await list('/api/global-params?startswith=SHOP&size=100'));
      const value = (name: string) => String(shop.get(name)?.value);
      const iban = value(GLOBAL_PARAM.shopIban);
      expect(iban).toMatch(/^SK\d{22}$/);
      const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (ch) =>
        String(ch.charCodeAt(0) - 55),
      );
      expect(BigInt(digits) % 97n).toBe(1n);
      const ico = value(GLOBAL_PARAM.shopIco);
      expect(ico).toMatch(/^\d{8}$/);
      const r = [...ico.slice(0, 7)].reduce((sum, d, i) => sum + Number(d) * (8 - i), 0) % 11;
      expect(Number(ico[7])).toBe(r === 0 ? 1 : r === 1 ? 0 : 11 - r);
      const dic = value(GLOBAL_PARAM.shopDic);
      expect(Number(dic) % 11).toBe(0);
      expect(value(GLOBAL_PARAM.shopIcDph)).toBe(`SK${dic}`);
      expect(value(GLOBAL_PARAM.shopVatPayer)).toMatch(/^(true|false)$/);
      for (const name of [
        'shopName',
        'shopStreet',
        'shopCity',
        'shopPostcode',
        'shopBank',
        'shopEmail',
        'shopPhone',
      ] as const) {
        expect(value(GLOBAL_PARAM[name]), name).toMatch(/\S/);
      }
    });
  });

  describe('internal images', () => {
    it('offer 4 to 6 limited editions of at least 8 megapixels and one banner', async () => {
      const images = await list('/api/internal-images?size=100');
      const editions = images.filter((i) => i.imageCategory === 'EDICIA');
      expect(editions.length).toBeGreaterThanOrEqual(4);
      expect(editions.length).toBeLessThanOrEqual(6);
      expect(images.filter((i) => i.imageCategory === 'BANNER')).toHaveLength(1);
      for (const e of editions) {
        const full = await get(`/api/internal-images/${e.id}`);
        const meta = await sharp(Buffer.from(String(full.image), 'base64')).metadata();
        expect([meta.format, meta.width, meta.height], String(e.desc)).toEqual([
          'jpeg',
          e.width,
          e.height,
        ]);
        expect(meta.width! * meta.height!, String(e.desc)).toBeGreaterThanOrEqual(8_000_000);
        expect(shape(meta.width!, meta.height!) / ratioShape(String(e.ratio))).toBeCloseTo(1, 2);
      }
    });
  });

  it('adds nothing when run again', async () => {
    const before = await countRows();
    const again = await seedCatalogue(t.database);
    expect(again).toMatchObject({ seeded: false, counts: {} });
    expect(await countRows()).toEqual(before);
  });
});
