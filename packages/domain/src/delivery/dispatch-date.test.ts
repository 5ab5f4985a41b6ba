import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  dispatchDate,
  dispatchDayText,
  dispatchSentence,
  expressProductionDays,
  latestDispatchDate,
  productionStartDay,
  type DispatchSettings,
} from './dispatch-date.ts';
import { frameSizeOutOfStock, productionDaysOf } from './production-days.ts';

const settings: DispatchSettings = { cutoffHour: 12, expressDaysSaved: 2 };

/** The day a piece of `productionDays` ordered at `at` (UTC) ships. */
const ships = (at: string, productionDays: number, express = false) =>
  dispatchDate({ orderedAt: new Date(at), productionDays, express, settings });

describe('the day production starts (cut-off in Bratislava time)', () => {
  it.each([
    ['Friday 11:59 in winter (UTC+1), before the cut-off', '2026-12-04T10:59:00Z', '2026-12-04'],
    [
      'Friday 12:00, the cut-off itself: the next working day',
      '2026-12-04T11:00:00Z',
      '2026-12-07',
    ],
    ['Saturday morning', '2026-12-05T08:00:00Z', '2026-12-07'],
    [
      'Sunday 23:30 UTC is already Monday 00:30 in Bratislava',
      '2026-12-06T23:30:00Z',
      '2026-12-07',
    ],
    [
      '11:30 in summer (UTC+2) is 09:30 UTC, before the cut-off',
      '2026-04-02T09:30:00Z',
      '2026-04-02',
    ],
    ['13:30 in summer is 11:30 UTC: after the cut-off', '2026-04-02T11:30:00Z', '2026-04-07'],
    ['Christmas Eve morning: a day off', '2026-12-24T08:00:00Z', '2026-12-28'],
  ])('%s', (_case, at, day) => {
    expect(productionStartDay(new Date(at), 12)).toBe(day);
  });
});

describe('worked examples across weekends and holidays', () => {
  it.each([
    // [case, ordered at (UTC), production days, dispatch day]
    ['Friday before the cut-off, 3 days: Mon, Tue, Wed', '2026-12-04T10:00:00Z', 3, '2026-12-09'],
    [
      'Friday after the cut-off, 3 days: counted from Monday',
      '2026-12-04T12:30:00Z',
      3,
      '2026-12-10',
    ],
    ['23 December, 2 days: over 24–27 December', '2026-12-23T09:00:00Z', 2, '2026-12-29'],
    ['30 December, 3 days: over New Year and the weekend', '2026-12-30T09:00:00Z', 3, '2027-01-05'],
    ['before Easter 2026 (3 and 6 April off)', '2026-04-02T09:30:00Z', 1, '2026-04-07'],
    ['before Easter 2027 (26 and 29 March off)', '2027-03-25T09:00:00Z', 1, '2027-03-30'],
    ['1 September 2026 is a working day (since 2024)', '2026-08-31T08:00:00Z', 1, '2026-09-01'],
    ['17 November 2026 is a working day (since 2025)', '2026-11-16T09:00:00Z', 1, '2026-11-17'],
    ['15 September 2026 is a working day (2026 only)', '2026-09-14T08:00:00Z', 1, '2026-09-15'],
    ['15 September 2027 is a day off again', '2027-09-14T08:00:00Z', 1, '2027-09-16'],
    ['6 January 2027 stays a day off', '2027-01-05T09:00:00Z', 1, '2027-01-07'],
    ['no production days still takes the workshop a day', '2026-12-01T09:00:00Z', 0, '2026-12-02'],
  ])('%s', (_case, at, days, day) => {
    expect(ships(at, days)).toBe(day);
  });
});

describe('express production', () => {
  it('takes the saved days off: 5 days become 3', () => {
    expect(expressProductionDays(5, 2)).toBe(3);
    expect(ships('2026-12-01T09:00:00Z', 5)).toBe('2026-12-08');
    expect(ships('2026-12-01T09:00:00Z', 5, true)).toBe('2026-12-04');
  });

  it('is never earlier than the next working day after the start', () => {
    expect(expressProductionDays(2, 2)).toBe(1);
    // Friday morning: the earliest is Monday, whatever express would save.
    expect(ships('2026-12-04T08:00:00Z', 2, true)).toBe('2026-12-07');
    expect(ships('2026-12-04T08:00:00Z', 3, true)).toBe('2026-12-07');
  });

  it('saves nothing on a piece made in one day, so it is not offered', () => {
    expect(expressProductionDays(1, 2)).toBeNull();
    expect(expressProductionDays(4, 0)).toBeNull();
    expect(ships('2026-12-04T08:00:00Z', 1, true)).toBe(ships('2026-12-04T08:00:00Z', 1));
  });
});

describe("a piece's production days from its parts", () => {
  it('is the slowest part, at least one day', () => {
    expect(productionDaysOf([])).toBe(1);
    expect(productionDaysOf([{ manufacturerDays: null }, { manufacturerDays: 0 }])).toBe(1);
    expect(productionDaysOf([{ manufacturerDays: 2 }, { manufacturerDays: 4 }])).toBe(4);
    expect(productionDaysOf([{ manufacturerDays: -3 }, { manufacturerDays: 1.5 }])).toBe(2);
  });

  it('adds the restock days to a part out of stock', () => {
    const frameOut = { manufacturerDays: 3, outOfStock: true };
    expect(productionDaysOf([{ manufacturerDays: 2 }, frameOut], 5)).toBe(8);
    expect(productionDaysOf([{ manufacturerDays: 2 }, frameOut])).toBe(8);
    expect(productionDaysOf([{ manufacturerDays: 2 }, frameOut], 0)).toBe(3);
  });

  it('knows a frame size out of stock in either orientation; an untracked size is available', () => {
    const rows = [
      { totalSizeCm: '40x50', inStock: 0 },
      { totalSizeCm: '30x20', inStock: 4 },
      { totalSizeCm: '60x40', inStock: 0 },
      { totalSizeCm: '60x40', inStock: 2 },
    ];
    expect(frameSizeOutOfStock(rows, '50x40')).toBe(true);
    expect(frameSizeOutOfStock(rows, '20x30')).toBe(false);
    expect(frameSizeOutOfStock(rows, '60x40')).toBe(false);
    expect(frameSizeOutOfStock(rows, '70x50')).toBe(false);
    expect(frameSizeOutOfStock([{ totalSizeCm: '50x40', inStock: null }], '50x40')).toBe(true);
  });

  it('an out-of-stock frame moves the date: 8 days from Tuesday 1 December', () => {
    const days = productionDaysOf([
      { manufacturerDays: 2 },
      { manufacturerDays: 3, outOfStock: true },
    ]);
    expect(ships('2026-12-01T09:00:00Z', days)).toBe('2026-12-11');
  });
});

describe('counting and writing the day', () => {
  it('adds working days over holidays', () => {
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-23', 0)).toBe('2026-12-23');
  });

  it('takes the latest day of an order', () => {
    expect(latestDispatchDate(['2026-12-07', null, '2026-12-10', '2026-12-08'])).toBe('2026-12-10');
    expect(latestDispatchDate([])).toBeNull();
  });

  it('writes the day in Slovak', () => {
    expect(dispatchDayText('2026-12-07')).toBe('pondelka 7. 12. 2026');
    expect(dispatchDayText('2026-12-11')).toBe('piatka 11. 12. 2026');
    expect(dispatchSentence('2027-01-06')).toBe('Odošleme do stredy 6. 1. 2027');
  });
});
