import { z } from 'zod';
import { craftedProduct } from '../entities/crafted-product.entity.ts';
import { entityInputSchema } from '../entities/entity-schema.ts';
import { typeError } from '../validation/constraints.ts';
import { IdSchema } from '../validation/ids.ts';

/** The choices of a configuration whose alternatives the wizard prices. */
export const PRICED_CHOICES = [
  'productConfig',
  'printMedia',
  'glass',
  'pasparta',
  'frame',
] as const;

/** The wizard asks for at most this many alternatives of one choice at once. */
export const MAX_ALTERNATIVES = 200;

const AlternativesSchema = z.object({
  alternatives: z
    .partialRecord(
      z.enum(PRICED_CHOICES),
      z.array(IdSchema, { error: typeError }).max(MAX_ALTERNATIVES, { error: 'Size' }),
      // A choice that is not priced names no field of the configuration.
      { error: (issue) => (issue.code === 'invalid_type' ? typeError(issue) : 'Pattern') },
    )
    .default({}),
});

/** A crafted product as the wizard and the back-office send it, checked by the model. */
export const CraftedProductSchema = entityInputSchema(craftedProduct, 'create');
export type CraftedProductRequest = z.output<typeof CraftedProductSchema>;

/**
 * `POST /api/crafted-products/price-differences`: a configuration as a crafted product is sent,
 * and for some of its choices the row ids to price instead.
 * @example PriceDifferencesSchema.parse({ productEnum: 'PLAINPHOTO', alternatives: { frame: ['3'] } }).alternatives // -> { frame: [3] }
 */
export const PriceDifferencesSchema = z.intersection(CraftedProductSchema, AlternativesSchema);
export type PriceDifferencesRequest = z.output<typeof PriceDifferencesSchema>;
