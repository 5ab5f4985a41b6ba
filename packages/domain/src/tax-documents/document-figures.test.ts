import { describe, expect, it } from 'vitest';
import { documentFigures, type SuppliedLine } from './document-figures.ts';

const SUPPLY: SuppliedLine[] = [
  { title: 'Fotoobraz', quantity: 2, amountCents: 9990 },
  { title: 'Poštovné a balné', quantity: 1, amountCents: 490 },
];

describe('documentFigures', () => {
  it("splits the lines so that each rate's bases sum to the base of its total", () => {
    const { lines, vatBreakdown, totalCents } = documentFigures('ADVANCE_INVOICE', SUPPLY, 23);
    // Line by line 8122 + 398 = 8520; the total's base is 10480 / 1,23 = 8520,33 -> 8520.
    expect(vatBreakdown).toEqual([{ rate: 23, baseCents: 8520, vatCents: 1960 }]);
    expect(lines.reduce((sum, l) => sum + l.netCents, 0)).toBe(8520);
    expect(lines.every((l) => l.netCents + l.vatCents === l.amountCents)).toBe(true);
    expect(totalCents).toBe(10480);
  });

  it('a final invoice deducts the advance with its base and VAT and declares only what is still due', () => {
    const advance = documentFigures('ADVANCE_INVOICE', SUPPLY, 23);
    const final = documentFigures('FINAL_INVOICE', SUPPLY, 23, {
      number: 'ZF2026000001',
      taxPointDate: '2026-11-20',
      vatBreakdown: advance.vatBreakdown,
      totalCents: advance.totalCents,
    });
    expect(final.lines.at(-1)).toMatchObject({
      quantity: -1,
      amountCents: -10480,
      netCents: -8520,
      vatCents: -1960,
      deducts: 'ZF2026000001',
    });
    expect(final.vatBreakdown).toEqual([{ rate: 23, baseCents: 0, vatCents: 0 }]);
    expect(final.totalCents).toBe(0);
    expect(final.amountDueCents).toBe(0);
  });

  it("a non-payer's final invoice states the supply and deducts the confirmed payment as paid", () => {
    const final = documentFigures('FINAL_INVOICE', SUPPLY, null, {
      number: 'PP2026000001',
      taxPointDate: '2026-11-20',
      vatBreakdown: [],
      totalCents: 10480,
    });
    expect(final.vatBreakdown).toEqual([]);
    expect(final).toMatchObject({ totalCents: 10480, paidCents: 10480, amountDueCents: 0 });
  });

  it('a credit note takes back the whole supply, negative', () => {
    const credit = documentFigures('CREDIT_NOTE', SUPPLY, 23);
    expect(credit.vatBreakdown).toEqual([{ rate: 23, baseCents: -8520, vatCents: -1960 }]);
    expect(credit).toMatchObject({ totalCents: -10480, amountDueCents: -10480 });
  });
});
