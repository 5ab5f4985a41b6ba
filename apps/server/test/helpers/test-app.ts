import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedUsers } from '../../src/db/seed/users.seed.ts';
import { openPostgres, openSqlite, type Database } from '../../src/repositories/database.ts';
import { UserRepository } from '../../src/repositories/user.repository.ts';

export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A clock that stands still until a test moves it on: days pass without waiting.
 * @example const clock = testClock(); clock.advanceDays(31); clock.now() // -> 31 days later
 */
export const testClock = (start = Date.parse('2026-11-01T09:00:00Z')) => {
  let at = start;
  return {
    now: () => new Date(at),
    advanceDays: (days: number) => {
      at += days * 24 * 60 * 60 * 1000;
    },
  };
};

/**
 * An empty database that can be opened several times, as separate server instances (or a
 * restarted one) would: a new SQLite file, or a new PostgreSQL schema (dropped by dispose).
 */
export const emptyTestDatabase = async (): Promise<{
  open(): Database;
  dispose(): Promise<void>;
}> => {
  if (TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    return {
      open: () => openPostgres(url, schema),
      dispose: async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fotoobraz-test-'));
  return {
    open: () => openSqlite(join(dir, 'test.sqlite')),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/**
 * A fresh, empty database for one test file, depending on the vitest project (`server:sqlite` /
 * `server:postgres`).
 */
export const openTestDatabase = async (): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> => {
  const empty = await emptyTestDatabase();
  const database = empty.open();
  return {
    database,
    dispose: async () => {
      await database.close();
      await empty.dispose();
    },
  };
};

export const testConfig = (dataDir: string, overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  mailFrom: 'Fotoobraz <test@fotoobraz.test>',
  publicUrl: 'http://localhost:8080',
  profile: 'dev',
  seedDemo: false,
  logLevel: 'silent',
  packeta: {},
  ...overrides,
});

/**
 * The real app on a fresh database, migrated, with the accounts admin/admin and user/user.
 * The demo catalogue is not seeded: each test creates the data it needs. Given a `database`,
 * the app is built on it instead (an app rebuilt after a restart) and close() leaves it open.
 * Given a `webDist`, it serves that folder as the built web app.
 */
export const buildTestApp = async (
  overrides: Partial<Config> = {},
  options: {
    database?: Database;
    outboxPollMs?: number;
    now?: () => Date;
    webDist?: string;
    /** Receives the log (at the config's `logLevel`) instead of stdout. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> => {
  const fresh = options.database ? undefined : await openTestDatabase();
  const database = options.database ?? fresh!.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-data-'));
  const config = testConfig(dataDir, overrides);
  await migrateToLatest(database.db);
  await seedUsers(new UserRepository(database), true);
  const app = await buildApp({
    config,
    database,
    webDist: options.webDist ?? false,
    outboxPollMs: options.outboxPollMs,
    now: options.now,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await fresh?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
