import { describe, expect, it } from 'vitest';
import { PRODUCT_ENUM, type ProductEnum } from '../entities/enums.ts';
import { NBSP } from '../money/money.ts';
import { parseBreakdown } from './breakdown.ts';
import { priceCraftedProduct, type CraftedProductPriceInput } from './pricing.ts';
import { FRAMED_WORKED_EXAMPLE, PLAIN_30X20 } from './worked-examples.fixture.ts';

/** Test tables are written with ordinary spaces; the texts carry U+00A0 before units and '€'. */
const plain = (text: string): string => text.replaceAll(NBSP, ' ');

const amounts = (input: CraftedProductPriceInput): Record<string, number> =>
  Object.fromEntries(priceCraftedProduct(input).lines.map((l) => [l.label, l.amountCents]));

/** Reads a text2 amount such as '1 234,50 €' or '-12,37 €' back into cents. */
const centsOfText = (text: string): number => {
  const match = /^(-?)([\d\u00a0]+),(\d\d)\u00a0€$/.exec(text);
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const cents = Number(match[2].replaceAll(NBSP, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
};

/** DESIGN.md §5's first worked example: a 30 x 20 cm print topped up to the 3,00 € minimum. */
const PLAIN_30X20_BELOW_MINIMUM: CraftedProductPriceInput = {
  ...PLAIN_30X20,
  minimumPrice: 3,
  copies: 1,
};

const PAPER = { name: 'Fotopapier lesklý', perM2: 30 };
const CANVAS = { name: 'Plátno', perM2: 45 };
const BOARD = { name: 'Doska', perM2: 50 };
const LAMINATE = { name: 'Laminát matný', perM2: 8 };
const GLASS = { name: 'Sklo číre', perM2: 40 };
const MAT = { name: 'Biela', perM2: 25 };
const FRAME = { name: 'Alu čierny', perMetre: 18.5, thicknessMm: 20 };

interface WorkedExample {
  title: string;
  input: CraftedProductPriceInput;
  lines: [label: string, amountCents: number][];
  totals: Partial<ReturnType<typeof priceCraftedProduct>>;
  text2: string[];
  text1?: string;
}

const WORKED_EXAMPLES: WorkedExample[] = [
  {
    title: 'PLAINPHOTO 30 x 20 cm below the minimum: 3,00 €',
    input: PLAIN_30X20_BELOW_MINIMUM,
    lines: [
      ['Tlač', 180],
      ['Výroba', 30],
      ['Minimálna cena', 90],
    ],
    totals: {
      priceCents: 300,
      totalPriceCents: 300,
      finalWidth: 30,
      finalHeight: 20,
      text3: 'Fotografia',
    },
    text2: [
      'Tlač;0,06 m² × 30,00 €/m²;1,80 €',
      'Výroba;0,06 m² × 5,00 €/m²;0,30 €',
      'Minimálna cena;doplnenie do 3,00 €;0,90 €',
    ],
    text1: 'Fotografia, 30 × 20 cm, 1 ks, 3,00 €',
  },
  {
    title: 'PHOTOPASPARTAFRAME 50x40 / 40x30, 2 copies, 10 % promotion: 111,35 € (123,72 €)',
    input: FRAMED_WORKED_EXAMPLE,
    lines: [
      ['Tlač', 720],
      ['Pasparta', 400],
      ['Sklo', 1600],
      ['Rám', 7252],
      ['Výroba', 2400],
      [`Zľava 10${NBSP}%`, -1237],
    ],
    totals: { priceCents: 11135, totalPriceCents: 12372, finalWidth: 50, finalHeight: 40 },
    text2: [
      'Tlač;0,12 m² × 30,00 €/m² × 2 ks;7,20 €',
      'Pasparta;(0,20 − 0,12) m² × 25,00 €/m² × 2 ks;4,00 €',
      'Sklo;0,20 m² × 40,00 €/m² × 2 ks;16,00 €',
      'Rám;(1,80 m + 8 × 0,02 m) × 18,50 €/m × 2 ks;72,52 €',
      'Výroba;0,20 m² × 60,00 €/m² × 2 ks;24,00 €',
      'Zľava 10 %;10 % z 123,72 €;-12,37 €',
    ],
    text1: 'Fotografia s paspartou v ráme, 50 × 40 cm, 2 ks, 111,35 €',
  },
  {
    title: 'PHOTOCANVAS 60x40 with mirror 0,04 m², portrait photo: 21,00 €, 40 × 60',
    input: {
      kind: 'PHOTOCANVAS',
      productName: 'Fotoobraz na plátne',
      manufacturePerM2: 35,
      size: { totalSizeCm: '60x40', mirrorAddonSquare: 0.04 },
      orientation: 'portrait',
      printMedia: { perM2: 45 },
      minimumPrice: 3,
      copies: 1,
    },
    lines: [
      ['Tlač', 1260],
      ['Výroba', 840],
    ],
    totals: { priceCents: 2100, totalPriceCents: 2100, finalWidth: 40, finalHeight: 60 },
    text2: ['Tlač;(0,24 + 0,04) m² × 45,00 €/m²;12,60 €', 'Výroba;0,24 m² × 35,00 €/m²;8,40 €'],
  },
];

describe('DESIGN.md §5 worked examples (the contract)', () => {
  it.each(WORKED_EXAMPLES)('$title', ({ input, lines, totals, text2, text1 }) => {
    const priced = priceCraftedProduct(input);
    expect(priced.lines.map((l) => [l.label, l.amountCents])).toEqual(lines);
    expect(priced).toMatchObject(totals);
    expect(plain(priced.text2)).toBe(text2.join('\n'));
    if (text1 !== undefined) expect(plain(priced.text1)).toBe(text1);
    // The stored text reads back into these very lines, to the cent.
    expect(parseBreakdown(priced.text2)).toEqual(priced.lines);
  });
});

describe('every product kind', () => {
  const config30x20 = { totalSizeCm: '30x20' };
  const cases: [ProductEnum, Partial<CraftedProductPriceInput>, Record<string, number>][] = [
    [
      'PLAINPHOTO',
      { size: { photoOnlyWidthCm: 45, photoOnlyHeightCm: 30 }, manufacturePerM2: 5 },
      { Tlač: 405, Výroba: 68 },
    ],
    [
      'PLAINPHOTOLAMIN',
      { size: { photoOnlyWidthCm: 45, photoOnlyHeightCm: 30 }, manufacturePerM2: 5 },
      { Tlač: 405, Laminácia: 108, Výroba: 68 },
    ],
    [
      'PHOTOPASPARTAFRAME',
      { size: { totalSizeCm: '50x40', photoSizeCm: '40x30' }, glass: GLASS },
      { Tlač: 360, Pasparta: 200, Sklo: 800, Rám: 3626, Výroba: 400 },
    ],
    [
      'PHOTOFRAME',
      { size: { totalSizeCm: '40x30' }, glass: GLASS },
      { Tlač: 360, Sklo: 480, Rám: 2886, Výroba: 240 },
    ],
    [
      'PHOTOCANVAS',
      { size: { totalSizeCm: '60x40', mirrorAddonSquare: 0.04 }, printMedia: CANVAS },
      { Tlač: 1260, Výroba: 480 },
    ],
    [
      'PHOTOCANVASFRAME',
      { size: { totalSizeCm: '60x40', mirrorAddonSquare: 0.04 }, printMedia: CANVAS },
      { Tlač: 1260, Rám: 3996, Výroba: 480 },
    ],
    ['PHOTODESK', { size: config30x20, printMedia: BOARD }, { Tlač: 300, Výroba: 120 }],
    [
      'PHOTODESKLAMIN',
      { size: config30x20, printMedia: BOARD },
      { Tlač: 300, Laminácia: 48, Výroba: 120 },
    ],
    [
      'PHOTODESKFRAME',
      { size: config30x20, printMedia: BOARD },
      { Tlač: 300, Rám: 2146, Výroba: 120 },
    ],
    [
      'PHOTODESKFRAMELAMIN',
      { size: config30x20, printMedia: BOARD },
      { Tlač: 300, Laminácia: 48, Rám: 2146, Výroba: 120 },
    ],
    ['PHOTOGLASS', { size: config30x20, glass: GLASS }, { Tlač: 180, Sklo: 240, Výroba: 120 }],
  ];

  it('covers all 11 kinds', () => {
    expect(cases.map(([kind]) => kind).sort()).toEqual([...PRODUCT_ENUM].sort());
  });

  it.each(cases)('%s', (kind, overrides, expected) => {
    const input: CraftedProductPriceInput = {
      kind,
      productName: kind,
      manufacturePerM2: 20,
      size: config30x20,
      orientation: 'landscape',
      printMedia: PAPER,
      // Every part is offered: the kind decides which of them it uses.
      glass: kind.includes('LAMIN') ? LAMINATE : GLASS,
      pasparta: MAT,
      frame: FRAME,
      minimumPrice: 3,
      ...overrides,
    };
    const priced = priceCraftedProduct(input);
    expect(amounts(input)).toEqual(expected);
    const sum = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(priced.priceCents).toBe(sum);
    expect(priced.totalPriceCents).toBe(sum);
  });
});

describe('lines and totals', () => {
  const base: CraftedProductPriceInput = {
    kind: 'PHOTOFRAME',
    productName: 'Fotografia v ráme',
    manufacturePerM2: 20,
    size: { totalSizeCm: '40x30' },
    orientation: 'landscape',
    printMedia: PAPER,
    glass: GLASS,
    frame: FRAME,
  };

  it('copies 2 doubles every line amount and says so', () => {
    const one = priceCraftedProduct(base);
    const two = priceCraftedProduct({ ...base, copies: 2 });
    expect(two.lines.map((l) => l.amountCents)).toEqual(one.lines.map((l) => l.amountCents * 2));
    expect(two.priceCents).toBe(2 * one.priceCents);
    for (const line of two.lines) expect(plain(line.detail)).toMatch(/ × 2 ks$/);
  });

  it('applies the minimum to one piece, then multiplies by copies', () => {
    const priced = priceCraftedProduct({ ...PLAIN_30X20_BELOW_MINIMUM, copies: 2 });
    expect(priced.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Tlač', 360],
      ['Výroba', 60],
      ['Minimálna cena', 180],
    ]);
    expect(priced.priceCents).toBe(600);
  });

  it('adds no minimum line at or above the minimum, nor without one', () => {
    expect(amounts({ ...base, minimumPrice: 39.66 })).not.toHaveProperty('Minimálna cena');
    expect(amounts({ ...base, minimumPrice: 39.67 })['Minimálna cena']).toBe(1);
    expect(amounts({ ...base, minimumPrice: null })).not.toHaveProperty('Minimálna cena');
  });

  it('rounds each line half-up on the exact decimal', () => {
    // 0.135 m² × 5 = 0.675 exactly: 68 cents (binary floating point would say 0.67499…).
    expect(
      amounts({
        ...base,
        kind: 'PLAINPHOTO',
        size: { photoOnlyWidthCm: 45, photoOnlyHeightCm: 30 },
        manufacturePerM2: 5,
      }).Výroba,
    ).toBe(68);
    // 0.0105 m² × 1 € = 1.05 cents -> 1; 35 × 15 cm at 10.10 €/m² = 0.530250 -> 53.
    expect(
      amounts({
        ...base,
        kind: 'PLAINPHOTO',
        size: { photoOnlyWidthCm: 35, photoOnlyHeightCm: 15 },
        printMedia: { perM2: 10.1 },
      }).Tlač,
    ).toBe(53);
  });

  it('rounds the promotion half-up and keeps totalPrice before it', () => {
    const priced = priceCraftedProduct({ ...base, promotionPercent: 12.5 });
    // 3966 × 12.5 % = 495.75 -> 496
    expect(priced.totalPriceCents).toBe(3966);
    expect(priced.lines.at(-1)).toEqual({
      label: `Zľava 12,5${NBSP}%`,
      detail: `12,5${NBSP}% z 39,66${NBSP}€`,
      amountCents: -496,
    });
    expect(priced.priceCents).toBe(3470);
  });

  it('turns the outer size to the photo (config written either way)', () => {
    const sizes = (size: string, orientation: 'landscape' | 'portrait' | 'square') => {
      const p = priceCraftedProduct({ ...base, size: { totalSizeCm: size }, orientation });
      return [p.finalWidth, p.finalHeight];
    };
    expect(sizes('40x30', 'portrait')).toEqual([30, 40]);
    expect(sizes('30x40', 'landscape')).toEqual([40, 30]);
    expect(sizes('30x40', 'portrait')).toEqual([30, 40]);
    expect(sizes('40x30', 'square')).toEqual([40, 30]);
    expect(priceCraftedProduct({ ...base, orientation: 'portrait' }).priceCents).toBe(
      priceCraftedProduct(base).priceCents,
    );
  });

  it('names the chosen parts in text1', () => {
    expect(plain(priceCraftedProduct({ ...base, pasparta: MAT, copies: 3 }).text1)).toBe(
      'Fotografia v ráme, 40 × 30 cm, Fotopapier lesklý, Sklo číre, Alu čierny, 3 ks, 118,98 €',
    );
  });

  it('leaves out parts that are not given', () => {
    expect(amounts({ ...base, glass: null, frame: undefined })).toEqual({ Tlač: 360, Výroba: 240 });
    expect(amounts({ ...base, printMedia: null })).not.toHaveProperty('Tlač');
  });

  it.each([
    ['a malformed size', { size: { totalSizeCm: '40×30' } }],
    ['a malformed photo size', { size: { totalSizeCm: '40x30', photoSizeCm: 'x' } }],
    [
      'a photo larger than the outer size',
      { size: { totalSizeCm: '40x30', photoSizeCm: '45x20' } },
    ],
    ['a zero photo-only size', { size: { photoOnlyWidthCm: 0, photoOnlyHeightCm: 20 } }],
    ['a NaN photo-only size', { size: { photoOnlyWidthCm: NaN, photoOnlyHeightCm: 20 } }],
    ['zero copies', { copies: 0 }],
    ['fractional copies', { copies: 1.5 }],
    ['a negative price', { printMedia: { perM2: -1 } }],
    ['an infinite frame price', { frame: { perMetre: Infinity, thicknessMm: 20 } }],
    ['a negative minimum', { minimumPrice: -3 }],
    ['a promotion over 100 %', { promotionPercent: 120 }],
    ['an unknown kind', { kind: 'POSTER' as ProductEnum }],
  ] as [string, Partial<CraftedProductPriceInput>][])('rejects %s', (_case, overrides) => {
    expect(() => priceCraftedProduct({ ...base, ...overrides })).toThrow(RangeError);
  });
});

describe('text2 always sums to price (property)', () => {
  /** mulberry32: a small seeded generator, so a failure reproduces. */
  const seeded = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  it('over 2000 random inputs', () => {
    const random = seeded(20240601);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const money = (max: number) => Math.round(random() * max * 1000) / 1000;
    for (let i = 0; i < 2000; i += 1) {
      const outerW = 10 + Math.floor(random() * 110);
      const outerH = 10 + Math.floor(random() * 110);
      const photoOnly = random() < 0.3;
      const input: CraftedProductPriceInput = {
        kind: pick(PRODUCT_ENUM),
        productName: 'Produkt',
        manufacturePerM2: money(100),
        size: photoOnly
          ? {
              photoOnlyWidthCm: Math.round((20 + random() * 100) * 100) / 100,
              photoOnlyHeightCm: Math.round((20 + random() * 40) * 100) / 100,
            }
          : {
              totalSizeCm: `${outerW}x${outerH}`,
              photoSizeCm: random() < 0.5 ? `${outerW - 5}x${outerH - 5}` : null,
              mirrorAddonSquare: random() < 0.5 ? money(0.2) : null,
            },
        orientation: pick(['landscape', 'portrait', 'square'] as const),
        printMedia: random() < 0.9 ? { perM2: money(80) } : null,
        glass: random() < 0.7 ? { perM2: money(60) } : null,
        pasparta: random() < 0.7 ? { perM2: money(40) } : null,
        frame:
          random() < 0.7 ? { perMetre: money(60), thicknessMm: Math.round(random() * 80) } : null,
        copies: 1 + Math.floor(random() * 5),
        minimumPrice: random() < 0.5 ? money(30) : null,
        promotionPercent: random() < 0.5 ? pick([5, 10, 12.5, 33, 100]) : null,
      };
      const priced = priceCraftedProduct(input);
      const rows = priced.text2.split('\n').map((row) => row.split(';'));
      for (const row of rows) expect(row).toHaveLength(3);
      const sum = rows.reduce((total, [, , amount]) => total + centsOfText(amount), 0);
      expect(sum).toBe(priced.priceCents);
      expect(priced.lines.reduce((t, l) => t + l.amountCents, 0)).toBe(priced.priceCents);
      expect(parseBreakdown(priced.text2)).toEqual(priced.lines);
      expect(priced.priceCents).toBeLessThanOrEqual(priced.totalPriceCents);
      expect(priced.text2.length).toBeLessThanOrEqual(1000);
      expect(Number.isInteger(priced.priceCents)).toBe(true);
    }
  });
});
