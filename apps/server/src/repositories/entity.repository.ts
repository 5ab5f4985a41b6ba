import {
  contentTypeField,
  craftedProduct,
  isCatalogue,
  type EntityDef,
  type RowOf,
} from '@fotoobraz/domain';
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
import { EntityConditions, type BoundFilter, type Eb, type RowScope } from './entity-conditions.ts';
import { heldByAnOrder } from './held-by-an-order.ts';

export type { BoundFilter, RowScope } from './entity-conditions.ts';

/** The rows a list shows, in its order. */
export interface RowQuery {
  scope: RowScope;
  filters: readonly BoundFilter[];
  sort: readonly { field: string; dir: 'asc' | 'desc' }[];
  blobs: BlobSelection;
}

/** One page of a list. */
export interface ListQuery extends RowQuery {
  offset: number;
  limit: number;
}

/** Nested relations carry no images. */
const NO_BLOBS: BlobSelection = { large: false, small: false };

/** The key a column of a lookup's second row is read under, apart from the first row's. */
const besideKey = (column: string) => `beside${column[0].toUpperCase()}${column.slice(1)}`;

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

  private toApi<E extends EntityDef>(entity: E, row: object, blobs: BlobSelection): RowOf<E> {
    return rowToApi(entity, row as Record<string, unknown>, blobs) as RowOf<E>;
  }

  /** The rows of `q` in its order, from the database or, as a subquery, from the query's `eb`. */
  private inOrder(entity: EntityDef, q: RowQuery, from: Pick<Db, 'selectFrom'> = this.database.db) {
    let query = from
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
    return query;
  }

  async list<E extends EntityDef>(
    entity: E,
    q: ListQuery,
  ): Promise<{ rows: RowOf<E>[]; total: number }> {
    const counted = await this.database.db
      .selectFrom(tableOf(entity))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => this.conditions.where(eb, entity, q.scope, q.filters))
      .executeTakeFirstOrThrow();
    const rows = await this.inOrder(entity, q).limit(q.limit).offset(q.offset).execute();
    return { rows: rows.map((r) => this.toApi(entity, r, q.blobs)), total: Number(counted.n) };
  }

  /**
   * The first row of `q`'s order: a lookup, which needs no count as a page does. `beside` names
   * a row of another entity by id that the caller needs as well: it is read in the same statement
   * (null when it is not within its scope), since two lookups that do not depend on each other
   * need not cost two round trips.
   */
  async first<E extends EntityDef, B extends EntityDef>(
    entity: E,
    q: RowQuery,
    beside?: { entity: B; id: number; scope: RowScope },
  ): Promise<{ row: RowOf<E>; beside: RowOf<B> | null } | undefined> {
    if (!beside) {
      const row = await this.inOrder(entity, q).limit(1).executeTakeFirst();
      return row && { row: this.toApi(entity, row, q.blobs), beside: null };
    }
    const columns = columnsOf(beside.entity, NO_BLOBS);
    const row: Record<string, unknown> | undefined = await this.database.db
      .selectFrom((eb) => this.inOrder(entity, q, eb).limit(1).as('lookup'))
      .leftJoin(
        (eb) =>
          eb
            .selectFrom(tableOf(beside.entity))
            .select(columns.map((c) => sql.ref(c).as(besideKey(c))))
            .where((eb) => this.conditions.byId(eb, beside.entity, beside.id, beside.scope))
            .as('beside'),
        (join) => join.onTrue(),
      )
      .selectAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const found = Object.fromEntries(columns.map((c) => [c, row[besideKey(c)]]));
    return {
      row: this.toApi(entity, row, q.blobs),
      beside: found.id == null ? null : this.toApi(beside.entity, found, NO_BLOBS),
    };
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

  /**
   * A crafted product without its images, and whether an order holds it (`heldByAnOrder`), in
   * one read: a change needs both, as an ordered piece is frozen.
   */
  async findCraftedProduct(
    id: number,
    scope: RowScope,
  ): Promise<{ row: RowOf<typeof craftedProduct>; ordered: boolean } | undefined> {
    const row = await this.database.db
      .selectFrom('craftedProduct')
      .select(this.columns(craftedProduct, NO_BLOBS))
      .select((eb) => heldByAnOrder(eb).as('ordered'))
      .where((eb) => this.conditions.byId(eb as unknown as Eb, craftedProduct, id, scope))
      .executeTakeFirst();
    return row && { row: this.toApi(craftedProduct, row, NO_BLOBS), ordered: Boolean(row.ordered) };
  }

  /** Rows by id, without images, for nesting relations; ids outside `scope` are left out. */
  async findManyByIds<E extends EntityDef>(
    entity: E,
    ids: readonly number[],
    scope: RowScope,
  ): Promise<RowOf<E>[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.db
      .selectFrom(tableOf(entity))
      .select(this.columns(entity, NO_BLOBS))
      .where((eb) => eb.and([eb('id', 'in', ids), this.conditions.where(eb, entity, scope)]))
      .execute();
    return rows.map((r) => this.toApi(entity, r, NO_BLOBS));
  }

  /**
   * A row by id as `findManyByIds` reads it, and the bytes of one of its blobs in the same read:
   * a frame with the texture its preview is drawn with.
   */
  async findWithBlob<E extends EntityDef>(
    entity: E,
    id: number,
    scope: RowScope,
    field: string,
  ): Promise<{ row: RowOf<E>; blob: Buffer | undefined } | undefined> {
    const row: Record<string, unknown> | undefined = await this.database.db
      .selectFrom(tableOf(entity))
      .select([...this.columns(entity, NO_BLOBS), this.conditions.ref(entity, field)])
      .where((eb) => this.conditions.byId(eb, entity, id, scope))
      .executeTakeFirst();
    if (!row) return undefined;
    const data = row[columnOf(entity, field)];
    return {
      row: this.toApi(entity, row, NO_BLOBS),
      blob: data ? Buffer.from(data as Uint8Array) : undefined,
    };
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
   * older than the write once it is committed. A refusal by a constraint is a ConstraintError.
   */
  private async written<T>(entity: EntityDef, write: (db: Db) => Promise<T>): Promise<T> {
    const db = this.database.db;
    const bumpThenWrite = async (tx: Db) => {
      await new CatalogueVersionRepository(boundTo(this.database, tx)).bump();
      return write(tx);
    };
    try {
      if (!isCatalogue(entity)) return await write(db);
      return await (db.isTransaction ? bumpThenWrite(db) : db.transaction().execute(bumpThenWrite));
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  private inserted(
    entity: EntityDef,
    values: Readonly<Record<string, unknown>>,
    returning: readonly string[],
  ): Promise<Record<string, unknown>> {
    const row = apiToRow(entity, values, this.database.dialect);
    return this.written(entity, (db) => {
      const base = db.insertInto(tableOf(entity));
      return (Object.keys(row).length ? base.values(row) : base.defaultValues())
        .returning(returning.map((c) => db.dynamic.ref(c)))
        .executeTakeFirstOrThrow();
    });
  }

  async insert(entity: EntityDef, values: Readonly<Record<string, unknown>>): Promise<number> {
    return Number((await this.inserted(entity, values, ['id'])).id);
  }

  /** Inserts a row and answers it as stored, as `findById` reads it with `blobs`, in one statement. */
  async insertRow<E extends EntityDef>(
    entity: E,
    values: Readonly<Record<string, unknown>>,
    blobs: BlobSelection = { large: true },
  ): Promise<RowOf<E>> {
    const stored = await this.inserted(entity, values, columnsOf(entity, blobs));
    return this.toApi(entity, stored, blobs);
  }

  async update(
    entity: EntityDef,
    id: number,
    values: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const row = apiToRow(entity, values, this.database.dialect);
    if (Object.keys(row).length === 0) return;
    await this.written(entity, (db) =>
      db.updateTable(tableOf(entity)).set(row).where('id', '=', id).execute(),
    );
  }

  /**
   * Writes `values` (at least one) to row `id` and answers the row as stored, as `findById` reads
   * it with `blobs`, in one statement; undefined when there is no such row, or when the row no
   * longer holds `expected` (a compare-and-set: a concurrent writer of the same row waits for the
   * first one's commit and then finds the value changed, on PostgreSQL as on SQLite).
   */
  async updateRow<E extends EntityDef>(
    entity: E,
    id: number,
    values: Readonly<Record<string, unknown>>,
    blobs: BlobSelection = { large: true },
    expected: Readonly<Record<string, string | number>> = {},
  ): Promise<RowOf<E> | undefined> {
    const row = apiToRow(entity, values, this.database.dialect);
    const guard = Object.entries(apiToRow(entity, expected, this.database.dialect));
    const stored = await this.written(entity, (db) =>
      guard
        .reduce(
          (query, [column, value]) =>
            query.where(db.dynamic.ref(column), '=', value as string | number),
          db.updateTable(tableOf(entity)).set(row).where('id', '=', id),
        )
        .returning(this.columns(entity, blobs))
        .executeTakeFirst(),
    );
    return stored && this.toApi(entity, stored, blobs);
  }

  /** Deletes a row; a row other rows still refer to is refused with ConstraintError. */
  async delete(entity: EntityDef, id: number): Promise<boolean> {
    const result = await this.written(entity, (db) =>
      db.deleteFrom(tableOf(entity)).where('id', '=', id).executeTakeFirst(),
    );
    return Number(result.numDeletedRows) > 0;
  }
}
