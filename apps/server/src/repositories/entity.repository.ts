import { contentTypeField, isCatalogue, type EntityDef, type RowOf } from '@fotoobraz/domain';
import { sql } from 'kysely';
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
import { EntityConditions, type BoundFilter, type RowScope } from './entity-conditions.ts';

export type { BoundFilter, RowScope } from './entity-conditions.ts';

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
 * BoundFilters, which EntityConditions turns into SQL.
 */
export class EntityRepository {
  private readonly conditions: EntityConditions;

  constructor(private readonly database: Database) {
    this.conditions = new EntityConditions(database);
  }

  private columns(entity: EntityDef, blobs: BlobSelection) {
    return columnsOf(entity, blobs).map((c) => this.database.db.dynamic.ref(c));
  }

  async list<E extends EntityDef>(
    entity: E,
    q: ListQuery,
  ): Promise<{ rows: RowOf<E>[]; total: number }> {
    const db = this.database.db;
    const counted = await db
      .selectFrom(tableOf(entity))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => this.conditions.where(eb, entity, q.scope, q.filters))
      .executeTakeFirstOrThrow();
    let query = db
      .selectFrom(tableOf(entity))
      .select(this.columns(entity, q.blobs))
      .where((eb) => this.conditions.where(eb, entity, q.scope, q.filters));
    // Empty values sort last ascending and first descending on both databases (SQLite's own
    // default is the opposite), so pages are the same whichever database the shop runs on.
    for (const s of q.sort) {
      const ref = this.conditions.ref(entity, s.field);
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
      .where((eb) => this.conditions.byId(eb, entity, id, scope))
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
      .where((eb) => eb.and([eb('id', 'in', ids), this.conditions.where(eb, entity, scope)]))
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
      .where((eb) => this.conditions.where(eb, entity, { kind: 'all' }, [filter]))
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
      .select([this.conditions.ref(entity, field), this.conditions.ref(entity, contentType)])
      .where((eb) => this.conditions.byId(eb, entity, id, scope))
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
