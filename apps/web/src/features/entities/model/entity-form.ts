import {
  contentTypeField,
  entityInputSchema,
  fieldEntries,
  type EntityDef,
} from '@fotoobraz/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { SERVER_ERROR } from '../../../lib/forms/server-errors';
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

type Row = Record<string, unknown>;

/** A request body of the entity's API. */
export type Body = Row;

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

/** The type of an error on an image's content type: its picker asks for an image file. */
export const CONTENT_TYPE_ERROR = 'contentType';

/**
 * The form field a path of the schema's or the server's errors belongs to: `thumbContentType` is
 * the `thumb` image's, `product.id` the product's select.
 * @example fieldOfPath(internalImage, 'imageContentType') // -> { name: 'image', type: 'contentType' }
 */
export const fieldOfPath = (
  entity: EntityDef,
  path: string,
): { name: string; type: string } | undefined => {
  const name = path.split('.')[0];
  if (entity.fields[name]) return { name, type: SERVER_ERROR };
  const blob = name.replace(/ContentType$/, '');
  return blob !== name && entity.fields[blob]?.kind === 'blob'
    ? { name: blob, type: CONTENT_TYPE_ERROR }
    : undefined;
};

/** The first error in what the resolver nested by path (`product.id` under `product`). */
const firstErrorIn = (node: unknown): FieldError | undefined => {
  if (typeof node !== 'object' || node === null) return undefined;
  if (typeof (node as FieldError).message === 'string') return node as FieldError;
  for (const child of Object.values(node)) {
    const found = firstErrorIn(child);
    if (found) return found;
  }
  return undefined;
};

/**
 * Checks the form against the model's schema in the server's own terms: the body is valid here
 * exactly when the server's validation would accept it, and the schema's output is what is sent.
 * Each field shows the first of its errors, with the contract code as the message.
 */
export const entityResolver = (
  entity: EntityDef,
  mode: FormMode,
  id?: number,
): Resolver<FormValues, unknown, Body> => {
  const check = zodResolver(entityInputSchema(entity, mode));
  return async (values, context, options) => {
    const result = await check(bodyOf(entity, values, mode, id), context, options as never);
    const errors: FieldErrors<FormValues> = {};
    for (const [path, node] of Object.entries(result.errors)) {
      const at = fieldOfPath(entity, path);
      const error = firstErrorIn(node);
      if (!at || !error || errors[at.name]) continue;
      errors[at.name] = {
        type: at.type === CONTENT_TYPE_ERROR ? at.type : error.type,
        message: error.message,
        ref: error.ref,
      };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors }
      : { values: result.values as Body, errors: {} };
  };
};
