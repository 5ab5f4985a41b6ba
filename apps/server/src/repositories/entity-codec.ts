import { contentTypeField, type EntityDef, type FieldDef } from '@fotoobraz/domain';
import type { DialectName } from './database.ts';
import type { EntityTableName } from './tables.ts';

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

/** Where an entity's rows live, as Kysely names them (see tables.ts). */
interface Layout {
  table: EntityTableName;
  /** Field name -> its column's key in the rows Kysely reads and writes. */
  keys: Map<string, string>;
}

const layouts = new WeakMap<EntityDef, Layout>();

/** A field's column key: a relation's is `<name>Id`; capitals after a capital go lower case. */
const keyOf = (name: string, f: FieldDef): string =>
  f.kind === 'relation'
    ? `${name}Id`
    : name.replace(
        /([A-Z])([A-Z]+)/g,
        (_, first: string, rest: string) => first + rest.toLowerCase(),
      );

const layoutOf = (entity: EntityDef): Layout => {
  let layout = layouts.get(entity);
  if (!layout) {
    const keys = new Map<string, string>([['id', 'id']]);
    for (const [name, f] of Object.entries(entity.fields)) {
      keys.set(name, keyOf(name, f));
      if (f.kind === 'blob') keys.set(contentTypeField(name), contentTypeField(name));
    }
    const table = entity.table.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    layout = { table: table as EntityTableName, keys };
    layouts.set(entity, layout);
  }
  return layout;
};

/** The entity's table: `customer_order` -> `customerOrder`. */
export const tableOf = (entity: EntityDef): EntityTableName => layoutOf(entity).table;

/**
 * The key of a field's column: `frameProfile` -> `frameProfileId`, `bigPictureURL` ->
 * `bigPictureUrl`. Throws for a name outside the model, so no request picks a column.
 */
export const columnOf = (entity: EntityDef, field: string): string => {
  const key = layoutOf(entity).keys.get(field);
  if (key === undefined) throw new Error(`${entity.name} has no field ${field}`);
  return key;
};

/** The columns to select for an entity's rows. */
export const columnsOf = (entity: EntityDef, sel: BlobSelection): string[] => {
  const { keys } = layoutOf(entity);
  const cols = ['id'];
  for (const [name, f] of Object.entries(entity.fields)) {
    if (f.kind === 'blob') {
      cols.push(contentTypeField(name));
      if (blobIncluded(name, f.size, sel)) cols.push(name);
    } else cols.push(keys.get(name)!);
  }
  return cols;
};

/** A stored instant as ISO 8601: SQLite keeps the text, PostgreSQL answers a Date. */
export const toIso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);

/**
 * A stored row as the API shows it: fields in model order, booleans as booleans, instants as
 * ISO 8601, blobs as base64 (null when not selected), relations as `{id}`.
 */
export const rowToApi = (
  entity: EntityDef,
  row: Record<string, unknown>,
  sel: BlobSelection,
): Record<string, unknown> => {
  const { keys } = layoutOf(entity);
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, f] of Object.entries(entity.fields)) {
    const v = row[keys.get(name)!];
    switch (f.kind) {
      case 'relation':
        out[name] = v === null || v === undefined ? null : { id: Number(v) };
        break;
      case 'blob': {
        out[name] =
          blobIncluded(name, f.size, sel) && v
            ? (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array)).toString('base64')
            : null;
        out[contentTypeField(name)] = row[contentTypeField(name)] ?? null;
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
  values: Readonly<Record<string, unknown>>,
  dialect: DialectName,
): Record<string, unknown> => {
  const { keys } = layoutOf(entity);
  const row: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(entity.fields)) {
    if (!(name in values)) continue;
    const v = values[name] ?? null;
    const key = keys.get(name)!;
    switch (f.kind) {
      case 'relation':
        row[key] = v === null ? null : (v as { id: number }).id;
        break;
      case 'blob': {
        const ct = contentTypeField(name);
        // Server code may hand over bytes directly, sparing a 30 MB photo a base64 round trip.
        row[key] =
          v === null || v === ''
            ? null
            : Buffer.isBuffer(v)
              ? v
              : Buffer.from(v as string, 'base64');
        row[ct] = v === null || v === '' ? null : (values[ct] ?? null);
        break;
      }
      case 'boolean':
        row[key] = v === null ? null : dialect === 'sqlite' ? (v ? 1 : 0) : Boolean(v);
        break;
      default:
        row[key] = v;
    }
  }
  return row;
};
