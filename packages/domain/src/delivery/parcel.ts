import { z } from 'zod';
import type { PieceParcel } from './piece-parcel.ts';

/** The order's packed parcel: its three outer sides, its weight and whether it holds glass. */
export const ParcelSchema = z.object({
  lengthCm: z.number().describe('Longest side, in cm'),
  widthCm: z.number(),
  heightCm: z.number().describe("The stacked pieces' depth with the padding, in cm"),
  weightGrams: z.number(),
  glass: z.boolean(),
});
export type Parcel = z.output<typeof ParcelSchema>;

/**
 * Padding of the packaging around the pieces, in cm, on each side's total: 5 cm of corner
 * protectors and foam on every face (the old postage rule's 10 cm on the longest side).
 */
export const PACKING_PADDING_CM = 10;

/**
 * The box and its filling: double-wall corrugated board is about 700 g per m² of the box's
 * surface (a 130 × 90 × 12 cm box: 3.0 m² of board, 2.1 kg), corner protectors included.
 */
export const PACKING_GRAMS_PER_M2 = 700;

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * The parcel of an order's pieces, packed together as one (postage is charged once per order):
 * the largest piece's outline, every copy stacked face to face, the padding all round, and the
 * box's own weight. No pieces, no parcel.
 * @example parcelOf([{ lengthCm: 30, widthCm: 20, depthCm: 0.1, weightGrams: 15, glass: false, copies: 1 }])
 * // -> { lengthCm: 40, widthCm: 30, heightCm: 10.1, weightGrams: 286, glass: false }
 */
export const parcelOf = (pieces: readonly PieceParcel[]): Parcel | null => {
  if (pieces.length === 0) return null;
  const lengthCm = tenth(Math.max(...pieces.map((p) => p.lengthCm)) + PACKING_PADDING_CM);
  const widthCm = tenth(Math.max(...pieces.map((p) => p.widthCm)) + PACKING_PADDING_CM);
  const heightCm = tenth(
    pieces.reduce((sum, p) => sum + p.depthCm * p.copies, 0) + PACKING_PADDING_CM,
  );
  const surfaceM2 = (2 * (lengthCm * widthCm + lengthCm * heightCm + widthCm * heightCm)) / 10_000;
  const contents = pieces.reduce((sum, p) => sum + p.weightGrams * p.copies, 0);
  return {
    lengthCm,
    widthCm,
    heightCm,
    weightGrams: Math.round(contents + surfaceM2 * PACKING_GRAMS_PER_M2),
    glass: pieces.some((p) => p.glass),
  };
};
