import { describe, expect, it } from 'vitest';
import {
  effectiveDpi,
  largestCropPx,
  largestPrintableSizeCm,
  megapixelsOf,
  nearestSupportedRatio,
  printQualityAt,
  printQualityOfDpi,
  printableStatus,
} from './print-quality.ts';

const SUPPORTED = ['3:2', '4:3', '16:9', '1:1'];

describe('printableStatus', () => {
  it.each([
    ['Y: enough megapixels, supported ratio', 24, true, undefined, 'Y'],
    ['Y: exactly the minimum', 8, true, undefined, 'Y'],
    ['C: enough megapixels, unsupported ratio', 24, false, undefined, 'C'],
    ['N: below the minimum, supported ratio', 7.99, true, undefined, 'N'],
    ['X: below the minimum, unsupported ratio', 2, false, undefined, 'X'],
    ['Y with a lower minimum', 6, true, 5, 'Y'],
    ['N with a higher minimum', 10, true, 12, 'N'],
    ['C with a minimum of 0', 0.1, false, 0, 'C'],
    ['X with a higher minimum', 10, false, 12, 'X'],
  ])('%s', (_case, megapixels, ratioSupported, minMegapixels, status) => {
    expect(printableStatus({ megapixels, ratioSupported, minMegapixels })).toBe(status);
  });

  it.each([
    ['landscape 3:2 24 MP', 6000, 4000, 'Y'],
    ['portrait 3:2 24 MP', 4000, 6000, 'Y'],
    ['landscape 3:2 6 MP', 3000, 2000, 'N'],
    ['portrait 3:2 6 MP', 2000, 3000, 'N'],
    ['landscape 2:1 32 MP', 8000, 4000, 'C'],
    ['portrait 2:1 32 MP', 4000, 8000, 'C'],
    ['landscape 2:1 2 MP', 2000, 1000, 'X'],
    ['portrait 2:1 2 MP', 1000, 2000, 'X'],
    ['square 9 MP', 3000, 3000, 'Y'],
    ['7.998 MP is below 8', 3464, 2309, 'N'],
  ])('from pixels: %s', (_case, width, height, status) => {
    const ratioSupported = nearestSupportedRatio(width, height, SUPPORTED)?.matches ?? false;
    expect(printableStatus({ megapixels: megapixelsOf(width, height), ratioSupported })).toBe(
      status,
    );
  });
});

describe('nearestSupportedRatio', () => {
  it.each([
    [6000, 4000, '3:2', '3:2', true],
    [4000, 6000, '3:2', '2:3', true],
    [4032, 3024, '4:3', '4:3', true],
    [3024, 4032, '4:3', '3:4', true],
    [1080, 1920, '16:9', '9:16', true],
    [3000, 3000, '1:1', '1:1', true],
    [2400, 3700, '3:2', '2:3', false],
    [8000, 4000, '16:9', '16:9', false],
    [3100, 3000, '1:1', '1:1', false],
  ])('%s × %s -> %s (%s), matches %s', (width, height, ratio, oriented, matches) => {
    expect(nearestSupportedRatio(width, height, SUPPORTED)).toMatchObject({
      ratio,
      ratioInOrientation: oriented,
      matches,
    });
  });

  it('prefers the first of equally near ratios and skips malformed ones', () => {
    expect(nearestSupportedRatio(3000, 2000, ['bad', '6:4', '3:2'])?.ratio).toBe('6:4');
  });

  it('is null without usable ratios', () => {
    expect(nearestSupportedRatio(3000, 2000, [])).toBeNull();
    expect(nearestSupportedRatio(3000, 2000, ['x'])).toBeNull();
    expect(nearestSupportedRatio(0, 2000, SUPPORTED)).toBeNull();
  });
});

describe('effectiveDpi (orientation-aware)', () => {
  it.each([
    ['landscape crop, landscape print', 6000, 4000, 60, 40, 254],
    ['landscape crop, print written portrait', 6000, 4000, 40, 60, 254],
    ['portrait crop, print written landscape', 4000, 6000, 60, 40, 254],
    ['1 inch at 300 px', 300, 300, 2.54, 2.54, 300],
    ['shapes differ: the weaker side counts', 6000, 3000, 60, 40, 190.5],
    ['zero print size', 6000, 4000, 0, 40, 0],
    ['NaN crop', NaN, 4000, 60, 40, 0],
    ['negative size', 6000, 4000, -60, 40, 0],
  ])('%s', (_case, cw, ch, pw, ph, dpi) => {
    expect(effectiveDpi(cw, ch, pw, ph)).toBeCloseTo(dpi, 9);
  });
});

describe('printQualityOfDpi and printQualityAt', () => {
  it.each([
    [300, 'good'],
    [200, 'good'],
    [199.99, 'acceptable'],
    [150, 'acceptable'],
    [149.99, 'insufficient'],
    [0, 'insufficient'],
  ] as const)('%s DPI -> %s', (dpi, quality) => {
    expect(printQualityOfDpi(dpi)).toBe(quality);
  });

  it.each([
    ['3000 × 2000 at 30 × 20 cm', 3000, 2000, 30, 20, 'good'],
    ['portrait crop at a landscape-written size', 2000, 3000, 30, 20, 'good'],
    ['exactly 200 DPI (2000 px over 25.4 cm)', 2000, 2000, 25.4, 25.4, 'good'],
    ['exactly 150 DPI', 1500, 1500, 25.4, 25.4, 'acceptable'],
    ['just below 150 DPI', 1499, 1499, 25.4, 25.4, 'insufficient'],
    ['6000 × 4000 at 90 × 60 cm (169 DPI)', 6000, 4000, 90, 60, 'acceptable'],
    ['4000 × 6000 at 60 × 90 cm', 4000, 6000, 60, 90, 'acceptable'],
    ['3000 × 2000 at 90 × 60 cm (85 DPI)', 3000, 2000, 90, 60, 'insufficient'],
  ] as const)('%s', (_case, cw, ch, pw, ph, quality) => {
    expect(printQualityAt(cw, ch, pw, ph)).toBe(quality);
  });
});

describe('largestPrintableSizeCm', () => {
  it.each([
    [6000, 4000, undefined, 101.6, 67.73],
    [4000, 6000, undefined, 67.73, 101.6],
    [1500, 1500, undefined, 25.4, 25.4],
    [3000, 2000, 300, 25.4, 16.93],
    [6000, 4000, 200, 76.2, 50.8],
    [0, 4000, undefined, 0, 67.73],
    [6000, 4000, 0, 0, 0],
  ])('%s × %s px at %s DPI -> %s × %s cm', (w, h, dpi, widthCm, heightCm) => {
    expect(largestPrintableSizeCm(w, h, dpi)).toEqual({ widthCm, heightCm });
  });

  it('never falls below the DPI it was asked for', () => {
    for (let px = 1000; px < 9000; px += 37) {
      const { widthCm, heightCm } = largestPrintableSizeCm(px, px + 13);
      expect(effectiveDpi(px, px + 13, widthCm, heightCm)).toBeGreaterThanOrEqual(150);
    }
  });
});

describe('largestCropPx', () => {
  it.each([
    [
      { width: 6000, height: 4000 },
      { width: 4, height: 3 },
      { width: 5333, height: 4000 },
    ],
    [
      { width: 4000, height: 6000 },
      { width: 4, height: 3 },
      { width: 4000, height: 5333 },
    ],
    [
      { width: 6000, height: 4000 },
      { width: 16, height: 9 },
      { width: 6000, height: 3375 },
    ],
    [
      { width: 6000, height: 4000 },
      { width: 2, height: 3 },
      { width: 6000, height: 4000 },
    ],
    [
      { width: 3000, height: 3000 },
      { width: 3, height: 2 },
      { width: 3000, height: 2000 },
    ],
  ])('%j cut to %j -> %j', (photo, ratio, crop) => {
    expect(largestCropPx(photo, ratio)).toEqual(crop);
  });
});
