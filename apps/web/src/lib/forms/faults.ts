/**
 * What is wrong with a field, whichever schema found it: the domain's schemas report the
 * contract's codes (`NotNull`, `Size`, `Pattern`, `Email`), a form adds `Mismatch` for a
 * confirmation, and zod's issue code says which bound a `Size` broke.
 */
export type Fault =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'pattern' }
  | { kind: 'mismatch' }
  | { kind: 'invalid' };

/** A text's length bounds, as its schema states them. */
export interface LengthBounds {
  min?: number;
  max?: number;
}

/** The code a form's own rule reports when a confirmation differs from what it confirms. */
export const MISMATCH = 'Mismatch';

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The fault of one field's error. A blank field with any error is missing, whatever the schema
 * called it (an empty e-mail breaks its minimum length first). Which bound a `Size` broke comes
 * from zod's issue code, or, for a code the server sent, from the value's length.
 * @example faultOf({ type: 'too_small', message: 'Size' }, 'j@a', { min: 5, max: 254 }) // -> { kind: 'tooShort', min: 5 }
 */
export const faultOf = (
  error: { type?: string; message?: string },
  value: unknown,
  bounds: LengthBounds,
): Fault => {
  if (isBlank(value) || error.message === 'NotNull') return { kind: 'required' };
  switch (error.message) {
    case 'Size': {
      const length = typeof value === 'string' ? value.trim().length : 0;
      const short =
        error.type === 'too_small' ||
        (error.type !== 'too_big' && bounds.min !== undefined && length < bounds.min);
      if (short && bounds.min !== undefined) return { kind: 'tooShort', min: bounds.min };
      if (!short && bounds.max !== undefined) return { kind: 'tooLong', max: bounds.max };
      return { kind: 'invalid' };
    }
    case 'Pattern':
    case 'Email':
      return { kind: 'pattern' };
    case MISMATCH:
      return { kind: 'mismatch' };
    default:
      return { kind: 'invalid' };
  }
};

/** What zod's classic schemas expose to read their bounds and reach what they wrap. */
interface Inspectable {
  minLength?: number | null;
  maxLength?: number | null;
  unwrap?: () => unknown;
  in?: unknown;
  out?: unknown;
}

const isString = (s: Inspectable): boolean => 'minLength' in s && 'maxLength' in s;

/**
 * The length bounds of a text schema, looked up through what wraps it (optional, nullable,
 * default, a trimming pipe or a preprocess), so a message can quote the very numbers the
 * schema checks.
 * @example lengthBoundsOf(emailSchema()) // -> { min: 5, max: 254 }
 */
export const lengthBoundsOf = (schema: unknown): LengthBounds => {
  const seen = new Set<unknown>();
  const found: LengthBounds = {};
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const s = node as Inspectable;
    if (isString(s)) {
      found.min ??= s.minLength ?? undefined;
      found.max ??= s.maxLength ?? undefined;
      return;
    }
    if (typeof s.unwrap === 'function') visit(s.unwrap());
    visit(s.out);
    visit(s.in);
  };
  visit(schema);
  return found;
};
