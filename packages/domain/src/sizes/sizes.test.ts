import { describe, expect, it } from 'vitest';
import {
  orientSize,
  orientationOf,
  orientedRatioText,
  parseRatio,
  parseSizeCm,
  photoRatioText,
  ratioDeviation,
  ratioMatches,
  shapeOf,
} from './sizes.ts';

describe('parseSizeCm', () => {
  it.each([
    ['50x40', { widthCm: 50, heightCm: 40 }],
    ['40x50', { widthCm: 40, heightCm: 50 }],
    [' 120x30 ', { widthCm: 120, heightCm: 30 }],
    ['0x40', null],
    ['50×40', null],
    ['50X40', null],
    ['50x', null],
    ['50.5x40', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (text, size) => {
    expect(parseSizeCm(text)).toEqual(size);
  });
});

describe('parseRatio', () => {
  it.each([
    ['3:2', { width: 3, height: 2 }],
    ['16:9', { width: 16, height: 9 }],
    ['1:1', { width: 1, height: 1 }],
    ['3/2', null],
    ['0:2', null],
    ['1.5:1', null],
    ['', null],
  ])('%j -> %j', (text, ratio) => {
    expect(parseRatio(text)).toEqual(ratio);
  });
});

describe('shapeOf and orientationOf', () => {
  it.each([
    [3600, 2400, 1.5, 'landscape'],
    [2400, 3600, 1.5, 'portrait'],
    [1000, 1000, 1, 'square'],
    [0, 1000, NaN, 'portrait'],
    [-10, 5, NaN, 'portrait'],
  ])('%s × %s: shape %s, %s', (width, height, shape, orientation) => {
    expect(shapeOf({ width, height })).toBe(shape);
    expect(orientationOf({ width, height })).toBe(orientation);
  });
});

describe('ratioMatches (1 % either way, either orientation)', () => {
  it.each([
    [3600, 2400, '3:2', true],
    [2400, 3600, '3:2', true],
    [3600, 2400, '2:3', true],
    [3030, 2000, '3:2', true],
    [2000, 3030, '3:2', true],
    [2970, 2000, '3:2', true],
    [3031, 2000, '3:2', false],
    [2969, 2000, '3:2', false],
    [4000, 3000, '3:2', false],
    [4032, 3024, '4:3', true],
    [1920, 1080, '16:9', true],
    [1000, 1000, '1:1', true],
    [1000, 1011, '1:1', false],
    [3600, 2400, 'nonsense', false],
    [0, 2400, '3:2', false],
  ])('%s × %s vs %s -> %s', (width, height, ratio, expected) => {
    expect(ratioMatches({ width, height }, ratio)).toBe(expected);
  });

  it('measures the deviation relative to the ratio', () => {
    expect(ratioDeviation({ width: 3030, height: 2000 }, '3:2')).toBeCloseTo(0.01, 12);
    expect(ratioDeviation({ width: 3000, height: 2000 }, { width: 2, height: 3 })).toBe(0);
    expect(ratioDeviation({ width: 3000, height: 2000 }, '')).toBe(Infinity);
  });
});

describe('orientSize: finalWidth × finalHeight follow the photo', () => {
  it.each([
    [{ widthCm: 50, heightCm: 40 }, 'portrait', { widthCm: 40, heightCm: 50 }],
    [{ widthCm: 50, heightCm: 40 }, 'landscape', { widthCm: 50, heightCm: 40 }],
    [{ widthCm: 40, heightCm: 50 }, 'landscape', { widthCm: 50, heightCm: 40 }],
    [{ widthCm: 40, heightCm: 50 }, 'portrait', { widthCm: 40, heightCm: 50 }],
    [{ widthCm: 50, heightCm: 40 }, 'square', { widthCm: 50, heightCm: 40 }],
    [{ widthCm: 30, heightCm: 30 }, 'portrait', { widthCm: 30, heightCm: 30 }],
  ] as const)('%j %s -> %j', (size, orientation, expected) => {
    expect(orientSize(size, orientation)).toEqual(expected);
  });
});

describe('orientedRatioText', () => {
  it.each([
    ['3:2', 'portrait', '2:3'],
    ['3:2', 'landscape', '3:2'],
    ['2:3', 'landscape', '3:2'],
    ['16:9', 'portrait', '9:16'],
    ['1:1', 'portrait', '1:1'],
    ['4:3', 'square', '4:3'],
    ['bad', 'portrait', 'bad'],
  ] as const)('%s %s -> %s', (ratio, orientation, text) => {
    expect(orientedRatioText(ratio, orientation)).toBe(text);
  });
});

describe('photoRatioText', () => {
  it.each([
    [6000, 4000, '3:2'],
    [4000, 6000, '2:3'],
    [4032, 3024, '4:3'],
    [1920, 1080, '16:9'],
    [5000, 5000, '1:1'],
    [6000, 3376, '1.78:1'],
    [3376, 6000, '1:1.78'],
    [0, 100, ''],
  ])('%s × %s -> %s', (width, height, text) => {
    expect(photoRatioText({ width, height })).toBe(text);
    expect(photoRatioText({ width, height }).length).toBeLessThanOrEqual(10);
  });
});
