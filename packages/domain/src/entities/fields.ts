/**
 * The vocabulary the entity descriptions are written in. A field description says what the
 * value is (its kind), how it is validated, and who may set it; the database columns, the API
 * validation and the admin forms are all derived from it.
 */

export type FieldKind =
  | 'string' // short text, stored as varchar(maxLength)
  | 'text' // long text
  | 'integer'
  | 'long' // numeric ids of other records and byte counts
  | 'decimal' // money and measurements
  | 'boolean'
  | 'instant' // a moment in time, ISO 8601 in the API
  | 'enum'
  | 'blob' // an image: base64 in the API, with a sibling `<name>ContentType` field
  | 'relation'; // many-to-one reference: `{id}` in, nested object out

export type BlobSize = 'small' | 'large';

interface FieldBase {
  kind: FieldKind;
  /** Slovak label for the back-office and for 'Error on field' messages. */
  label: string;
  required?: boolean;
  /**
   * Computed or assigned by the server: a non-admin's value is ignored (DESIGN.md §3).
   * Admins may set it from the back-office.
   */
  serverOwned?: boolean;
  /** Shown to admins only: a visitor id works as a credential, so it never goes back out. */
  adminOnly?: boolean;
  /** Value the server sets when a record is created and the field is empty. */
  onCreate?: 'now' | string;
  /** Initial value of the back-office's create form. */
  formDefault?: string | number | boolean;
}

export interface StringField extends FieldBase {
  kind: 'string';
  maxLength: number;
  pattern?: RegExp;
  /** The text must read as a decimal number (e.g. a frame's price per metre). */
  decimalText?: boolean;
}
export interface TextField extends FieldBase {
  kind: 'text';
}
export interface NumberField extends FieldBase {
  kind: 'integer' | 'long' | 'decimal';
  min?: number;
  max?: number;
  /** Above zero (a length): 0 is refused as `DecimalMin`, as a negative value is. */
  positive?: boolean;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
}
export interface InstantField extends FieldBase {
  kind: 'instant';
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  values: readonly string[];
  /** Slovak names of our own enums' values; the spec's are named in ENUM_VALUE_LABELS. */
  valueLabels?: Readonly<Record<string, string>>;
}
export interface BlobField extends FieldBase {
  kind: 'blob';
  /** Small blobs are embedded in lists; large ones only in GET by id (DESIGN.md §2). */
  size: BlobSize;
}
export interface RelationField extends FieldBase {
  kind: 'relation';
  /** Name of the referenced entity (an EntityDef name, or 'user'). */
  target: string;
  /** Field of the target shown in lists and pickers. */
  display: string;
}

export type FieldDef =
  | StringField
  | TextField
  | NumberField
  | BooleanField
  | InstantField
  | EnumField
  | BlobField
  | RelationField;

type Options<F> = Omit<F, 'kind' | 'label'>;

// The builders keep what the options say literally (`required: true`, an enum's values, a
// relation's target), so that the rows' types can be read off an entity (see model-types.ts).

export const string = <const O extends Partial<Options<StringField>> = object>(
  label: string,
  opts: O = {} as O,
): StringField & O => ({ kind: 'string', label, maxLength: 255, ...opts }) as StringField & O;

/** A builder of a kind that needs nothing beyond its label. */
const plainOf =
  <F extends TextField | BooleanField | InstantField>(kind: F['kind']) =>
  <const O extends Partial<Options<F>> = object>(label: string, opts: O = {} as O): F & O =>
    ({ kind, label, ...opts }) as never;
export const text = plainOf<TextField>('text');

type NumberBuilder<K extends NumberField['kind']> = <const O extends Options<NumberField> = object>(
  label: string,
  opts?: O,
) => NumberField & { kind: K } & O;
const numberOf =
  <K extends NumberField['kind']>(kind: K): NumberBuilder<K> =>
  (label, opts) =>
    ({ kind, label, ...opts }) as never;
export const integer = numberOf('integer');
export const long = numberOf('long');
export const decimal = numberOf('decimal');

export const boolean = plainOf<BooleanField>('boolean');
export const instant = plainOf<InstantField>('instant');

/** A builder of a kind that needs one more value after its label (`enumOf`'s values, a blob's size). */
const withValueOf =
  <F extends EnumField | BlobField, A extends Exclude<keyof F, keyof FieldBase>>(
    kind: F['kind'],
    key: A,
  ) =>
  <const V extends F[A], const O extends Partial<Omit<Options<F>, A>> = object>(
    label: string,
    value: V,
    opts: O = {} as O,
  ): F & Record<A, V> & O =>
    ({ kind, label, [key]: value, ...opts }) as never;
export const enumOf = withValueOf<EnumField, 'values'>('enum', 'values');
export const blob = withValueOf<BlobField, 'size'>('blob', 'size');

export const relation = <
  const T extends string,
  const O extends Omit<Options<RelationField>, 'target' | 'display'> = object,
>(
  label: string,
  target: T,
  display: string,
  opts: O = {} as O,
): RelationField & { target: T } & O =>
  ({ kind: 'relation', label, target, display, ...opts }) as RelationField & { target: T } & O;

/** Name of the API field that carries a blob's MIME type. */
export const contentTypeField = <N extends string>(blobField: N): `${N}ContentType` =>
  `${blobField}ContentType`;
