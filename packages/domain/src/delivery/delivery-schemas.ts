import { z } from 'zod';

const limit = z.object({
  maxWeightGrams: z.number().nullable(),
  maxLengthCm: z.number().nullable(),
  maxSumCm: z.number().nullable(),
  boxCm: z.tuple([z.number(), z.number(), z.number()]).nullable(),
});

/**
 * The delivery rule's settings as `GET /api/shop` gives them to the browser: the largest parcel
 * each way takes and the postage in cents, so that the order form prices the ways itself.
 */
export const DeliverySettingsSchema = z.object({
  limits: z.object({
    point: limit,
    zbox: limit.extend({ glass: z.boolean() }),
    courier: limit,
  }),
  rates: z.object({
    pointCents: z.number().int(),
    zboxCents: z.number().int(),
    courier: z.object({
      S: z.number().int(),
      M: z.number().int(),
      L: z.number().int(),
      XL: z.number().int(),
    }),
  }),
});
