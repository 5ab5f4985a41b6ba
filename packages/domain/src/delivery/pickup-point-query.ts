import { z } from 'zod';
import { PICKUP_POINT_KIND, type PickupPointKind } from '../entities/order.entity.ts';
import { LineTextSchema } from '../validation/texts.ts';

/** The most points one page of a search holds. */
export const MAX_PICKUP_POINT_PAGE = 50;
export const DEFAULT_PICKUP_POINT_PAGE = 10;

const wholeNumber = (max: number) =>
  LineTextSchema.regex(/^\d+$/, { error: 'TypeMismatch' }).refine((s) => Number(s) <= max, {
    error: 'Max',
  });

/** `kind=ZBOX`, `kind=POINT,ZBOX` or `kind=POINT&kind=ZBOX`: the kinds a list keeps. */
const KindsSchema = z
  .union([LineTextSchema, z.array(LineTextSchema)])
  .transform((value) => [value].flat().flatMap((v) => v.split(',')))
  .refine((kinds) => kinds.every((k) => (PICKUP_POINT_KIND as readonly string[]).includes(k)), {
    error: 'Pattern',
  })
  .transform((kinds) => [...new Set(kinds)] as PickupPointKind[]);

/**
 * A search of the pick-up points (`GET /api/pickup-points`): words of a town, street, postcode
 * or name (`q`, blank: every point), a page (from 0) of `size` rows (1 to 50), and the kinds kept
 * (every kind when absent).
 * @example PickupPointQuerySchema.parse({ q: 'zilina', kind: 'POINT,ZBOX' }).kind // -> ['POINT', 'ZBOX']
 */
export const PickupPointQuerySchema = z.object({
  q: LineTextSchema.max(100, { error: 'Size' }).optional(),
  page: wholeNumber(100_000).optional(),
  size: wholeNumber(MAX_PICKUP_POINT_PAGE)
    .refine((s) => Number(s) >= 1, { error: 'Min' })
    .optional(),
  kind: KindsSchema.optional(),
});

/** One row of the search's answer: a point as the shop keeps it. */
export const PickupPointRowSchema = z.object({
  id: z.string().describe("Packeta's id of the point"),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  kind: z.enum(PICKUP_POINT_KIND).describe('POINT: a staffed point; ZBOX: a Z-BOX'),
  openingHours: z.string().describe('One line per day or run of days with the same hours'),
  maxWeightGrams: z.number().int().nullable(),
  maxLengthCm: z.number().int().nullable(),
  maxSumCm: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
