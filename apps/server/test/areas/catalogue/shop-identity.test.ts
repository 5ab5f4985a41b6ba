import { deliverySettingsOf } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { postForId } from '../../helpers/catalogue-factories.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

const SETTINGS = {
  SHOP_NAME: 'Rámy Novák s.r.o.',
  SHOP_STREET: 'Dlhá 7',
  SHOP_POSTCODE: '040 01',
  SHOP_CITY: 'Košice',
  SHOP_COUNTRY: 'Slovenská republika',
  SHOP_EMAIL: 'info@ramy-novak.sk',
  // Private to the invoices and the payment: none of these may leave through /api/shop.
  SHOP_ICO: '51234564',
  SHOP_IBAN: 'SK3112000000198742637541',
  SHOP_PHONE: '+421 900 111 222',
  SHOP_VAT_PERCENT: '23',
};

/** The delivery rule's limits and rates at their defaults, which the order form prices with. */
const DELIVERY = deliverySettingsOf(() => null);

describe(`GET /api/shop (${TEST_DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  /** `GET /api/shop` as the caller, expected to answer. */
  const shopAs = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/shop', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('answers a visitor with empty fields and no e-mail while the settings are missing', async () => {
    expect((await shopAs(visitorHeaders())).json()).toEqual({
      name: '',
      street: '',
      postcode: '',
      city: '',
      country: '',
      email: null,
      delivery: DELIVERY,
    });
  });

  it("answers anyone the shop's name, postal address and e-mail, the delivery rule, and nothing else", async () => {
    const admin = await signIn(t.app, 'admin', 'admin');
    for (const [name, value] of Object.entries(SETTINGS)) {
      await postForId(t.app, admin, '/api/global-params', { name, value });
    }
    await createUser(t.database, 'jana');
    const user = await signIn(t.app, 'jana', 'jana');
    for (const headers of [visitorHeaders(), user, admin]) {
      const res = await shopAs(headers);
      expect(res.json()).toEqual({
        name: 'Rámy Novák s.r.o.',
        street: 'Dlhá 7',
        postcode: '040 01',
        city: 'Košice',
        country: 'Slovenská republika',
        email: 'info@ramy-novak.sk',
        delivery: DELIVERY,
      });
      for (const secret of ['51234564', 'SK3112', '+421', 'iban', 'ico']) {
        expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
  });

  it('is described in the API docs', async () => {
    const docs = (await t.app.inject({ url: '/v3/api-docs' })).json();
    expect(
      Object.keys(
        docs.paths['/api/shop'].get.responses['200'].content['application/json'].schema.properties,
      ).sort(),
    ).toEqual(['city', 'country', 'delivery', 'email', 'name', 'postcode', 'street']);
  });
});
