import { describe, expect, it } from 'vitest';
import { clampPhotoOnlySize, photoOnlySizeFromEdit } from './photo-only-size.ts';

const landscape32 = { width: 3600, height: 2400 };
const portrait32 = { width: 2400, height: 3600 };
const landscape169 = { width: 1920, height: 1080 };
const panorama31 = { width: 9000, height: 3000 };
const panorama41 = { width: 8000, height: 2000 };
const panorama71 = { width: 7000, height: 1000 };
const square = { width: 3000, height: 3000 };

describe('clampPhotoOnlySize', () => {
  it.each([
    ['within limits, landscape', 30, landscape32, 45, 30],
    ['within limits, portrait', 30, portrait32, 30, 45],
    ['below 20 -> 20', 10, landscape32, 30, 20],
    ['exactly 20', 20, portrait32, 20, 30],
    ['above 60 -> 60', 70, landscape32, 90, 60],
    ['above 60 -> 60, portrait', 70, portrait32, 60, 90],
    ['exactly 60', 60, landscape32, 90, 60],
    ['two decimals kept', 33.335, landscape32, 50, 33.34],
    ['16:9 at 60 stays under 120', 60, landscape169, 106.67, 60],
    ['16:9 at 20', 20, landscape169, 35.56, 20],
    ['3:1 at 40 reaches 120 exactly', 40, panorama31, 120, 40],
    ['3:1 at 60 capped, short reduced', 60, panorama31, 120, 40],
    ['4:1 at 60 capped', 60, panorama41, 120, 30],
    ['7:1 at 20: cap wins over the minimum', 20, panorama71, 120, 17.14],
    ['square', 45, square, 45, 45],
    ['square above 60', 99, square, 60, 60],
    ['NaN request -> minimum', NaN, landscape32, 30, 20],
    ['negative request -> minimum', -15, portrait32, 20, 30],
    ['Infinity -> minimum', Infinity, landscape32, 30, 20],
    ['unusable photo -> square', 30, { width: 0, height: 0 }, 30, 30],
    ['NaN photo -> square', 30, { width: NaN, height: 100 }, 30, 30],
  ])('%s: %s cm', (_case, shortSide, photo, widthCm, heightCm) => {
    expect(clampPhotoOnlySize(shortSide, photo)).toEqual({ widthCm, heightCm });
  });

  it('keeps the long side within 120 cm and both sides positive over a grid of inputs', () => {
    for (let width = 1; width <= 10000; width += 333) {
      for (const height of [1, 7, 480, 1999, 2400, 3600, 9999]) {
        for (const shortSide of [-50, 0, 5, 19.999, 20, 37.5, 60, 60.001, 500]) {
          const size = clampPhotoOnlySize(shortSide, { width, height });
          expect(Math.max(size.widthCm, size.heightCm)).toBeLessThanOrEqual(120);
          expect(Math.min(size.widthCm, size.heightCm)).toBeGreaterThan(0);
          expect(Math.min(size.widthCm, size.heightCm)).toBeLessThanOrEqual(60);
          expect(size.widthCm >= size.heightCm).toBe(width >= height);
        }
      }
    }
  });
});

describe('photoOnlySizeFromEdit', () => {
  it.each([
    ['width is the long side', 'width', 90, landscape32, 90, 60],
    ['height is the short side', 'height', 40, landscape32, 60, 40],
    ['long side too big', 'width', 150, landscape32, 90, 60],
    ['portrait: height is the long side', 'height', 45, portrait32, 30, 45],
    ['portrait: width is the short side', 'width', 10, portrait32, 20, 30],
    ['panorama: long side beyond 120', 'width', 200, panorama31, 120, 40],
    ['square', 'height', 50, square, 50, 50],
  ] as const)('%s', (_case, edited, value, photo, widthCm, heightCm) => {
    expect(photoOnlySizeFromEdit(edited, value, photo)).toEqual({ widthCm, heightCm });
  });
});
