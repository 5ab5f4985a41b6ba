import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, orderTransitionAllowed } from './order-status.ts';
import { orderNumberOf } from './order-number.ts';
import { basketProblemOf } from './basket-problems.ts';
import { orderPostageCents, orderTotalCents, postageCents, postageClassOf } from './postage.ts';

describe('order workflow', () => {
  it.each([
    ['POTVRDENA', 'ZAPLATENA', true],
    ['POTVRDENA', 'ZRUSENA', true],
    ['POTVRDENA', 'VO_VYROBE', false],
    ['ZAPLATENA', 'VO_VYROBE', true],
    ['VO_VYROBE', 'ODOSLANA', true],
    ['VO_VYROBE', 'VYBAVENA', true],
    ['ODOSLANA', 'VYBAVENA', true],
    ['ODOSLANA', 'ZRUSENA', false],
    ['VYBAVENA', 'ZRUSENA', false],
    ['ZRUSENA', 'POTVRDENA', false],
    ['NEZNAMY', 'ZAPLATENA', false],
  ])('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(orderTransitionAllowed(from, to)).toBe(allowed);
  });
  it('ends at VYBAVENA and ZRUSENA', () => {
    expect(nextOrderStatuses('VYBAVENA')).toEqual([]);
    expect(nextOrderStatuses('ZRUSENA')).toEqual([]);
  });
});

describe('postage', () => {
  const rates = { S: 490, M: 690, L: 990, XL: 1990 };
  it.each([
    [30, 20, 'S'],
    [40, 40, 'S'],
    [41, 30, 'M'],
    [80, 60, 'M'],
    [81, 60, 'L'],
    [120, 80, 'L'],
    [121, 80, 'XL'],
  ])('a %i x %i cm piece goes in parcel class %s', (w, h, cls) => {
    expect(postageClassOf(w, h)).toBe(cls);
  });
  it('costs nothing for personal pick-up', () => {
    expect(postageCents('OSOBNY_ODBER', 120, 80, rates)).toBe(0);
    expect(postageCents('KURIER', 120, 80, rates)).toBe(990);
  });
});

describe('postage of an order of several pieces', () => {
  const rates = { S: 490, M: 690, L: 990, XL: 1990 };
  const small = { widthCm: 30, heightCm: 20 };
  const medium = { widthCm: 80, heightCm: 60 };
  const large = { widthCm: 120, heightCm: 80 };

  it("is charged once, at the largest piece's parcel class", () => {
    expect(orderPostageCents('KURIER', [small, medium], rates)).toBe(690);
    expect(orderPostageCents('KURIER', [large, small, medium], rates)).toBe(990);
    expect(orderPostageCents('KURIER', [small, small, small], rates)).toBe(490);
  });
  it('of one piece is what that piece costs alone', () => {
    expect(orderPostageCents('KURIER', [medium], rates)).toBe(
      postageCents('KURIER', 80, 60, rates),
    );
  });
  it('follows the class, not the dearest rate, when rates are out of order', () => {
    expect(orderPostageCents('KURIER', [small, medium], { ...rates, S: 900 })).toBe(690);
  });
  it('is nothing for personal pick-up or no pieces', () => {
    expect(orderPostageCents('OSOBNY_ODBER', [large, medium], rates)).toBe(0);
    expect(orderPostageCents('KURIER', [], rates)).toBe(0);
  });
});

describe('order total', () => {
  it('is the lines plus postage once, to the cent', () => {
    expect(orderTotalCents([3190, 4501], 490)).toBe(8181);
    expect(orderTotalCents([11825], 0)).toBe(11825);
  });
});

describe('basket problems', () => {
  it('name the choice the catalogue no longer offers, and ask for another', () => {
    expect(basketProblemOf('frame', 'Dub 20')).toEqual({
      field: 'frame',
      message: 'Rám „Dub 20“ už nie je v ponuke. Vyberte iný.',
    });
    expect(basketProblemOf('pasparta', 'Biela').message).toBe(
      'Pasparta „Biela“ už nie je v ponuke. Vyberte inú.',
    );
    expect(basketProblemOf('glass').message).toBe('Sklo už nie je v ponuke. Vyberte iné.');
    expect(basketProblemOf('internalImage').field).toBe('photo');
  });
});

describe('order number', () => {
  it.each([
    [{ id: 1, variableSymbol: '20', craftedProduct: { id: 20 } }, '20'],
    [{ id: 1, variableSymbol: null, craftedProduct: { id: 33 } }, '33'],
    [{ id: 4, variableSymbol: null, craftedProduct: 35 }, '35'],
    [{ id: 5, variableSymbol: '', craftedProduct: null }, '5'],
  ])('%j is known as %s', (order, number) => {
    expect(orderNumberOf(order)).toBe(number);
  });
});
