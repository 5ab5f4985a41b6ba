import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openSqlite, sqliteFileIn, type Database } from '../../src/repositories/database.ts';
import { TEST_DB } from '../helpers/test-app.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** `npm run backup` as an operator runs it, in this process's data folder. */
const runBackup = async (env: Record<string, string>, ...args: string[]) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/backup.ts', ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
};

describe.skipIf(TEST_DB !== 'sqlite')('npm run backup (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-backup-'));
  let live: Database;

  beforeAll(async () => {
    // The running server's database: open, in WAL mode, with committed rows not yet checkpointed.
    live = openSqlite(sqliteFileIn(dataDir));
    await migrateToLatest(live.db);
    for (let i = 0; i < 50; i++) {
      await live.db
        .insertInto('glass')
        .values({ name: `Sklo ${i}`, pricePerSqare: 1 })
        .execute();
    }
  });
  afterAll(async () => {
    await live?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the database while it is open and written, into a file it names', async () => {
    const writing = (async () => {
      for (let i = 50; i < 100; i++) {
        await live.db
          .insertInto('glass')
          .values({ name: `Sklo ${i}`, pricePerSqare: 1 })
          .execute();
      }
    })();
    const { code, stdout } = await runBackup({ DATA_DIR: dataDir });
    await writing;
    expect(code).toBe(0);
    const file = /^Backup written: (\S+\.sqlite) \(\d+ bytes\)$/m.exec(stdout)?.[1];
    expect(file).toBeDefined();
    expect(file!.startsWith(join(dataDir, 'backups'))).toBe(true);

    const copy = new SQLite(file!, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const { n } = copy.prepare('select count(*) as n from glass').get() as { n: number };
      expect(n).toBeGreaterThanOrEqual(50);
      expect(n).toBeLessThanOrEqual(100);
    } finally {
      copy.close();
    }
  });

  it('writes to the file given', async () => {
    const target = join(dataDir, 'elsewhere', 'copy.sqlite');
    const { code } = await runBackup({ DATA_DIR: dataDir }, target);
    expect(code).toBe(0);
    expect(existsSync(target)).toBe(true);
  });

  it('refuses on PostgreSQL with one line pointing to pg_dump', async () => {
    const { code, stderr } = await runBackup({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://shop@127.0.0.1:5432/shop',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/pg_dump/)]);
  });
});
