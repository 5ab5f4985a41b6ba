import { describe, expect, it } from 'vitest';
import { groupedIban } from './iban.ts';

describe('an IBAN for people', () => {
  it.each([
    ['SK3112000000198742637541', 'SK31 1200 0000 1987 4263 7541'],
    ['sk31 1200 0000\u00a01987 4263 7541', 'SK31 1200 0000 1987 4263 7541'],
    ['CZ6508000000192000145399', 'CZ65 0800 0000 1920 0014 5399'],
  ])('%s reads %s, in groups of four with ordinary spaces only', (iban, text) => {
    expect(groupedIban(iban)).toBe(text);
    // A line may break only between two groups: no no-break space joins them.
    expect(groupedIban(iban)).not.toContain('\u00a0');
  });
});
