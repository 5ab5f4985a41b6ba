import { describe, expect, it } from 'vitest';
import {
  NBSP,
  centsToEuros,
  formatCm,
  formatDecimalSk,
  formatEur,
  formatEurDifference,
  parseDecimalText,
  percentOfCents,
  roundHalfUpToCents,
} from './money.ts';

/** Test tables are written with ordinary spaces; the formatters emit U+00A0. */
const sk = (text: string): string => text.replaceAll(' ', NBSP);

describe('roundHalfUpToCents', () => {
  it.each([
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [1.004999, 100],
    [0.125, 13],
    [-1.005, -101],
    [123.72, 12372],
    [0, 0],
    [1e6, 100000000],
  ])('%s EUR -> %s cents', (euros, cents) => {
    expect(roundHalfUpToCents(euros)).toBe(cents);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s', (euros) => {
    expect(() => roundHalfUpToCents(euros)).toThrow(RangeError);
  });
});

describe('formatEur', () => {
  it.each([
    [1250, '12,50 €'],
    [300, '3,00 €'],
    [5, '0,05 €'],
    [0, '0,00 €'],
    [-1237, '-12,37 €'],
    [-5, '-0,05 €'],
    [99999, '999,99 €'],
    [123450, '1 234,50 €'],
    [123456789, '1 234 567,89 €'],
  ])('%s cents -> %s', (cents, text) => {
    expect(formatEur(cents)).toBe(sk(text));
  });

  it('matches Intl sk-SK byte for byte', () => {
    const intl = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 7, 1250, 123450, -1237, 987654321]) {
      expect(formatEur(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('formatEurDifference', () => {
  it.each([
    [340, '+3,40 €'],
    [0, '+0,00 €'],
    [-1200, '-12,00 €'],
  ])('%s -> %s', (cents, text) => {
    expect(formatEurDifference(cents)).toBe(sk(text));
  });
});

describe('formatDecimalSk', () => {
  it.each([
    [0.2772, 2, 4, '0,2772'],
    [0.12, 2, 4, '0,12'],
    [0.1, 2, 4, '0,10'],
    [18.5, 2, 4, '18,50'],
    [1234.5, 2, 2, '1 234,50'],
    [2.5, 0, 2, '2,5'],
    [10, 0, 2, '10'],
    [0.00004, 2, 4, '0,00'],
  ])('%s (%s..%s decimals) -> %s', (value, min, max, text) => {
    expect(formatDecimalSk(value, min, max)).toBe(sk(text));
  });
});

describe('formatCm', () => {
  it.each([
    [30, '30,00'],
    [29.999, '30,00'],
    [1.005, '1,01'],
    [106.666666, '106,67'],
    [1200, '1200,00'],
    [0.004, '0,00'],
    [-3, '0,00'],
    [-0, '0,00'],
    [NaN, '0,00'],
    [Infinity, '0,00'],
  ])('%s -> %s', (cm, text) => {
    expect(formatCm(cm)).toBe(text);
  });
});

describe('percentOfCents', () => {
  it('rounds half away from zero on the exact product', () => {
    expect(percentOfCents(3966, 12.5)).toBe(496); // 495.75
    expect(percentOfCents(12372, 10)).toBe(1237); // 1237.2
    expect(percentOfCents(12375, 10)).toBe(1238); // 1237.5
    expect(percentOfCents(1, 33)).toBe(0); // 0.33
  });

  it('takes nothing at 0 % and everything at 100 %', () => {
    expect(percentOfCents(1000, 0)).toBe(0);
    expect(percentOfCents(1000, 100)).toBe(1000);
  });
});

describe('centsToEuros, undone by roundHalfUpToCents', () => {
  it.each([
    [11135, 111.35],
    [12372, 123.72],
    [1, 0.01],
  ])('%s -> %s', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
    expect(roundHalfUpToCents(euros)).toBe(cents);
  });
});

describe('parseDecimalText', () => {
  it.each([
    ['18,50', 18.5],
    ['18.50', 18.5],
    [' 1 234.5 ', 1234.5],
    ['-2', -2],
    ['.5', 0.5],
    ['12 €', null],
    ['1.2.3', null],
    ['', null],
    [null, null],
    ['abc', null],
  ])('%j -> %s', (text, value) => {
    expect(parseDecimalText(text)).toBe(value);
  });
});
