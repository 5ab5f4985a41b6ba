import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
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

/** Compiled statements kept per connection; far more than the API's distinct queries. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 compiles SQL on every `prepare`, and Kysely prepares on every query; the API
 * asks the same queries over and over, so their compiled statements are kept (oldest dropped
 * first). A statement still being iterated is never handed out twice.
 */
const withStatementCache = (sqlite: SQLite.Database): SqliteDatabase => {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
};

export const openSqlite = (file: string): Database => {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
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
