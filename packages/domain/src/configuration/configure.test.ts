import { describe, expect, it } from 'vitest';
import { priceCraftedProduct } from '../pricing/pricing.ts';
import type { CheckedChoices } from './check-choices.ts';
import { configure, type ConfigurationToSize, type PricedProduct } from './configure.ts';
import type { ChoiceRowTypes } from './rows.ts';

const NONE_MEDIA = { id: 1, name: 'Žiadne', pricePerSqare: 0, mediaTypeEnum: 'PAPIER' };
const NONE_GLASS = { id: 1, name: 'Bez skla', pricePerSqare: 0, isLaminat: false };
const PAPER = { id: 2, name: 'Fotopapier lesklý', pricePerSqare: 30, mediaTypeEnum: 'PAPIER' };

const nothing = {
  productConfig: null,
  printMedia: null,
  glass: null,
  pasparta: null,
  frame: null,
  frameThicknessMm: 0,
  copies: 1,
};

/** A 24 MP landscape photo with its 1000 px thumbnail, where crops are given. */
const PICTURE = {
  cropSpace: { width: 1000, height: 667 },
  original: { width: 6000, height: 4000 },
};

const sized = (
  product: PricedProduct,
  checked: Partial<CheckedChoices>,
  more: Partial<ConfigurationToSize<ChoiceRowTypes>> = {},
) =>
  configure({
    product,
    checked: { ...nothing, ...checked },
    picture: PICTURE,
    crop: null,
    photoOnly: {},
    ...more,
  });

const productOf = (
  productEnum: PricedProduct['productEnum'],
  name: string,
  priceManufactPerSquare: number,
): PricedProduct => ({ productEnum, name, priceManufactPerSquare });

const valueOf = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected a configuration');
  return result.value;
};

const priceOf = (result: ReturnType<typeof configure>, settings = {}) =>
  priceCraftedProduct({ ...valueOf(result).priceInput, ...settings });

describe('configure: the DESIGN.md §5 worked examples, from rows to the cent', () => {
  it('PLAINPHOTO 30 × 20 cm, paper 30 €/m², workmanship 5 €/m², minimum 3 €: 3,00 €', () => {
    const plain = productOf('PLAINPHOTO', 'Fotografia', 5);
    const result = sized(
      plain,
      { printMedia: PAPER, glass: NONE_GLASS },
      { photoOnly: { width: 30, height: 20 } },
    );
    expect(valueOf(result).priceInput.size).toEqual({
      photoOnlyWidthCm: 30,
      photoOnlyHeightCm: 20,
    });
    expect(priceOf(result, { minimumPrice: 3 }).priceCents).toBe(300);
  });

  it('PHOTOPASPARTAFRAME 50x40 / 40x30, 2 copies, 10 % promotion: 111,35 €, before it 123,72 €', () => {
    const framed = productOf('PHOTOPASPARTAFRAME', 'Fotografia s paspartou v ráme', 60);
    const result = sized(framed, {
      productConfig: {
        id: 7,
        productEnum: 'PHOTOPASPARTAFRAME',
        totalSizeCm: '50x40',
        photoSizeCm: '40x30',
      },
      printMedia: PAPER,
      glass: { id: 6, name: 'Sklo číre', pricePerSqare: 40 },
      pasparta: { id: 3, name: 'Biela', pricePerSqare: 25 },
      frame: { id: 12, name: 'Alu čierny', price: '18,50' },
      frameThicknessMm: 20,
      copies: 2,
    });
    expect(valueOf(result).priceInput).toEqual({
      kind: 'PHOTOPASPARTAFRAME',
      productName: 'Fotografia s paspartou v ráme',
      manufacturePerM2: 60,
      size: { totalSizeCm: '50x40', photoSizeCm: '40x30', mirrorAddonSquare: null },
      orientation: 'landscape',
      printMedia: { name: 'Fotopapier lesklý', perM2: 30 },
      glass: { name: 'Sklo číre', perM2: 40 },
      pasparta: { name: 'Biela', perM2: 25 },
      frame: { name: 'Alu čierny', perMetre: 18.5, thicknessMm: 20 },
      copies: 2,
    });
    const price = priceOf(result, { promotionPercent: 10 });
    expect([price.priceCents, price.totalPriceCents]).toEqual([11135, 12372]);
  });

  it("PHOTOCANVAS 60x40 with 0,04 m² for the wrap, a portrait crop: 21,00 €, 40 × 60 cm, 'none' rows unpriced", () => {
    const canvas = productOf('PHOTOCANVAS', 'Obraz na plátne', 35);
    const result = sized(
      canvas,
      {
        productConfig: {
          id: 9,
          productEnum: 'PHOTOCANVAS',
          totalSizeCm: '60x40',
          mirrorAddonSquare: 0.04,
        },
        printMedia: { id: 5, name: 'Plátno', pricePerSqare: 45, mediaTypeEnum: 'PLATNO' },
        glass: NONE_GLASS,
      },
      { crop: { x: 300, y: 0, width: 400, height: 600 } },
    );
    expect(valueOf(result)).toMatchObject({ orientation: 'portrait', priceInput: { glass: null } });
    const price = priceOf(result);
    // Tlač 12,60 € and Výroba 8,40 €.
    expect(price.lines.map((l) => l.amountCents)).toEqual([1260, 840]);
    expect([price.priceCents, price.finalWidth, price.finalHeight]).toEqual([2100, 40, 60]);
  });
});

describe("configure: the 'none' rows", () => {
  it('prices neither the none print media nor the none glass', () => {
    const glassPrint = productOf('PHOTOGLASS', 'Fotografia na skle', 90);
    const result = sized(glassPrint, {
      productConfig: { id: 4, productEnum: 'PHOTOGLASS', totalSizeCm: '30x20' },
      printMedia: NONE_MEDIA,
      glass: NONE_GLASS,
    });
    expect(valueOf(result).priceInput).toMatchObject({ printMedia: null, glass: null });
    expect(priceOf(result).lines.map((l) => l.label)).toEqual(['Výroba']);
  });
});

describe('configure: the crop', () => {
  const canvas = productOf('PHOTOCANVAS', 'Obraz', 35);
  const config30x20 = { id: 9, productEnum: 'PHOTOCANVAS', totalSizeCm: '30x20' };

  it.each([
    [
      'the whole thumbnail without a crop, fitted to 3:2',
      null,
      { x: 0, y: 0, width: 1000, height: 667 },
    ],
    [
      'a 2:1 crop, narrowed to 3:2 round its centre',
      { x: 100, y: 100, width: 600, height: 300 },
      { x: 175, y: 100, width: 450, height: 300 },
    ],
    [
      'a portrait crop, fitted to the config turned (2:3)',
      { x: 0, y: 0, width: 400, height: 400 * 1.5 },
      { x: 0, y: 0, width: 400, height: 600 },
    ],
    [
      'a square crop, fitted as landscape',
      { x: 0, y: 0, width: 600, height: 600 },
      { x: 0, y: 100, width: 600, height: 400 },
    ],
  ])('%s', (_, crop, expected) => {
    const result = sized(canvas, { productConfig: config30x20, printMedia: PAPER }, { crop });
    expect(valueOf(result).crop).toEqual(expected);
  });

  it('refuses a crop outside the picture (1 px of rounding allowed)', () => {
    const at = (x: number) =>
      sized(canvas, { productConfig: config30x20 }, { crop: { x, y: 0, width: 200, height: 100 } });
    expect(at(801).ok).toBe(true);
    expect(at(802)).toEqual({
      ok: false,
      fieldErrors: [{ objectName: 'craftedProduct', field: 'cropX', message: 'OutOfBounds' }],
    });
  });

  it('refuses a config whose photo window cannot be read', () => {
    const result = sized(canvas, {
      productConfig: { ...config30x20, totalSizeCm: '30x20', photoSizeCm: '0x20' },
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: [{ objectName: 'craftedProduct', field: 'productConfig', message: 'Pattern' }],
    });
  });
});

describe('configure: a photo-only size', () => {
  const plain = productOf('PLAINPHOTO', 'Fotografia', 5);
  const sizeOf = (
    photoOnly: ConfigurationToSize<ChoiceRowTypes>['photoOnly'],
    crop = null as null | { x: number; y: number; width: number; height: number },
  ) =>
    valueOf(sized(plain, { printMedia: PAPER, glass: NONE_GLASS }, { photoOnly, crop })).priceInput
      .size;

  it.each([
    [
      'the 20 cm short side when none is asked',
      {},
      { photoOnlyWidthCm: 30, photoOnlyHeightCm: 20 },
    ],
    [
      'the shorter side asked as the short side',
      { width: 60, height: 45 },
      { photoOnlyWidthCm: 67.5, photoOnlyHeightCm: 45 },
    ],
    ['one side asked', { width: 0, height: 40 }, { photoOnlyWidthCm: 60, photoOnlyHeightCm: 40 }],
    [
      'clamped to 60 cm',
      { width: 100, height: 90 },
      { photoOnlyWidthCm: 90, photoOnlyHeightCm: 60 },
    ],
  ])('%s', (_, photoOnly, expected) => {
    expect(sizeOf(photoOnly)).toEqual(expected);
  });

  it("takes the crop's shape in the original's pixels", () => {
    // 500 × 250 thumbnail px = 3000 × 1500 px of the original: 2:1.
    expect(sizeOf({ width: 20 }, { x: 0, y: 0, width: 500, height: 250 })).toEqual({
      photoOnlyWidthCm: 40,
      photoOnlyHeightCm: 20,
    });
  });
});
