import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  chosenOption,
  deliveryOptions,
  exceeds,
  pointKindsOf,
  stricterLimit,
} from './delivery-options.ts';
import { deliverySettingsOf } from './delivery-settings.ts';
import { parcelOf } from './parcel.ts';
import { pieceParcelOf, type PieceParts } from './piece-parcel.ts';

const { limits, rates } = deliverySettingsOf(() => null);
const alu15 = { material: 'HLINIKOVY', thicknessMm: 15, depthMm: 24 } as const;
const piece = (parts: Partial<PieceParts>): PieceParts => ({
  productEnum: 'PLAINPHOTO',
  widthCm: 30,
  heightCm: 20,
  copies: 1,
  mediaType: 'PAPIER',
  glass: false,
  lamination: false,
  mat: false,
  frame: null,
  ...parts,
});
const smallPrint = pieceParcelOf(piece({}));
/** The demo catalogue's largest framed size: 120 × 80 cm in Alu 15 behind 2 mm glass. */
const largestFramed = pieceParcelOf(
  piece({ productEnum: 'PHOTOFRAME', widthCm: 120, heightCm: 80, glass: true, frame: alu15 }),
);
const summary = (parcel: ReturnType<typeof parcelOf>) =>
  deliveryOptions(parcel, limits, rates).map((o) => [o.choice, o.postageCents, o.reason]);

describe('pieceParcelOf: a piece from its parts', () => {
  it.each([
    [
      'a 30 × 20 print as 0.06 m² of 250 g/m² paper',
      smallPrint,
      { lengthCm: 30, widthCm: 20, depthCm: 0.1, weightGrams: 15, glass: false, copies: 1 },
    ],
    [
      // 0.96 m² × (5000 + 2100 + 250) g + 412 cm × 3.6 cm² × 0.54 g/cm³ = 7056 + 800.9
      'a 120 × 80 frame: glass, back board, paper and 4.12 m of Alu 15',
      largestFramed,
      { lengthCm: 120, widthCm: 80, depthCm: 2.4, weightGrams: 7857, glass: true, copies: 1 },
    ],
  ])('weighs %s', (_, parcel, expected) => {
    expect(parcel).toEqual(expected);
  });

  it('weighs a canvas with its stretcher, 2 cm deep, and a laminate as no glass', () => {
    // 0.24 m² × 450 g + 2 m × 400 g
    expect(
      pieceParcelOf(
        piece({ productEnum: 'PHOTOCANVAS', widthCm: 40, heightCm: 60, mediaType: 'PLATNO' }),
      ),
    ).toMatchObject({ lengthCm: 60, widthCm: 40, depthCm: 2, weightGrams: 908, glass: false });
    expect(
      pieceParcelOf(piece({ productEnum: 'PLAINPHOTOLAMIN', glass: false, lamination: true })),
    ).toMatchObject({ weightGrams: 24, glass: false });
  });

  it('counts glass only where the kind carries it, and a mat by its area', () => {
    expect(pieceParcelOf(piece({ glass: true })).glass).toBe(false);
    const matted = pieceParcelOf(
      piece({
        productEnum: 'PHOTOPASPARTAFRAME',
        widthCm: 40,
        heightCm: 30,
        mat: true,
        frame: alu15,
      }),
    );
    // 0.12 m² × (250 + 1200 + 2100) g + 152 cm × 3.6 cm² × 0.54 g/cm³
    expect(matted.weightGrams).toBe(721);
  });
});

describe('parcelOf: the order packed as one parcel', () => {
  it('pads the largest outline by 10 cm and weighs the box with its contents', () => {
    // box 40 × 30 × 10.1 cm: 0.3814 m² × 700 g = 267 g, and the 15 g print
    expect(parcelOf([smallPrint])).toEqual({
      lengthCm: 40,
      widthCm: 30,
      heightCm: 10.1,
      weightGrams: 282,
      glass: false,
    });
  });

  it('stacks every copy and takes the glass of any piece', () => {
    const parcel = parcelOf([{ ...smallPrint, copies: 3 }, largestFramed]);
    expect(parcel).toMatchObject({ lengthCm: 130, widthCm: 90, heightCm: 12.7, glass: true });
    expect(parcel!.weightGrams).toBe(
      45 + 7857 + Math.round(((2 * (11700 + 1651 + 1143)) / 10_000) * 700),
    );
  });

  it('is no parcel without pieces', () => {
    expect(parcelOf([])).toBeNull();
  });
});

describe('deliveryOptions: the ways a parcel can go and their postage', () => {
  it('offers a small print every way: free pick-up, 3.90 € point, 3.50 € Z-BOX, 4.90 € courier', () => {
    expect(summary(parcelOf([smallPrint]))).toEqual([
      ['OSOBNY_ODBER', 0, null],
      ['POINT', 390, null],
      ['ZBOX', 350, null],
      ['KURIER', 490, null],
    ]);
  });

  it('refuses the largest framed size at a point and a Z-BOX, with the reason in Slovak', () => {
    const options = deliveryOptions(parcelOf([largestFramed]), limits, rates);
    expect(options.map((o) => [o.choice, o.offered, o.postageCents])).toEqual([
      ['OSOBNY_ODBER', true, 0],
      ['POINT', false, null],
      ['ZBOX', false, null],
      ['KURIER', true, 990],
    ]);
    expect(options[1].message).toBe('Zásielka je na výdajné miesto príliš veľká.');
    expect(options[2].message).toBe('Zásielka je do Z-BOXu príliš veľká.');
    expect(pointKindsOf(options)).toEqual([]);
  });

  it('takes less in a Z-BOX: a 60 × 40 canvas goes to a point, not into a 60 × 45 × 35 box', () => {
    const canvas = pieceParcelOf(
      piece({ productEnum: 'PHOTOCANVAS', widthCm: 60, heightCm: 40, mediaType: 'PLATNO' }),
    );
    const options = deliveryOptions(parcelOf([canvas]), limits, rates);
    expect(pointKindsOf(options)).toEqual(['POINT']);
    expect(options[2].reason).toBe('TOO_LARGE');
    expect(options[3].postageCents).toBe(690);
  });

  it('sends no glass to a Z-BOX unless the params allow it', () => {
    const framed = pieceParcelOf(
      piece({ productEnum: 'PHOTOFRAME', widthCm: 30, heightCm: 20, glass: true, frame: alu15 }),
    );
    const parcel = parcelOf([framed]);
    const refused = deliveryOptions(parcel, limits, rates)[2];
    expect(refused).toMatchObject({ offered: false, reason: 'GLASS' });
    expect(refused.message).toContain('Z-BOXu');
    const allowed = deliverySettingsOf((name) => (name === 'PARCEL_ZBOX_GLASS' ? 'true' : null));
    expect(deliveryOptions(parcel, allowed.limits, allowed.rates)[2].offered).toBe(true);
  });

  it('refuses a parcel over a weight limit as too heavy, weight before size', () => {
    const heavy = { lengthCm: 50, widthCm: 40, heightCm: 20, weightGrams: 15_001, glass: false };
    expect(exceeds(heavy, limits.point)).toBe('TOO_HEAVY');
    expect(exceeds({ ...heavy, weightGrams: 15_000 }, limits.point)).toBeNull();
    const options = deliveryOptions(heavy, limits, rates);
    expect(options[1].message).toBe('Zásielka je na výdajné miesto príliš ťažká.');
    expect(options[2].reason).toBe('TOO_HEAVY');
    expect(options[3].offered).toBe(true);
  });

  it('measures a point by its longest side and the sum of the sides, limits inclusive', () => {
    const base = { weightGrams: 1000, glass: false };
    expect(exceeds({ ...base, lengthCm: 70, widthCm: 60, heightCm: 20 }, limits.point)).toBeNull();
    expect(exceeds({ ...base, lengthCm: 70.1, widthCm: 30, heightCm: 10 }, limits.point)).toBe(
      'TOO_LARGE',
    );
    expect(exceeds({ ...base, lengthCm: 70, widthCm: 60, heightCm: 20.1 }, limits.point)).toBe(
      'TOO_LARGE',
    );
  });

  it("fits a Z-BOX any way round, and applies a point's own stricter limits", () => {
    const parcel = { lengthCm: 35, widthCm: 60, heightCm: 45, weightGrams: 1000, glass: false };
    expect(exceeds(parcel, limits.zbox)).toBeNull();
    const own = stricterLimit(limits.point, { maxWeightGrams: 5000, maxLengthCm: null });
    expect(own).toEqual({ maxWeightGrams: 5000, maxLengthCm: 70, maxSumCm: 150, boxCm: null });
    expect(exceeds({ ...parcel, weightGrams: 5001 }, own)).toBe('TOO_HEAVY');
  });

  it("holds the chosen point to its own limits, and keeps the chosen way's postage", () => {
    const parcel = parcelOf([smallPrint])!;
    const own = { maxWeightGrams: parcel.weightGrams - 1 };
    expect(chosenOption(parcel, 'POINT', limits, rates, own)).toMatchObject({
      offered: false,
      reason: 'TOO_HEAVY',
      message: 'Zásielka je na výdajné miesto príliš ťažká.',
    });
    expect(chosenOption(parcel, 'ZBOX', limits, rates, {})).toMatchObject({
      offered: true,
      postageCents: 350,
    });
    expect(chosenOption(parcel, 'KURIER', limits, rates, own).offered).toBe(true);
    expect(chosenOption(parcelOf([largestFramed]), 'POINT', limits, rates).reason).toBe(
      'TOO_LARGE',
    );
  });

  it('offers everything at no postage before anything is in the order', () => {
    expect(
      deliveryOptions(null, limits, rates).every((o) => o.offered && o.postageCents === 0),
    ).toBe(true);
  });

  it('names the choice of a handover method and a point kind', () => {
    expect(choiceOf('VYDAJNE_MIESTO', 'ZBOX')).toBe('ZBOX');
    expect(choiceOf('VYDAJNE_MIESTO', null)).toBe('POINT');
    expect(choiceOf('KURIER')).toBe('KURIER');
  });
});

describe('deliverySettingsOf: the params, each at its default when missing', () => {
  it('reads amounts in EUR, kilograms and the Z-BOX box', () => {
    const read = (name: string) =>
      ({ POSTAGE_POINT: '2,90', PARCEL_POINT_MAX_KG: '5', PARCEL_ZBOX_BOX_CM: '50x40x30' })[name];
    const settings = deliverySettingsOf(read);
    expect(settings.rates.pointCents).toBe(290);
    expect(settings.rates.courier).toEqual({ S: 490, M: 690, L: 990, XL: 1990 });
    expect(settings.limits.point.maxWeightGrams).toBe(5000);
    expect(settings.limits.zbox).toMatchObject({
      boxCm: [50, 40, 30],
      maxWeightGrams: 10_000,
      glass: false,
    });
  });

  it('falls back on unreadable values', () => {
    const settings = deliverySettingsOf((name) => (name === 'PARCEL_ZBOX_BOX_CM' ? '50x?' : 'abc'));
    expect(settings.limits.zbox.boxCm).toEqual([60, 45, 35]);
    expect(settings.rates.zboxCents).toBe(350);
  });
});
