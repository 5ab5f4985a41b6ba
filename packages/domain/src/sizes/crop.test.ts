import { describe, expect, it } from 'vitest';
import { fitAspect, regionInside, scaleRegion, wholeRegion } from './crop.ts';

describe('regionInside', () => {
  it.each([
    [{ x: 0, y: 0, width: 1000, height: 667 }, true],
    [{ x: 0, y: 0, width: 1001, height: 667 }, true],
    [{ x: 0, y: 0, width: 1002, height: 667 }, false],
    [{ x: -1, y: 0, width: 10, height: 10 }, false],
    [{ x: 0, y: 0, width: 0, height: 10 }, false],
    [{ x: 0, y: NaN, width: 10, height: 10 }, false],
    [{ x: 990, y: 600, width: 10, height: 67 }, true],
  ])('%j in 1000 × 667 -> %s', (region, inside) => {
    expect(regionInside(region, { width: 1000, height: 667 })).toBe(inside);
  });
});

describe('fitAspect', () => {
  it.each([
    [
      'keeps a region that already has the shape',
      { x: 5, y: 5, width: 300, height: 200 },
      { width: 3, height: 2 },
      { x: 5, y: 5, width: 300, height: 200 },
    ],
    [
      'narrows a region that is too wide, centred',
      { x: 0, y: 0, width: 1600, height: 900 },
      { width: 4, height: 3 },
      { x: 200, y: 0, width: 1200, height: 900 },
    ],
    [
      'lowers a region that is too tall, centred',
      { x: 0, y: 0, width: 600, height: 900 },
      { width: 1, height: 1 },
      { x: 0, y: 150, width: 600, height: 600 },
    ],
  ])('%s', (_case, region, aspect, expected) => {
    expect(fitAspect(region, aspect)).toEqual(expected);
  });
});

describe('scaleRegion: thumbnail pixels to original pixels', () => {
  const thumb = { width: 1000, height: 667 };
  it.each([
    [
      'maps a region',
      { x: 10, y: 0, width: 500, height: 400 },
      { width: 1000, height: 800 },
      { width: 6000, height: 4800 },
      { x: 60, y: 0, width: 3000, height: 2400 },
    ],
    [
      'uses one scale from the long sides, as a thumbnail rounds its short side',
      { x: 100, y: 100, width: 600, height: 450 },
      thumb,
      { width: 3600, height: 2400 },
      { x: 360, y: 360, width: 2160, height: 1620 },
    ],
    [
      'never leaves the target image',
      { x: 0, y: 0, width: 1001, height: 668 },
      thumb,
      { width: 3000, height: 2000 },
      { x: 0, y: 0, width: 3000, height: 2000 },
    ],
    [
      'maps the whole image to the whole image',
      wholeRegion(thumb),
      thumb,
      { width: 6000, height: 4000 },
      { x: 0, y: 0, width: 6000, height: 4000 },
    ],
  ])('%s', (_case, region, from, to, expected) => {
    expect(scaleRegion(region, from, to)).toEqual(expected);
  });
});
