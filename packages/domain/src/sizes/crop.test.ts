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
  it('keeps a region that already has the shape', () => {
    const r = { x: 5, y: 5, width: 300, height: 200 };
    expect(fitAspect(r, { width: 3, height: 2 })).toEqual(r);
  });
  it('narrows a region that is too wide, centred', () => {
    expect(fitAspect({ x: 0, y: 0, width: 1600, height: 900 }, { width: 4, height: 3 })).toEqual({
      x: 200,
      y: 0,
      width: 1200,
      height: 900,
    });
  });
  it('lowers a region that is too tall, centred', () => {
    expect(fitAspect({ x: 0, y: 0, width: 600, height: 900 }, { width: 1, height: 1 })).toEqual({
      x: 0,
      y: 150,
      width: 600,
      height: 600,
    });
  });
});

describe('scaleRegion', () => {
  it('maps thumbnail pixels to original pixels', () => {
    expect(
      scaleRegion(
        { x: 10, y: 0, width: 500, height: 400 },
        { width: 1000, height: 800 },
        { width: 6000, height: 4800 },
      ),
    ).toEqual({ x: 60, y: 0, width: 3000, height: 2400 });
  });
  it('uses one scale from the long sides, as a thumbnail rounds its short side', () => {
    expect(
      scaleRegion(
        { x: 100, y: 100, width: 600, height: 450 },
        { width: 1000, height: 667 },
        { width: 3600, height: 2400 },
      ),
    ).toEqual({ x: 360, y: 360, width: 2160, height: 1620 });
  });
  it('never leaves the target image', () => {
    expect(
      scaleRegion(
        { x: 0, y: 0, width: 1001, height: 668 },
        { width: 1000, height: 667 },
        { width: 3000, height: 2000 },
      ),
    ).toEqual({
      x: 0,
      y: 0,
      width: 3000,
      height: 2000,
    });
  });
  it('the whole image maps to the whole image', () => {
    expect(
      scaleRegion(
        wholeRegion({ width: 1000, height: 667 }),
        { width: 1000, height: 667 },
        { width: 6000, height: 4000 },
      ),
    ).toEqual({ x: 0, y: 0, width: 6000, height: 4000 });
  });
});
