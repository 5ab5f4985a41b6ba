import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/db/migrate.ts';
import type { Database } from '../../src/repositories/database.ts';
import { openTestDatabase, TEST_DB } from '../helpers/test-app.ts';

const PRICE_HISTORY = '20261124-0011-price-history';

/** Migration 0011 starts the Omnibus price history from the values already in the database. */
describe(`the price-history migration (${TEST_DB})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let migratedAt: number;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const names = Object.keys(MIGRATIONS);
    await migrateToLatest(database.db, names[names.indexOf(PRICE_HISTORY) - 1]);
    const { db } = database;
    const profile = await db
      .insertInto('frameProfile')
      .values({ name: 'Lišta 20', thickness: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('frame')
      .values({ name: 'Dub', price: '18.50', frameProfileId: profile.id })
      .execute();
    await db.insertInto('printMedia').values({ name: 'Papier', pricePerSqare: 30 }).execute();
    await db
      .insertInto('globalParam')
      .values([
        { name: 'PROMOTION_PERCENT', value: '5' },
        { name: 'SHOP_NAME', value: 'Fotoobraz' },
      ])
      .execute();
    migratedAt = Date.now();
    await migrateToLatest(database.db);
  });
  afterAll(() => dispose?.());

  it('records every priced value present, valid from the migration on', async () => {
    const rows = await database.db
      .selectFrom('priceHistory')
      .select(['subject', 'field', 'value', 'validFrom', 'validTo'])
      .orderBy('subject')
      .execute();
    expect(rows.map(({ subject, field, value }) => [subject, field, value])).toEqual([
      ['frame', 'price', '18.50'],
      ['frameProfile', 'thickness', '20'],
      ['globalParam', 'value', '5'],
      ['printMedia', 'pricePerSqare', '30'],
    ]);
    for (const row of rows) {
      expect(row.validTo).toBeNull();
      expect(new Date(row.validFrom).getTime()).toBeGreaterThanOrEqual(migratedAt - 1000);
    }
  });
});
