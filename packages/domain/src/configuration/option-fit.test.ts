import { describe, expect, it } from 'vitest';
import { configFits, frameProblems, glassFits, printMediaFits } from './option-fit.ts';
import type { ProductAsks } from './rows.ts';

const FRAMED: ProductAsks = {
  productEnum: 'PHOTOFRAME',
  askForPaper: true,
  askForFrame: true,
  askForGlass: true,
};
const LAMINATED: ProductAsks = {
  productEnum: 'PLAINPHOTOLAMIN',
  askForPaper: true,
  askForLamin: true,
};
const CANVAS: ProductAsks = {
  productEnum: 'PHOTOCANVASFRAME',
  askForCanvas: true,
  askForFrame: true,
};

describe('configFits', () => {
  it('takes only the sizes of the product', () => {
    expect(configFits({ productEnum: 'PHOTOFRAME' }, FRAMED)).toBe(true);
    expect(configFits({ productEnum: 'PHOTOCANVAS' }, FRAMED)).toBe(false);
  });
});

describe('printMediaFits', () => {
  it.each([
    ['paper for a paper product', { id: 2, mediaTypeEnum: 'PAPIER' }, FRAMED, true],
    ['canvas for a paper product', { id: 4, mediaTypeEnum: 'PLATNO' }, FRAMED, false],
    ["the 'none' row, even of the right type", { id: 1, mediaTypeEnum: 'PAPIER' }, FRAMED, false],
    ['canvas for a canvas product', { id: 4, mediaTypeEnum: 'PLATNO' }, CANVAS, true],
    [
      'anything where no media is asked for',
      { id: 2, mediaTypeEnum: 'PAPIER' },
      { productEnum: 'PHOTOGLASS', askForGlass: true },
      false,
    ],
  ] as const)('%s -> %s', (_, media, product, expected) => {
    expect(printMediaFits(media, product)).toBe(expected);
  });
});

describe('glassFits', () => {
  it.each([
    ['a glass where glass is asked for', { id: 2, isLaminat: false }, FRAMED, true],
    ['a glass with isLaminat unset (null)', { id: 2, isLaminat: null }, FRAMED, true],
    ['a laminate where glass is asked for', { id: 3, isLaminat: true }, FRAMED, false],
    ['a laminate where lamination is asked for', { id: 3, isLaminat: true }, LAMINATED, true],
    ['a glass where lamination is asked for', { id: 2, isLaminat: false }, LAMINATED, false],
    ["the 'none' row", { id: 1, isLaminat: false }, FRAMED, false],
    [
      'a glass reserved for this product',
      { id: 5, isLaminat: false, onlyForProduct: 'PHOTOFRAME' },
      FRAMED,
      true,
    ],
    [
      'a glass reserved for another product',
      { id: 5, isLaminat: false, onlyForProduct: 'PHOTOGLASS' },
      FRAMED,
      false,
    ],
    ['any glass where the slot takes none', { id: 2, isLaminat: false }, CANVAS, false],
  ] as const)('%s -> %s', (_, glass, product, expected) => {
    expect(glassFits(glass, product)).toBe(expected);
  });
});

describe('frameProblems', () => {
  it.each([
    ['a priced frame on paper', '14.50', undefined, 'PHOTOFRAME', []],
    ['an unpriced frame', null, undefined, 'PHOTOFRAME', ['NotPriced']],
    ['a price that is no number', 'dohodou', undefined, 'PHOTOFRAME', ['NotPriced']],
    ['a canvas moulding on canvas', '20', { isForCanvas: true }, 'PHOTOCANVASFRAME', []],
    ['a paper moulding on canvas', '20', { isForCanvas: false }, 'PHOTOCANVASFRAME', ['Mismatch']],
    ['no profile on canvas', '20', undefined, 'PHOTOCANVASFRAME', ['Mismatch']],
    [
      'an unpriced paper moulding on canvas',
      null,
      {},
      'PHOTOCANVASFRAME',
      ['NotPriced', 'Mismatch'],
    ],
  ] as const)('%s -> %o', (_, price, profile, kind, expected) => {
    expect(frameProblems({ price }, profile, kind)).toEqual(expected);
  });
});
