import { describe, expect, it } from 'vitest';
import { matWindowOf, orientedConfigSizes, photoWindowOf, printedPhotoCm } from './photo-window.ts';

const MATTED = { totalSizeCm: '50x40', photoSizeCm: '40x30' };
const FULL = { totalSizeCm: '60x40', photoSizeCm: null };

describe('photoWindowOf: the photo window of a config as written', () => {
  it.each([
    ['the mat opening when there is one', MATTED, { widthCm: 40, heightCm: 30 }],
    ['the whole piece without a mat', FULL, { widthCm: 60, heightCm: 40 }],
    [
      'the whole piece for an empty opening',
      { totalSizeCm: '30x20', photoSizeCm: '' },
      { widthCm: 30, heightCm: 20 },
    ],
    ['null for an opening it cannot read', { totalSizeCm: '50x40', photoSizeCm: '0x30' }, null],
    ['null for a size it cannot read', { totalSizeCm: '50 x 40' }, null],
  ])('%s', (_, config, expected) => {
    expect(photoWindowOf(config)).toEqual(expected);
  });
});

describe('matWindowOf and printedPhotoCm: the window turned like the piece', () => {
  it.each([
    ['landscape', { widthCm: 40, heightCm: 30 }],
    ['portrait', { widthCm: 30, heightCm: 40 }],
    ['square', { widthCm: 40, heightCm: 30 }],
  ] as const)('a 40x30 opening, %s -> %o', (orientation, expected) => {
    expect(matWindowOf(MATTED, orientation)).toEqual(expected);
  });

  it('has no mat window without an opening', () => {
    expect(matWindowOf(FULL, 'landscape')).toBeNull();
    expect(matWindowOf(null, 'landscape')).toBeNull();
  });

  it('prints the opening of a portrait 40 × 50 cm piece as 30 × 40 cm', () => {
    expect(printedPhotoCm({ widthCm: 40, heightCm: 50 }, MATTED)).toEqual({
      widthCm: 30,
      heightCm: 40,
    });
  });

  it('prints the whole piece without a mat, and without a config (photo-only sizes)', () => {
    const outer = { widthCm: 45.5, heightCm: 30.33 };
    expect(printedPhotoCm(outer, FULL)).toBe(outer);
    expect(printedPhotoCm(outer, null)).toBe(outer);
  });

  it('turns a config to the photo: the outer size and the opening', () => {
    expect(orientedConfigSizes(MATTED, 'portrait')).toEqual({
      total: { widthCm: 40, heightCm: 50 },
      window: { widthCm: 30, heightCm: 40 },
    });
    expect(orientedConfigSizes(FULL, 'landscape')).toEqual({
      total: { widthCm: 60, heightCm: 40 },
      window: null,
    });
  });
});
