import { describe, expect, it } from 'vitest';
import { addMonths, shopDay } from './shop-day.ts';

describe("the shop's calendar day", () => {
  it('is the day in Slovakia, an hour ahead of UTC in winter and two in summer', () => {
    expect(shopDay(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(shopDay(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(shopDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(shopDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('moves by months as a calendar does', () => {
    expect(addMonths('2026-11-25', -1)).toBe('2026-10-25');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-03-03');
  });
});
