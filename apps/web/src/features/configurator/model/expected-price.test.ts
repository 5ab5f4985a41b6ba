import { describe, expect, it } from 'vitest';
import type { CraftedProductRequest } from '../api/crafted-products';
import { expectedPriceCents, type PricedBasis } from './expected-price';

const framed: CraftedProductRequest = {
  productEnum: 'PHOTOPASPARTAFRAME',
  photo: { id: 1 },
  internalImage: null,
  productConfig: { id: 10 },
  printMedia: { id: 2 },
  glass: { id: 3 },
  pasparta: { id: 4 },
  frame: { id: 5 },
  copies: 1,
  photoOnlyWidth: null,
  photoOnlyHeight: null,
  cropX: null,
  cropY: null,
  cropWidth: null,
  cropHeight: null,
};

const basis: PricedBasis = {
  request: framed,
  answer: {
    price: 51.68,
    priceCents: 5168,
    differences: {
      productConfig: { '10': 0, '11': 1250, '12': -830 },
      pasparta: { '4': 0, '6': 340 },
      glass: { '3': 0, '7': -880 },
    },
  },
};

describe('expectedPriceCents', () => {
  it("is the basis price plus the changed choice's difference, to the cent", () => {
    expect(expectedPriceCents(basis, { ...framed, pasparta: { id: 6 } })).toBe(5508);
    expect(expectedPriceCents(basis, { ...framed, productConfig: { id: 12 } })).toBe(4338);
    expect(expectedPriceCents(basis, { ...framed, glass: { id: 7 } })).toBe(4288);
  });

  it('is the basis price itself when nothing changed', () => {
    expect(expectedPriceCents(basis, { ...framed })).toBe(5168);
  });

  it('waits for the server when two choices changed, or one with no known difference', () => {
    expect(
      expectedPriceCents(basis, { ...framed, pasparta: { id: 6 }, glass: { id: 7 } }),
    ).toBeNull();
    expect(expectedPriceCents(basis, { ...framed, frame: { id: 9 } })).toBeNull();
    expect(expectedPriceCents(basis, { ...framed, pasparta: { id: 99 } })).toBeNull();
  });

  it('waits for the server for what is not an offered choice: copies, product, crop', () => {
    expect(expectedPriceCents(basis, { ...framed, copies: 2 })).toBeNull();
    expect(expectedPriceCents(basis, { ...framed, productEnum: 'PHOTOFRAME' })).toBeNull();
    expect(expectedPriceCents(basis, { ...framed, cropX: 10 })).toBeNull();
  });

  it('knows nothing without a basis or a complete configuration', () => {
    expect(expectedPriceCents(undefined, framed)).toBeNull();
    expect(expectedPriceCents(basis, null)).toBeNull();
  });
});
