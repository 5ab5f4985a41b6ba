import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../repositories/database.ts';
import { sqlType, type ColumnKind } from './column-types.ts';

export interface ColumnSpec {
  kind: ColumnKind | 'ref';
  length?: number;
  notNull?: boolean;
  unique?: boolean;
  /** Table referenced by a `ref` column (its `id`). */
  references?: string;
  /** Delete this row with the row it references. */
  cascade?: boolean;
}

/** Column shorthands for migrations: `c.string(10, true)` is a NOT NULL varchar(10). */
export const c = {
  string: (length = 255, notNull = false): ColumnSpec => ({ kind: 'string', length, notNull }),
  text: (notNull = false): ColumnSpec => ({ kind: 'text', notNull }),
  integer: (notNull = false): ColumnSpec => ({ kind: 'integer', notNull }),
  long: (notNull = false): ColumnSpec => ({ kind: 'long', notNull }),
  decimal: (notNull = false): ColumnSpec => ({ kind: 'decimal', notNull }),
  boolean: (notNull = false): ColumnSpec => ({ kind: 'boolean', notNull }),
  instant: (notNull = false): ColumnSpec => ({ kind: 'instant', notNull }),
  blob: (notNull = false): ColumnSpec => ({ kind: 'blob', notNull }),
  ref: (table: string, notNull = false): ColumnSpec => ({
    kind: 'ref',
    references: table,
    notNull,
  }),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema type will do
export const dialectOf = (db: Kysely<any>): DialectName =>
  db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';

/** Columns a migration adds to an existing table, by name, in the order they are added. */
export type AddedColumns = Readonly<Record<string, ColumnSpec>>;

/** A column's constraints as its spec states them. */
const constrainedBy = (spec: ColumnSpec) => (col: ColumnDefinitionBuilder) => {
  let b = col;
  if (spec.notNull) b = b.notNull();
  if (spec.unique) b = b.unique();
  if (spec.references) b = b.references(`${spec.references}.id`);
  if (spec.cascade) b = b.onDelete('cascade');
  return b;
};

/**
 * The schema changes a migration makes on its database, each run to its end before the next:
 * `await schema.createTable('invoice', { ... })` inside a migrationStep.
 */
export class MigrationSchema {
  readonly dialect: DialectName;

  constructor(private readonly db: Kysely<unknown>) {
    this.dialect = dialectOf(db);
  }

  /** Creates a table with an auto-increment `id` primary key and the given columns. */
  async createTable(name: string, columns: Record<string, ColumnSpec>): Promise<void> {
    const dialect = this.dialect;
    let builder = this.db.schema
      .createTable(name)
      .addColumn('id', 'integer', (col) =>
        dialect === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      );
    for (const [column, spec] of Object.entries(columns)) {
      builder = builder.addColumn(column, this.typeOf(spec), constrainedBy(spec));
    }
    await builder.execute();
  }

  /** The column's SQL type in this dialect (a reference is an integer id). */
  private typeOf(spec: ColumnSpec) {
    return spec.kind === 'ref'
      ? sqlType(this.dialect, 'integer')
      : sqlType(this.dialect, spec.kind, spec.length);
  }

  /** Creates the index `name` on `table` over `columns`, in the order given. */
  async createIndex(
    name: string,
    table: string,
    columns: string | string[],
    options: { unique?: boolean } = {},
  ): Promise<void> {
    const builder = this.db.schema
      .createIndex(name)
      .on(table)
      .columns(typeof columns === 'string' ? [columns] : columns);
    await (options.unique ? builder.unique() : builder).execute();
  }

  /** Adds columns to `table`, one statement each (SQLite alters one column at a time). */
  async addColumns(table: string, columns: AddedColumns): Promise<void> {
    for (const [name, spec] of Object.entries(columns)) {
      await this.db.schema
        .alterTable(table)
        .addColumn(name, this.typeOf(spec), constrainedBy(spec))
        .execute();
    }
  }

  /** Drops the columns `addColumns` added, the last first. */
  async dropColumns(table: string, columns: AddedColumns): Promise<void> {
    for (const name of Object.keys(columns).reverse()) {
      await this.db.schema.alterTable(table).dropColumn(name).execute();
    }
  }

  /** Drops the tables one by one in the order given: dependents first. */
  async dropTables(names: readonly string[]): Promise<void> {
    for (const name of names) await this.db.schema.dropTable(name).execute();
  }

  /** Drops the indexes one by one in the order given. */
  async dropIndexes(names: readonly string[]): Promise<void> {
    for (const name of names) await this.db.schema.dropIndex(name).execute();
  }
}

/**
 * A migration's up or down, given the schema helper on its database (and the database itself,
 * for the data it moves): `export const up = migrationStep(async (schema) => { ... })`.
 */
export const migrationStep =
  (step: (schema: MigrationSchema, db: Kysely<unknown>) => Promise<void>) =>
  (db: Kysely<unknown>): Promise<void> =>
    step(new MigrationSchema(db), db);
