import { describe, expect, it } from 'vitest';
import type { ProductEnum } from '../entities/enums.ts';
import {
  defaultChoiceIds,
  defaultProduct,
  offeredProducts,
  pickOption,
} from './choice-defaults.ts';

const PARAMS = new Map([
  ['WEB_DEFAULT_PRODUCT_ENUM', 'PHOTOCANVAS'],
  ['WEB_DEFAULT_PAPIER', '2'],
  ['WEB_DEFAULT_PLATNO', '5'],
  ['WEB_DEFAULT_DOSKA', '7'],
  ['WEB_DEFAULT_PASPARTA', '3'],
  ['WEB_DEFAULT_LAMINACIA', '4'],
  ['WEB_DEFAULT_SKLO', '6'],
  ['WEB_DEFAULT_RAM_PRE_PLATNO', '41'],
  ['WEB_DEFAULT_RAM_PRE_PAPIER', '12'],
]);

const product = (id: number, productEnum: ProductEnum | null, poradie: number | null = null) => ({
  id,
  productEnum,
  poradie,
});

describe('offeredProducts and defaultProduct', () => {
  const products = [
    product(1, 'PHOTOCANVAS', 3),
    product(2, 'PLAINPHOTOLAMIN', 2),
    product(3, 'PHOTOFRAME', 1),
    product(4, 'PLAINPHOTO', 1),
    product(5, 'NO_SUCH_KIND' as ProductEnum, 0),
    product(6, 'PHOTODESK', 1),
    product(7, null, 0),
  ];

  it('offers PLAIN kinds to a photo printed as it is, the others otherwise, in the shop order, never one of no known kind', () => {
    expect(offeredProducts(products, true).map((p) => p.id)).toEqual([4, 2]);
    expect(offeredProducts(products, false).map((p) => p.id)).toEqual([3, 6, 1]);
  });

  it('defaults to WEB_DEFAULT_PRODUCT_ENUM when offered, else to the first', () => {
    expect(defaultProduct(offeredProducts(products, false), PARAMS)?.id).toBe(1);
    expect(defaultProduct(offeredProducts(products, true), PARAMS)?.id).toBe(4);
    expect(defaultProduct([], PARAMS)).toBeUndefined();
  });
});

describe('defaultChoiceIds (customer spec §9)', () => {
  it.each([
    [
      {
        productEnum: 'PHOTOPASPARTAFRAME',
        askForPaper: true,
        askForPasparta: true,
        askForFrame: true,
        askForGlass: true,
      },
      { printMedia: 2, glass: 6, pasparta: 3, frame: 12 },
    ],
    [
      { productEnum: 'PHOTOCANVASFRAME', askForCanvas: true, askForFrame: true },
      { printMedia: 5, glass: null, pasparta: null, frame: 41 },
    ],
    [
      {
        productEnum: 'PHOTODESKFRAMELAMIN',
        askForDesk: true,
        askForFrame: true,
        askForLamin: true,
      },
      { printMedia: 7, glass: 4, pasparta: null, frame: 12 },
    ],
    [
      { productEnum: 'PHOTOGLASS', askForGlass: true },
      { printMedia: null, glass: 6, pasparta: null, frame: null },
    ],
  ] as const)('%o -> %o', (p, expected) => {
    expect(defaultChoiceIds(p, PARAMS)).toEqual({ productConfig: null, ...expected });
  });

  it('ignores a default that is no id', () => {
    const params = new Map([
      ['WEB_DEFAULT_PAPIER', 'lesklý'],
      ['WEB_DEFAULT_SKLO', '0'],
      ['WEB_DEFAULT_RAM_PRE_PAPIER', '2.5'],
    ]);
    const framed = {
      productEnum: 'PHOTOFRAME',
      askForPaper: true,
      askForGlass: true,
      askForFrame: true,
    } as const;
    expect(defaultChoiceIds(framed, params)).toMatchObject({
      printMedia: null,
      glass: null,
      frame: null,
    });
  });
});

describe('pickOption', () => {
  const options = [{ id: 4 }, { id: 5 }, { id: 6 }];
  it.each([
    ['the pick when offered', 5, 6, 5],
    ['the fallback when the pick is not offered', 9, 6, 6],
    ['the fallback without a pick', null, 6, 6],
    ['the first when neither is offered', 9, 8, 4],
    ['the first without pick and fallback', null, null, 4],
  ])('%s', (_, chosen, fallback, expected) => {
    expect(pickOption(chosen, fallback, options)).toBe(expected);
  });

  it('picks nothing while there are no options', () => {
    expect(pickOption(5, 5, [])).toBeNull();
    expect(pickOption(5, 5, undefined)).toBeNull();
  });
});
