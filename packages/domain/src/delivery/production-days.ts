import { parseSizeCm } from '../sizes/sizes.ts';
import { MIN_PRODUCTION_DAYS } from './dispatch-date.ts';

/** Working days a frame size marked out of stock waits for its moulding, when not set. */
export const DEFAULT_RESTOCK_DAYS = 5;

/** One part of a piece (print media, mat, glass or frame) as far as its production time goes. */
export interface PartLeadTime {
  /** Its manufacturer's `deliveryDateDays`; null or absent when it has none. */
  readonly manufacturerDays?: number | null;
  /** The chosen size of this part is out of stock (frames: `FrameInStock`). */
  readonly outOfStock?: boolean;
}

/** A `FrameInStock` row of the chosen frame. */
export interface FrameStockRow {
  readonly totalSizeCm?: string | null;
  readonly inStock?: number | null;
}

const sameSize = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = parseSizeCm(a);
  const y = parseSizeCm(b);
  if (!x || !y) return false;
  return (
    (x.widthCm === y.widthCm && x.heightCm === y.heightCm) ||
    (x.widthCm === y.heightCm && x.heightCm === y.widthCm)
  );
};

/**
 * Whether the frame's stock rows say the chosen outer size is out of stock: there are rows for
 * that size (either orientation) and none of them has a piece in stock. A size without a row is
 * not tracked and counts as available.
 * @example frameSizeOutOfStock([{ totalSizeCm: '40x50', inStock: 0 }], '50x40') // -> true
 */
export const frameSizeOutOfStock = (
  rows: readonly FrameStockRow[],
  totalSizeCm: string | null | undefined,
): boolean => {
  const ofSize = rows.filter((row) => sameSize(row.totalSizeCm, totalSizeCm));
  return ofSize.length > 0 && ofSize.every((row) => (row.inStock ?? 0) <= 0);
};

const wholeDays = (days: number | null | undefined): number =>
  days != null && Number.isFinite(days) && days > 0 ? Math.ceil(days) : 0;

/**
 * A piece's production days: its parts are prepared side by side, so the slowest part decides;
 * a part out of stock waits `restockDays` more. Never fewer than the workshop's own day.
 * @example productionDaysOf([{ manufacturerDays: 2 }, { manufacturerDays: 3, outOfStock: true }], 5)
 * // -> 8 (the frame: 3 days of its maker after 5 days of restocking)
 */
export const productionDaysOf = (
  parts: readonly PartLeadTime[],
  restockDays: number = DEFAULT_RESTOCK_DAYS,
): number =>
  Math.max(
    MIN_PRODUCTION_DAYS,
    ...parts.map(
      (part) => wholeDays(part.manufacturerDays) + (part.outOfStock ? wholeDays(restockDays) : 0),
    ),
  );
