import { describe, expect, it } from 'vitest';
import { documentFigures } from '../tax-documents/document-figures.ts';
import { postageRefundCents } from '../withdrawals/withdrawal-refund.ts';
import {
  creditedSupply,
  expressCentsOf,
  orderAmounts,
  suppliedLines,
  type OwedPiece,
} from './order-amounts.ts';
import { owedPieceOf, settledByStatus, storedOrderAmounts } from './stored-order-amounts.ts';

const RATES = { S: 490, M: 690, L: 990, XL: 1990 };

/**
 * The worked basket: three pieces by courier (postage M, 6,90 €), one of them made express
 * (9,90 € of its 89,05 €), another in two copies; the shop pays VAT at 23 %.
 */
const print: OwedPiece = {
  lineId: 11,
  title: 'Fotografia 40 × 30 cm',
  quantity: 1,
  amountCents: 3710,
  expressCents: 0,
};
const framed: OwedPiece = {
  lineId: 12,
  title: 'Fotografia v ráme 74 × 54 cm',
  quantity: 1,
  amountCents: 8905,
  expressCents: 990,
};
const canvas: OwedPiece = {
  lineId: 13,
  title: 'Fotoobraz na plátne 30 × 30 cm',
  quantity: 2,
  amountCents: 4800,
  expressCents: 0,
};
const basket = { pieces: [print, framed, canvas], postageCents: 690, vatPercent: 23 };

describe('orderAmounts: the worked basket, to the cent', () => {
  it('adds the pieces, their express production and the postage once', () => {
    const amounts = orderAmounts(basket);
    expect(amounts.piecesCents).toBe(17415); // 37,10 + 89,05 + 48,00
    expect(amounts.expressCents).toBe(990);
    expect(amounts.postageCents).toBe(690);
    expect(amounts.totalCents).toBe(18105); // 181,05 €
    expect(amounts.amountDueCents).toBe(18105);
    expect(amounts.refundDueCents).toBe(0);
  });

  it('gives each amount its base and VAT, the rounding cent on the largest line', () => {
    const amounts = orderAmounts(basket);
    // 181,05 € with 23 % VAT: base 147,20 €, VAT 33,85 €. Line by line the bases come to 147,19
    // (30,16 + 72,40 + 39,02 + 5,61): the cent goes to the framed piece.
    expect(amounts.lines.map((l) => [l.kind, l.lineId, l.netCents, l.vatCents])).toEqual([
      ['piece', 11, 3016, 694],
      ['piece', 12, 7241, 1664],
      ['piece', 13, 3902, 898],
      ['postage', null, 561, 129],
    ]);
    expect(amounts.vatBreakdown).toEqual([{ rate: 23, baseCents: 14720, vatCents: 3385 }]);
  });

  it('is what the advance invoice of its payment declares, and leaves nothing due once paid', () => {
    const amounts = orderAmounts(basket);
    const advance = documentFigures('ADVANCE_INVOICE', suppliedLines(amounts), 23);
    expect(advance.vatBreakdown).toEqual(amounts.vatBreakdown);
    expect(advance.totalCents).toBe(amounts.totalCents);

    const paid = orderAmounts({ ...basket, ...settledByStatus('ZAPLATENA', 18105) });
    expect(paid.paidCents).toBe(18105);
    expect(paid.amountDueCents).toBe(0);
    // The final invoice deducts the advance: it declares no VAT of its own and asks for nothing.
    const final = documentFigures('FINAL_INVOICE', suppliedLines(paid), 23, {
      number: '2026-ZF-000007',
      taxPointDate: '2026-12-07',
      vatBreakdown: advance.vatBreakdown,
      totalCents: advance.totalCents,
    });
    expect(final.vatBreakdown).toEqual([{ rate: 23, baseCents: 0, vatCents: 0 }]);
    expect(final.amountDueCents).toBe(0);
  });

  it('takes back a partial withdrawal: its piece at its price and the postage the law refunds', () => {
    const paid = orderAmounts({ ...basket, ...settledByStatus('ZAPLATENA', 18105) });
    // The small print goes back; the framed piece (74 × 54) and the canvases are kept: by
    // themselves they would still have gone as M, so no postage comes back.
    const postage = postageRefundCents({
      method: 'KURIER',
      chargedCents: paid.postageCents,
      alreadyRefundedCents: 0,
      keptAfter: [
        { widthCm: 74, heightCm: 54 },
        { widthCm: 30, heightCm: 30 },
      ],
      rates: RATES,
    });
    expect(postage).toBe(0);
    const supply = creditedSupply(paid, (lineId) => lineId === 11, postage);
    expect(supply).toEqual([{ title: 'Fotografia 40 × 30 cm', quantity: 1, amountCents: 3710 }]);
    const creditNote = documentFigures('CREDIT_NOTE', supply, 23);
    expect(creditNote.totalCents).toBe(-3710);
    expect(creditNote.vatBreakdown).toEqual([{ rate: 23, baseCents: -3016, vatCents: -694 }]);

    const after = orderAmounts({ ...basket, paidCents: 18105, creditedCents: 3710 });
    expect(after.amountDueCents).toBe(0);
    expect(after.refundDueCents).toBe(3710);
  });

  it('takes back everything, the postage too, when all pieces go back', () => {
    const paid = orderAmounts(basket);
    const postage = postageRefundCents({
      method: 'KURIER',
      chargedCents: 690,
      alreadyRefundedCents: 0,
      keptAfter: [],
      rates: RATES,
    });
    const supply = creditedSupply(paid, () => true, postage);
    expect(supply.reduce((sum, line) => sum + line.amountCents, 0)).toBe(18105);
  });
});

describe('orderAmounts: what lowers an order', () => {
  it('a discount lowers the price and its VAT base', () => {
    const amounts = orderAmounts({
      ...basket,
      deductions: [{ title: 'Zľava', amountCents: 1230, treatment: 'discount' }],
    });
    expect(amounts.discountCents).toBe(1230);
    expect(amounts.totalCents).toBe(16875);
    expect(amounts.vatBreakdown).toEqual([{ rate: 23, baseCents: 13720, vatCents: 3155 }]);
    expect(amounts.lines.at(-1)).toMatchObject({ kind: 'discount', amountCents: -1230 });
    expect(amounts.amountDueCents).toBe(16875);
  });

  it('a payment (a voucher spent on it) lowers only what is due, never the base', () => {
    const amounts = orderAmounts({
      ...basket,
      deductions: [{ title: 'Darčeková poukážka', amountCents: 5000, treatment: 'payment' }],
    });
    expect(amounts.totalCents).toBe(18105);
    expect(amounts.vatBreakdown).toEqual([{ rate: 23, baseCents: 14720, vatCents: 3385 }]);
    expect(amounts.paidCents).toBe(5000);
    expect(amounts.amountDueCents).toBe(13105);
  });

  it('without VAT, the lines carry their whole amount as base', () => {
    const amounts = orderAmounts({ ...basket, vatPercent: null });
    expect(amounts.vatBreakdown).toEqual([]);
    expect(amounts.lines.every((l) => l.netCents === l.amountCents && l.vatCents === 0)).toBe(true);
  });
});

describe('settledByStatus', () => {
  it.each([
    ['POTVRDENA', 0, 0],
    ['ZAPLATENA', 4200, 0],
    ['VO_VYROBE', 4200, 0],
    ['ODOSLANA', 4200, 0],
    ['VYBAVENA', 4200, 0],
    ['ZRUSENA', 0, 4200],
  ])('%s: paid %i, credited %i of 42,00 €', (status, paidCents, creditedCents) => {
    expect(settledByStatus(status, 4200)).toEqual({ paidCents, creditedCents });
  });
});

describe('a stored order', () => {
  const snapshot = (product: Record<string, unknown>) =>
    JSON.stringify({ craftedProduct: product });
  const framedRow = {
    text3: 'Fotografia v ráme',
    productEnum: 'PHOTOFRAME' as const,
    finalWidth: 74,
    finalHeight: 54,
    copies: 1,
    price: 89.05,
    text2:
      'Tlač;0,40 m² × 30,00 €/m²;12,00 €\nExpresná výroba;odoslanie o 2 pracovné dni skôr;9,90 €',
  };

  it('of one piece owes its total less postage for it, named by the piece', () => {
    const amounts = storedOrderAmounts(
      {
        id: 7,
        totalAmount: 95.95,
        postage: 6.9,
        snapshot: snapshot(framedRow),
        status: 'POTVRDENA',
      },
      [],
      23,
    );
    expect(amounts.lines.map((l) => [l.title, l.amountCents])).toEqual([
      ['Fotografia v ráme 74 × 54 cm', 8905],
      ['Poštovné a balné', 690],
    ]);
    expect(amounts.expressCents).toBe(990);
    expect(amounts.amountDueCents).toBe(9595);
  });

  it('of several lines lists each at its price, and owes nothing once paid', () => {
    const amounts = storedOrderAmounts(
      { id: 8, totalAmount: 181.05, postage: 6.9, snapshot: null, status: 'ODOSLANA' },
      [
        { id: 11, price: 37.1, copies: 1, snapshot: null },
        { id: 12, price: 89.05, copies: 1, snapshot: snapshot(framedRow) },
        { id: 13, price: '48.00', copies: 2, snapshot: null },
      ],
      23,
    );
    expect(amounts.lines.map((l) => [l.lineId, l.title, l.amountCents])).toEqual([
      [11, 'Položka 1', 3710],
      [12, 'Fotografia v ráme 74 × 54 cm', 8905],
      [13, 'Položka 3', 4800],
      [null, 'Poštovné a balné', 690],
    ]);
    expect(amounts.totalCents).toBe(18105);
    expect(amounts.amountDueCents).toBe(0);
  });

  it('whose snapshot the back office typed by hand is named by its number', () => {
    const amounts = storedOrderAmounts(
      {
        id: 9,
        variableSymbol: '41',
        totalAmount: 10,
        postage: 0,
        snapshot: 'ručne',
        status: 'POTVRDENA',
      },
      [],
      null,
    );
    expect(amounts.lines.map((l) => [l.title, l.amountCents])).toEqual([
      ['Objednávka č. 41', 1000],
    ]);
    expect(amounts.amountDueCents).toBe(1000);
  });

  it('a piece of the basket at its price, express production read from its breakdown', () => {
    expect(owedPieceOf(framedRow, 12)).toEqual({
      lineId: 12,
      title: 'Fotografia v ráme 74 × 54 cm',
      quantity: 1,
      amountCents: 8905,
      expressCents: 990,
    });
    expect(expressCentsOf('Tlač;0,06 m² × 30,00 €/m²;1,80 €')).toBe(0);
  });
});
