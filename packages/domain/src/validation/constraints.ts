import { z } from 'zod';

/**
 * The codes a schema's own checks report: the constraint names the JHipster client knows
 * (`NotNull`, `Size`, `Pattern`, `Email`, `Min`, `Max`, `DecimalMin`, `DecimalMax`), plus
 * `TypeMismatch` for a value of the wrong type (a word where a number belongs) and `NotFound`
 * for an id that no row can have.
 */
const CONSTRAINT_MESSAGES = [
  'NotNull',
  'Size',
  'Pattern',
  'Email',
  'Min',
  'Max',
  'DecimalMin',
  'DecimalMax',
  'TypeMismatch',
  'NotFound',
] as const;
export type ConstraintMessage = (typeof CONSTRAINT_MESSAGES)[number];

/**
 * Every code a field error may carry (`fieldErrors[].message`), the contract's catalogue: the
 * constraints, and the shop's own refusals of a configuration, an order or a basket line. The
 * web app has a Slovak text for each.
 */
export const FIELD_ERROR_CODES = [
  ...CONSTRAINT_MESSAGES,
  'Mismatch',
  'OutOfBounds',
  'Conflict',
  'NotPriced',
  'Duplicate',
  'Incomplete',
  'OriginalMissing',
  'Ordered',
  'NotOffered',
] as const;

/** A missing value is `NotNull`, one of the wrong type `TypeMismatch`. */
export const typeError = (issue: { input?: unknown }): ConstraintMessage =>
  issue.input === undefined || issue.input === null ? 'NotNull' : 'TypeMismatch';

/** Bounds of these are a number's (`Min`, `Max`); of anything else a length's (`Size`). */
const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint', 'date']);

/**
 * The catalogue code of what zod found wrong, for a schema that names none itself: a missing
 * value `NotNull`; a value of the wrong type, or none of an enum's or a union's, `TypeMismatch`;
 * a length out of bounds `Size`, a number `Min` or `Max`; an e-mail `Email`; any other form (a
 * pattern, a key nobody asked for, a failed refinement) `Pattern`.
 * @example constraintOfIssue({ code: 'too_big', origin: 'string', maximum: 50, input: 'x'.repeat(51) }) // -> 'Size'
 */
export const constraintOfIssue = (issue: z.core.$ZodRawIssue): ConstraintMessage => {
  switch (issue.code) {
    case 'too_small':
      return NUMERIC_ORIGINS.has(issue.origin) ? 'Min' : 'Size';
    case 'too_big':
      return NUMERIC_ORIGINS.has(issue.origin) ? 'Max' : 'Size';
    case 'invalid_format':
      return issue.format === 'email' ? 'Email' : 'Pattern';
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_key':
    case 'custom':
      return 'Pattern';
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_element':
    default:
      return typeError(issue);
  }
};

// Every zod schema in the process, the server's and the web app's, reports a catalogue code
// where it names none itself (its own message still comes first), so zod's English never
// reaches a field error. It is set here because every schema module imports this one; a module
// imported only for this call could be dropped by a bundler, the package being marked free of
// side effects.
z.config({ customError: constraintOfIssue });

/**
 * A number sent as text ("5", " 12.5") as a number; anything else as it came, for the schema to
 * judge.
 * @example numberFromText('42') // -> 42
 */
export const numberFromText = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
