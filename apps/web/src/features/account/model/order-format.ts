import { formatEur, parseDecimalText, roundHalfUpToCents, slovakDateTime } from '@fotoobraz/domain';

/**
 * An instant the Slovak way in Bratislava, to the minute or only the date.
 * @example formatDateTime('2026-03-05T08:07:09Z') // -> '5. 3. 2026 09:07'
 */
export const formatDateTime = (iso: string | null | undefined, withTime = true): string =>
  slovakDateTime(iso, withTime ? 'minutes' : 'none');

/**
 * An amount in euros (a number, or decimal text) as Slovak money; empty when there is none.
 * @example formatAmount(111.35) // -> '111,35 €'; formatAmount('4.9') -> '4,90 €'
 */
export const formatAmount = (euros: number | string | null | undefined): string => {
  const value = typeof euros === 'string' ? parseDecimalText(euros) : euros;
  return typeof value === 'number' && Number.isFinite(value)
    ? formatEur(roundHalfUpToCents(value))
    : '';
};

/**
 * An IBAN in groups of four, as banks print it.
 * @example formatIban('SK3112000000198742637541') // -> 'SK31 1200 0000 1987 4263 7541'
 */
export const formatIban = (iban: string): string =>
  iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
