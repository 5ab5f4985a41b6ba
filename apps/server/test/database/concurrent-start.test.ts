import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../src/db/seed/catalogue-data.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import type { Database } from '../../src/repositories/database.ts';
import { emptyTestDatabase, TEST_DB } from '../helpers/test-app.ts';

const INSTANCES = 3;

describe(`${INSTANCES} instances starting at once on an empty database (${TEST_DB})`, () => {
  let empty: Awaited<ReturnType<typeof emptyTestDatabase>>;
  const instances: Database[] = [];

  beforeAll(async () => {
    empty = await emptyTestDatabase();
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
    const count = async (table: 'appUser' | 'product') =>
      Number(
        (await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst())!.n,
      );
    expect(await count('appUser')).toBe(2);
    expect(await count('product')).toBe(PRODUCTS.length);
    for (const table of [
      'globalParam',
      'glass',
      'printMedia',
      'pasparta',
      'manufacturer',
    ] as const) {
      const names = (await db.selectFrom(table).select('name').execute()).map((r) => r.name);
      expect(names.length, table).toBeGreaterThan(0);
      expect(new Set(names).size, `${table} rows seeded twice`).toBe(names.length);
    }
  });
});
