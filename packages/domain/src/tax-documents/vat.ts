import { decimalOf } from '../money/decimal.ts';

/** Base and VAT of one VAT rate, in cents (negative on a credit note). */
export interface VatRateCents {
  /** Percent, e.g. 23. */
  rate: number;
  baseCents: number;
  vatCents: number;
}

/** An amount that includes VAT at `vatPercent`. */
export interface TaxedAmount {
  amountCents: number;
  vatPercent: number;
}

/** numerator / denominator (denominator > 0) rounded half away from zero. */
const divideHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
};

/** cents × 100 / ((100 + rate) × divisor), exact until one rounding half away from zero. */
const netCents = (cents: number, vatPercent: number, divisor = 1): number => {
  const rate = decimalOf(vatPercent);
  const one = 10n ** BigInt(rate.scale);
  const numerator = BigInt(Math.round(cents)) * 100n * one;
  const denominator = (100n * one + rate.units) * BigInt(divisor);
  return Number(divideHalfUp(numerator, denominator));
};

/**
 * VAT contained in a price that includes it: the base is the total divided by (1 + rate),
 * rounded half away from zero to the cent, and the VAT is what remains, so base + VAT is always
 * the total (a negative total splits into a negative base and VAT).
 * @example vatIncluded(12300, 23) // -> { baseCents: 10000, vatCents: 2300 }; vatIncluded(1000, 23) -> { baseCents: 813, vatCents: 187 }
 */
export const vatIncluded = (
  totalCents: number,
  vatPercent: number,
): { baseCents: number; vatCents: number } => {
  const baseCents = netCents(totalCents, vatPercent);
  return { baseCents, vatCents: totalCents - baseCents };
};

/**
 * Base and VAT per rate of VAT-inclusive amounts: the amounts of a rate are summed first and
 * split once, so each rate's base + VAT is exactly what its lines sum to. Highest rate first.
 * @example vatBreakdown([{ amountCents: 9990, vatPercent: 23 }, { amountCents: 490, vatPercent: 23 }]) // -> [{ rate: 23, baseCents: 8520, vatCents: 1960 }]
 */
export const vatBreakdown = (amounts: readonly TaxedAmount[]): VatRateCents[] => {
  const totals = new Map<number, number>();
  for (const { amountCents, vatPercent } of amounts) {
    totals.set(vatPercent, (totals.get(vatPercent) ?? 0) + amountCents);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, total]) => ({ rate, ...vatIncluded(total, rate) }));
};

/**
 * The unit price without VAT of a line of `quantity` pieces costing `amountCents` with VAT, to
 * the cent (half away from zero).
 * @example unitPriceWithoutVat(9990, 2, 23) // -> 4061 (99,90 € for 2 pieces: 40,61 € each without VAT)
 */
export const unitPriceWithoutVat = (
  amountCents: number,
  quantity: number,
  vatPercent: number,
): number => netCents(amountCents, vatPercent, Math.max(1, Math.round(quantity)));

/** Every rate's base and VAT with the sign turned: what a credit note takes back. */
export const negatedBreakdown = (breakdown: readonly VatRateCents[]): VatRateCents[] =>
  breakdown.map(({ rate, baseCents, vatCents }) => ({
    rate,
    baseCents: -baseCents,
    vatCents: -vatCents,
  }));

/**
 * `breakdown` less `deducted`, rate by rate (a rate in either appears): what a final invoice adds
 * to the VAT already declared on the advance it deducts.
 * @example breakdownLess([{ rate: 23, baseCents: 8520, vatCents: 1960 }], [{ rate: 23, baseCents: 8520, vatCents: 1960 }]) // -> [{ rate: 23, baseCents: 0, vatCents: 0 }]
 */
export const breakdownLess = (
  breakdown: readonly VatRateCents[],
  deducted: readonly VatRateCents[],
): VatRateCents[] => {
  const byRate = new Map<number, VatRateCents>();
  for (const r of breakdown) byRate.set(r.rate, { ...r });
  for (const d of deducted) {
    const r = byRate.get(d.rate) ?? { rate: d.rate, baseCents: 0, vatCents: 0 };
    byRate.set(d.rate, {
      rate: d.rate,
      baseCents: r.baseCents - d.baseCents,
      vatCents: r.vatCents - d.vatCents,
    });
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
};
