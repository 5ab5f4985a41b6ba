import type { CraftedProductPriceInput } from './pricing.ts';

/**
 * DESIGN.md §5's second worked example: a photo under a mat and glass in a frame, 50 × 40 cm
 * with a 40 × 30 cm photo, two copies, under a 10 % promotion (123,72 € before it, 111,35 €
 * with it). The pricing tests and the price-history tests both start from it.
 */
export const FRAMED_WORKED_EXAMPLE: CraftedProductPriceInput = {
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
};

/**
 * DESIGN.md §5's first worked example before its minimum price: a 30 × 20 cm print on paper at
 * 30 €/m² with 5 €/m² of work (1,80 € of print and 0,30 € of work a copy). The tests add the
 * minimum, the copies and the promotion each needs.
 */
export const PLAIN_30X20 = {
  kind: 'PLAINPHOTO',
  productName: 'Fotografia',
  manufacturePerM2: 5,
  size: { photoOnlyWidthCm: 30, photoOnlyHeightCm: 20 },
  orientation: 'landscape',
  printMedia: { perM2: 30 },
} as const satisfies Partial<CraftedProductPriceInput>;
