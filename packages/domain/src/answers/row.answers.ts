import { z } from 'zod';
import type { EntityDef } from '../entities/entity.ts';
import type { RowOf } from '../entities/model-types.ts';
import { contentTypeField, type FieldDef } from '../entities/fields.ts';
import { entityNamed } from '../entities/index.ts';

/**
 * A field's value as the API sends it. Only the type is stated: the limits an input must keep
 * (lengths, patterns, ranges) are not repeated on the way out, so a value stored before a limit
 * tightened is still answered.
 */
const valueSchema = (f: FieldDef): z.ZodType => {
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
      return z.object({ id: z.number() });
  }
};

/** A user as a row names it: `{id, login}` (only `{id}` when the caller may not see it). */
const RelatedUserSchema = z.object({ id: z.number(), login: z.string().optional() });

const related = new Map<string, z.ZodType>();

/**
 * A related row as nested in another: the target's fields, its own relations nested alike, or
 * only `{id}` when the caller may not read it. One object with every field but the id optional,
 * since a union of closed objects would refuse one of its valid forms.
 */
export const relatedRowSchema = (targetName: string): z.ZodType => {
  const target = entityNamed(targetName);
  if (!target) return RelatedUserSchema;
  const known = related.get(targetName);
  if (known) return known;
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const [name, f] of Object.entries(target.fields)) {
    shape[name] = (f.kind === 'relation' ? relatedRowSchema(f.target) : valueSchema(f)).nullish();
    if (f.kind === 'blob') shape[contentTypeField(name)] = z.string().nullish();
  }
  const schema = z.object(shape).describe(`${target.name}, nested: its fields, or its id alone`);
  related.set(targetName, schema);
  return schema;
};

/**
 * A row as the API answers it (see `RowOf`), from the same description as `entityInputSchema`:
 * `id`, then every field, and nothing else. A required field holds a value; any other may be
 * null or left out (a list leaves large blobs out, a customer never sees an admin-only field),
 * and so may every blob. `extension` adds what an area computes beside the stored fields (an
 * order's lines, a piece's parcel).
 * @example entityRowSchema(frame).parse({ id: 7, name: 'Dub', texture: null }) // -> the same row
 */
export const entityRowSchema = <
  E extends EntityDef,
  X extends z.ZodRawShape = Record<never, never>,
>(
  entity: E,
  extension?: X,
): z.ZodType<RowOf<E> & { [K in keyof X]: z.output<X[K]> }> => {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const [name, f] of Object.entries(entity.fields)) {
    const value = f.kind === 'relation' ? relatedRowSchema(f.target) : valueSchema(f);
    shape[name] = f.required && f.kind !== 'blob' ? value : value.nullish();
    if (f.kind === 'blob') shape[contentTypeField(name)] = z.string().nullish();
  }
  // The model's types describe the row (`RowOf`), which zod cannot read off a shape built by a loop.
  return z.object({ ...shape, ...extension }) as unknown as z.ZodType<
    RowOf<E> & { [K in keyof X]: z.output<X[K]> }
  >;
};
