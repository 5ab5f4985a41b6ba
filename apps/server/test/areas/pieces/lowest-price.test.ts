import { frame as frameEntity } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityRepository } from '../../../src/repositories/entity.repository.ts';
import { EventBus } from '../../../src/events/event-bus.ts';
import { UnitsOfWork } from '../../../src/services/unit-of-work.ts';
import { UserRepository } from '../../../src/repositories/user.repository.ts';
import { EntityService } from '../../../src/services/entity.service.ts';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import {
  catalogueWriter,
  framedCatalogue,
  framedPieceBody,
} from '../../helpers/catalogue-factories.ts';
import { makeJpeg, uploadBody } from '../../helpers/jpeg.ts';
import { buildTestApp, TEST_DB, testClock, type TestApp } from '../../helpers/test-app.ts';

/**
 * Omnibus through the whole server: the admin changes a price, later starts a promotion, and the
 * crafted product's reduction is taken off the lowest price of the 30 days before it began. The
 * clock is the app's, moved on by days. The configuration is DESIGN.md §5's framed example:
 * 123,72 € at 18,50 €/m, 110,00 € at 15,00 €/m.
 */
describe(`Omnibus: lowestPrice30Days of crafted products (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const visitor = visitorHeaders();
  const clock = testClock();
  const ids: Record<string, number> = {};

  const framed = () => framedPieceBody(ids, { photo: { id: ids.photo } }, 2);
  const craft = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products',
      payload: framed(),
      headers: visitor,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: admin });
  const setFramePrice = async (price: string) => {
    const row = (await t.app.inject({ url: `/api/frames/${ids.frame}`, headers: admin })).json();
    const res = await put('/api/frames', { ...row, price });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setPromotion = async (percent: string) => {
    const res = await put('/api/global-params', {
      id: ids.promotion,
      name: 'PROMOTION_PERCENT',
      value: percent,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const historyRows = () =>
    t.database.db
      .selectFrom('priceHistory')
      .selectAll()
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(({ id: _id, ...row }) => row));

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    admin = await signIn(t.app, 'admin', 'admin');
    const c = catalogueWriter(t.app, admin);
    Object.assign(ids, await framedCatalogue(c, { framePrice: '15.00' }));
    await c.param('MIN_PRICE', '3.00');
    ids.promotion = await c.param('PROMOTION_PERCENT', '0');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: uploadBody(await makeJpeg(3600, 2400)),
      headers: visitor,
    });
    ids.photo = upload.json().id;
  });
  afterAll(() => t?.close());

  it('records each catalogue write with its validity', async () => {
    const frame = (await historyRows()).filter((r) => r.subject === 'frame');
    expect(frame).toEqual([
      expect.objectContaining({ subjectKey: String(ids.frame), field: 'price', value: '15.00' }),
    ]);
    expect(frame[0].validTo).toBeNull();
    expect(new Date(frame[0].validFrom).toISOString()).toBe(clock.now().toISOString());
  });

  it('without a promotion a crafted product carries no lowest price', async () => {
    expect(await craft()).toMatchObject({ price: 110, totalPrice: 110, lowestPrice30Days: null });
  });

  it('a rise 10 days before the promotion: the reduction is taken off the earlier price', async () => {
    clock.advanceDays(20);
    await setFramePrice('18.50');
    clock.advanceDays(10);
    await setPromotion('10');
    clock.advanceDays(1);
    const product = await craft();
    expect(product).toMatchObject({ price: 99, totalPrice: 110, lowestPrice30Days: 110 });
    expect(product.text2.split('\n').slice(-2)).toEqual([
      'Najnižšia cena za 30 dní;pred zľavou 110,00\u00a0€;-13,72\u00a0€',
      'Zľava 10\u00a0%;10\u00a0% z 110,00\u00a0€;-11,00\u00a0€',
    ]);
    // The wizard's running price agrees with what ordering it costs.
    const differences = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products/price-differences',
      headers: visitor,
      payload: { ...framed(), alternatives: { frame: [ids.frame] } },
    });
    expect(differences.json()).toMatchObject({
      price: 99,
      differences: { frame: { [ids.frame]: 0 } },
    });
  });

  it('a rise 40 days before the promotion is outside the window', async () => {
    await setPromotion('0');
    clock.advanceDays(31);
    await setPromotion('10');
    clock.advanceDays(1);
    expect(await craft()).toMatchObject({
      price: 111.35,
      totalPrice: 123.72,
      lowestPrice30Days: 123.72,
    });
  });

  it('a write the database refuses records nothing', async () => {
    const before = await historyRows();
    clock.advanceDays(1);
    // Renaming the promotion onto MIN_PRICE breaks the unique name: refused.
    const res = await put('/api/global-params', {
      id: ids.promotion,
      name: 'MIN_PRICE',
      value: '50',
    });
    expect(res.statusCode).toBe(400);
    expect(await historyRows()).toEqual(before);
  });

  it('a write whose transaction fails after recording leaves neither the change nor its history', async () => {
    const before = await historyRows();
    const { database } = t;
    const events = new EventBus();
    events.on('entity.written', {
      name: 'price history, then a failure',
      uses: ['priceHistory'],
      run: async ({ entity, id }, { priceHistory }) => {
        await priceHistory.recordRow(entity, id, clock.now());
        expect(
          await priceHistory.valuesOf([{ subject: 'frame', key: String(id), field: 'price' }]),
        ).toHaveLength(3);
        throw new Error('the rest of the write failed');
      },
    });
    const failing = new EntityService(
      new EntityRepository(database),
      new UserRepository(database),
      new UnitsOfWork(database, events).for(EntityService.uses),
      clock.now,
    );
    const caller = { user: { id: 1, login: 'admin', authorities: ['ROLE_ADMIN' as const] } };
    await expect(
      failing.update(frameEntity, caller, { id: ids.frame, price: '99.00' }),
    ).rejects.toThrow('the rest of the write failed');
    expect(await historyRows()).toEqual(before);
    const frame = (await t.app.inject({ url: `/api/frames/${ids.frame}`, headers: admin })).json();
    expect(frame.price).toBe('18.50');
  });
});
