import type { PickupPoint } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed/catalogue.seed.ts';
import { PickupPointRepository } from '../../src/areas/pickup-points/repositories/pickup-point.repository.ts';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';
import { courier } from '../helpers/basket-shop.ts';

const point = (id: string, kind: PickupPoint['kind'], own: Partial<PickupPoint> = {}) => ({
  id,
  name: `Packeta ${id}`,
  street: 'Obchodná 1',
  city: 'Bratislava',
  zip: '811 06',
  country: 'sk',
  kind,
  openingHours: 'Po–Pi 9:00–18:00',
  maxWeightGrams: null,
  maxLengthCm: null,
  maxSumCm: null,
  latitude: null,
  longitude: null,
  ...own,
});

/**
 * The hand-over checked at placement on the demo catalogue, by the rule that priced it in the
 * form: the largest framed size (120 × 80 cm behind glass) goes to no pick-up point, a small print
 * goes anywhere, the postage is the way's, and the order keeps its parcel's weight.
 */
describe(`the parcel at placement (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const ids: Record<string, number> = {};

  const idOf = async (table: string, where: Record<string, unknown>) => {
    let q = t.database.db.selectFrom(table as 'productConfig').select('id');
    for (const [k, v] of Object.entries(where)) q = q.where(k as 'id', '=', v as number);
    const row = await q.orderBy('id').executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const piece = async (as: Headers, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products?nothumbs=true',
      payload: { internalImage: { id: ids.edition }, printMedia: { id: ids.paper }, ...body },
      headers: as,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; parcel: Record<string, unknown> };
  };
  const largestFramed = (as: Headers) =>
    piece(as, {
      productEnum: 'PHOTOFRAME',
      productConfig: { id: ids.framed120 },
      glass: { id: ids.glass },
      frame: { id: ids.frame },
    });
  const smallPrint = (as: Headers) =>
    piece(as, {
      productEnum: 'PLAINPHOTO',
      productConfig: { id: ids.plain30 },
      photoOnlyWidth: 30,
      photoOnlyHeight: 20,
    });
  const place = (as: Headers, id: number, handover: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { email: courier.email, craftedProduct: { id }, ...handover },
      headers: as,
    });
  const placeAtPoint = (as: Headers, id: number, pickupPointId: string) =>
    place(as, id, { handoverMethod: 'VYDAJNE_MIESTO', pickupPointId });
  const orderRow = (id: number) =>
    t.database.db
      .selectFrom('customerOrder')
      .select(['postage', 'totalAmount', 'parcelWeightGrams', 'handoverMethod'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    await seedCatalogue(t.database);
    ids.edition = await idOf('internalImage', { imageCategory: 'EDICIA', ratio: '3:2' });
    ids.framed120 = await idOf('productConfig', {
      productEnum: 'PHOTOFRAME',
      totalSizeCm: '120x80',
    });
    ids.plain30 = await idOf('productConfig', { productEnum: 'PLAINPHOTO', totalSizeCm: '30x20' });
    const params = await t.app.inject({ url: '/api/global-params?size=200', headers: admin });
    const param = (name: string) =>
      Number(
        (params.json() as { name: string; value: string }[]).find((p) => p.name === name)!.value,
      );
    ids.paper = param('WEB_DEFAULT_PAPIER');
    ids.glass = param('WEB_DEFAULT_SKLO');
    ids.frame = param('WEB_DEFAULT_RAM_PRE_PAPIER');
    await new PickupPointRepository(t.database).replaceAll([
      point('1001', 'POINT'),
      point('2002', 'ZBOX'),
      point('3003', 'POINT', { maxWeightGrams: 200 }),
    ]);
  });
  afterAll(() => t?.close());

  it("tells each piece's parcel in its answer, and the shop's limits and rates", async () => {
    const framed = await largestFramed(visitorHeaders());
    expect(framed.parcel).toEqual({
      lengthCm: 120,
      widthCm: 80,
      depthCm: 2.4,
      weightGrams: 7857,
      glass: true,
      copies: 1,
    });
    const shop = (await t.app.inject({ url: '/api/shop' })).json();
    expect(shop.delivery.limits.point).toEqual({
      maxWeightGrams: 15000,
      maxLengthCm: 70,
      maxSumCm: 150,
      boxCm: null,
    });
    expect(shop.delivery.rates).toMatchObject({ pointCents: 390, zboxCents: 350 });
  });

  it('refuses the largest framed size at a pick-up point with a Slovak field error', async () => {
    const visitor = visitorHeaders();
    const { id } = await largestFramed(visitor);
    const res = await placeAtPoint(visitor, id, '1001');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      detail: 'Zásielka je na výdajné miesto príliš veľká.',
      fieldErrors: [{ objectName: 'order', field: 'handoverMethod', message: 'TooLarge' }],
    });
    // Without a point the order names none: that is what the form asks for first.
    const unnamed = await place(visitor, id, { handoverMethod: 'VYDAJNE_MIESTO' });
    expect(unnamed.json().fieldErrors).toEqual([
      { objectName: 'order', field: 'pickupPointId', message: 'NotNull' },
    ]);
    const z = await placeAtPoint(visitor, id, '2002');
    expect(z.json().detail).toBe('Zásielka je do Z-BOXu príliš veľká.');
  });

  it('sends it by courier at the L rate and keeps its weight', async () => {
    const visitor = visitorHeaders();
    const { id } = await largestFramed(visitor);
    const res = await place(visitor, id, courier);
    expect(res.statusCode, res.body).toBe(201);
    // 7857 g of piece and a 130 × 90 × 12.4 cm box: 3.0 m² of board at 700 g/m²
    expect(await orderRow(res.json().id)).toMatchObject({
      handoverMethod: 'KURIER',
      parcelWeightGrams: 9877,
    });
    expect(Number((await orderRow(res.json().id)).postage)).toBe(9.9);
  });

  it('takes a small print to a point at its flat rate, written with the weight', async () => {
    const visitor = visitorHeaders();
    const { id } = await smallPrint(visitor);
    const res = await placeAtPoint(visitor, id, '1001');
    expect(res.statusCode, res.body).toBe(201);
    const row = await orderRow(res.json().id);
    expect(row).toMatchObject({ handoverMethod: 'VYDAJNE_MIESTO', parcelWeightGrams: 282 });
    expect(Number(row.postage)).toBe(3.9);
  });

  it("takes a small print into a Z-BOX at its rate, but not past a point's own limit", async () => {
    const visitor = visitorHeaders();
    const first = await smallPrint(visitor);
    const res = await placeAtPoint(visitor, first.id, '2002');
    expect(res.statusCode, res.body).toBe(201);
    expect(Number((await orderRow(res.json().id)).postage)).toBe(3.5);
    const second = await smallPrint(visitor);
    const refused = await placeAtPoint(visitor, second.id, '3003');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'Zásielka je na výdajné miesto príliš ťažká.',
      fieldErrors: [{ field: 'handoverMethod', message: 'TooHeavy' }],
    });
  });

  it('lets the minimal order through as a free personal pick-up', async () => {
    const visitor = visitorHeaders();
    const { id } = await largestFramed(visitor);
    const res = await place(visitor, id, {});
    expect(res.statusCode, res.body).toBe(201);
    const row = await orderRow(res.json().id);
    expect(row).toMatchObject({ handoverMethod: 'OSOBNY_ODBER', parcelWeightGrams: 9877 });
    expect(Number(row.postage)).toBe(0);
  });
});
