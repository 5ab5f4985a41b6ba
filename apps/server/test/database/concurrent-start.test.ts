import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../src/db/seed/catalogue-data.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { openPostgres, openSqlite, type Database } from '../../src/repositories/database.ts';
import { TEST_DB } from '../helpers/test-app.ts';

const INSTANCES = 3;

/** One empty database, and a way to open it as one more instance would (its own pool or file handle). */
const emptyDatabase = async (): Promise<{ open(): Database; dispose(): Promise<void> }> => {
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
  const dir = mkdtempSync(join(tmpdir(), 'fotoobraz-start-'));
  return {
    open: () => openSqlite(join(dir, 'fotoobraz.sqlite')),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

describe(`${INSTANCES} instances starting at once on an empty database (${TEST_DB})`, () => {
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  const instances: Database[] = [];

  beforeAll(async () => {
    empty = await emptyDatabase();
    for (let i = 0; i < INSTANCES; i++) instances.push(empty.open());
  });
  afterAll(async () => {
    for (const database of instances) await database.close();
    await empty?.dispose();
  });

  it('all migrate and seed the demo data without error, and the data is there once', async () => {
    const results = await Promise.allSettled(
      instances.map((database) => prepareDatabase(database, { seedDemo: true })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const { db } = instances[0];
    const count = async (table: string) =>
      Number(
        (await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst())!.n,
      );
    expect(await count('app_user')).toBe(2);
    expect(await count('product')).toBe(PRODUCTS.length);
    for (const table of ['global_param', 'glass', 'print_media', 'pasparta', 'manufacturer']) {
      const names = (await db.selectFrom(table).select('name').execute()).map((r) => r.name);
      expect(names.length, table).toBeGreaterThan(0);
      expect(new Set(names).size, `${table} rows seeded twice`).toBe(names.length);
    }
  });
});
