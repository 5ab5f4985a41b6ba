import { describe, expect, it } from 'vitest';
import { parseBreakdown } from './breakdown.ts';

describe('parseBreakdown', () => {
  // That it reads back what priceCraftedProduct writes is checked beside the worked examples.
  it('reads thousands and skips what is not a line', () => {
    expect(parseBreakdown('Rám;veľký;1\u00a0234,50\u00a0€\nnič\nZľava;10 %;-5,00 €')).toEqual([
      { label: 'Rám', detail: 'veľký', amountCents: 123450 },
      { label: 'Zľava', detail: '10 %', amountCents: -500 },
    ]);
    expect(parseBreakdown(null)).toEqual([]);
  });
});
