import type { PickupPointKind } from '../entities/order.entity.ts';

/**
 * A Packeta pick-up point as the shop keeps it from the carrier's feed: where it is, when it is
 * open, and the largest parcel it takes (null: the feed names no limit of its own, and the
 * carrier's general limits for its kind apply).
 */
export interface PickupPoint {
  /** Packeta's id of the point (its `id` in the feed), what a packet names. */
  id: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2, lower case as the feed writes it ('sk'). */
  country: string;
  kind: PickupPointKind;
  /** Opening hours, one line per day or range of days, in Slovak as the feed gives them. */
  openingHours: string;
  /** The heaviest parcel it takes, in grams. */
  maxWeightGrams: number | null;
  /** The longest side it takes, in cm. */
  maxLengthCm: number | null;
  /** The largest sum of the three sides it takes, in cm. */
  maxSumCm: number | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A point's address in one line, as the documents, the mails and the order views say it.
 * @example pickupPointAddress({ street: 'Národná 12', zip: '010 01', city: 'Žilina' }) // -> 'Národná 12, 010 01 Žilina'
 */
export const pickupPointAddress = (point: Pick<PickupPoint, 'street' | 'zip' | 'city'>): string =>
  [point.street, `${point.zip} ${point.city}`.trim()].filter(Boolean).join(', ');
