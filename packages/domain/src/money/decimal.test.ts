import { describe, expect, it } from 'vitest';
import {
  decimalAdd,
  decimalMul,
  decimalOf,
  decimalRoundHalfUp,
  decimalShift,
  decimalSub,
  decimalToNumber,
} from './decimal.ts';

describe('decimalOf', () => {
  it.each([
    [1.005, 1005n, 3],
    [0, 0n, 0],
    [-2.5, -25n, 1],
    [123, 123n, 0],
    [1e21, 10n ** 21n, 0],
    [1e-7, 1n, 7],
    [-1.5e-7, -15n, 8],
  ])('%s is %s × 10^-%s', (n, units, scale) => {
    expect(decimalOf(n)).toEqual({ units, scale });
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s', (n) => {
    expect(() => decimalOf(n)).toThrow(RangeError);
  });
});

describe('arithmetic is exact', () => {
  it('adds, subtracts, multiplies', () => {
    expect(decimalToNumber(decimalAdd(decimalOf(0.1), decimalOf(0.2)))).toBe(0.3);
    expect(decimalToNumber(decimalSub(decimalOf(0.2), decimalOf(0.12)))).toBe(0.08);
    expect(decimalToNumber(decimalMul(decimalOf(0.06), decimalOf(30)))).toBe(1.8);
    expect(decimalMul()).toEqual({ units: 1n, scale: 0 });
  });

  it.each([
    [2400, -4, 0.24],
    [1.5, 2, 150],
    [0.015, 1, 0.15],
    [0.015, 3, 15],
  ])('shifts %s by 10^%s to %s', (n, power, expected) => {
    expect(decimalToNumber(decimalShift(decimalOf(n), power))).toBe(expected);
  });
});

describe('decimalRoundHalfUp', () => {
  it.each([
    [1.005, 2, 101n],
    [1.004, 2, 100n],
    [-1.005, 2, -101n],
    [-0.125, 2, -13n],
    [0.5, 0, 1n],
    [-0.5, 0, -1n],
    [1237.2, 0, 1237n],
    [7, 2, 700n],
  ])('%s to %s places is %s', (n, places, expected) => {
    expect(decimalRoundHalfUp(decimalOf(n), places)).toBe(expected);
  });
});
