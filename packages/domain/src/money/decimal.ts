/**
 * Exact decimal arithmetic for money and areas. A JavaScript number such as 1.005 is stored in
 * binary as 1.00499999999999989…, so `Math.round(1.005 * 100)` gives 100. We take each number at
 * its shortest decimal spelling (`String(1.005)` is '1.005', the value the author meant) and
 * compute on big integers, so sums, products and powers of ten are exact and rounding sees the
 * true half.
 */

/** The exact value `units × 10^-scale`; `scale` is never negative. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * The exact decimal a finite number is written as; throws a RangeError for NaN and ±Infinity.
 * @example decimalOf(1.005) // -> { units: 1005n, scale: 3 }; decimalOf(1e21) -> { units: 10n ** 21n, scale: 0 }
 */
export const decimalOf = (n: number): Decimal => {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  const [mantissa, exponent = '0'] = String(n).toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
};

const aligned = (a: Decimal, b: Decimal): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
};

/**
 * The exact sum.
 * @example decimalAdd(decimalOf(0.1), decimalOf(0.2)) // -> { units: 3n, scale: 1 } (0.3, not 0.30000000000000004)
 */
export const decimalAdd = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
};

/**
 * The exact difference `a - b`.
 * @example decimalSub(decimalOf(0.2), decimalOf(0.12)) // -> { units: 8n, scale: 2 } (0.08)
 */
export const decimalSub = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
};

/**
 * The exact product of any number of decimals (1 for none).
 * @example decimalMul(decimalOf(0.06), decimalOf(30)) // -> { units: 180n, scale: 2 } (1.80)
 */
export const decimalMul = (...factors: Decimal[]): Decimal =>
  factors.reduce((p, f) => ({ units: p.units * f.units, scale: p.scale + f.scale }), {
    units: 1n,
    scale: 0,
  });

/**
 * The exact value times 10^`power` (a negative power divides, exactly).
 * @example decimalShift(decimalOf(2400), -4) // -> { units: 2400n, scale: 4 } (0.24 m² from 2400 cm²)
 */
export const decimalShift = (d: Decimal, power: number): Decimal =>
  power < 0
    ? { units: d.units, scale: d.scale - power }
    : d.scale >= power
      ? { units: d.units, scale: d.scale - power }
      : { units: d.units * pow10(power - d.scale), scale: 0 };

/**
 * The value rounded half away from zero to `places` decimals, as an integer count of
 * 10^-`places` units (so places 2 turns euros into cents).
 * @example decimalRoundHalfUp(decimalOf(1.005), 2) // -> 101n; decimalRoundHalfUp(decimalOf(-0.125), 2) -> -13n
 */
export const decimalRoundHalfUp = (d: Decimal, places: number): bigint => {
  if (d.scale <= places) return d.units * pow10(places - d.scale);
  const divisor = pow10(d.scale - places);
  const quotient = d.units / divisor;
  const remainder = d.units % divisor;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (magnitude * 2n < divisor) return quotient;
  return d.units < 0n ? quotient - 1n : quotient + 1n;
};

/**
 * The nearest JavaScript number (for display and storage, never for further exact sums).
 * @example decimalToNumber({ units: 12372n, scale: 2 }) // -> 123.72
 */
export const decimalToNumber = (d: Decimal): number => {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const cut = digits.length - d.scale;
  return Number(`${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut) || '0'}`);
};
