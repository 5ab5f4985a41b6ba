import { describe, expect, it } from 'vitest';
import type { ProductEnum } from '../entities/enums.ts';
import { askedPartsOf, asksFor, glassSlotOf, isPhotoOnly, mediaTypeOf } from './asked-parts.ts';
import { CHOICE_PARTS, type ProductAsks } from './rows.ts';

type Flag = 'paper' | 'canvas' | 'desk' | 'pasparta' | 'frame' | 'glass' | 'lamin';

const FLAG_NAMES = {
  paper: 'askForPaper',
  canvas: 'askForCanvas',
  desk: 'askForDesk',
  pasparta: 'askForPasparta',
  frame: 'askForFrame',
  glass: 'askForGlass',
  lamin: 'askForLamin',
} as const satisfies Record<Flag, keyof ProductAsks>;

const product = (productEnum: ProductEnum, ...asks: Flag[]): ProductAsks => ({
  productEnum,
  ...Object.fromEntries(asks.map((flag) => [FLAG_NAMES[flag], true])),
});

describe('askedPartsOf: the parts of the seeded catalogue', () => {
  it.each([
    [product('PLAINPHOTO', 'paper'), false, ['PAPIER'], null, false, false],
    [product('PLAINPHOTOLAMIN', 'paper', 'lamin'), false, ['PAPIER'], 'laminate', false, false],
    [
      product('PHOTOPASPARTAFRAME', 'paper', 'pasparta', 'frame', 'glass'),
      true,
      ['PAPIER'],
      'glass',
      true,
      true,
    ],
    [product('PHOTOFRAME', 'paper', 'frame', 'glass'), true, ['PAPIER'], 'glass', false, true],
    [product('PHOTOCANVAS', 'canvas'), true, ['PLATNO'], null, false, false],
    [product('PHOTOCANVASFRAME', 'canvas', 'frame'), true, ['PLATNO'], null, false, true],
    [product('PHOTODESK', 'desk'), true, ['DOSKA'], null, false, false],
    [product('PHOTODESKLAMIN', 'desk', 'lamin'), true, ['DOSKA'], 'laminate', false, false],
    [product('PHOTODESKFRAME', 'desk', 'frame'), true, ['DOSKA'], null, false, true],
    [
      product('PHOTODESKFRAMELAMIN', 'desk', 'frame', 'lamin'),
      true,
      ['DOSKA'],
      'laminate',
      false,
      true,
    ],
    [product('PHOTOGLASS', 'glass'), true, [], 'glass', false, false],
  ])('%o', (p, productConfig, mediaTypes, glass, pasparta, frame) => {
    expect(askedPartsOf(p)).toEqual({ productConfig, mediaTypes, glass, pasparta, frame });
  });

  it('takes only true as asking: null, false and a missing flag ask for nothing', () => {
    expect(
      askedPartsOf({ productEnum: 'PHOTOFRAME', askForPaper: null, askForGlass: false }),
    ).toEqual({ productConfig: true, mediaTypes: [], glass: null, pasparta: false, frame: false });
  });

  it('gives a laminate the glass slot when a product asks for both, as the server always did', () => {
    expect(glassSlotOf(product('PHOTOFRAME', 'glass', 'lamin'))).toBe('laminate');
  });

  it('accepts every media type asked for, and offers the first (paper, canvas, board)', () => {
    const both = product('PHOTODESK', 'desk', 'canvas');
    expect(askedPartsOf(both).mediaTypes).toEqual(['PLATNO', 'DOSKA']);
    expect(mediaTypeOf(both)).toBe('PLATNO');
    expect(mediaTypeOf(product('PHOTOGLASS', 'glass'))).toBeNull();
  });

  it('asksFor answers per relation name', () => {
    const framed = product('PHOTOPASPARTAFRAME', 'paper', 'pasparta', 'frame', 'glass');
    expect(CHOICE_PARTS.filter((part) => asksFor(framed, part))).toEqual([...CHOICE_PARTS]);
    const plain = product('PLAINPHOTO', 'paper');
    expect(CHOICE_PARTS.filter((part) => asksFor(plain, part))).toEqual(['printMedia']);
  });
});

describe('isPhotoOnly', () => {
  it.each([
    ['PLAINPHOTO', true],
    ['PLAINPHOTOLAMIN', true],
    ['PHOTOCANVAS', false],
    ['PHOTOGLASS', false],
    ['NOT_A_KIND', false],
  ])('%s -> %s', (kind, expected) => {
    expect(isPhotoOnly(kind as ProductEnum)).toBe(expected);
  });
});
