import {
  decimalMul,
  decimalOf,
  decimalRoundHalfUp,
  decimalShift,
  type Decimal,
} from './decimal.ts';

/**
 * Money is integer cents inside the domain; euros appear only at the edges (entity decimals,
 * formatted text). Slovak formatting follows `Intl.NumberFormat('sk-SK')`, written out by hand so
 * that server, browser and tests produce the same bytes whatever their ICU data: decimal comma,
 * thousands grouped by a NO-BREAK SPACE (U+00A0) and a no-break space before '€', so an amount
 * never wraps between number and currency. Negative amounts use the ASCII hyphen-minus, as Intl
 * does ('-12,37 €').
 */
export const NBSP = '\u00a0';

/**
 * Euros to whole cents, rounding half away from zero on the decimal value as written (not on its
 * binary approximation). Throws a RangeError for NaN and ±Infinity.
 * @example roundHalfUpToCents(1.005) // -> 101 (Math.round(1.005 * 100) would give 100)
 */
export const roundHalfUpToCents = (euros: number): number =>
  Number(decimalRoundHalfUp(decimalOf(euros), 2));

/**
 * Whole cents of an exact decimal euro amount, rounded half away from zero.
 * @example decimalToCents({ units: 362600n, scale: 4 }) // -> 3626 (36.26 EUR)
 */
export const decimalToCents = (euros: Decimal): number => Number(decimalRoundHalfUp(euros, 2));

/**
 * `percent` % of an amount in cents, rounded half away from zero on the exact decimal: what a
 * promotion takes off a total.
 * @example percentOfCents(3966, 12.5) // -> 496 (495.75)
 */
export const percentOfCents = (cents: number, percent: number): number =>
  Number(decimalRoundHalfUp(decimalShift(decimalMul(decimalOf(cents), decimalOf(percent)), -2), 0));

/**
 * Cents to euros for the entities' decimal fields (`price`, `totalPrice`).
 * @example centsToEuros(11135) // -> 111.35
 */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * A decimal number in Slovak notation, rounded half away from zero to at most `maxDecimals` and
 * showing at least `minDecimals` (trailing zeros beyond that are dropped).
 * @example formatDecimalSk(0.2772, 2, 4) // -> '0,2772'; formatDecimalSk(1234.5, 2, 4) -> '1 234,50' (U+00A0 space)
 */
export const formatDecimalSk = (
  value: number,
  minDecimals = 2,
  maxDecimals = minDecimals,
): string => {
  const scaled = decimalRoundHalfUp(decimalOf(value), maxDecimals);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(maxDecimals + 1, '0');
  const whole = digits.slice(0, digits.length - maxDecimals);
  let fraction = digits.slice(digits.length - maxDecimals);
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
};

/**
 * Cents as a Slovak euro amount: decimal comma, thousands and the currency separated by U+00A0.
 * @example formatEur(1250) // -> '12,50 €'; formatEur(123450) -> '1 234,50 €'; formatEur(-1237) -> '-12,37 €'
 */
export const formatEur = (cents: number): string =>
  `${formatDecimalSk(Math.round(cents) / 100, 2)}${NBSP}€`;

/**
 * A price difference for an option label: always signed, zero as '+0,00 €'.
 * @example formatEurDifference(340) // -> '+3,40 €'; formatEurDifference(-1200) -> '-12,00 €'
 */
export const formatEurDifference = (cents: number): string =>
  cents < 0 ? formatEur(cents) : `+${formatEur(cents)}`;

/**
 * A photo size in cm as the photo-only size fields show it, the Slovak way: two decimals after a
 * decimal comma, no grouping, never negative (NaN and negatives show as '0,00'). The fields take
 * a dot too (parseDecimalText); the API keeps its numbers.
 * @example formatCm(29.999) // -> '30,00'; formatCm(1.005) -> '1,01'; formatCm(-3) -> '0,00'
 */
export const formatCm = (cm: number): string => {
  if (!Number.isFinite(cm) || cm <= 0) return '0,00';
  const hundredths = decimalRoundHalfUp(decimalOf(cm), 2).toString().padStart(3, '0');
  return `${hundredths.slice(0, -2)},${hundredths.slice(-2)}`;
};

/**
 * A decimal number typed as text (a frame's `price`, a global param), with a dot or a decimal
 * comma, optional spaces as thousands separators and an optional sign; null when it is not one.
 * @example parseDecimalText('18,50') // -> 18.5; parseDecimalText(' 1 234.5 ') -> 1234.5; parseDecimalText('12 €') -> null
 */
export const parseDecimalText = (text: string | null | undefined): number | null => {
  const compact = (text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : null;
};
