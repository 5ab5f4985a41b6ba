import { z } from 'zod';
import { ParcelSchema } from '../delivery/parcel.ts';
import { CraftedProductAnswerSchema } from './piece.answers.ts';

const day = z.string().describe('YYYY-MM-DD');

/** What keeps a basket line from being ordered, on which of its choices. */
export const BasketProblemSchema = z.object({ field: z.string(), message: z.string() });

/** A basket line as the API shows it (the contract's `BasketItem`). */
export const BasketItemAnswerSchema = z.object({
  id: z.number(),
  position: z.number(),
  addedDate: z.string(),
  craftedProduct: CraftedProductAnswerSchema,
  priceWhenAdded: z.number().nullable(),
  problems: z.array(BasketProblemSchema),
  dispatchDate: day
    .optional()
    .describe("The day the line would ship, ordered now; in the basket's read"),
});
export type BasketItemAnswer = z.output<typeof BasketItemAnswerSchema>;

export const BasketAnswerSchema = z.object({
  items: z.array(BasketItemAnswerSchema),
  count: z.number(),
  itemsTotal: z.number(),
  courierPostage: z.number().describe('What a courier would cost (0 when none takes the parcel)'),
  parcel: ParcelSchema.nullable().describe('Null for an empty basket'),
  dispatchDate: day.nullable().describe("Its slowest line's; null when empty"),
});
export type BasketAnswer = z.output<typeof BasketAnswerSchema>;

/** A line whose price changed since it was ordered. */
export const PriceChangeSchema = z.object({
  itemId: z.number(),
  description: z.string(),
  oldPrice: z.number(),
  newPrice: z.number(),
});

/** `POST /api/orders/{id}/reorder`: the basket with the order's pieces, and what changed. */
export const ReorderAnswerSchema = z.object({
  basket: BasketAnswerSchema,
  changes: z.array(PriceChangeSchema),
});
