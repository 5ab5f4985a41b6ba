import {
  contentTypeField,
  entityNamed,
  FRAME_PRICE_BANDS,
  isCatalogue,
  type EntityDef,
  type FieldDef,
  type PriceCategory,
  type RowOf,
} from '@fotoobraz/domain';
import {
  sql,
  type DynamicReferenceBuilder,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import {
  apiToRow,
  columnOf,
  columnsOf,
  rowToApi,
  tableOf,
  type BlobSelection,
} from './entity-codec.ts';
import { CatalogueVersionRepository } from './catalogue-version.repository.ts';
import { boundTo, type Database, type Db } from './database.ts';
import type { DB, EntityTableName } from './tables.ts';

/** Which rows of an entity a caller may see, as data this repository turns into SQL. */
export type RowScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'enabled' }
  | { kind: 'visitor'; usrid?: number; sid?: string }
  | { kind: 'user'; userId: number }
  | { kind: 'prefixes'; field: string; prefixes: readonly string[] };

/** A list filter with its value, ready to become SQL (see the model's ListFilter). */
export type BoundFilter =
  | { kind: 'equals'; path: readonly string[]; value: unknown }
  | { kind: 'equalsAny'; fields: readonly string[]; value: unknown }
  | { kind: 'in'; field: string; values: readonly unknown[] }
  | { kind: 'prefix'; field: string; value: string }
  | { kind: 'contains'; fields: readonly string[]; value: string }
  | { kind: 'priceBand'; field: string; band: PriceCategory };

export interface ListQuery {
  scope: RowScope;
  filters: readonly BoundFilter[];
  sort: readonly { field: string; dir: 'asc' | 'desc' }[];
  offset: number;
  limit: number;
  blobs: BlobSelection;
}

/** A write refused by a database constraint. */
export class ConstraintError extends Error {
  constructor(readonly constraint: 'unique' | 'foreignKey') {
    super(`${constraint} constraint violated`);
  }
}

type Eb = ExpressionBuilder<DB, EntityTableName>;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A database's unique or foreign-key violation as a ConstraintError; undefined for anything else. */
export const constraintOf = (error: unknown): ConstraintError | undefined => {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return new ConstraintError('unique');
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
    return new ConstraintError('foreignKey');
  return undefined;
};

/**
 * All queries of the 18 model-driven entities. Access rules arrive as a RowScope and filters as
 * BoundFilters; this is the only place they become SQL.
 */
export class EntityRepository {
  constructor(private readonly database: Database) {}

  private dbValue(f: FieldDef | undefined, v: unknown): unknown {
    if (f?.kind === 'boolean' && this.database.dialect === 'sqlite') return v ? 1 : 0;
    return v;
  }

  /** A field's column, for the generic queries: the model names it at run time. */
  private ref(entity: EntityDef, field: string) {
    return this.database.db.dynamic.ref(columnOf(entity, field));
  }

  private columns(entity: EntityDef, blobs: BlobSelection) {
    return columnsOf(entity, blobs).map((c) => this.database.db.dynamic.ref(c));
  }

  private scopeWhere(eb: Eb, entity: EntityDef, scope: RowScope): Expression<SqlBool> | undefined {
    switch (scope.kind) {
      case 'all':
        return undefined;
      case 'none':
        return sql<SqlBool>`1 = 0`;
      case 'enabled':
        return eb(this.ref(entity, 'enabled'), '=', this.dbValue(entity.fields.enabled, true));
      case 'user':
        return eb(this.ref(entity, 'user'), '=', scope.userId);
      case 'visitor':
        if (scope.usrid !== undefined) return eb(this.ref(entity, 'usrid'), '=', scope.usrid);
        if (scope.sid !== undefined) return eb(this.ref(entity, 'sid'), '=', scope.sid);
        return sql<SqlBool>`1 = 0`;
      case 'prefixes':
        return eb.or(scope.prefixes.map((p) => startsWith(this.ref(entity, scope.field), p)));
    }
  }

  private filterWhere(eb: Eb, entity: EntityDef, filter: BoundFilter): Expression<SqlBool> {
    switch (filter.kind) {
      case 'equals': {
        const [first, second] = filter.path;
        if (second === undefined) {
          return eb(this.ref(entity, first), '=', this.dbValue(entity.fields[first], filter.value));
        }
        const rel = entity.fields[first];
        const target = rel?.kind === 'relation' ? entityNamed(rel.target) : undefined;
        if (!target) throw new Error(`${entity.name}.${first} is not a relation to an entity`);
        const inner = eb
          .selectFrom(tableOf(target))
          .select('id')
          .where(this.ref(target, second), '=', this.dbValue(target.fields[second], filter.value));
        return eb(this.ref(entity, first), 'in', inner);
      }
      case 'equalsAny':
        return eb.or(
          filter.fields.map((f) =>
            eb(this.ref(entity, f), '=', this.dbValue(entity.fields[f], filter.value)),
          ),
        );
      case 'in':
        return eb(this.ref(entity, filter.field), 'in', filter.values);
      case 'prefix':
        return startsWith(this.ref(entity, filter.field), filter.value);
      case 'contains':
        return eb.or(
          filter.fields.map(
            (f) =>
              sql<SqlBool>`lower(${this.ref(entity, f)}) like ${'%' + escapeLike(filter.value.toLowerCase()) + '%'} escape '\\'`,
          ),
        );
      case 'priceBand': {
        const price = sql`cast(nullif(${this.ref(entity, filter.field)}, '') as numeric)`;
        const band = FRAME_PRICE_BANDS[filter.band];
        const parts: Expression<SqlBool>[] = [sql<SqlBool>`${price} is not null`];
        if (band.below !== undefined) parts.push(sql<SqlBool>`${price} < ${band.below}`);
        if (band.atLeast !== undefined) parts.push(sql<SqlBool>`${price} >= ${band.atLeast}`);
        if (band.atMost !== undefined) parts.push(sql<SqlBool>`${price} <= ${band.atMost}`);
        if (band.above !== undefined) parts.push(sql<SqlBool>`${price} > ${band.above}`);
        return eb.and(parts);
      }
    }
  }

  private where(eb: Eb, entity: EntityDef, scope: RowScope, filters: readonly BoundFilter[]) {
    const parts = filters.map((f) => this.filterWhere(eb, entity, f));
    const s = this.scopeWhere(eb, entity, scope);
    if (s) parts.push(s);
    return eb.and(parts);
  }

  async list<E extends EntityDef>(
    entity: E,
    q: ListQuery,
  ): Promise<{ rows: RowOf<E>[]; total: number }> {
    const db = this.database.db;
    const counted = await db
      .selectFrom(tableOf(entity))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => this.where(eb, entity, q.scope, q.filters))
      .executeTakeFirstOrThrow();
    let query = db
      .selectFrom(tableOf(entity))
      .select(this.columns(entity, q.blobs))
      .where((eb) => this.where(eb, entity, q.scope, q.filters));
    // Empty values sort last ascending and first descending on both databases (SQLite's own
    // default is the opposite), so pages are the same whichever database the shop runs on.
    for (const s of q.sort) {
      const ref = this.ref(entity, s.field);
      query = query.orderBy(
        s.dir === 'asc' ? sql`${ref} asc nulls last` : sql`${ref} desc nulls first`,
      );
    }
    if (!q.sort.some((s) => s.field === 'id')) query = query.orderBy('id', 'asc');
    const rows = await query.limit(q.limit).offset(q.offset).execute();
    return { rows: rows.map((r) => this.toApi(entity, r, q.blobs)), total: Number(counted.n) };
  }

  private toApi<E extends EntityDef>(entity: E, row: object, blobs: BlobSelection): RowOf<E> {
    return rowToApi(entity, row as Record<string, unknown>, blobs) as RowOf<E>;
  }

  async findById<E extends EntityDef>(
    entity: E,
    id: number,
    scope: RowScope,
    blobs: BlobSelection = { large: true },
  ): Promise<RowOf<E> | undefined> {
    const row = await this.database.db
      .selectFrom(tableOf(entity))
      .select(this.columns(entity, blobs))
      .where((eb) => eb.and([eb('id', '=', id), this.where(eb, entity, scope, [])]))
      .executeTakeFirst();
    return row && this.toApi(entity, row, blobs);
  }

  /** Rows by id, without images, for nesting relations; ids outside `scope` are left out. */
  async findManyByIds<E extends EntityDef>(
    entity: E,
    ids: readonly number[],
    scope: RowScope,
  ): Promise<RowOf<E>[]> {
    if (ids.length === 0) return [];
    const blobs = { large: false, small: false };
    const rows = await this.database.db
      .selectFrom(tableOf(entity))
      .select(this.columns(entity, blobs))
      .where((eb) => eb.and([eb('id', 'in', ids), this.where(eb, entity, scope, [])]))
      .execute();
    return rows.map((r) => this.toApi(entity, r, blobs));
  }

  /** The lowest id among all the rows whose `field` equals `value`, whoever may see them. */
  async firstIdWhere(
    entity: EntityDef,
    field: string,
    value: unknown,
  ): Promise<number | undefined> {
    const filter: BoundFilter = { kind: 'equals', path: [field], value };
    const row = await this.database.db
      .selectFrom(tableOf(entity))
      .select('id')
      .where((eb) => this.where(eb, entity, { kind: 'all' }, [filter]))
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }

  /** Whether the entity's table holds any row at all. */
  async hasRows(entity: EntityDef): Promise<boolean> {
    const row = await this.database.db
      .selectFrom(tableOf(entity))
      .select('id')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The raw bytes and content type of one blob field, or undefined. */
  async findBlob(entity: EntityDef, id: number, field: string, scope: RowScope) {
    const contentType = contentTypeField(field);
    const row: Record<string, unknown> | undefined = await this.database.db
      .selectFrom(tableOf(entity))
      .select([this.ref(entity, field), this.ref(entity, contentType)])
      .where((eb) => eb.and([eb('id', '=', id), this.where(eb, entity, scope, [])]))
      .executeTakeFirst();
    const data = row?.[columnOf(entity, field)];
    if (!data) return undefined;
    return {
      data: Buffer.from(data as Uint8Array),
      contentType: (row![contentType] as string | null) ?? 'application/octet-stream',
    };
  }

  /**
   * Runs a write of `entity`'s rows. A write of the catalogue first raises the catalogue version,
   * in the same transaction (the caller's, or one of its own), so no instance serves a cached list
   * older than the write once it is committed.
   */
  private written<T>(entity: EntityDef, write: (db: Db) => Promise<T>): Promise<T> {
    const db = this.database.db;
    if (!isCatalogue(entity)) return write(db);
    const bumpThenWrite = async (tx: Db) => {
      await new CatalogueVersionRepository(boundTo(this.database, tx)).bump();
      return write(tx);
    };
    return db.isTransaction ? bumpThenWrite(db) : db.transaction().execute(bumpThenWrite);
  }

  async insert(entity: EntityDef, values: Readonly<Record<string, unknown>>): Promise<number> {
    const row = apiToRow(entity, values, this.database.dialect);
    try {
      const inserted = await this.written(entity, (db) => {
        const base = db.insertInto(tableOf(entity));
        return (Object.keys(row).length ? base.values(row) : base.defaultValues())
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return Number(inserted.id);
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  async update(
    entity: EntityDef,
    id: number,
    values: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const row = apiToRow(entity, values, this.database.dialect);
    if (Object.keys(row).length === 0) return;
    try {
      await this.written(entity, (db) =>
        db.updateTable(tableOf(entity)).set(row).where('id', '=', id).execute(),
      );
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  /** Deletes a row; a row other rows still refer to is refused with ConstraintError. */
  async delete(entity: EntityDef, id: number): Promise<boolean> {
    try {
      const result = await this.written(entity, (db) =>
        db.deleteFrom(tableOf(entity)).where('id', '=', id).executeTakeFirst(),
      );
      return Number(result.numDeletedRows) > 0;
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }
}

/** `LIKE 'prefix%'`, the prefix taken literally. */
const startsWith = (column: DynamicReferenceBuilder, prefix: string): Expression<SqlBool> =>
  sql<SqlBool>`${column} like ${escapeLike(prefix) + '%'} escape '\\'`;
