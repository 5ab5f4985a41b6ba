import {
  columnOf,
  contentTypeField,
  fieldEntries,
  relationColumnOf,
  type EntityDef,
} from '@fotoobraz/domain';
import type { DialectName } from './database.ts';

/** Which blobs a read brings: lists embed only the small ones (DESIGN.md §2). */
export interface BlobSelection {
  large: boolean;
  /** False leaves out the small blobs too (nested relations carry no images). */
  small?: boolean;
  /** Small blob fields left out on request (e.g. frames' `texture` with `notextures=true`). */
  omit?: ReadonlySet<string>;
}

const blobIncluded = (field: string, size: 'small' | 'large', sel: BlobSelection): boolean =>
  size === 'large' ? sel.large : sel.small !== false && !sel.omit?.has(field);

/** The columns to select for an entity's rows. */
export const columnsOf = (entity: EntityDef, sel: BlobSelection): string[] => {
  const cols = ['id'];
  for (const [name, f] of fieldEntries(entity)) {
    if (f.kind === 'relation') cols.push(relationColumnOf(name));
    else if (f.kind === 'blob') {
      cols.push(columnOf(contentTypeField(name)));
      if (blobIncluded(name, f.size, sel)) cols.push(columnOf(name));
    } else cols.push(columnOf(name));
  }
  return cols;
};

const toIso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);

/**
 * A stored row as the API shows it: camelCase fields in model order, booleans as booleans,
 * instants as ISO 8601, blobs as base64 (null when not selected), relations as `{id}`.
 */
export const rowToApi = (
  entity: EntityDef,
  row: Record<string, unknown>,
  sel: BlobSelection,
): Record<string, unknown> => {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, f] of fieldEntries(entity)) {
    if (f.kind === 'relation') {
      const id = row[relationColumnOf(name)];
      out[name] = id === null || id === undefined ? null : { id: Number(id) };
      continue;
    }
    const v = row[columnOf(name)];
    switch (f.kind) {
      case 'blob': {
        out[name] =
          blobIncluded(name, f.size, sel) && v
            ? (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array)).toString('base64')
            : null;
        out[contentTypeField(name)] = row[columnOf(contentTypeField(name))] ?? null;
        break;
      }
      case 'boolean':
        out[name] = v === null || v === undefined ? null : Boolean(v);
        break;
      case 'instant':
        out[name] = toIso(v);
        break;
      case 'integer':
      case 'long':
      case 'decimal':
        out[name] = v === null || v === undefined ? null : Number(v);
        break;
      default:
        out[name] = v ?? null;
    }
  }
  return out;
};

/**
 * Validated API values as column values. Only the keys present in `values` are written, so a
 * caller can leave a blob untouched by leaving it out.
 */
export const apiToRow = (
  entity: EntityDef,
  values: Record<string, unknown>,
  dialect: DialectName,
): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  for (const [name, f] of fieldEntries(entity)) {
    if (!(name in values)) continue;
    const v = values[name] ?? null;
    switch (f.kind) {
      case 'relation':
        row[relationColumnOf(name)] = v === null ? null : (v as { id: number }).id;
        break;
      case 'blob': {
        const ct = contentTypeField(name);
        // Server code may hand over bytes directly, sparing a 30 MB photo a base64 round trip.
        row[columnOf(name)] =
          v === null || v === ''
            ? null
            : Buffer.isBuffer(v)
              ? v
              : Buffer.from(v as string, 'base64');
        row[columnOf(ct)] = v === null || v === '' ? null : (values[ct] ?? null);
        break;
      }
      case 'boolean':
        row[columnOf(name)] = v === null ? null : dialect === 'sqlite' ? (v ? 1 : 0) : Boolean(v);
        break;
      default:
        row[columnOf(name)] = v;
    }
  }
  return row;
};
