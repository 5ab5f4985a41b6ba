import { describe, expect, it } from 'vitest';
import { shopDay } from './shop-day.ts';
import {
  SLOVAK_DAYS_OFF,
  addDays,
  isSlovakWorkingDay,
  nextSlovakWorkingDay,
} from './slovak-days-off.ts';

describe("Slovakia's days off", () => {
  it('pins the 2026 list after the consolidation: 8 May, 1 and 15 September and 17 November are working days', () => {
    const monthDays = ['01-01', '01-06', '04-03', '04-06', '05-01', '07-05', '08-29', '11-01'];
    const christmas = ['12-24', '12-25', '12-26'];
    expect(SLOVAK_DAYS_OFF[2026]).toEqual([...monthDays, ...christmas].map((d) => `2026-${d}`));
    for (const day of ['2026-05-08', '2026-09-01', '2026-09-15', '2026-11-17']) {
      expect(isSlovakWorkingDay(day)).toBe(true);
    }
  });

  it('brings 8 May and 15 September back in 2027, and keeps 1 September and 17 November working days', () => {
    expect(isSlovakWorkingDay('2027-09-15')).toBe(false);
    expect(SLOVAK_DAYS_OFF[2027]).toContain('2027-05-08');
    expect(isSlovakWorkingDay('2027-09-01')).toBe(true);
    expect(isSlovakWorkingDay('2027-11-17')).toBe(true);
  });

  it('puts Easter where the calendar does: Good Friday and Easter Monday', () => {
    expect(SLOVAK_DAYS_OFF[2025]).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21']));
    expect(SLOVAK_DAYS_OFF[2027]).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29']));
  });

  it('knows every year from this one to the next, so the list is extended before it runs out', () => {
    const year = Number(shopDay().slice(0, 4));
    expect(Object.keys(SLOVAK_DAYS_OFF).map(Number)).toEqual(
      expect.arrayContaining([year, year + 1]),
    );
  });

  it('moves to the next working day over weekends and Christmas', () => {
    expect(nextSlovakWorkingDay('2026-11-28')).toBe('2026-11-30');
    expect(nextSlovakWorkingDay('2026-12-24')).toBe('2026-12-28');
    expect(nextSlovakWorkingDay('2026-12-31')).toBe('2026-12-31');
    expect(nextSlovakWorkingDay('2027-01-01')).toBe('2027-01-04');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
