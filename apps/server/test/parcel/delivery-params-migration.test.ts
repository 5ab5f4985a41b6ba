import { deliverySettingsOf, DELIVERY_PARAM_DEFAULTS } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/db/migrate.ts';
import { GLOBAL_PARAM_VALUES } from '../../src/db/seed/global-params.ts';
import type { Database } from '../../src/repositories/database.ts';
import { openTestDatabase, TEST_DB } from '../helpers/test-app.ts';

const DELIVERY_PARAMS = '20261129-0027-delivery-params';
const DISPATCH_PARAMS = [
  'DISPATCH_CUTOFF_HOUR',
  'DISPATCH_RESTOCK_DAYS',
  'EXPRESS_PRICE',
  'EXPRESS_DAYS_SAVED',
] as const;

/**
 * Migration 0027 gives a shop that runs already the delivery rule's and the dispatch day's params, at the values a new
 * shop's seed writes; an admin's own value stays.
 */
describe(`the delivery params migration (${TEST_DB})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;

  const params = async () =>
    new Map(
      (await database.db.selectFrom('globalParam').select(['name', 'value']).execute()).map((r) => [
        r.name,
        r.value,
      ]),
    );

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const names = Object.keys(MIGRATIONS);
    await migrateToLatest(database.db, names[names.indexOf(DELIVERY_PARAMS) - 1]);
    await database.db
      .insertInto('globalParam')
      .values([
        { name: 'POSTAGE_S', value: '5.20' },
        { name: 'PARCEL_POINT_MAX_KG', value: '10' },
      ])
      .execute();
    await migrateToLatest(database.db);
  });
  afterAll(() => dispose?.());

  it("adds the missing params at the seed's values and keeps the admin's", async () => {
    const found = await params();
    expect(found.get('POSTAGE_S')).toBe('5.20');
    expect(found.get('PARCEL_POINT_MAX_KG')).toBe('10');
    for (const name of [...Object.keys(DELIVERY_PARAM_DEFAULTS), ...DISPATCH_PARAMS]) {
      if (name.startsWith('POSTAGE_') && name.length <= 'POSTAGE_XL'.length) continue;
      if (name === 'PARCEL_POINT_MAX_KG') continue;
      expect(found.get(name), name).toBe(
        GLOBAL_PARAM_VALUES[name as keyof typeof GLOBAL_PARAM_VALUES],
      );
    }
    const settings = deliverySettingsOf((name) => found.get(name));
    expect(settings.limits.point.maxWeightGrams).toBe(10_000);
    expect(settings.limits.zbox.boxCm).toEqual([60, 45, 35]);
  });
});
