import { describe, expect, it } from 'vitest';
import { priceWithPriceHistory, type PriceHistory, type ValueInterval } from './price-history.ts';
import { priceCraftedProduct, type CraftedProductPriceInput } from './pricing.ts';
import { FRAMED_WORKED_EXAMPLE, PLAIN_30X20 } from './worked-examples.fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The promotion began on 1 November 2026; today is five days later. */
const START = Date.UTC(2026, 10, 1, 9, 0);
const NOW = START + 5 * DAY;
/** The history begins long before the window. */
const SINCE = START - 100 * DAY;

/**
 * DESIGN.md §5's second worked example (123,72 € before a 10 % promotion, 111,35 € with it). At
 * 15,00 €/m instead of 18,50 €/m its frame costs 29,40 € a piece: 110,00 € for the two pieces;
 * at 25,00 €/m 49,00 € a piece: 149,20 €.
 */
const FRAMED: CraftedProductPriceInput = FRAMED_WORKED_EXAMPLE;

/** A value that was `values[i]` from `changes[i]` until the next change (the first from SINCE). */
const series = (values: number[], changes: number[]): ValueInterval[] =>
  values.map((value, i) => ({
    from: i === 0 ? SINCE : changes[i - 1],
    to: i < changes.length ? changes[i] : null,
    value,
  }));

/** No promotion until START, then `percent`. */
const PROMOTION_SINCE_START = series([0, 10], [START]);

const priced = (history: PriceHistory, input: CraftedProductPriceInput = FRAMED) => {
  const price = priceWithPriceHistory(input, history, NOW);
  expect(price.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(price.priceCents);
  return {
    price: price.priceCents,
    struck: price.totalPriceCents,
    lowest: price.lowestPrice30DaysCents,
  };
};

/** The promotion since the start, and the frame's metre repriced `from` -> `to` on that day. */
const frameRepriced = (from: number, to: number, daysFromStart: number): PriceHistory => ({
  promotionPercent: PROMOTION_SINCE_START,
  framePerMetre: series([from, to], [START + daysFromStart * DAY]),
});

describe('the lowest price of the 30 days before a promotion (Omnibus)', () => {
  it('without a promotion there is none, and the price is the plain one', () => {
    const input = { ...FRAMED, promotionPercent: 0 };
    const price = priceWithPriceHistory(input, { promotionPercent: series([0], []) }, NOW);
    expect(price.lowestPrice30DaysCents).toBeNull();
    expect(price).toMatchObject(priceCraftedProduct(input));
    expect(price.priceCents).toBe(12372);
  });

  it('with prices unchanged, the worked example: 10 % off 123,72 €', () => {
    expect(priced({ promotionPercent: PROMOTION_SINCE_START })).toEqual({
      price: 11135,
      struck: 12372,
      lowest: 12372,
    });
  });

  it('a rise 40 days before the promotion is outside the window', () => {
    const history = frameRepriced(15, 18.5, -40);
    expect(priced(history)).toEqual({ price: 11135, struck: 12372, lowest: 12372 });
  });

  it('a rise 10 days before the promotion does not inflate the struck price', () => {
    const history = frameRepriced(15, 18.5, -10);
    expect(priced(history)).toEqual({ price: 9900, struck: 11000, lowest: 11000 });
    const lines = priceWithPriceHistory(FRAMED, history, NOW).lines.slice(-2);
    expect(lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Najnižšia cena za 30 dní', -1372],
      ['Zľava 10\u00a0%', -1100],
    ]);
  });

  it('a cut 10 days before the promotion leaves today’s price the lowest', () => {
    const history = frameRepriced(25, 18.5, -10);
    expect(priced(history)).toEqual({ price: 11135, struck: 12372, lowest: 12372 });
  });

  it('a cut after the promotion began: the reduction is taken off today’s lower price', () => {
    const history = frameRepriced(25, 18.5, 2);
    expect(priced(history)).toEqual({ price: 11135, struck: 12372, lowest: 14920 });
  });

  it('an earlier promotion 10 days before counts at the price paid then', () => {
    // 20 % off 123,72 € = 98,98 € from 15 to 10 days before; 10 % off that is 9,90 €.
    const history = {
      promotionPercent: series([0, 20, 0, 10], [START - 15 * DAY, START - 10 * DAY, START]),
    };
    expect(priced(history)).toEqual({ price: 8908, struck: 9898, lowest: 9898 });
  });

  it('an earlier promotion 40 days before is outside the window', () => {
    const history = {
      promotionPercent: series([0, 20, 0, 10], [START - 45 * DAY, START - 40 * DAY, START]),
    };
    expect(priced(history)).toEqual({ price: 11135, struck: 12372, lowest: 12372 });
  });

  it('raising a running promotion keeps the day it began', () => {
    // Counted from the raise (3 days after START) the 15,00 €/m days would be out of the window.
    const history = {
      promotionPercent: series([0, 10, 20], [START, START + 3 * DAY]),
      framePerMetre: series([15, 18.5], [START - 28 * DAY]),
    };
    const input = { ...FRAMED, promotionPercent: 20 };
    expect(priced(history, input)).toEqual({ price: 8800, struck: 11000, lowest: 11000 });
  });

  it('a configuration first offered during the promotion is reduced from today’s price', () => {
    const history = {
      promotionPercent: PROMOTION_SINCE_START,
      framePerMetre: [{ from: START + DAY, to: null, value: 18.5 }],
    };
    expect(priced(history)).toEqual({ price: 11135, struck: 12372, lowest: 12372 });
  });

  it('a minimum price raised inside the window counts as any other value', () => {
    // A 30 × 20 cm print: 2,10 € of print and work topped up to the minimum, 3,00 € then 5,00 €.
    const plain: CraftedProductPriceInput = {
      ...PLAIN_30X20,
      minimumPrice: 5,
      promotionPercent: 10,
    };
    const history = {
      promotionPercent: PROMOTION_SINCE_START,
      minimumPrice: series([3, 5], [START - 10 * DAY]),
    };
    expect(priced(history, plain)).toEqual({ price: 270, struck: 300, lowest: 300 });
  });
});
