import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, orderTransitionAllowed } from './order-status.ts';
import { postageCents, postageClassOf } from './postage.ts';

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
