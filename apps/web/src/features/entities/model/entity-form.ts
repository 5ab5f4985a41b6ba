import {
  contentTypeField,
  entityInputSchema,
  fieldEntries,
  numberRangeOf,
  type EntityDef,
  type FieldDef,
  type NumberField,
} from '@fotoobraz/domain';
import { fromDateTimeLocal, toDateTimeLocal } from './format';

/** An image as the form holds it; `changed` says whether the user picked or removed one. */
export interface BlobValue {
  data: string | null;
  contentType: string | null;
  changed: boolean;
}

/** Text fields, numbers, dates, enums and relation ids are kept as the inputs show them. */
export type FieldValue = string | boolean | BlobValue;
export type FormValues = Record<string, FieldValue>;
export type FormMode = 'create' | 'update';

/** An i18n key with its parameters, e.g. entity.validation.maxlength with { max: 10 }. */
export interface FieldMessage {
  key: string;
  params?: Record<string, unknown>;
}
export type FieldMessages = Record<string, FieldMessage>;

type Row = Record<string, unknown>;

export const isBlobValue = (v: FieldValue | undefined): v is BlobValue =>
  typeof v === 'object' && v !== null;

const EMPTY_BLOB: BlobValue = { data: null, contentType: null, changed: false };

/** The create form's starting values: the model's form defaults, otherwise empty. */
export const emptyValues = (entity: EntityDef): FormValues => {
  const values: FormValues = {};
  for (const [name, f] of fieldEntries(entity)) {
    if (f.kind === 'blob') values[name] = EMPTY_BLOB;
    else if (f.kind === 'boolean') values[name] = f.formDefault === true;
    else values[name] = f.formDefault === undefined ? '' : String(f.formDefault);
  }
  return values;
};

const numberText = (v: unknown): string =>
  typeof v === 'number' ? String(v).replace('.', ',') : '';

/** A row from the API as the edit form's values. */
export const valuesOf = (entity: EntityDef, row: Row): FormValues => {
  const values: FormValues = {};
  for (const [name, f] of fieldEntries(entity)) {
    const v = row[name];
    switch (f.kind) {
      case 'blob':
        values[name] = {
          data: typeof v === 'string' && v !== '' ? v : null,
          contentType: (row[contentTypeField(name)] as string | null) ?? null,
          changed: false,
        };
        break;
      case 'boolean':
        values[name] = v === true;
        break;
      case 'integer':
      case 'long':
      case 'decimal':
        values[name] = numberText(v);
        break;
      case 'instant':
        values[name] = toDateTimeLocal(v as string | null);
        break;
      case 'relation':
        values[name] = v && typeof v === 'object' ? String((v as { id: unknown }).id) : '';
        break;
      default:
        values[name] = v === null || v === undefined ? '' : String(v);
    }
  }
  return values;
};

/**
 * The request body of the form's values. An image the user did not touch is left out of an
 * update, so the server keeps it (DESIGN decision log) and a large original is not sent back.
 */
export const bodyOf = (entity: EntityDef, values: FormValues, mode: FormMode, id?: number): Row => {
  const body: Row = mode === 'update' ? { id } : {};
  for (const [name, f] of fieldEntries(entity)) {
    const v = values[name];
    if (f.kind === 'blob') {
      const blob = isBlobValue(v) ? v : EMPTY_BLOB;
      if (mode === 'update' && !blob.changed) continue;
      body[name] = blob.data;
      body[contentTypeField(name)] = blob.data === null ? null : blob.contentType;
      continue;
    }
    if (f.kind === 'boolean') {
      body[name] = v === true;
      continue;
    }
    const text = typeof v === 'string' ? v : '';
    if (text.trim() === '' && f.kind !== 'string' && f.kind !== 'text') {
      body[name] = null;
      continue;
    }
    switch (f.kind) {
      case 'integer':
      case 'long':
      case 'decimal':
        // Slovak users type a decimal comma.
        body[name] = text.trim().replace(',', '.');
        break;
      case 'instant':
        body[name] = fromDateTimeLocal(text);
        break;
      case 'relation':
        body[name] = { id: text };
        break;
      case 'string':
      case 'text':
        // An empty optional text is no value; an empty required one is 'required'.
        body[name] = text === '' && !f.required ? null : text;
        break;
      default:
        body[name] = text;
    }
  }
  return body;
};

const isNumberField = (f: FieldDef): f is NumberField =>
  f.kind === 'integer' || f.kind === 'long' || f.kind === 'decimal';

/**
 * The Slovak message of a constraint the model's schema reports (the same schema the server
 * validates with), as the spec's keys: entity.validation.required / maxlength / pattern / number.
 */
export const messageOf = (
  field: FieldDef,
  constraint: string,
  onContentType = false,
): FieldMessage => {
  if (onContentType) return { key: 'entity.validation.image' };
  switch (constraint) {
    case 'NotNull':
      return { key: 'entity.validation.required' };
    case 'Size':
      return field.kind === 'string'
        ? { key: 'entity.validation.maxlength', params: { max: field.maxLength } }
        : { key: 'entity.validation.invalid' };
    case 'Pattern':
      if (field.kind === 'string' && field.decimalText) return { key: 'entity.validation.number' };
      return field.kind === 'string' && field.pattern
        ? { key: 'entity.validation.pattern', params: { pattern: field.pattern.source } }
        : { key: 'entity.validation.invalid' };
    case 'Min':
    case 'DecimalMin':
      if (!isNumberField(field)) return { key: 'entity.validation.invalid' };
      if (field.positive && field.min === undefined) return { key: 'entity.validation.positive' };
      return { key: 'entity.validation.min', params: { min: numberRangeOf(field).min } };
    case 'Max':
    case 'DecimalMax':
      return isNumberField(field)
        ? { key: 'entity.validation.max', params: { max: numberRangeOf(field).max } }
        : { key: 'entity.validation.invalid' };
    case 'TypeMismatch':
      if (field.kind === 'integer' || field.kind === 'long') {
        return { key: 'entity.validation.integerNumber' };
      }
      if (field.kind === 'decimal') return { key: 'entity.validation.number' };
      if (field.kind === 'instant') return { key: 'entity.validation.datetimelocal' };
      return { key: 'entity.validation.invalid' };
    case 'NotFound':
      return { key: 'entity.validation.notFound' };
    default:
      return { key: 'entity.validation.invalid' };
  }
};

/** The field a reported path belongs to: `thumbContentType` is the `thumb` image's. */
const fieldOfPath = (entity: EntityDef, path: string): [string, boolean] | undefined => {
  if (entity.fields[path]) return [path, false];
  const blob = path.replace(/ContentType$/, '');
  return blob !== path && entity.fields[blob]?.kind === 'blob' ? [blob, true] : undefined;
};

/** Field errors of the API (`fieldErrors`) or of the schema, as messages per form field. */
export const messagesOf = (
  entity: EntityDef,
  errors: readonly { field: string; message: string }[],
): FieldMessages => {
  const messages: FieldMessages = {};
  for (const error of errors) {
    const target = fieldOfPath(entity, error.field);
    if (!target || messages[target[0]]) continue;
    messages[target[0]] = messageOf(entity.fields[target[0]], error.message, target[1]);
  }
  return messages;
};

/**
 * Checks the form against the model's schema in the server's own terms: the body is valid here
 * exactly when the server's validation would accept it.
 */
export const validateForm = (
  entity: EntityDef,
  values: FormValues,
  mode: FormMode,
  id?: number,
): { body: Row; messages: FieldMessages } => {
  const body = bodyOf(entity, values, mode, id);
  const parsed = entityInputSchema(entity, mode).safeParse(body);
  if (parsed.success) return { body: parsed.data as Row, messages: {} };
  return {
    body,
    messages: messagesOf(
      entity,
      parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      })),
    ),
  };
};
