import { z } from 'zod';
import type { EntityDef } from './entity.ts';
import { contentTypeField, type FieldDef } from './fields.ts';

/** A related row as nested in another: the target's values, or only its id when hidden. */
const RelatedRowSchema = z.looseObject({ id: z.number() });

/**
 * A field's value as the API sends it. Only the type is stated: the limits an input must keep
 * (lengths, patterns, ranges) are not repeated on the way out, so a value stored before a limit
 * tightened is still answered.
 */
const rowValueSchema = (f: FieldDef): z.ZodType => {
  switch (f.kind) {
    case 'string':
    case 'text':
    case 'instant':
    case 'blob':
      return z.string();
    case 'integer':
    case 'long':
    case 'decimal':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(f.values as [string, ...string[]]);
    case 'relation':
      return RelatedRowSchema;
  }
};

/**
 * A row as the API answers it (see `RowOf`), from the same description as `entityInputSchema`:
 * `id`, then every field. A required field holds a value; any other may be null or left out (a
 * list leaves large blobs out, a customer never sees an admin-only field), and so may every
 * blob. Keys beyond the model (a piece's parcel, an order's lines) pass through unchanged.
 * @example entityRowSchema(frame).parse({ id: 7, name: 'Dub', texture: null }) // -> the same row
 */
export const entityRowSchema = (entity: EntityDef) => {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const [name, f] of Object.entries(entity.fields)) {
    const value = rowValueSchema(f);
    shape[name] = f.required && f.kind !== 'blob' ? value : value.nullish();
    if (f.kind === 'blob') shape[contentTypeField(name)] = z.string().nullish();
  }
  return z.looseObject(shape);
};
