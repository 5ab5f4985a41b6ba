import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { metrics } from './metrics.repository.ts';

/**
 * Every table, loosely typed: the 18 catalogue and customer tables are described by the entity
 * model and queried generically, so a static per-table type would be a second description.
 */
export type Tables = Record<string, Record<string, unknown>>;
export type Db = Kysely<Tables>;
export type Tx = Transaction<Tables>;
export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL sends bigint and numeric as strings; our ids, byte counts and prices fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export const openSqlite = (file: string): Database => {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => metrics.recordQuery(event.queryDurationMillis),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
};

/** `schema`: a search_path to work in (each test suite gets its own). */
export const openPostgres = (url: string, schema?: string): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => metrics.recordQuery(event.queryDurationMillis),
  });
  return { db, dialect: 'postgres', close: () => db.destroy() };
};
