import { formatEur, parseDecimalText, roundHalfUpToCents } from '@fotoobraz/domain';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant in local time as the spec shows dates (§9: DD/MM/YY HH:mm), or only the date.
 * @example formatDateTime('2026-03-05T08:07:09Z') // -> '05/03/26 09:07' in Bratislava (CET)
 */
export const formatDateTime = (iso: string | null | undefined, withTime = true): string => {
  const d = new Date(iso ?? '');
  if (Number.isNaN(d.getTime())) return iso ?? '';
  const date = `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)}`;
  return withTime ? `${date} ${two(d.getHours())}:${two(d.getMinutes())}` : date;
};

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
