import pg from 'pg';
import { defineConfig } from 'vitest/config';

/** PostgreSQL of the API tests: this machine's local server (trust auth), database `test`. */
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

const postgresReachable = async (): Promise<boolean> => {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

export default defineConfig(async () => {
  const withPostgres = await postgresReachable();
  if (!withPostgres) {
    if (process.env.CI === 'true') {
      throw new Error(
        `CI: PostgreSQL is not reachable at ${TEST_DATABASE_URL}; the API tests must run on it.`,
      );
    }
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! PostgreSQL is not reachable at ${TEST_DATABASE_URL}.\n!! The data-layer and API tests run on SQLite ONLY; their PostgreSQL run is SKIPPED.\n${line}\n`,
    );
  }
  const serverProject = (db: 'sqlite' | 'postgres') => ({
    test: {
      name: `server:${db}`,
      include: ['apps/server/test/**/*.test.ts'],
      env: { TEST_DB: db, TEST_DATABASE_URL },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      reporters: ['default', './scripts/summary-reporter.ts'],
      projects: [
        { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
        // The lint rules themselves, fed imports they must refuse and imports they must allow.
        { test: { name: 'lint', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
        serverProject('sqlite'),
        ...(withPostgres ? [serverProject('postgres')] : []),
        {
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['apps/web/src/**/*.test.{ts,tsx}'],
            setupFiles: ['apps/web/test/support/setup.ts'],
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.e2e.ts'],
            // Builds the web app once when its sources changed; each file starts its own server.
            globalSetup: ['e2e/support/global-setup.ts'],
            testTimeout: 120_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
