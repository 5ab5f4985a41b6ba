import {
  columnOf,
  entityNamed,
  FRAME_PRICE_BANDS,
  relationColumnOf,
  type EntityDef,
  type FieldDef,
  type PriceCategory,
} from '@fotoobraz/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { RowScope } from '../services/access-policy.ts';
import { apiToRow, columnsOf, rowToApi, type BlobSelection } from './entity-codec.ts';
import type { Database, Tables } from './database.ts';

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

type Eb = ExpressionBuilder<Tables, string>;

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

  private column(entity: EntityDef, field: string): string {
    if (field === 'id') return 'id';
    const f = entity.fields[field];
    return f?.kind === 'relation' ? relationColumnOf(field) : columnOf(field);
  }

  private scopeWhere(eb: Eb, entity: EntityDef, scope: RowScope): Expression<SqlBool> | undefined {
    switch (scope.kind) {
      case 'all':
        return undefined;
      case 'none':
        return sql<SqlBool>`1 = 0`;
      case 'enabled':
        return eb(sql.ref('enabled'), '=', this.dbValue(entity.fields.enabled, true));
      case 'user':
        return eb(sql.ref('user_id'), '=', scope.userId);
      case 'visitor':
        if (scope.usrid !== undefined) return eb(sql.ref('usrid'), '=', scope.usrid);
        if (scope.sid !== undefined) return eb(sql.ref('sid'), '=', scope.sid);
        return sql<SqlBool>`1 = 0`;
      case 'prefixes':
        return eb.or(
          scope.prefixes.map(
            (p) =>
              sql<SqlBool>`${sql.ref(columnOf(scope.field))} like ${escapeLike(p) + '%'} escape '\\'`,
          ),
        );
    }
  }

  private filterWhere(eb: Eb, entity: EntityDef, filter: BoundFilter): Expression<SqlBool> {
    switch (filter.kind) {
      case 'equals': {
        const [first, second] = filter.path;
        if (second === undefined) {
          return eb(
            sql.ref(this.column(entity, first)),
            '=',
            this.dbValue(entity.fields[first], filter.value),
          );
        }
        const rel = entity.fields[first];
        const target = rel?.kind === 'relation' ? entityNamed(rel.target) : undefined;
        if (!target) throw new Error(`${entity.name}.${first} is not a relation to an entity`);
        const inner = eb
          .selectFrom(target.table)
          .select(sql.ref('id').as('id'))
          .where(
            sql.ref(this.column(target, second)),
            '=',
            this.dbValue(target.fields[second], filter.value),
          );
        return eb(sql.ref(relationColumnOf(first)), 'in', inner);
      }
      case 'equalsAny':
        return eb.or(
          filter.fields.map((f) =>
            eb(sql.ref(this.column(entity, f)), '=', this.dbValue(entity.fields[f], filter.value)),
          ),
        );
      case 'in':
        return eb(sql.ref(this.column(entity, filter.field)), 'in', filter.values);
      case 'prefix':
        return sql<SqlBool>`${sql.ref(columnOf(filter.field))} like ${escapeLike(filter.value) + '%'} escape '\\'`;
      case 'contains':
        return eb.or(
          filter.fields.map(
            (f) =>
              sql<SqlBool>`lower(${sql.ref(columnOf(f))}) like ${'%' + escapeLike(filter.value.toLowerCase()) + '%'} escape '\\'`,
          ),
        );
      case 'priceBand': {
        const price = sql`cast(nullif(${sql.ref(columnOf(filter.field))}, '') as numeric)`;
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

  async list(
    entity: EntityDef,
    q: ListQuery,
  ): Promise<{ rows: Record<string, unknown>[]; total: number }> {
    const db = this.database.db;
    const counted = await db
      .selectFrom(entity.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => this.where(eb, entity, q.scope, q.filters))
      .executeTakeFirstOrThrow();
    let query = db
      .selectFrom(entity.table)
      .select(columnsOf(entity, q.blobs).map((c) => sql.ref(c).as(c)))
      .where((eb) => this.where(eb, entity, q.scope, q.filters));
    // Empty values sort last ascending and first descending on both databases (SQLite's own
    // default is the opposite), so pages are the same whichever database the shop runs on.
    for (const s of q.sort) {
      const ref = sql.ref(this.column(entity, s.field));
      query = query.orderBy(
        s.dir === 'asc' ? sql`${ref} asc nulls last` : sql`${ref} desc nulls first`,
      );
    }
    if (!q.sort.some((s) => s.field === 'id')) query = query.orderBy(sql.ref('id'), 'asc');
    const rows = await query.limit(q.limit).offset(q.offset).execute();
    return { rows: rows.map((r) => rowToApi(entity, r, q.blobs)), total: Number(counted.n) };
  }

  async findById(
    entity: EntityDef,
    id: number,
    scope: RowScope,
    blobs: BlobSelection = { large: true },
  ): Promise<Record<string, unknown> | undefined> {
    const row = await this.database.db
      .selectFrom(entity.table)
      .select(columnsOf(entity, blobs).map((c) => sql.ref(c).as(c)))
      .where((eb) => eb.and([eb(sql.ref('id'), '=', id), this.where(eb, entity, scope, [])]))
      .executeTakeFirst();
    return row && rowToApi(entity, row, blobs);
  }

  /** Rows by id, without images, for nesting relations; ids outside `scope` are left out. */
  async findManyByIds(entity: EntityDef, ids: readonly number[], scope: RowScope) {
    if (ids.length === 0) return [];
    const blobs = { large: false, small: false };
    const rows = await this.database.db
      .selectFrom(entity.table)
      .select(columnsOf(entity, blobs).map((c) => sql.ref(c).as(c)))
      .where((eb) => eb.and([eb(sql.ref('id'), 'in', ids), this.where(eb, entity, scope, [])]))
      .execute();
    return rows.map((r) => rowToApi(entity, r, blobs));
  }

  /** The raw bytes and content type of one blob field, or undefined. */
  async findBlob(entity: EntityDef, id: number, field: string, scope: RowScope) {
    const col = columnOf(field);
    const ct = `${col}_content_type`;
    const row = await this.database.db
      .selectFrom(entity.table)
      .select([sql.ref(col).as('data'), sql.ref(ct).as('contentType')])
      .where((eb) => eb.and([eb(sql.ref('id'), '=', id), this.where(eb, entity, scope, [])]))
      .executeTakeFirst();
    if (!row?.data) return undefined;
    return {
      data: Buffer.from(row.data as Uint8Array),
      contentType: (row.contentType as string | null) ?? 'application/octet-stream',
    };
  }

  async insert(entity: EntityDef, values: Record<string, unknown>): Promise<number> {
    const row = apiToRow(entity, values, this.database.dialect);
    try {
      const base = this.database.db.insertInto(entity.table);
      const inserted = await (Object.keys(row).length ? base.values(row) : base.defaultValues())
        .returning(sql.ref('id').as('id'))
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  async update(entity: EntityDef, id: number, values: Record<string, unknown>): Promise<void> {
    const row = apiToRow(entity, values, this.database.dialect);
    if (Object.keys(row).length === 0) return;
    try {
      await this.database.db
        .updateTable(entity.table)
        .set(row)
        .where(sql.ref('id'), '=', id)
        .execute();
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  /** Deletes a row; a row other rows still refer to is refused with ConstraintError. */
  async delete(entity: EntityDef, id: number): Promise<boolean> {
    try {
      const result = await this.database.db
        .deleteFrom(entity.table)
        .where(sql.ref('id'), '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }
}
