import { z } from 'zod';
import type { EntityDef } from './entity.ts';
import type { InputOf } from './model-types.ts';
import { numberFromText, typeError } from '../validation/constraints.ts';
import { IdSchema } from '../validation/ids.ts';
import { DECIMAL_RANGE, INSTANT_RANGE, INT_RANGE, LONG_RANGE } from '../validation/ranges.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';
import { contentTypeField, type FieldDef, type NumberField } from './fields.ts';

/** `12.50`, `12,5` or `12` (a frame's price per metre is kept as text). */
export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const IMAGE_MIME = /^image\/[\w.+-]+$/;

/** Texts that may hold tab and line breaks: `text` fields and strings of 1000+ characters. */
const isLongText = (f: FieldDef): boolean =>
  f.kind === 'text' || (f.kind === 'string' && f.maxLength >= 1000);

/**
 * The values a number field takes: its own bounds, within what its column holds.
 * @example numberRangeOf(integer('Počet kusov', { min: 1 })) // -> { min: 1, max: 2147483647 }
 */
export const numberRangeOf = (f: NumberField): { min: number; max: number } => {
  const column = f.kind === 'integer' ? INT_RANGE : f.kind === 'long' ? LONG_RANGE : DECIMAL_RANGE;
  return {
    min: Math.max(f.min ?? column.min, column.min),
    max: Math.min(f.max ?? column.max, column.max),
  };
};

const integerSchema = (f: NumberField) => {
  const { min, max } = numberRangeOf(f);
  return z.preprocess(
    numberFromText,
    z
      .number({ error: typeError })
      .int({ error: 'TypeMismatch' })
      .min(min, { error: 'Min' })
      .max(max, { error: 'Max' }),
  );
};

const decimalSchema = (f: NumberField) => {
  const { min, max } = numberRangeOf(f);
  const n = z
    .number({ error: typeError })
    .min(min, { error: 'DecimalMin' })
    .max(max, { error: 'DecimalMax' });
  return z.preprocess(numberFromText, f.positive ? n.gt(0, { error: 'DecimalMin' }) : n);
};

const valueSchema = (f: FieldDef): z.ZodType => {
  switch (f.kind) {
    case 'string': {
      let s = (isLongText(f) ? LongTextSchema : LineTextSchema).max(f.maxLength, { error: 'Size' });
      if (f.required) s = s.min(1, { error: 'NotNull' });
      if (f.pattern) s = s.regex(f.pattern, { error: 'Pattern' });
      if (f.decimalText) {
        return z.preprocess(
          (v) => (typeof v === 'string' ? v.trim().replace(',', '.') : v),
          s.regex(DECIMAL_TEXT, { error: 'Pattern' }),
        );
      }
      return s;
    }
    case 'text':
      return f.required ? LongTextSchema.min(1, { error: 'NotNull' }) : LongTextSchema;
    case 'integer':
    case 'long':
      return integerSchema(f);
    case 'decimal':
      return decimalSchema(f);
    case 'boolean':
      return z.boolean({ error: typeError });
    case 'instant':
      return z
        .string({ error: typeError })
        .refine(
          (s) => {
            const t = Date.parse(s);
            return t >= INSTANT_RANGE.min && t <= INSTANT_RANGE.max;
          },
          { error: 'TypeMismatch' },
        )
        .transform((s) => new Date(s).toISOString());
    case 'enum':
      return z.enum(f.values as [string, ...string[]], { error: typeError });
    case 'blob':
      return z.preprocess(
        (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
        z.string({ error: typeError }).regex(BASE64, { error: 'TypeMismatch' }),
      );
    case 'relation':
      return z
        .object({ id: IdSchema }, { error: typeError })
        .transform((r) => ({ id: r.id as number }));
  }
};

/**
 * Validates and normalises an entity as a client sends it. Unknown keys are dropped; numbers may
 * arrive as strings; instants come out as ISO 8601 UTC; relations as `{id}`.
 *
 * In `update` mode a blob that is absent means 'keep what is stored' (null removes it), so a
 * required blob may be absent there.
 *
 * @example entityInputSchema(frame, 'create').safeParse({ name: 'Dub', price: '18,50' })
 *   // -> success, data.price === '18.50'
 */
/**
 * An entity's input schema: an object schema whose output is typed as `InputOf` reads it off the
 * same description, so that a request's type flows from its schema.
 */
export type EntityInputSchema<E extends EntityDef> = z.ZodObject<Record<string, z.ZodType>> &
  z.ZodType<InputOf<E>>;

export const entityInputSchema = <E extends EntityDef>(
  entity: E,
  mode: 'create' | 'update',
): EntityInputSchema<E> => {
  const shape: Record<string, z.ZodType> = { id: IdSchema.nullish() };
  const blobs: string[] = [];
  for (const [name, f] of Object.entries(entity.fields)) {
    const v = valueSchema(f);
    if (f.kind === 'blob') {
      blobs.push(name);
      if (f.required) {
        // An empty blob removes what is stored, which a required one cannot lose.
        const given = v.refine((s) => s !== '', { error: 'NotNull' });
        shape[name] = mode === 'create' ? given : given.optional();
      } else {
        shape[name] = v.nullish();
      }
      shape[contentTypeField(name)] = z
        .string({ error: typeError })
        .max(255, { error: 'Size' })
        .regex(IMAGE_MIME, { error: 'Pattern' })
        .nullish();
    } else {
      shape[name] = f.required ? v : v.nullish();
    }
  }
  const schema = z.object(shape).superRefine((value, ctx) => {
    for (const name of blobs) {
      const ct = contentTypeField(name);
      if (typeof value[name] === 'string' && value[name] !== '' && !value[ct]) {
        ctx.addIssue({ code: 'custom', path: [ct], message: 'NotNull' });
      }
    }
  });
  return schema as EntityInputSchema<E>;
};

export interface FieldError {
  objectName: string;
  field: string;
  message: string;
}

/** Turns zod issues into the contract's `fieldErrors` (one per field, first issue wins). */
/**
 * The field an issue's path names: its first key, and in a list of objects the item and the
 * item's key (a list of plain values is one field).
 * @example fieldOfPath(['items', 1, 'craftedProduct', 'id']) // -> 'items[1].craftedProduct'
 * @example fieldOfPath(['craftedProduct', 'id']) // -> 'craftedProduct'
 */
export const fieldOfPath = (path: readonly PropertyKey[]): string => {
  const [head, index, key] = path;
  const field = String(head ?? '');
  if (key === undefined || !/^\d+$/.test(String(index))) return field;
  return `${field}[${String(index)}].${String(key)}`;
};

export const fieldErrorsOf = (entityName: string, error: z.ZodError): FieldError[] => {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = fieldOfPath(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ objectName: entityName, field, message: issue.message });
  }
  return out;
};
