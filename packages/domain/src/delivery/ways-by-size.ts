import type { ProductEnum } from '../entities/enums.ts';
import {
  DELIVERY_CHOICES,
  exceeds,
  type DeliveryChoice,
  type DeliveryLimits,
} from './delivery-options.ts';
import { parcelOf } from './parcel.ts';
import { pieceParcelOf } from './piece-parcel.ts';

const LIMIT_OF = { POINT: 'point', ZBOX: 'zbox', KURIER: 'courier' } as const;

/**
 * The ways of delivery a piece of this product and outer size fits by its size alone, before
 * its other parts are chosen: its parcel as `parcelOf` packs it, held to each way's length, sum
 * and box (not to its weight, which the frame and the glass decide). What the size rules out here,
 * the order's check refuses too ('Zásielka je na výdajné miesto príliš veľká'); a way kept here
 * may still be refused by weight or glass once the piece is complete. Personal pick-up always.
 * @example waysBySize({ productEnum: 'PHOTOCANVAS', widthCm: 64, heightCm: 36 }, limits) // -> ['OSOBNY_ODBER', 'KURIER'] with Packeta's 70 cm
 */
export const waysBySize = (
  piece: { productEnum: ProductEnum; widthCm: number; heightCm: number },
  limits: DeliveryLimits,
): DeliveryChoice[] => {
  const parcel = parcelOf([
    pieceParcelOf({
      ...piece,
      copies: 1,
      mediaType: null,
      glass: false,
      lamination: false,
      mat: false,
      frame: null,
    }),
  ])!;
  return DELIVERY_CHOICES.filter(
    (choice) =>
      choice === 'OSOBNY_ODBER' ||
      exceeds(parcel, { ...limits[LIMIT_OF[choice]], maxWeightGrams: null }) === null,
  );
};
