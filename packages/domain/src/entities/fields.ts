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
  /** Slovak names of our own enums' values; the spec's catalogue enums are shown as stored. */
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

export const string = (label: string, opts: Partial<Options<StringField>> = {}): StringField => ({
  kind: 'string',
  label,
  maxLength: 255,
  ...opts,
});
export const text = (label: string, opts: Options<TextField> = {}): TextField => ({
  kind: 'text',
  label,
  ...opts,
});
export const integer = (label: string, opts: Options<NumberField> = {}): NumberField => ({
  kind: 'integer',
  label,
  ...opts,
});
export const long = (label: string, opts: Options<NumberField> = {}): NumberField => ({
  kind: 'long',
  label,
  ...opts,
});
export const decimal = (label: string, opts: Options<NumberField> = {}): NumberField => ({
  kind: 'decimal',
  label,
  ...opts,
});
export const boolean = (label: string, opts: Options<BooleanField> = {}): BooleanField => ({
  kind: 'boolean',
  label,
  ...opts,
});
export const instant = (label: string, opts: Options<InstantField> = {}): InstantField => ({
  kind: 'instant',
  label,
  ...opts,
});
export const enumOf = (
  label: string,
  values: readonly string[],
  opts: Omit<Options<EnumField>, 'values'> = {},
): EnumField => ({ kind: 'enum', label, values, ...opts });
export const blob = (
  label: string,
  size: BlobSize,
  opts: Omit<Options<BlobField>, 'size'> = {},
): BlobField => ({ kind: 'blob', label, size, ...opts });
export const relation = (
  label: string,
  target: string,
  display: string,
  opts: Omit<Options<RelationField>, 'target' | 'display'> = {},
): RelationField => ({ kind: 'relation', label, target, display, ...opts });

/** Name of the API field that carries a blob's MIME type. */
export const contentTypeField = (blobField: string): string => `${blobField}ContentType`;
