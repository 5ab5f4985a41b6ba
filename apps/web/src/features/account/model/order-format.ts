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
