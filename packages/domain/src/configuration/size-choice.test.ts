import { describe, expect, it } from 'vitest';
import {
  defaultPhotoOnlySize,
  dpiOfConfig,
  qualityOfConfig,
  sizeAfterCrop,
  sortedConfigs,
  suggestedConfig,
} from './size-choice.ts';

const config = (id: number, totalSizeCm: string, photoSizeCm: string | null = null) => ({
  id,
  totalSizeCm,
  photoSizeCm,
});

/** A 24 MP photo, 6000 × 4000 px. */
const PHOTO = { width: 6000, height: 4000 };

describe('dpiOfConfig and qualityOfConfig: the photo window decides', () => {
  it.each([
    ['30x20', null, 508, 'good'],
    ['60x40', null, 254, 'good'],
    ['90x60', null, 169.33, 'acceptable'],
    ['120x80', null, 127, 'insufficient'],
    // The mat's opening is what is printed: 40 × 30 cm from 6000 × 4000 px.
    ['50x40', '40x30', 338.67, 'good'],
    ['bad', null, 0, 'insufficient'],
  ])('%s (window %s): %s DPI, %s', (total, window, dpi, quality) => {
    expect(dpiOfConfig(PHOTO, config(1, total, window))).toBeCloseTo(dpi, 2);
    expect(qualityOfConfig(PHOTO, config(1, total, window))).toBe(quality);
  });
});

describe('sortedConfigs', () => {
  it('sorts by the photo window, not the outer size, ties by id, unreadable last', () => {
    const sorted = sortedConfigs([
      config(1, '60x40'),
      config(2, 'bad'),
      config(3, '50x40', '40x30'),
      config(4, '30x20'),
      config(5, '40x30'),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([4, 3, 5, 1, 2]);
  });
});

describe('suggestedConfig', () => {
  const sizes = [config(1, '90x60'), config(2, '30x20'), config(3, '60x40')];

  it('suggests the largest size that prints in good quality', () => {
    expect(suggestedConfig(sizes, PHOTO)?.id).toBe(3);
  });

  it('suggests the smallest when none prints well (a 2 MP photo)', () => {
    expect(suggestedConfig(sizes, { width: 1600, height: 1200 })?.id).toBe(2);
  });

  it('suggests nothing without sizes', () => {
    expect(suggestedConfig([], PHOTO)).toBeUndefined();
  });
});

describe('sizeAfterCrop: a new crop keeps the chosen size where it can', () => {
  const sizes = [config(1, '90x60'), config(2, '30x20'), config(3, '60x40')];

  it('keeps a size the smaller crop still prints acceptably (90 × 60 cm at 169 DPI)', () => {
    expect(sizeAfterCrop(sizes, 1, PHOTO)).toBeNull();
  });

  it('replaces a size the crop would print badly by the suggestion, saying its DPI', () => {
    // Cropped to 3000 × 2000 px: 90 × 60 cm gets 85 DPI, 30 × 20 cm 254 DPI.
    const changed = sizeAfterCrop(sizes, 1, { width: 3000, height: 2000 });
    expect(changed?.dropped.id).toBe(1);
    expect(changed?.replacement.id).toBe(2);
    expect(changed?.dpi).toBeCloseTo(84.67, 2);
  });

  it('has nothing to say of a size not offered, or when the suggestion is the same size', () => {
    expect(sizeAfterCrop(sizes, 9, { width: 300, height: 200 })).toBeNull();
    expect(sizeAfterCrop([config(2, '30x20')], 2, { width: 300, height: 200 })).toBeNull();
  });
});

describe('defaultPhotoOnlySize', () => {
  it.each([
    [PHOTO, { widthCm: 30, heightCm: 20 }],
    [
      { width: 4000, height: 6000 },
      { widthCm: 20, heightCm: 30 },
    ],
    [
      { width: 3000, height: 3000 },
      { widthCm: 20, heightCm: 20 },
    ],
  ])('%o -> %o (the 20 cm short side)', (pixels, expected) => {
    expect(defaultPhotoOnlySize(pixels)).toEqual(expected);
  });
});
