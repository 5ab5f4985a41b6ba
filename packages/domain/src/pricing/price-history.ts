import { GLOBAL_PARAM } from '../entities/global-param-names.ts';
import {
  priceCraftedProduct,
  type CraftedProductPrice,
  type CraftedProductPriceInput,
} from './pricing.ts';

/**
 * The catalogue fields pricing reads, by entity: every change to them is recorded with its
 * validity (Omnibus), so that a configuration can be priced as it was on any past day.
 */
export const PRICED_FIELDS = {
  product: ['priceManufactPerSquare'],
  productConfig: ['mirrorAddonSquare'],
  printMedia: ['pricePerSqare'],
  glass: ['pricePerSqare'],
  pasparta: ['pricePerSqare'],
  frame: ['price'],
  frameProfile: ['thickness'],
} as const satisfies Record<string, readonly string[]>;

/** The global params pricing reads; recorded like the catalogue fields. */
export const PRICED_PARAMS = [GLOBAL_PARAM.minPrice, GLOBAL_PARAM.promotionPercent] as const;

/** How far back the lowest price before a promotion is looked for: 30 days. */
export const LOWEST_PRICE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** A value valid from `from` (inclusive) until `to` (exclusive; null: still valid), in epoch ms. */
export interface ValueInterval {
  readonly from: number;
  readonly to: number | null;
  readonly value: number;
}

/** The numbers of a price input that follow the catalogue's changes. */
export type PricedValue =
  | 'manufacturePerM2'
  | 'printMediaPerM2'
  | 'glassPerM2'
  | 'paspartaPerM2'
  | 'framePerMetre'
  | 'frameThicknessMm'
  | 'mirrorAddonSquare'
  | 'minimumPrice'
  | 'promotionPercent';

/**
 * The recorded intervals of each value of one configuration. A value without a series has been
 * as it is now for as long as anyone knows; a series with no interval at an instant means the
 * row did not exist then, so the configuration could not be bought.
 */
export type PriceHistory = Partial<Record<PricedValue, readonly ValueInterval[]>>;

/** A price with the Omnibus reference: null when no promotion applies. */
export interface PriceWithHistory extends CraftedProductPrice {
  readonly lowestPrice30DaysCents: number | null;
}

const ALWAYS = -Infinity;

/** Today's values of the input, by name; undefined where the configuration has no such part. */
const currentValues = (
  input: CraftedProductPriceInput,
): Record<PricedValue, number | undefined> => ({
  manufacturePerM2: input.manufacturePerM2,
  printMediaPerM2: input.printMedia?.perM2,
  glassPerM2: input.glass?.perM2,
  paspartaPerM2: input.pasparta?.perM2,
  framePerMetre: input.frame?.perMetre,
  frameThicknessMm: input.frame?.thicknessMm,
  mirrorAddonSquare: 'totalSizeCm' in input.size ? (input.size.mirrorAddonSquare ?? 0) : undefined,
  minimumPrice: input.minimumPrice ?? 0,
  promotionPercent: input.promotionPercent ?? 0,
});

const intervalAt = (series: readonly ValueInterval[], at: number): ValueInterval | undefined =>
  series.find((i) => i.from <= at && (i.to === null || at < i.to));

/** The input as it was at `at`, or undefined when one of its rows did not exist then. */
const inputAt = (
  input: CraftedProductPriceInput,
  history: PriceHistory,
  at: number,
): CraftedProductPriceInput | undefined => {
  const values: Partial<Record<PricedValue, number>> = {};
  for (const [name, now] of Object.entries(currentValues(input)) as [PricedValue, number][]) {
    if (now === undefined) continue;
    const series = history[name];
    const value = series ? intervalAt(series, at)?.value : now;
    if (value === undefined) return undefined;
    values[name] = value;
  }
  const { size } = input;
  return {
    ...input,
    manufacturePerM2: values.manufacturePerM2!,
    printMedia: input.printMedia && { ...input.printMedia, perM2: values.printMediaPerM2! },
    glass: input.glass && { ...input.glass, perM2: values.glassPerM2! },
    pasparta: input.pasparta && { ...input.pasparta, perM2: values.paspartaPerM2! },
    frame: input.frame && {
      ...input.frame,
      perMetre: values.framePerMetre!,
      thicknessMm: values.frameThicknessMm!,
    },
    size: 'totalSizeCm' in size ? { ...size, mirrorAddonSquare: values.mirrorAddonSquare } : size,
    minimumPrice: values.minimumPrice,
    promotionPercent: values.promotionPercent,
    promotionBaseCents: null,
  };
};

/**
 * Prices a configuration by the catalogue's history (Omnibus, act 108/2024 and directive
 * 98/6/EC art. 6a): when a promotion applies, its reduction and the struck price (`totalPrice`)
 * are relative to the lowest price the configuration had in the 30 days before the promotion
 * began, or today's price when that is lower. The promotion began where the current unbroken run
 * of a positive PROMOTION_PERCENT began, so raising a running promotion keeps its start. The
 * prices in the window are what a customer paid then, an earlier promotion included (itself
 * priced by the same rule); instants when a row did not exist are skipped, and with none left
 * the reference is today's price. Pure: the history comes in as data, `now` in epoch ms.
 * @example priceWithPriceHistory(framed, { framePerMetre: [{ from: 0, to: start - 10 * DAY,
 *   value: 15 }, { from: start - 10 * DAY, to: null, value: 18.5 }], promotionPercent: [...] }, now)
 * // the worked example (123,72 €) raised 10 days before a 10 % promotion: lowestPrice30DaysCents
 * // 11000, totalPriceCents 11000, priceCents 9900 (not 111,35 € off the raised price)
 */
export const priceWithPriceHistory = (
  input: CraftedProductPriceInput,
  history: PriceHistory,
  now: number,
): PriceWithHistory => {
  const promotions = [...(history.promotionPercent ?? [])].sort((a, b) => a.from - b.from);
  const boundaries = Object.values(history).flatMap((series) =>
    series.flatMap((i) => (i.to === null ? [i.from] : [i.from, i.to])),
  );

  const promotionStart = (at: number): number => {
    if (!history.promotionPercent) return ALWAYS;
    const running = intervalAt(promotions, at);
    if (!running || running.value <= 0) return at;
    let from = running.from;
    for (;;) {
      const before = promotions.find((i) => i.to === from && i.from < from && i.value > 0);
      if (!before) return from;
      from = before.from;
    }
  };

  const paid = new Map<number, number | undefined>();
  const paidAt = (at: number): number | undefined => {
    if (!paid.has(at)) {
      const then = inputAt(input, history, at);
      let cents: number | undefined;
      if (then) {
        const base = (then.promotionPercent ?? 0) > 0 ? lowestBefore(promotionStart(at)) : null;
        try {
          cents = priceCraftedProduct({ ...then, promotionBaseCents: base }).priceCents;
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
        }
      }
      paid.set(at, cents);
    }
    return paid.get(at);
  };

  // Prices change only where some value does: the window's first instant and each boundary in it.
  function lowestBefore(start: number): number | null {
    if (start === ALWAYS) return null;
    const windowStart = start - LOWEST_PRICE_WINDOW_MS;
    const instants = new Set([
      windowStart,
      ...boundaries.filter((b) => b > windowStart && b < start),
    ]);
    const prices = [...instants].map(paidAt).filter((c): c is number => c !== undefined);
    return prices.length ? Math.min(...prices) : null;
  }

  const promotion = input.promotionPercent ?? 0;
  if (promotion <= 0) {
    return {
      ...priceCraftedProduct({ ...input, promotionBaseCents: null }),
      lowestPrice30DaysCents: null,
    };
  }
  const lowest = lowestBefore(promotionStart(now));
  const price = priceCraftedProduct({ ...input, promotionBaseCents: lowest });
  return { ...price, lowestPrice30DaysCents: lowest ?? price.totalPriceCents };
};
