import { z } from 'zod';
import { numberFromText, typeError } from './constraints.ts';
import { ID_RANGE, isId } from './ranges.ts';

/**
 * An id in a body, a relation's `{id}` or a criterion: a positive integer, possibly sent as a
 * string ("5"). Above the column's range it is `NotFound`: no row can have it.
 * @example IdSchema.parse('5') // -> 5
 */
export const IdSchema = z.preprocess(
  numberFromText,
  z
    .number({ error: typeError })
    .int({ error: 'TypeMismatch' })
    .min(ID_RANGE.min, { error: 'TypeMismatch' })
    .max(ID_RANGE.max, { error: 'NotFound' }),
);

/**
 * An id as a path segment: digits only, else `TypeMismatch` (a 400); digits that no row can
 * have (0, 2^31 and above) are `NotFound`, which the routes answer with 404.
 * @example PathIdSchema.parse('99999999999') // -> throws, message 'NotFound'
 */
export const PathIdSchema = z
  .string({ error: typeError })
  .regex(/^\d+$/, { error: 'TypeMismatch' })
  .transform(Number)
  .refine(isId, { error: 'NotFound' });

/** Path parameters of `/{base}/{id}` routes. */
export const IdParamsSchema = z.object({ id: PathIdSchema });
