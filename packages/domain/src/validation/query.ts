import { z } from 'zod';
import { INT_RANGE } from './ranges.ts';
import { LineTextSchema } from './texts.ts';

const QueryValueSchema = z.union([LineTextSchema, z.array(LineTextSchema)]);

/** A whole number that an offset or a limit can hold; other words are the list's to judge. */
const PagingValueSchema = QueryValueSchema.refine(
  (v) => [v].flat().every((s) => !/^\d+$/.test(s) || Number(s) <= INT_RANGE.max),
  { error: 'Max' },
);

/**
 * A list's query string (criteria, paging, sorting): every value, repeated or not, a one-line
 * text; `page` and `size` within the integer range (`Max`). Which parameters mean something,
 * and what else is wrong with them, is the list's business.
 * @example ListQuerySchema.safeParse({ page: '9'.repeat(30) }).success // -> false
 */
export const ListQuerySchema = z
  .object({ page: PagingValueSchema.optional(), size: PagingValueSchema.optional() })
  .catchall(QueryValueSchema);
