import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { minimalCatalogue, orderBody, shopParams } from '../../helpers/customer-factories.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { PickupPointRepository } from '../../../src/areas/pickup-points/repositories/pickup-point.repository.ts';

/** Points of the dev fixture feed, loaded on a fresh dev start. */
const ZILINA = '14522';
const ZBOX_BRATISLAVA = '22001';

describe(`an order to a pick-up point (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let catalogue: { paper: number };
  const visitor = visitorHeaders();

  beforeAll(async () => {
    t = await buildTestApp({ profile: 'dev' });
    admin = await signIn(t.app, 'admin', 'admin');
    catalogue = await minimalCatalogue(t.app, admin);
    await shopParams(t.app, admin);
  });
  afterAll(() => t?.close());

  const place = async (change: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: visitor,
      payload: { ...(await orderBody(t.app, visitor, catalogue)), ...change },
    });
  /** The order placed with `change`, as the admin reads it. */
  const placed = async (change: object) => {
    const res = await place(change);
    expect(res.statusCode, res.body).toBe(201);
    return (await t.app.inject({ url: `/api/orders/${res.json().id}`, headers: admin })).json();
  };
  const orderCount = async () =>
    (await t.app.inject({ url: '/api/orders', headers: admin })).headers['x-total-count'];

  it("keeps the point's id, kind and address as they were when placed", async () => {
    const order = await placed({
      handoverMethod: 'VYDAJNE_MIESTO',
      pickupPointId: ZBOX_BRATISLAVA,
    });
    const snapshot = {
      handoverMethod: 'VYDAJNE_MIESTO',
      pickupPointId: ZBOX_BRATISLAVA,
      pickupPointKind: 'ZBOX',
      pickupPointName: 'Z-BOX Bratislava, Hodžovo námestie 2',
      pickupPointStreet: 'Hodžovo námestie 2',
      pickupPointCity: 'Bratislava',
      pickupPointZip: '811 06',
    };
    expect(order).toMatchObject({ ...snapshot, deliveryCountry: null });

    // The point moves (a new list): the order keeps what it was when placed.
    const points = new PickupPointRepository(t.database);
    const moved = await points.byId(ZBOX_BRATISLAVA);
    await points.replaceAll([{ ...moved!, street: 'Nová 1', name: 'Z-BOX Bratislava, Nová 1' }]);
    try {
      const again = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin })).json();
      expect(again).toMatchObject(snapshot);
    } finally {
      await t.app.pickupPointRefreshJob.loadDevFixtureIfNeeded();
    }

    // The pro-forma names the point in its hand-over sentence.
    const proforma = await waitFor(async () => {
      const pdf = await t.app.inject({ url: `/api/orders/${order.id}/proforma`, headers: visitor });
      return pdf.statusCode === 200 ? pdf : undefined;
    });
    expect(layoutText(proforma.rawPayload).replace(/\s+/g, ' ')).toContain(
      'Z-BOX Bratislava, Hodžovo námestie 2',
    );
  });

  it('takes a staffed point with no delivery address', async () => {
    const order = await placed({ handoverMethod: 'VYDAJNE_MIESTO', pickupPointId: ZILINA });
    expect(order).toMatchObject({ pickupPointKind: 'POINT', pickupPointCity: 'Žilina' });
  });

  it.each([
    ['no point', {}, 'NotNull'],
    ['a point the list does not hold', { pickupPointId: '99999999' }, 'NotFound'],
    ['an id that is no id', { pickupPointId: 'Žilina' }, 'Pattern'],
  ])('refuses an order to %s, storing nothing', async (_, change, message) => {
    const before = await orderCount();
    const res = await place({ handoverMethod: 'VYDAJNE_MIESTO', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'pickupPointId', message }),
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('keeps no point on an order of another hand-over', async () => {
    const order = await placed({ handoverMethod: 'OSOBNY_ODBER', pickupPointId: ZILINA });
    expect(order.pickupPointId ?? null).toBeNull();
    expect(order.pickupPointName ?? null).toBeNull();
  });
});
