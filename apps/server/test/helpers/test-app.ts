import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedUsers } from '../../src/db/seed/users.seed.ts';
import { openPostgres, openSqlite, type Database } from '../../src/repositories/database.ts';
import { UserRepository } from '../../src/repositories/user.repository.ts';
import { databaseUrl } from './global-setup.ts';

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
 * A new database that can be opened several times, as separate server instances (or a restarted
 * one) would: a SQLite file, or a PostgreSQL database (dropped by dispose). Each is its own
 * database, not a schema of a shared one: test files run side by side, and a migration's read of
 * the catalogue tripped over another file's tables changing under it. Empty, or `migrated`: a
 * copy of the database the run migrated once (global-setup.ts).
 */
export const emptyTestDatabase = async ({ migrated = false } = {}): Promise<{
  url?: string;
  open(): Database;
  dispose(): Promise<void>;
}> => {
  // The project `server` runs the files that open none (vitest.config.ts).
  if (process.env.TEST_DB === 'none') {
    throw new Error(
      'This file opens a database, so it runs on each: take it off SERVER_WITHOUT_DATABASE in vitest.config.ts.',
    );
  }
  const template = migrated ? inject('migratedDatabase') : undefined;
  if (TEST_DB === 'postgres') {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name} template ${template ?? 'template0'}`);
    const url = databaseUrl(server, name);
    return {
      url,
      open: () => openPostgres(url),
      dispose: async () => {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fotoobraz-test-'));
  const file = join(dir, 'test.sqlite');
  if (template) copyFileSync(template, file);
  return {
    open: () => openSqlite(file),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/**
 * A fresh database for one test file, depending on the vitest project (`server:sqlite` /
 * `server:postgres`): empty, or `migrated`.
 */
export const openTestDatabase = async (
  options: { migrated?: boolean } = {},
): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> => {
  const empty = await emptyTestDatabase(options);
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
  const fresh = options.database ? undefined : await openTestDatabase({ migrated: true });
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
