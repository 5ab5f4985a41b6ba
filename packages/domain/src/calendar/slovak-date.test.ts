import { describe, expect, it } from 'vitest';
import { slovakDateTime, slovakDay } from './slovak-date.ts';

const NBSP = '\u00a0';

describe('dates as Slovak writes them', () => {
  it.each([
    ['2026-12-07', `7.${NBSP}12.${NBSP}2026`],
    ['2026-01-31', `31.${NBSP}1.${NBSP}2026`],
    ['2026-03-05T10:00:00Z', `5.${NBSP}3.${NBSP}2026`],
    ['07/12/26', '07/12/26'],
  ])('the day %s reads %s', (day, text) => {
    expect(slovakDay(day)).toBe(text);
  });

  it.each([
    // Winter (CET, UTC+1) and summer (CEST, UTC+2) in Bratislava.
    ['2026-12-07T08:05:09Z', 'minutes', `7.${NBSP}12.${NBSP}2026 09:05`],
    ['2026-12-07T08:05:09Z', 'seconds', `7.${NBSP}12.${NBSP}2026 09:05:09`],
    ['2026-07-01T22:30:00Z', 'none', `2.${NBSP}7.${NBSP}2026`],
    ['2026-07-01T22:30:00Z', 'minutes', `2.${NBSP}7.${NBSP}2026 00:30`],
  ] as const)('the instant %s to the %s reads %s', (instant, time, text) => {
    expect(slovakDateTime(instant, time)).toBe(text);
  });

  it('leaves no value empty and a text that is no instant as it came', () => {
    expect(slovakDateTime(null)).toBe('');
    expect(slovakDateTime('')).toBe('');
    expect(slovakDateTime('zajtra')).toBe('zajtra');
    expect(slovakDateTime(Date.UTC(2026, 11, 7, 8, 5))).toBe(`7.${NBSP}12.${NBSP}2026 09:05`);
  });
});
