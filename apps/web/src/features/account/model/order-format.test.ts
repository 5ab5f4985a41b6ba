import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './order-format';

describe('order formats', () => {
  it.each([
    [111.35, '111,35\u00a0€'],
    ['4.9', '4,90\u00a0€'],
    [1234.5, '1\u00a0234,50\u00a0€'],
    [null, ''],
    ['n/a', ''],
  ])('formatAmount(%j) -> %j', (euros, text) => {
    expect(formatAmount(euros)).toBe(text);
  });

  it('formatDateTime: the Slovak way in Bratislava, or the date only', () => {
    expect(formatDateTime('2026-03-05T08:07:00Z')).toBe('5.\u00a03.\u00a02026 09:07');
    expect(formatDateTime('2026-03-05T08:07:00Z', false)).toBe('5.\u00a03.\u00a02026');
    expect(formatDateTime(null)).toBe('');
  });
});
