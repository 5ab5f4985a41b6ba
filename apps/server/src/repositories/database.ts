import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { systemClock, type Clock } from '../lib/clock.ts';
import { isConnectionError } from '../lib/outages.ts';
import { metrics } from './metrics.repository.ts';
import type { DB } from './tables.ts';

export type Db = Kysely<DB>;
export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: DialectName;
  /** The clock its repositories stamp rows with: the app's (app.ts), in its transactions too. */
  now: Clock;
  /**
   * Runs `work` while holding the lock `name` of this database, waiting for it first: one
   * process at a time, across all instances on the same database (or SQLite file).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Queries name tables and columns in camelCase; the database has them in snake_case, digits set
 * apart (`text_1`, `frame_2`). Migrations create them by their snake_case names, on a Kysely
 * without this plugin (see migrate.ts); raw `sql` text is not translated either, so it names
 * columns as the database does (`rate_limit.expires_at`).
 */
const camelCase = () => new CamelCasePlugin({ underscoreBeforeDigits: true });

/** The same database as seen from inside transaction `trx`: its queries take part in it. */
export const boundTo = (database: Database, trx: Db): Database => ({
  ...database,
  db: trx,
  close: async () => undefined,
});

/** The SQLite database file of a data folder. */
export const sqliteFileIn = (dataDir: string): string => join(dataDir, 'fotoobraz.sqlite');

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

/** How often a process waiting for another's SQLite lock tries again. */
const SQLITE_LOCK_RETRY_MS = 50;

/**
 * A lock two processes on one SQLite file can share: an exclusive transaction on a file beside it,
 * on its own connection (the database's own connection is busy doing the work). The operating
 * system drops it when the holder dies, so a crashed start leaves no stale lock.
 */
const sqliteExclusive = async <T>(
  file: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> => {
  if (file === ':memory:') return work();
  const lock = new SQLite(`${file}.${name}.lock`);
  try {
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        await sleep(SQLITE_LOCK_RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
};

export const openSqlite = (file: string, now: Clock = systemClock): Database => {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [camelCase()],
    log: (event) => metrics.recordQuery(event.queryDurationMillis),
  });
  return {
    db,
    dialect: 'sqlite',
    now,
    exclusive: (name, work) => sqliteExclusive(file, name, work),
    close: () => db.destroy(),
  };
};

/** Waiting longer than this for a connection fails the request (503) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A pool that outlives its connections: a connection the server closes (restart, failover,
 * pg_terminate_backend) fails only the queries on it and is replaced on the next checkout.
 * `onConnectionError` is told of each connection lost (to log it).
 */
export const openPostgres = (
  url: string,
  onConnectionError?: (error: Error) => void,
  now: Clock = systemClock,
): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // So an operator can tell the shop's connections apart.
    application_name: 'fotoobraz',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // Without listeners an 'error' event kills the process. Each client keeps its own for life,
  // also while a request holds it (its queries fail; the pool discards it on release); the
  // pool's re-emits an idle client's error, already reported by that client's listener.
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [camelCase()],
    log: (event) => metrics.recordQuery(event.queryDurationMillis),
  });
  return {
    db,
    dialect: 'postgres',
    now,
    // A session lock on a connection of its own, keyed to the schema (a DATABASE_URL may set a
    // search_path): instances on other schemas of the same database do not wait for each other.
    exclusive: (name, work) =>
      db.connection().execute(async (connection) => {
        const key = sql`hashtext(${`fotoobraz.${name}`} || ':' || current_schema())`;
        await sql`select pg_advisory_lock(${key})`.execute(connection);
        try {
          return await work();
        } finally {
          // A lost connection has released the lock already.
          await sql`select pg_advisory_unlock(${key})`.execute(connection).catch((error) => {
            if (!isConnectionError(error)) throw error;
          });
        }
      }),
    close: () => db.destroy(),
  };
};
