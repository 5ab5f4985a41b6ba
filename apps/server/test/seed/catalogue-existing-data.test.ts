import { frame, globalParam, printMedia, product, type EntityDef } from '@fotoobraz/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PROFILES } from '../../src/db/seed/catalogue-data.ts';
import { finishStrip, frameTextureJpeg } from '../../src/db/seed/images/frame-finish.ts';
import { seedCatalogue } from '../../src/db/seed/catalogue.seed.ts';
import { GLOBAL_PARAM } from '../../src/db/seed/global-params.ts';
import type { Database } from '../../src/repositories/database.ts';
import { EntityRepository } from '../../src/repositories/entity.repository.ts';
import { openTestDatabase, TEST_DB } from '../helpers/test-app.ts';

/** The seed runs at every start: whatever is already there must survive it untouched. */
describe(`seedCatalogue with existing data on ${TEST_DB}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let repository: EntityRepository;

  const rowsOf = async (db: Database, entity: EntityDef, limit = 2000) =>
    (
      await new EntityRepository(db).list(entity, {
        scope: { kind: 'all' },
        filters: [],
        sort: [],
        offset: 0,
        limit,
        blobs: { large: false },
      })
    ).rows;
  const all = (entity: EntityDef) => rowsOf(database, entity);

  beforeEach(async () => {
    ({ database, dispose } = await openTestDatabase());
    await migrateToLatest(database.db);
    repository = new EntityRepository(database);
  });
  afterEach(() => dispose());

  it("leaves an admin's own catalogue alone", async () => {
    await repository.insert(product, {
      productEnum: 'PHOTOCANVAS',
      name: 'Náš jediný produkt',
      priceManufactPerSquare: 40,
      enabled: true,
    });

    const result = await seedCatalogue(database);

    expect(result.seeded).toBe(false);
    expect((await all(product)).map((p) => p.name)).toEqual(['Náš jediný produkt']);
    expect(await all(printMedia)).toEqual([]);
    expect(await all(globalParam)).toEqual([]);
  });

  it('keeps global params set before the catalogue and adds only the missing ones', async () => {
    await repository.insert(globalParam, { name: GLOBAL_PARAM.minPrice, value: '5.00' });

    const result = await seedCatalogue(database);

    expect(result.seeded).toBe(true);
    const params = await all(globalParam);
    expect(params.filter((p) => p.name === GLOBAL_PARAM.minPrice).map((p) => p.value)).toEqual([
      '5.00',
    ]);
    expect(params).toHaveLength(Object.keys(GLOBAL_PARAM).length);
  });

  it("writes nothing when id 1 can no longer be the 'none' print media", async () => {
    const used = await repository.insert(printMedia, { name: 'Zmazané', pricePerSqare: 1 });
    await repository.delete(printMedia, used);

    await expect(seedCatalogue(database)).rejects.toThrow(/id 1/);

    expect(await all(printMedia)).toEqual([]);
    expect(await all(frame)).toEqual([]);
    expect(await all(globalParam)).toEqual([]);
  });

  it('stores textures that are generated again byte for byte', async () => {
    await seedCatalogue(database);
    const profile = PROFILES[0];
    const finish = profile.finishes[0];
    const stored = (await all(frame)).find((f) => f.name === `${profile.name}, ${finish.name}`);

    const regenerated = await frameTextureJpeg(finishStrip(finish));

    expect(stored?.texture).toBe(regenerated.toString('base64'));
  });
});
