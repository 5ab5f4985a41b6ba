import { z } from 'zod';
import { CHOICE_PARTS } from '../configuration/rows.ts';
import { PieceParcelSchema } from '../delivery/piece-parcel.ts';
import { craftedProduct, photo } from '../entities/index.ts';
import { entityRowSchema } from './row.answers.ts';

const day = z.string().describe('YYYY-MM-DD');

/**
 * A crafted product as the API answers it: the model's fields, what one copy brings to the
 * parcel, and the day it ships were it ordered now (express included when chosen), the days
 * without and with express, and express's price (null when express is not on sale for it).
 */
export const CraftedProductAnswerSchema = entityRowSchema(craftedProduct, {
  parcel: PieceParcelSchema.nullable().describe('Null until its size is known'),
  dispatchDate: day.describe('The day it ships, were it ordered now'),
  standardDispatchDate: day.describe('The day it ships without express production'),
  expressDispatchDate: day.nullable().describe('With express; null: express not on sale'),
  expressPrice: z.number().nullable().describe('Express production in EUR; null: not on sale'),
}).describe('Crafted product with its parcel and dispatch day');
export type CraftedProductAnswer = z.output<typeof CraftedProductAnswerSchema>;

/** Per choice, the alternative's id (a JSON key) to what it would change, in cents. */
const DifferencesSchema = z.record(z.string(), z.number());

/** `POST /api/crafted-products/price-differences`: the price, and each alternative's change. */
export const PriceDifferencesAnswerSchema = z.object({
  price: z.number(),
  priceCents: z.number(),
  differences: z.object(
    Object.fromEntries(CHOICE_PARTS.map((part) => [part, DifferencesSchema.optional()])) as Record<
      (typeof CHOICE_PARTS)[number],
      z.ZodOptional<typeof DifferencesSchema>
    >,
  ),
});
export type PriceDifferencesAnswer = z.output<typeof PriceDifferencesAnswerSchema>;

/** Where a photo's original stands, as `GET`/`PATCH /api/photos/{id}/original` answer. */
export const OriginalProgressSchema = z.object({
  state: z.enum(['uploading', 'verified', 'rejected']),
  offset: z.number().describe('Bytes arrived so far, of length'),
  length: z.number(),
  reason: z.string().optional().describe('Why it was refused (error.photo.*), when it was'),
});
export type OriginalProgress = z.output<typeof OriginalProgressSchema>;

const corner = z.tuple([z.number(), z.number()]).readonly();

/** Where the piece hangs on the customer's own wall; null before a wall is placed. */
export const OwnWallPlacementSchema = z
  .object({
    width: z.number().describe('The wall photo, in pixels'),
    height: z.number(),
    sheet: z.object({ corners: z.array(corner) }).describe('The sheet of known size, corners'),
    at: z.object({ x: z.number(), y: z.number() }).describe("The piece's centre"),
  })
  .nullable();
export type OwnWallPlacementAnswer = NonNullable<z.output<typeof OwnWallPlacementSchema>>;

/** `POST /api/photos/working-copy` (201): the photo, and where its original's upload stands. */
export const PhotoWithOriginalSchema = entityRowSchema(photo, { original: OriginalProgressSchema });
