import { describe, expect, it } from 'vitest';
import type { ProductEnum } from '../entities/enums.ts';
import { checkChoices, type ChoicesToCheck } from './check-choices.ts';
import { offeredOptions, resolveChoices } from './resolve-choices.ts';
import type { ChoiceIds, ChoiceRows, ChoiceRowTypes, ProductAsks } from './rows.ts';

/** A small catalogue: the 'none' rows (id 1), one or two rows of each kind. */
const MEDIA = [
  { id: 1, name: 'Žiadne', pricePerSqare: 0, mediaTypeEnum: 'PAPIER' },
  { id: 2, name: 'Fotopapier lesklý', pricePerSqare: 30, mediaTypeEnum: 'PAPIER' },
  { id: 3, name: 'Fotopapier matný', pricePerSqare: 32, mediaTypeEnum: 'PAPIER' },
  { id: 5, name: 'Plátno', pricePerSqare: 45, mediaTypeEnum: 'PLATNO' },
  { id: 7, name: 'Doska', pricePerSqare: 50, mediaTypeEnum: 'DOSKA' },
];
const GLASSES = [
  { id: 1, name: 'Bez skla', pricePerSqare: 0, isLaminat: false },
  { id: 4, name: 'Laminát matný', pricePerSqare: 8, isLaminat: true },
  { id: 6, name: 'Sklo číre', pricePerSqare: 40, isLaminat: false },
  { id: 8, name: 'Sklo hrubé', pricePerSqare: 70, isLaminat: false, onlyForProduct: 'PHOTOGLASS' },
];
const MATS = [
  { id: 3, name: 'Biela', pricePerSqare: 25 },
  { id: 9, name: 'Čierna', pricePerSqare: 25 },
];
const PROFILES = new Map([
  [20, { id: 20, thickness: 20, isForCanvas: false }],
  [21, { id: 21, thickness: 40, isForCanvas: true }],
]);
const FRAMES = [
  { id: 12, name: 'Alu čierny', price: '18.50', frameProfile: { id: 20 } },
  { id: 41, name: 'Podrám s lištou', price: '22', frameProfile: { id: 21 } },
];
const PARAMS = new Map([
  ['WEB_DEFAULT_PAPIER', '3'],
  ['WEB_DEFAULT_PLATNO', '5'],
  ['WEB_DEFAULT_DOSKA', '7'],
  ['WEB_DEFAULT_PASPARTA', '9'],
  ['WEB_DEFAULT_LAMINACIA', '4'],
  ['WEB_DEFAULT_SKLO', '6'],
  ['WEB_DEFAULT_RAM_PRE_PLATNO', '41'],
  ['WEB_DEFAULT_RAM_PRE_PAPIER', '12'],
]);
const PHOTO = { width: 6000, height: 4000 };

const configsOf = (productEnum: ProductEnum, base: number) => [
  { id: base, productEnum, totalSizeCm: '60x40', photoSizeCm: null },
  { id: base + 1, productEnum, totalSizeCm: '30x20', photoSizeCm: null },
  { id: base + 2, productEnum, totalSizeCm: '50x40', photoSizeCm: '40x30' },
];

/** The eleven products as the seed catalogue asks for their parts. */
const PRODUCTS: ProductAsks[] = [
  { productEnum: 'PLAINPHOTO', askForPaper: true },
  { productEnum: 'PLAINPHOTOLAMIN', askForPaper: true, askForLamin: true },
  {
    productEnum: 'PHOTOPASPARTAFRAME',
    askForPaper: true,
    askForPasparta: true,
    askForFrame: true,
    askForGlass: true,
  },
  { productEnum: 'PHOTOFRAME', askForPaper: true, askForFrame: true, askForGlass: true },
  { productEnum: 'PHOTOCANVAS', askForCanvas: true },
  { productEnum: 'PHOTOCANVASFRAME', askForCanvas: true, askForFrame: true },
  { productEnum: 'PHOTODESK', askForDesk: true },
  { productEnum: 'PHOTODESKLAMIN', askForDesk: true, askForLamin: true },
  { productEnum: 'PHOTODESKFRAME', askForDesk: true, askForFrame: true },
  { productEnum: 'PHOTODESKFRAMELAMIN', askForDesk: true, askForFrame: true, askForLamin: true },
  { productEnum: 'PHOTOGLASS', askForGlass: true },
];
const CONFIGS = PRODUCTS.flatMap((p, i) => configsOf(p.productEnum, 100 + 10 * i));
const CATALOGUE = { productConfig: CONFIGS, printMedia: MEDIA, glass: GLASSES, pasparta: MATS };
const productOf = (kind: ProductEnum) => PRODUCTS.find((p) => p.productEnum === kind)!;

const byId = <T extends { id: number }>(rows: readonly T[], id: number | null) =>
  rows.find((row) => row.id === id) ?? null;

/** The rows the server reads for the ids a request names (null: not named or not found). */
const rowsOf = (ids: Partial<ChoiceIds>): ChoiceRows => ({
  productConfig: byId(CONFIGS, ids.productConfig ?? null),
  printMedia: byId(MEDIA, ids.printMedia ?? null),
  glass: byId(GLASSES, ids.glass ?? null),
  pasparta: byId(MATS, ids.pasparta ?? null),
  frame: byId(FRAMES, ids.frame ?? null),
});

const toCheck = (
  product: ProductAsks,
  ids: Partial<ChoiceIds>,
  copies: number | null = 1,
): ChoicesToCheck<ChoiceRowTypes> => {
  const chosen = rowsOf(ids);
  const profileId = chosen.frame?.frameProfile?.id;
  return {
    product,
    chosen,
    named: Object.fromEntries(Object.entries(ids).map(([part, id]) => [part, id != null])),
    none: { printMedia: MEDIA[0], glass: GLASSES[0] },
    frameProfile: profileId === undefined ? undefined : PROFILES.get(profileId),
    copies,
  };
};

const messages = (result: ReturnType<typeof checkChoices>) =>
  result.ok ? [] : result.fieldErrors.map((e) => `${e.field}:${e.message}`);

describe('offeredOptions: what the wizard lists is what the server accepts', () => {
  it('offers a framed paper print its sizes from the smallest window, paper, clear glass and mats', () => {
    const offered = offeredOptions(productOf('PHOTOPASPARTAFRAME'), CATALOGUE);
    expect(offered.productConfig.map((c) => c.totalSizeCm)).toEqual(['30x20', '50x40', '60x40']);
    expect(offered.printMedia.map((m) => m.id)).toEqual([2, 3]);
    expect(offered.glass.map((g) => g.id)).toEqual([6]);
    expect(offered.pasparta.map((m) => m.id)).toEqual([3, 9]);
  });

  it('offers the glass print its own glass, and lamination only laminates', () => {
    expect(offeredOptions(productOf('PHOTOGLASS'), CATALOGUE).glass.map((g) => g.id)).toEqual([
      6, 8,
    ]);
    expect(offeredOptions(productOf('PHOTODESKLAMIN'), CATALOGUE).glass.map((g) => g.id)).toEqual([
      4,
    ]);
  });

  it('offers nothing of what a product does not ask for', () => {
    expect(offeredOptions(productOf('PLAINPHOTO'), CATALOGUE)).toEqual({
      productConfig: [],
      printMedia: [MEDIA[1], MEDIA[2]],
      glass: [],
      pasparta: [],
    });
  });
});

describe('resolveChoices: the wizard fills the gaps with the shop defaults', () => {
  const resolve = (
    kind: ProductEnum,
    chosen: Parameters<typeof resolveChoices>[0]['chosen'] = {},
  ) =>
    resolveChoices({
      product: productOf(kind),
      options: offeredOptions(productOf(kind), CATALOGUE),
      chosen,
      params: PARAMS,
      pixels: PHOTO,
    });

  it('resolves a framed, matted print from the defaults and the suggested size', () => {
    expect(resolve('PHOTOPASPARTAFRAME')).toEqual({
      // 60 × 40 cm is the largest good size of 6000 × 4000 px (254 DPI).
      ids: { productConfig: 120, printMedia: 3, glass: 6, pasparta: 9, frame: 12 },
      photoOnlySize: null,
      missing: [],
    });
  });

  it("keeps the customer's picks that are offered and replaces those that are not", () => {
    const chosen = { productConfig: 121, printMedia: 5, glass: 4, pasparta: 3, frame: 77 };
    expect(resolve('PHOTOPASPARTAFRAME', chosen).ids).toEqual({
      productConfig: 121,
      printMedia: 3,
      glass: 6,
      pasparta: 3,
      // Frames come from their own picker: the server checks them.
      frame: 77,
    });
  });

  it("carries the 'none' rows for media and glass a product does not ask for", () => {
    expect(resolve('PHOTOGLASS').ids).toEqual({
      productConfig: 200,
      printMedia: 1,
      glass: 6,
      pasparta: null,
      frame: null,
    });
  });

  it('sizes a PLAIN print by the customer, from the 20 cm short side', () => {
    expect(resolve('PLAINPHOTO')).toMatchObject({
      ids: { productConfig: null, printMedia: 3, glass: 1 },
      photoOnlySize: { widthCm: 30, heightCm: 20 },
    });
    const asked = { widthCm: 45, heightCm: 30 };
    expect(resolve('PLAINPHOTO', { photoOnlySize: asked }).photoOnlySize).toBe(asked);
  });

  it('names what is still missing while options load', () => {
    const result = resolveChoices({
      product: productOf('PHOTOFRAME'),
      options: { printMedia: MEDIA.slice(1, 3) },
      chosen: {},
      params: new Map(),
      pixels: PHOTO,
    });
    expect(result.missing).toEqual(['productConfig', 'glass', 'frame']);
    expect(result.ids.printMedia).toBe(2);
  });
});

describe('the wizard and the server agree', () => {
  it.each(PRODUCTS.map((p) => [p.productEnum, p] as const))(
    '%s: the defaults the wizard resolves pass the server check',
    (_, product) => {
      const { ids, missing } = resolveChoices({
        product,
        options: offeredOptions(product, CATALOGUE),
        chosen: {},
        params: PARAMS,
        pixels: PHOTO,
      });
      expect(missing).toEqual([]);
      expect(messages(checkChoices(toCheck(product, ids)))).toEqual([]);
    },
  );

  it.each(PRODUCTS.map((p) => [p.productEnum, p] as const))(
    '%s: every option the wizard lists passes the server check',
    (_, product) => {
      const options = offeredOptions(product, CATALOGUE);
      const base = resolveChoices({ product, options, chosen: {}, params: PARAMS, pixels: PHOTO });
      for (const [part, rows] of Object.entries(options)) {
        for (const row of rows) {
          const result = checkChoices(toCheck(product, { ...base.ids, [part]: row.id }));
          expect(messages(result), `${part} ${row.id}`).toEqual([]);
        }
      }
    },
  );
});

describe('checkChoices: what the server refuses', () => {
  const FRAMED = productOf('PHOTOPASPARTAFRAME');
  const VALID = { productConfig: 122, printMedia: 2, glass: 6, pasparta: 3, frame: 12 };

  it('names every missing asked-for choice in one answer', () => {
    expect(messages(checkChoices(toCheck(FRAMED, {})))).toEqual([
      'productConfig:NotNull',
      'printMedia:NotNull',
      'glass:NotNull',
      'pasparta:NotNull',
      'frame:NotNull',
    ]);
  });

  it.each([
    ['a laminate where glass is asked for', { glass: 4 }, 'glass:Mismatch'],
    ["the 'none' glass where glass is asked for", { glass: 1 }, 'glass:NotNull'],
    ["the 'none' media where paper is asked for", { printMedia: 1 }, 'printMedia:NotNull'],
    ['canvas where paper is asked for', { printMedia: 5 }, 'printMedia:Mismatch'],
    ["another product's size", { productConfig: 140 }, 'productConfig:Mismatch'],
    ["another product's glass", { glass: 8 }, 'glass:Mismatch'],
    ['a media row that is not found', { printMedia: 99 }, 'printMedia:NotFound'],
    ['a mat that is not found', { pasparta: 99 }, 'pasparta:NotFound'],
    ['a frame that is not found', { frame: 99 }, 'frame:NotFound'],
  ])('%s -> %s', (_, change, expected) => {
    expect(messages(checkChoices(toCheck(FRAMED, { ...VALID, ...change })))).toEqual([expected]);
  });

  it.each([
    [0, ['copies:Size']],
    [101, ['copies:Size']],
    [1.5, ['copies:Size']],
    [100, []],
    [null, []],
  ])('copies %s -> %o', (copies, expected) => {
    expect(messages(checkChoices(toCheck(FRAMED, VALID, copies)))).toEqual(expected);
  });

  it('lets a canvas be framed only in a canvas moulding', () => {
    const canvas = productOf('PHOTOCANVASFRAME');
    const ids = { productConfig: 152, printMedia: 5, frame: 12 };
    expect(messages(checkChoices(toCheck(canvas, ids)))).toEqual(['frame:Mismatch']);
    expect(messages(checkChoices(toCheck(canvas, { ...ids, frame: 41 })))).toEqual([]);
  });

  it("drops what is not asked for, with the 'none' rows for media and glass", () => {
    const result = checkChoices(
      toCheck(productOf('PHOTOGLASS'), { ...VALID, productConfig: 202, glass: 8 }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        productConfig: CONFIGS.find((c) => c.id === 202),
        printMedia: MEDIA[0],
        glass: GLASSES[3],
        pasparta: null,
        frame: null,
        frameThicknessMm: 0,
        copies: 1,
      },
    });
  });

  it("takes the frame's face width from its profile", () => {
    const result = checkChoices(toCheck(FRAMED, VALID));
    expect(result.ok && result.value.frameThicknessMm).toBe(20);
  });
});
