import pg from 'pg';
import { defineConfig } from 'vitest/config';
import { STATE_WAIT_MS } from './e2e/support/waits.ts';
import BrowserFilesSpread from './scripts/test-sequencer.ts';

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

/**
 * Server test files that open no database: they run once, in the project `server`, instead of
 * on each database. Opening one there fails the file (helpers/test-app.ts), so a file that
 * starts to need one is moved back, not silently run on neither.
 */
const SERVER_WITHOUT_DATABASE = [
  'areas/accounts/jwt-validity',
  'areas/payments/camt053-reader',
  'areas/documents/documents',
  'areas/documents/pdf-text-layer',
  'areas/tax-documents/tax-document-pdf',
  'edges/unread-body',
  'areas/tax-documents/self-check',
  'areas/tax-documents/ubl-document',
  'events/subscriber-order',
  'mail/transports-and-templates',
  'areas/packets/packeta-carrier',
  'areas/card-payments/stripe-gateway',
  'areas/pieces/base64-member',
  'areas/pieces/interior-art',
  'areas/pieces/preview-renderer',
  'startup/dependency-engines',
  'areas/withdrawals/acknowledgement',
  'areas/management/secret-masking',
  'areas/pickup-points/feed-stream',
  'lib/signed-links',
].map((name) => `apps/server/test/${name}.test.ts`);

/**
 * The server's test files share their worker's loaded modules (isolate: false): loading the app's
 * code took 3.4 s of each file's 5. Each file still builds its own app on its own database, and
 * nothing of the app keeps state between files but caches of what never changes (parsed fonts,
 * compiled rules).
 */
const SERVER_TEST = {
  isolate: false,
  // Each file fails on an answer that breaks its documented schema.
  setupFiles: ['apps/server/test/helpers/answer-contract.setup.ts'],
  // Guards against a hang, not a measure: a large import on PostgreSQL took 13 s alone and 35 s
  // beside the other files. Speed is measured under bench/.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/**
 * Server files that assert how long a request takes (the Redis outage: answers within a second,
 * a silent Redis costs half a second at most). They run after all the others, one at a time
 * (`alone:sqlite`, `alone:postgres`): beside three busy files on two cores a sign-in took 2 s.
 */
const SERVER_TIMED = ['areas/accounts/abuse-limits-redis-outage'].map(
  (name) => `apps/server/test/${name}.test.ts`,
);

/**
 * The same for a file that opens no database (project `alone`): the e-invoice check's worker
 * keeps the event loop free, measured as its longest pause; beside busy files the test's own
 * thread waited 300 ms for a core.
 */
const SERVER_TIMED_WITHOUT_DATABASE = ['areas/tax-documents/self-check'].map(
  (name) => `apps/server/test/${name}.test.ts`,
);

/** After all the other files, one at a time. */
const ALONE = { maxWorkers: 1, sequence: { groupOrder: 1 } };

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
      exclude: [...SERVER_WITHOUT_DATABASE, ...SERVER_TIMED],
      env: { TEST_DB: db, TEST_DATABASE_URL },
      // The database each test's app starts from, migrated once per run.
      globalSetup: ['apps/server/test/helpers/global-setup.ts'],
      ...SERVER_TEST,
    },
  });
  const aloneProject = (db: 'sqlite' | 'postgres') => {
    const { test } = serverProject(db);
    return {
      test: {
        ...test,
        name: `alone:${db}`,
        include: SERVER_TIMED,
        exclude: [],
        ...ALONE,
      },
    };
  };
  return {
    test: {
      reporters: ['default', './scripts/summary-reporter.ts'],
      // Four files at a time on CI's two cores: two browser files, which mostly wait for pages
      // and timers, beside two that compute (scripts/test-sequencer.ts orders them so).
      maxWorkers: 4,
      sequence: { sequencer: BrowserFilesSpread },
      projects: [
        {
          test: {
            name: 'domain',
            include: ['packages/domain/src/**/*.test.ts'],
            isolate: false,
            // A guard against a hang: the pricing's 2000 random inputs took 7.5 s beside the
            // checks at the run's start, past vitest's default of 5 s.
            testTimeout: 60_000,
          },
        },
        // The lint rules themselves, fed imports they must refuse and imports they must allow.
        { test: { name: 'lint', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
        {
          test: {
            name: 'server',
            include: SERVER_WITHOUT_DATABASE,
            exclude: SERVER_TIMED_WITHOUT_DATABASE,
            env: { TEST_DB: 'none' },
            // The heap test collects garbage before it measures: other files' garbage is not its.
            execArgv: ['--expose-gc'],
            ...SERVER_TEST,
          },
        },
        {
          test: {
            name: 'alone',
            include: SERVER_TIMED_WITHOUT_DATABASE,
            env: { TEST_DB: 'none' },
            ...SERVER_TEST,
            ...ALONE,
          },
        },
        serverProject('sqlite'),
        ...(withPostgres ? [serverProject('postgres')] : []),
        aloneProject('sqlite'),
        ...(withPostgres ? [aloneProject('postgres')] : []),
        {
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['apps/web/src/**/*.test.{ts,tsx}'],
            setupFiles: ['apps/web/test/support/setup.ts'],
            // Only a guard against a hang: a test waits for its state, however long a busy
            // machine takes (apps/web/test/support/setup.ts), and no test may depend on speed.
            testTimeout: 120_000,
            isolate: false,
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.e2e.ts'],
            // Builds the apps when their sources changed and seeds the demo data, once; each file
            // starts its own server on a copy of that data, and its own Chromium.
            globalSetup: ['e2e/support/global-setup.ts'],
            setupFiles: ['e2e/support/setup.ts'],
            // A poll waits for its state as a window does.
            expect: { poll: { timeout: STATE_WAIT_MS } },
            testTimeout: 120_000,
            hookTimeout: 300_000,
          },
        },
      ],
    },
  };
});
