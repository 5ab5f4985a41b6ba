import { describe, expect, it } from 'vitest';
import { isWorkingCopyOf, uprightSize, workingCopySize } from './working-copy.ts';

describe('workingCopySize', () => {
  it('brings a 24 MP landscape to 2400 px on its long side', () => {
    expect(workingCopySize({ width: 6000, height: 4000 })).toEqual({ width: 2400, height: 1600 });
  });
  it('brings a portrait to 2400 px high, rounding the other side', () => {
    expect(workingCopySize({ width: 4000, height: 6001 })).toEqual({ width: 1600, height: 2400 });
  });
  it('never enlarges a small photo', () => {
    expect(workingCopySize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });
  it('keeps at least a pixel of a very thin panorama', () => {
    expect(workingCopySize({ width: 30000, height: 10 })).toEqual({ width: 2400, height: 1 });
  });
});

describe('isWorkingCopyOf', () => {
  const original = { width: 6000, height: 4000 };
  it('takes the exact downscale and one rounded by a pixel', () => {
    expect(isWorkingCopyOf({ width: 2400, height: 1600 }, original)).toBe(true);
    expect(isWorkingCopyOf({ width: 2400, height: 1601 }, original)).toBe(true);
  });
  it('refuses another shape, a turned copy and a copy larger than the original', () => {
    expect(isWorkingCopyOf({ width: 2400, height: 1800 }, original)).toBe(false);
    expect(isWorkingCopyOf({ width: 1600, height: 2400 }, original)).toBe(false);
    expect(isWorkingCopyOf({ width: 6001, height: 4000 }, original)).toBe(false);
  });
  it('takes the original size itself (a small photo is its own working copy)', () => {
    expect(isWorkingCopyOf({ width: 1200, height: 900 }, { width: 1200, height: 900 })).toBe(true);
  });
});

describe('uprightSize', () => {
  it('turns the stored size for EXIF tags 5 to 8 only', () => {
    expect(uprightSize({ width: 4000, height: 6000 }, 6)).toEqual({ width: 6000, height: 4000 });
    expect(uprightSize({ width: 4000, height: 6000 }, 8)).toEqual({ width: 6000, height: 4000 });
    expect(uprightSize({ width: 4000, height: 6000 }, 3)).toEqual({ width: 4000, height: 6000 });
    expect(uprightSize({ width: 4000, height: 6000 }, 1)).toEqual({ width: 4000, height: 6000 });
  });
});
