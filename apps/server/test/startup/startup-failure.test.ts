import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from '../../../../scripts/builds.mjs';
import { TEST_DB } from '../helpers/test-app.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the server as `npm start` does (its bundle, which the project's global setup keeps
 * current), and waits for it to exit.
 */
const startServer = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, lines: stderr.split('\n').filter((l) => l.trim() !== '') };
};

/** Exit code 1 and exactly one line on stderr, with no stack frames. */
const expectOneLine = (result: { code: number | null; lines: string[] }, ...names: RegExp[]) => {
  expect(result.lines).toHaveLength(1);
  expect(result.code).toBe(1);
  const [line] = result.lines;
  expect(line).toMatch(/^Fotoobraz cannot start: /);
  expect(line).not.toMatch(/\s+at\s+\S+\s+\(/);
  for (const name of names) expect(line).toMatch(name);
  return line;
};

describe.skipIf(TEST_DB !== 'sqlite')(
  'start-up failures: one line naming the cause, exit 1',
  () => {
    it('a DATABASE_URL that names no server', async () => {
      expectOneLine(await startServer({ DATABASE_URL: 'postgres:/nowhere' }), /DATABASE_URL/);
    });

    it('a PORT out of range', async () => {
      expectOneLine(await startServer({ PORT: '99999' }), /PORT: Too big: expected number/);
    });

    it('an unreachable database', async () => {
      const line = expectOneLine(
        await startServer({ DATABASE_URL: 'postgresql://shop:tajne@127.0.0.1:1/shop' }),
        /cannot reach the database of DATABASE_URL \(127\.0\.0\.1:1\/shop\)/,
        /ECONNREFUSED/,
      );
      expect(line).not.toContain('tajne');
    });

    it('a migration that fails', async () => {
      // A database someone else created a table of ours in: the first migration cannot run.
      const dir = mkdtempSync(join(tmpdir(), 'fotoobraz-startup-'));
      try {
        const foreign = new SQLite(join(dir, 'fotoobraz.sqlite'));
        foreign.exec('create table manufacturer (id integer primary key)');
        foreign.close();
        expectOneLine(
          await startServer({ DATA_DIR: dir }),
          /database migration 20261122-0001-initial-schema failed: .*manufacturer/,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('a port in use', async () => {
      const taken = createServer();
      taken.listen(0, '127.0.0.1');
      await once(taken, 'listening');
      const port = (taken.address() as { port: number }).port;
      try {
        expectOneLine(
          await startServer({ PORT: String(port), HOST: '127.0.0.1' }),
          new RegExp(`PORT ${port} on HOST 127\\.0\\.0\\.1 is already in use`),
        );
      } finally {
        taken.close();
      }
    });
  },
);

describe.skipIf(TEST_DB !== 'postgres')('start-up failures on PostgreSQL', () => {
  it('a database that does not exist', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/fotoobraz_no_such_database';
    expectOneLine(
      await startServer({ DATABASE_URL: url.toString() }),
      /DATABASE_URL/,
      /does not exist/,
    );
  });
});
