import { describe, expect, it } from 'vitest';
import { formatEurDifference, NBSP } from '../money/money.ts';
import { priceDifferences } from './price-differences.ts';

describe('priceDifferences', () => {
  it.each<[number, Record<string, number>, Record<string, number>]>([
    [11135, { 7: 11475, 9: 10835, 11: 11135 }, { 7: 340, 9: -300, 11: 0 }],
    [300, { a: 300 }, { a: 0 }],
    [500, {}, {}],
  ])('against %s', (current, alternatives, expected) => {
    expect(priceDifferences(current, alternatives)).toEqual(expected);
  });

  it('feeds the option labels', () => {
    const labels = Object.values(priceDifferences(11135, { frame7: 11475, frame9: 10835 })).map(
      (cents) => formatEurDifference(cents).replaceAll(NBSP, ' '),
    );
    expect(labels).toEqual(['+3,40 €', '-3,00 €']);
  });
});
