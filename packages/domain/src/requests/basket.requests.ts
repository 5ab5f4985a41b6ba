import { z } from 'zod';
import { COPIES_RANGE } from '../configuration/check-choices.ts';
import { typeError } from '../validation/constraints.ts';
import { IdSchema } from '../validation/ids.ts';

/**
 * A crafted product put in the caller's basket (`POST /api/basket/items`).
 * @example BasketItemAddSchema.parse({ craftedProduct: { id: '7' } }).craftedProduct.id // -> 7
 */
export const BasketItemAddSchema = z.object({
  craftedProduct: z.object({ id: IdSchema }, { error: 'NotNull' }),
});

/**
 * New copies of a basket line's crafted product (`PUT /api/basket/items/{id}`): a whole number
 * within the copies a crafted product may have (`Size` outside them).
 * @example BasketItemCopiesSchema.safeParse({ copies: 0 }).success // -> false
 */
export const BasketItemCopiesSchema = z.object({
  copies: z
    .number({ error: typeError })
    .int({ error: 'TypeMismatch' })
    .min(COPIES_RANGE.min, { error: 'Size' })
    .max(COPIES_RANGE.max, { error: 'Size' }),
});
