import {
  entityNamed,
  FRAME_PRICE_BANDS,
  type EntityDef,
  type FieldDef,
  type PriceCategory,
} from '@fotoobraz/domain';
import {
  sql,
  type DynamicReferenceBuilder,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import { columnOf, tableOf } from './entity-codec.ts';
import type { Database } from './database.ts';
import type { DB, EntityTableName } from './tables.ts';

/** Which rows of an entity a caller may see, as data this module turns into SQL. */
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
  | { kind: 'priceBand'; field: string; band: PriceCategory }
  /** `value` null: the rows that have no row in `table`. */
  | { kind: 'belongingRow'; table: string; key: string; column: string; value: string | null };

export type Eb = ExpressionBuilder<DB, EntityTableName>;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `LIKE 'prefix%'`, the prefix taken literally. */
const startsWith = (column: DynamicReferenceBuilder, prefix: string): Expression<SqlBool> =>
  sql<SqlBool>`${column} like ${escapeLike(prefix) + '%'} escape '\\'`;

/**
 * The conditions of the model-driven entities' queries: access rules arrive as a RowScope and
 * filters as BoundFilters, and this is the only place they become SQL. Column names come from
 * the model, never from a request.
 */
export class EntityConditions {
  constructor(private readonly database: Database) {}

  private dbValue(f: FieldDef | undefined, v: unknown): unknown {
    if (f?.kind === 'boolean' && this.database.dialect === 'sqlite') return v ? 1 : 0;
    return v;
  }

  /** A field's column, for the generic queries: the model names it at run time. */
  ref(entity: EntityDef, field: string) {
    return this.database.db.dynamic.ref(columnOf(entity, field));
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
      case 'belongingRow': {
        const id = this.ref(entity, 'id');
        const { table, key, column, value } = filter;
        if (value === null) {
          return sql<SqlBool>`${id} not in (select ${sql.ref(key)} from ${sql.table(table)})`;
        }
        return sql<SqlBool>`${id} in (select ${sql.ref(key)} from ${sql.table(table)} where ${sql.ref(column)} = ${value})`;
      }
    }
  }

  /** The rows of `entity` within `scope` that pass every filter. */
  where(eb: Eb, entity: EntityDef, scope: RowScope, filters: readonly BoundFilter[] = []) {
    const parts = filters.map((f) => this.filterWhere(eb, entity, f));
    const s = this.scopeWhere(eb, entity, scope);
    if (s) parts.push(s);
    return eb.and(parts);
  }

  /** The row `id` of `entity`, if it lies within `scope`. */
  byId(eb: Eb, entity: EntityDef, id: number, scope: RowScope) {
    return eb.and([eb('id', '=', id), this.where(eb, entity, scope)]);
  }
}
