import { describe, expect, it } from 'vitest';
import { parseBreakdown } from './breakdown.ts';
import { priceCraftedProduct } from './pricing.ts';

describe('parseBreakdown', () => {
  it('reads back every line priceCraftedProduct writes, to the cent', () => {
    const price = priceCraftedProduct({
      kind: 'PHOTOPASPARTAFRAME',
      productName: 'Fotografia s paspartou v ráme',
      manufacturePerM2: 60,
      size: { totalSizeCm: '50x40', photoSizeCm: '40x30' },
      orientation: 'landscape',
      printMedia: { perM2: 30 },
      pasparta: { perM2: 25 },
      glass: { perM2: 40 },
      frame: { perMetre: 18.5, thicknessMm: 20 },
      copies: 2,
      minimumPrice: 3,
      promotionPercent: 10,
    });
    expect(parseBreakdown(price.text2)).toEqual(price.lines);
  });

  it('reads thousands and skips what is not a line', () => {
    expect(parseBreakdown('Rám;veľký;1\u00a0234,50\u00a0€\nnič\nZľava;10 %;-5,00 €')).toEqual([
      { label: 'Rám', detail: 'veľký', amountCents: 123450 },
      { label: 'Zľava', detail: '10 %', amountCents: -500 },
    ]);
    expect(parseBreakdown(null)).toEqual([]);
  });
});
