import type { HandoverMethod } from '../entities/order.entity.ts';

/**
 * Postage by the packed size of the piece (our rule; the spec says only that postage is extra and
 * starts at 0 € for personal pick-up): the parcel is the piece's longest outer side plus 10 cm of
 * padding, and its size class sets the rate, read from global params. Copies of one piece share
 * one parcel.
 */
export const POSTAGE_CLASSES = [
  { name: 'S', maxParcelCm: 50 },
  { name: 'M', maxParcelCm: 90 },
  { name: 'L', maxParcelCm: 130 },
  { name: 'XL', maxParcelCm: Infinity },
] as const;
export type PostageClass = (typeof POSTAGE_CLASSES)[number]['name'];

/** Padding of the packaging around the piece, in cm. */
export const PARCEL_PADDING_CM = 10;

/**
 * The parcel class of a piece of `widthCm` x `heightCm`.
 * @example postageClassOf(50, 40) // -> 'M' (60 cm parcel)
 */
export const postageClassOf = (widthCm: number, heightCm: number): PostageClass => {
  const parcel = Math.max(widthCm, heightCm) + PARCEL_PADDING_CM;
  return POSTAGE_CLASSES.find((c) => parcel <= c.maxParcelCm)!.name;
};

/**
 * Postage in cents: 0 for personal pick-up, else the rate of the piece's parcel class.
 * @example postageCents('KURIER', 30, 20, { S: 490, M: 690, L: 990, XL: 1990 }) // -> 490
 */
export const postageCents = (
  method: HandoverMethod,
  widthCm: number,
  heightCm: number,
  rates: Record<PostageClass, number>,
): number => (method === 'OSOBNY_ODBER' ? 0 : rates[postageClassOf(widthCm, heightCm)]);

/** A piece's outer size, in cm. */
export interface PieceCm {
  widthCm: number;
  heightCm: number;
}

/**
 * Postage in cents of an order of several pieces, charged once: 0 for personal
 * pick-up, else the rate of the largest piece's parcel class; the smaller pieces travel in its
 * parcel. An order of one piece costs what `postageCents` says.
 * @example orderPostageCents('KURIER', [{ widthCm: 30, heightCm: 20 }, { widthCm: 80, heightCm: 60 }], { S: 490, M: 690, L: 990, XL: 1990 }) // -> 690
 */
export const orderPostageCents = (
  method: HandoverMethod,
  pieces: readonly PieceCm[],
  rates: Record<PostageClass, number>,
): number => {
  if (pieces.length === 0) return 0;
  // The class grows with the longest side alone: the largest piece's is the longest side's.
  const longest = Math.max(...pieces.map((p) => Math.max(p.widthCm, p.heightCm)));
  return postageCents(method, longest, 0, rates);
};

/**
 * An order's total in cents: every line's price (its copies included) and the postage once.
 * @example orderTotalCents([3190, 4500], 490) // -> 8180
 */
export const orderTotalCents = (linePriceCents: readonly number[], postage: number): number =>
  linePriceCents.reduce((sum, cents) => sum + cents, postage);
