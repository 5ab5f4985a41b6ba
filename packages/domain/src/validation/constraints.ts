/**
 * Field error messages are the constraint names the JHipster client knows (`NotNull`, `Size`,
 * `Pattern`, `Min`, `Max`, `DecimalMin`, `DecimalMax`); the client turns them into Slovak texts.
 * `TypeMismatch` marks a value of the wrong type (a word where a number belongs); `NotFound` an id
 * that no row can have.
 */
export type ConstraintMessage =
  | 'NotNull'
  | 'Size'
  | 'Pattern'
  | 'Min'
  | 'Max'
  | 'DecimalMin'
  | 'DecimalMax'
  | 'TypeMismatch'
  | 'NotFound';

/** A missing value is `NotNull`, one of the wrong type `TypeMismatch`. */
export const typeError = (issue: { input?: unknown }): ConstraintMessage =>
  issue.input === undefined || issue.input === null ? 'NotNull' : 'TypeMismatch';

/**
 * A number sent as text ("5", " 12.5") as a number; anything else as it came, for the schema to
 * judge.
 * @example numberFromText('42') // -> 42
 */
export const numberFromText = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
