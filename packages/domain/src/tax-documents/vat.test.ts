import { describe, expect, it } from 'vitest';
import {
  breakdownLess,
  negatedBreakdown,
  unitPriceWithoutVat,
  vatBreakdown,
  vatIncluded,
} from './vat.ts';

describe('vatIncluded', () => {
  it.each([
    [12300, 23, 10000, 2300],
    [1000, 23, 813, 187],
    [11825, 23, 9614, 2211],
    [1, 23, 1, 0],
    [0, 23, 0, 0],
    // 1 075 / 1,05 = 1 023,81: the half rounds away from zero.
    [1075, 5, 1024, 51],
    [-11825, 23, -9614, -2211],
    [11900, 19, 10000, 1900],
    [1000, 0, 1000, 0],
  ])('%i cents at %s percent VAT: base %i, VAT %i', (total, rate, base, vat) => {
    expect(vatIncluded(total, rate)).toEqual({ baseCents: base, vatCents: vat });
  });

  it('rounds a half cent of base away from zero, on both signs', () => {
    // At 100 % the base is half the total: 1,5 cents -> 2, -1,5 -> -2, 0,5 -> 1.
    expect(vatIncluded(3, 100)).toEqual({ baseCents: 2, vatCents: 1 });
    expect(vatIncluded(-3, 100)).toEqual({ baseCents: -2, vatCents: -1 });
    expect(vatIncluded(1, 100)).toEqual({ baseCents: 1, vatCents: 0 });
  });
});

describe('vatBreakdown', () => {
  it('sums a rate before splitting it, so base + VAT is what its lines sum to', () => {
    const lines = [
      { amountCents: 9990, vatPercent: 23 },
      { amountCents: 490, vatPercent: 23 },
    ];
    // Split line by line it would be 8122 + 398 = 8520 base; summed first: 10480 / 1,23 = 8520,33.
    expect(vatBreakdown(lines)).toEqual([{ rate: 23, baseCents: 8520, vatCents: 1960 }]);
  });

  it('keeps rates apart, highest first', () => {
    expect(
      vatBreakdown([
        { amountCents: 1050, vatPercent: 5 },
        { amountCents: 12300, vatPercent: 23 },
        { amountCents: 1190, vatPercent: 19 },
      ]),
    ).toEqual([
      { rate: 23, baseCents: 10000, vatCents: 2300 },
      { rate: 19, baseCents: 1000, vatCents: 190 },
      { rate: 5, baseCents: 1000, vatCents: 50 },
    ]);
  });

  it('is empty for no amounts', () => {
    expect(vatBreakdown([])).toEqual([]);
  });
});

describe('unitPriceWithoutVat', () => {
  it.each([
    [9990, 2, 23, 4061], // 49,95 / 1,23 = 40,609…
    [12300, 1, 23, 10000],
    [12300, 3, 23, 3333], // 33,333…
    [1000, 0, 23, 813], // no quantity counts as one piece
    [-12300, 1, 23, -10000],
  ])('%i cents for %i pieces at %i percent: %i cents each', (amount, quantity, rate, unit) => {
    expect(unitPriceWithoutVat(amount, quantity, rate)).toBe(unit);
  });
});

describe('negatedBreakdown and breakdownLess', () => {
  const advance = [{ rate: 23, baseCents: 9614, vatCents: 2211 }];

  it('a credit note takes back exactly the base and VAT of the document it corrects', () => {
    expect(negatedBreakdown(advance)).toEqual([{ rate: 23, baseCents: -9614, vatCents: -2211 }]);
  });

  it('a final invoice less its advance adds nothing when the advance paid all', () => {
    expect(breakdownLess(advance, advance)).toEqual([{ rate: 23, baseCents: 0, vatCents: 0 }]);
  });

  it('a rate only in the deduction appears negative', () => {
    expect(breakdownLess([], [{ rate: 5, baseCents: 100, vatCents: 5 }])).toEqual([
      { rate: 5, baseCents: -100, vatCents: -5 },
    ]);
  });
});
