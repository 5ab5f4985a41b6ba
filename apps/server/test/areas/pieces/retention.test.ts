import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { catalogueWriter } from '../../helpers/catalogue-factories.ts';
import {
  buildShopApp,
  createCraftedProduct,
  orderBody,
  uploadPhoto,
} from '../../helpers/customer-factories.ts';
import { RetentionJob } from '../../../src/areas/pieces/jobs/retention.job.ts';
import { systemClock } from '../../../src/lib/clock.ts';
import { CatalogueRepository } from '../../../src/repositories/catalogue.repository.ts';
import { JobLeaseRepository } from '../../../src/repositories/job-lease.repository.ts';
import { metrics } from '../../../src/repositories/metrics.repository.ts';
import { RetentionRepository } from '../../../src/areas/pieces/repositories/retention.repository.ts';
import { buildTestApp, openTestDatabase, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
/** What one run of the retention job deleted. */
const removed = (craftedProducts: number, photos: number, abandonedOriginals: number) => ({
  craftedProducts,
  photos,
  abandonedOriginals,
});

describe(`retention of uploads that never became an order (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let visitor: Headers;
  let catalogue: { paper: number };

  beforeEach(async () => {
    ({ t, admin, catalogue } = await buildShopApp());
    visitor = visitorHeaders();
  });
  afterEach(() => t?.close());

  const exists = async (table: 'photo' | 'fullPhoto' | 'craftedProduct', id: number) =>
    (await t.database.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  const derivativesOf = async (photoId: number) =>
    (
      await t.database.db
        .selectFrom('imageDerivative')
        .select('id')
        .where('sourceTable', '=', 'photo')
        .where('sourceId', '=', photoId)
        .execute()
    ).length;
  /** The id a row keeps in one of its columns. */
  const idIn = async (table: 'craftedProduct' | 'photo', column: string, id: number) => {
    const row = await t.database.db
      .selectFrom(table)
      .select(sql<unknown>`${sql.ref(column)}`.as('value'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.value);
  };
  const photoOf = (craftedProductId: number) => idIn('craftedProduct', 'photoId', craftedProductId);
  const originalOf = (photoId: number) => idIn('photo', 'fullfotoid', photoId);

  /** A photo alone, a crafted product not ordered, and an order with its crafted product. */
  const uploads = async () => {
    const lonePhoto = await uploadPhoto(t.app, visitor);
    const unordered = await createCraftedProduct(t.app, visitor, catalogue);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: await orderBody(t.app, visitor, catalogue),
      headers: visitor,
    });
    expect(res.statusCode).toBe(201);
    const ordered = Number(res.json().craftedProduct.id);
    return {
      lonePhoto,
      loneOriginal: await originalOf(lonePhoto),
      unordered,
      unorderedPhoto: await photoOf(unordered),
      ordered,
      orderedPhoto: await photoOf(ordered),
      orderedOriginal: await originalOf(await photoOf(ordered)),
    };
  };

  it('keeps everything younger than SHOP_RETENTION_DAYS (30 by default)', async () => {
    const u = await uploads();
    expect(await t.app.retentionJob.runIfDue(daysFromNow(29))).toEqual(removed(0, 0, 0));
    expect(await exists('photo', u.lonePhoto)).toBe(true);
    expect(await exists('craftedProduct', u.unordered)).toBe(true);
  });

  it('then deletes photos and crafted products in no order, with their originals and derived images, and nothing an order refers to', async () => {
    const u = await uploads();
    expect(await derivativesOf(u.lonePhoto)).toBeGreaterThan(0);

    expect(await t.app.retentionJob.runIfDue(daysFromNow(31))).toEqual(removed(1, 2, 0));

    expect(await exists('photo', u.lonePhoto)).toBe(false);
    expect(await exists('fullPhoto', u.loneOriginal)).toBe(false);
    expect(await derivativesOf(u.lonePhoto)).toBe(0);
    expect(await exists('craftedProduct', u.unordered)).toBe(false);
    expect(await exists('photo', u.unorderedPhoto)).toBe(false);

    expect(await exists('craftedProduct', u.ordered)).toBe(true);
    expect(await exists('photo', u.orderedPhoto)).toBe(true);
    expect(await exists('fullPhoto', u.orderedOriginal)).toBe(true);
    expect(await derivativesOf(u.orderedPhoto)).toBeGreaterThan(0);
    const production = await t.app.inject({ url: '/api/orders', headers: admin });
    expect(production.json()).toHaveLength(1);
  });

  it('keeps a crafted product in a basket, and its photo, however old', async () => {
    const inBasket = await createCraftedProduct(t.app, visitor, catalogue);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      payload: { craftedProduct: { id: inBasket } },
      headers: visitor,
    });
    expect(added.statusCode, added.body).toBe(201);
    const unordered = await createCraftedProduct(t.app, visitor, catalogue);
    expect(await t.app.retentionJob.runIfDue(daysFromNow(31))).toEqual(removed(1, 1, 0));
    expect(await exists('craftedProduct', inBasket)).toBe(true);
    expect(await exists('photo', await photoOf(inBasket))).toBe(true);
    expect(await exists('craftedProduct', unordered)).toBe(false);
  });

  it('keeps an old photo that a newer crafted product still uses', async () => {
    const craftedProduct = await createCraftedProduct(t.app, visitor, catalogue);
    const photo = await photoOf(craftedProduct);
    await t.database.db
      .updateTable('craftedProduct')
      .set({ createdDate: daysFromNow(25).toISOString() })
      .where('id', '=', craftedProduct)
      .execute();
    expect(await t.app.retentionJob.runIfDue(daysFromNow(31))).toEqual(removed(0, 0, 0));
    expect(await exists('photo', photo)).toBe(true);
  });

  it('follows the SHOP_RETENTION_DAYS global param', async () => {
    await catalogueWriter(t.app, admin).param('SHOP_RETENTION_DAYS', '10');
    const photo = await uploadPhoto(t.app, visitor);
    expect(await t.app.retentionJob.runIfDue(daysFromNow(11))).toEqual(removed(0, 1, 0));
    expect(await exists('photo', photo)).toBe(false);
  });

  it('runs once a day, on one of several instances, and counts in the metrics', async () => {
    await uploadPhoto(t.app, visitor);
    const other = await buildTestApp({}, { database: t.database });
    try {
      const before = (await t.app.inject({ url: '/management/metrics', headers: admin })).json()
        .retention.deleted;
      const at = daysFromNow(31);
      const runs = await Promise.all([
        t.app.retentionJob.runIfDue(at),
        other.app.retentionJob.runIfDue(at),
      ]);
      expect(runs.filter((r) => r !== undefined)).toEqual([removed(0, 1, 0)]);
      expect(await t.app.retentionJob.runIfDue(new Date(at.getTime() + DAY_MS - 1))).toBe(
        undefined,
      );
      expect(await other.app.retentionJob.runIfDue(new Date(at.getTime() + DAY_MS))).toEqual(
        removed(0, 0, 0),
      );

      const after = (await t.app.inject({ url: '/management/metrics', headers: admin })).json()
        .retention.deleted;
      expect(after.photos - before.photos).toBe(1);
      const prometheus = await t.app.inject({ url: '/management/prometheus', headers: admin });
      expect(prometheus.body).toMatch(/fotoobraz_retention_deleted_total\{kind="photo"\} \d+/);
    } finally {
      await other.close();
    }
  });

  it('tries a failed run again at the next check, not a day later', async () => {
    await uploadPhoto(t.app, visitor);
    const gone = await openTestDatabase();
    await gone.database.close();
    const failing = new RetentionJob(
      new RetentionRepository(gone.database),
      new JobLeaseRepository(t.database),
      new CatalogueRepository(t.database),
      metrics,
      t.app.log,
      systemClock,
    );
    const at = daysFromNow(31);
    await expect(failing.runIfDue(at)).rejects.toThrow();
    expect(await t.app.retentionJob.runIfDue(new Date(at.getTime() + HOUR_MS))).toEqual(
      removed(0, 1, 0),
    );
    await gone.dispose().catch(() => undefined);
  });
});
