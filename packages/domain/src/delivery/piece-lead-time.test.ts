import { describe, expect, it } from 'vitest';
import { priceCraftedProduct } from '../pricing/pricing.ts';
import {
  dispatchOfferOf,
  dispatchSettingsOf,
  expressOnSale,
  leadTimeQuestionOf,
  pieceProductionDays,
  type LeadTimeFacts,
  type LeadTimeParts,
} from './piece-lead-time.ts';
import { PLAIN_30X20 } from '../pricing/worked-examples.fixture.ts';

const facts: LeadTimeFacts = {
  // paper 2 days, mat 4, glass (none), frame moulding 3
  manufacturerDays: new Map([
    [1, 2],
    [2, 4],
    [3, 3],
    [4, null],
  ]),
  frameStock: new Map([[7, [{ totalSizeCm: '40x50', inStock: 0 }]]]),
};

const framedWithMat: LeadTimeParts = {
  kind: 'PHOTOPASPARTAFRAME',
  totalSizeCm: '50x40',
  printMedia: { id: 10, manufacturer: { id: 1 } },
  pasparta: { id: 11, manufacturer: { id: 2 } },
  glass: { id: 12, manufacturer: { id: 4 } },
  frame: { id: 7, manufacturer: { id: 3 } },
};

describe("a configured piece's production days", () => {
  it('asks for the manufacturers of the parts its kind uses, and its frame', () => {
    expect(leadTimeQuestionOf([framedWithMat])).toEqual({
      manufacturerIds: [1, 4, 2, 3],
      frameIds: [7],
    });
    // A plain photo uses no mat or frame, whatever the request named.
    expect(leadTimeQuestionOf([{ ...framedWithMat, kind: 'PLAINPHOTO' }])).toEqual({
      manufacturerIds: [1],
      frameIds: [],
    });
  });

  it('is the slowest part; the frame out of stock in this size waits for the restock', () => {
    // frame: 3 days + 5 of restocking beats the mat's 4
    expect(pieceProductionDays(framedWithMat, facts, 5)).toBe(8);
    // in stock in another size: the mat decides
    expect(pieceProductionDays({ ...framedWithMat, totalSizeCm: '30x20' }, facts, 5)).toBe(4);
    expect(pieceProductionDays({ ...framedWithMat, kind: 'PLAINPHOTO' }, facts, 5)).toBe(2);
    expect(pieceProductionDays({ kind: null }, facts, 5)).toBe(1);
  });
});

describe('the dispatch settings and express', () => {
  it('reads the global params, a bad value taking its default', () => {
    expect(dispatchSettingsOf({})).toEqual({
      cutoffHour: 12,
      expressDaysSaved: 2,
      restockDays: 5,
      expressPriceEur: 9.9,
    });
    expect(
      dispatchSettingsOf({
        DISPATCH_CUTOFF_HOUR: '14',
        EXPRESS_DAYS_SAVED: '3',
        DISPATCH_RESTOCK_DAYS: 'x',
        EXPRESS_PRICE: '12.50',
      }),
    ).toEqual({ cutoffHour: 14, expressDaysSaved: 3, restockDays: 5, expressPriceEur: 12.5 });
    expect(dispatchSettingsOf({ DISPATCH_CUTOFF_HOUR: '25' }).cutoffHour).toBe(12);
  });

  it('sells express only where it has a price and saves a day', () => {
    const settings = dispatchSettingsOf({});
    expect(expressOnSale(4, settings)).toBe(true);
    expect(expressOnSale(1, settings)).toBe(false);
    expect(expressOnSale(4, { ...settings, expressPriceEur: 0 })).toBe(false);
  });

  it('prices express once for the piece, under the promotion', () => {
    const price = priceCraftedProduct({
      ...PLAIN_30X20,
      copies: 2,
      promotionPercent: 10,
      express: { priceEur: 9.9, daysSaved: 2 },
    });
    // Tlač 1,80 × 2, Výroba 0,30 × 2, Expresná výroba 9,90 once; 10 % off 14,10
    expect(price.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Tlač', 360],
      ['Výroba', 60],
      ['Expresná výroba', 990],
      ['Zľava 10\u00a0%', -141],
    ]);
    expect(price.priceCents).toBe(1269);
    expect(price.totalPriceCents).toBe(1410);
    expect(price.text2).toContain(
      'Expresná výroba;odoslanie o 2\u00a0pracovné dni skôr;9,90\u00a0€',
    );
  });
});

describe("the dispatch offer of a piece's answer", () => {
  const at = new Date('2026-12-01T09:00:00Z');
  const settings = dispatchSettingsOf({});

  it('gives both days and the price; the chosen express sets the day', () => {
    expect(dispatchOfferOf({ productionDays: 4, express: true, at, settings })).toEqual({
      dispatchDate: '2026-12-03',
      standardDispatchDate: '2026-12-07',
      expressDispatchDate: '2026-12-03',
      expressPrice: 9.9,
    });
    expect(dispatchOfferOf({ productionDays: 4, express: false, at, settings }).dispatchDate).toBe(
      '2026-12-07',
    );
  });

  it('offers no express to a piece made in a day, even when it was chosen', () => {
    expect(dispatchOfferOf({ productionDays: 1, express: true, at, settings })).toEqual({
      dispatchDate: '2026-12-02',
      standardDispatchDate: '2026-12-02',
      expressDispatchDate: null,
      expressPrice: null,
    });
  });
});
