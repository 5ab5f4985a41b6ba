import { z } from 'zod';
import { LineTextSchema } from './texts.ts';

/**
 * Any query string (list criteria, paging, keys): every value, repeated or not, is a one-line
 * text. Which parameters mean something is the route's business.
 * @example QueryStringSchema.safeParse({ 'name.equals': 'a\u0000' }).success // -> false
 */
export const QueryStringSchema = z.record(
  z.string(),
  z.union([LineTextSchema, z.array(LineTextSchema)]),
);
export type QueryString = z.infer<typeof QueryStringSchema>;
