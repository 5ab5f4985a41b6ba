import {
  formatDecimalSk,
  formatEur,
  parseDecimalText,
  roundHalfUpToCents,
  slovakDateTime,
  type FieldDef,
} from '@fotoobraz/domain';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant as the back-office shows it: the Slovak way, in Bratislava (the owner found the
 * spec's DD/MM/YY foreign), with seconds on request; empty for no value.
 * @example formatInstant('2026-03-05T08:07:09Z') // -> '5. 3. 2026 09:07'
 */
export const formatInstant = (iso: string | null | undefined, withSeconds = false): string =>
  slovakDateTime(iso, withSeconds ? 'seconds' : 'minutes');

/**
 * An instant as the value of a datetime-local input (spec §9: YYYY-MM-DDThh:mm, local time).
 * @example toDateTimeLocal('2026-03-05T08:07:00Z') // -> '2026-03-05T09:07' in Bratislava (CET)
 */
export const toDateTimeLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** The moment a datetime-local value names, as ISO 8601 (the browser's time zone). */
export const fromDateTimeLocal = (local: string): string => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

/** Decimal fields holding euros (and a frame's price per metre, kept as text). */
const MONEY_FIELD = /price|postage|amount/i;

export const isMoneyField = (name: string): boolean => MONEY_FIELD.test(name);

/**
 * A number as the spec's formats show it: whole numbers '0,0', other decimals '0,0.[00]', money
 * with two decimals and '€' (all Slovak: decimal comma, no-break space between thousands).
 * @example formatNumber('pricePerSqare', 30) // -> '30,00 €'; formatNumber('thickness', 20.5) -> '20,50'
 */
export const formatNumber = (name: string, field: FieldDef, value: number): string => {
  if (isMoneyField(name)) return formatEur(roundHalfUpToCents(value));
  if (field.kind !== 'decimal' || Number.isInteger(value)) return formatDecimalSk(value, 0, 0);
  return formatDecimalSk(value, 2, 2);
};

/** A frame's price is text that reads as a number; shown like any other amount when it does. */
export const formatDecimalText = (name: string, text: string): string => {
  const value = parseDecimalText(text);
  if (value === null) return text;
  return isMoneyField(name) ? formatEur(roundHalfUpToCents(value)) : formatDecimalSk(value, 0, 2);
};

/** How many bytes a base64 text holds. */
export const base64Bytes = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
};

/**
 * A byte count for people, in Slovak.
 * @example formatBytes(345) // -> '345 B'; formatBytes(1536) -> '1,5 kB'; formatBytes(2621440) -> '2,5 MB'
 */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes}\u00a0B`;
  if (bytes < 1024 * 1024) return `${formatDecimalSk(bytes / 1024, 0, 1)}\u00a0kB`;
  return `${formatDecimalSk(bytes / (1024 * 1024), 0, 1)}\u00a0MB`;
};
