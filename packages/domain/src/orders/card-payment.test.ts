import { describe, expect, it } from 'vitest';
import { checkoutLinesOf, paymentMethodOf } from './card-payment.ts';
import { orderAmounts, type OwedPiece } from './order-amounts.ts';

const photo: OwedPiece = {
  lineId: 1,
  title: 'Fotografia 40 × 30 cm',
  quantity: 1,
  amountCents: 4700,
  expressCents: 990,
};
const canvas: OwedPiece = {
  lineId: 2,
  title: 'Plátno 60 × 40 cm',
  quantity: 2,
  amountCents: 4200,
  expressCents: 0,
};

const linesOf = (pieces: OwedPiece[], postageCents: number, paidCents = 0) =>
  checkoutLinesOf(
    pieces,
    orderAmounts({ pieces, postageCents, vatPercent: 23, paidCents }),
    '4711',
  );

describe('checkoutLinesOf: the card payment page adds up to what the order owes', () => {
  it.each([
    [
      'a piece with express production, by courier',
      [photo],
      490,
      [
        { name: 'Fotografia 40 × 30 cm', amountCents: 3710 },
        { name: 'Expresná výroba: Fotografia 40 × 30 cm', amountCents: 990 },
        { name: 'Poštovné a balné', amountCents: 490 },
      ],
    ],
    [
      'two lines, copies named, postage free',
      [photo, canvas],
      0,
      [
        { name: 'Fotografia 40 × 30 cm', amountCents: 3710 },
        { name: 'Expresná výroba: Fotografia 40 × 30 cm', amountCents: 990 },
        { name: 'Plátno 60 × 40 cm (2 ks)', amountCents: 4200 },
      ],
    ],
  ])('%s', (_name, pieces, postage, expected) => {
    const lines = linesOf(pieces, postage);
    expect(lines).toEqual(expected);
    const due = orderAmounts({ pieces, postageCents: postage, vatPercent: 23 }).amountDueCents;
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(due);
  });

  it('one line of the order when part of it is paid already', () => {
    expect(linesOf([photo], 490, 1000)).toEqual([
      { name: 'Objednávka č. 4711', amountCents: 4190 },
    ]);
  });
});

describe('paymentMethodOf', () => {
  it.each([
    ['POTVRDENA', { chosen: false, settled: false }, 'PREVOD'],
    ['POTVRDENA', { chosen: true, settled: false }, 'KARTA'],
    ['ZAPLATENA', { chosen: true, settled: true }, 'KARTA'],
    // Chosen card, paid by transfer after all (or the card came in only after it).
    ['ZAPLATENA', { chosen: true, settled: false }, 'PREVOD'],
    ['ZAPLATENA', { chosen: false, settled: false }, 'PREVOD'],
  ] as const)('%s, card %o -> %s', (status, card, method) => {
    expect(paymentMethodOf(status, card)).toBe(method);
  });
});
