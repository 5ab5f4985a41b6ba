import { describe, expect, it } from 'vitest';
import { qualityFor, WORKING_COPY_TARGET_BYTES } from './working-copy';

describe('qualityFor: the working copy stays well under a megabyte', () => {
  it('starts at 0.82', () => {
    expect(qualityFor(null)).toBe(0.82);
  });
  it('encodes a copy a little over the target a little coarser, a far larger one much coarser', () => {
    expect(qualityFor(WORKING_COPY_TARGET_BYTES * 1.2)).toBe(0.65);
    expect(qualityFor(WORKING_COPY_TARGET_BYTES * 2)).toBe(0.5);
    // 2400 px of pure noise: 1.9 MB at 0.82, about 0.63 MB at 0.35.
    expect(qualityFor(1_900_000)).toBe(0.35);
  });
});
