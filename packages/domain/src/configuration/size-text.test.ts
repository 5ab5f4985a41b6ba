import { describe, expect, it } from 'vitest';
import { NBSP } from '../money/money.ts';
import { sizeText } from './size-text.ts';

describe('sizeText', () => {
  it.each([
    [{ widthCm: 55, heightCm: 40 }, '55 × 40 cm'],
    [{ widthCm: 45.5, heightCm: 30.33 }, '45,5 × 30,33 cm'],
    [{ widthCm: 120, heightCm: 80.25 }, '120 × 80,25 cm'],
  ])('%o -> %s (a no-break space before cm)', (size, expected) => {
    expect(sizeText(size)).toBe(expected.replace(' cm', `${NBSP}cm`));
  });
});
