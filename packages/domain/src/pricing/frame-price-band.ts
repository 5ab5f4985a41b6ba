import type { PriceCategory } from '../entities/enums.ts';

/**
 * The frame picker's price filter (customer spec §9): basic under 20 EUR per metre, middle 20 to
 * 35 inclusive, higher over 35. Bounds in euro per metre.
 */
export const FRAME_PRICE_BANDS: Record<
  PriceCategory,
  { above?: number; atLeast?: number; atMost?: number; below?: number }
> = {
  ZAKLADNA: { below: 20 },
  STREDNA: { atLeast: 20, atMost: 35 },
  VYSSIA: { above: 35 },
};

/**
 * The price category of a frame priced `eurPerMetre`.
 * @example framePriceCategory(19.99) // -> 'ZAKLADNA'; framePriceCategory(35) -> 'STREDNA'
 */
export const framePriceCategory = (eurPerMetre: number): PriceCategory =>
  eurPerMetre < 20 ? 'ZAKLADNA' : eurPerMetre <= 35 ? 'STREDNA' : 'VYSSIA';
