import { FIELD_ERROR_CODES } from '@fotoobraz/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import { catalogueWriter } from '../helpers/catalogue-factories.ts';
import { buildShopApp, createCraftedProduct, uploadPhoto } from '../helpers/customer-factories.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { makeJpeg } from '../helpers/jpeg.ts';
import { postWorkingCopy, workingCopyOf } from '../helpers/working-copy.ts';

/**
 * A field error's message is a code of the contract's catalogue (FIELD_ERROR_CODES, each worded
 * in Slovak by the web app), never zod's English ('Invalid input: expected string, received
 * number'), whichever route refuses what: wrong types, missing values, too long texts, numbers
 * out of range, bodies that are no object.
 */

const LONG = 'x'.repeat(3000);
const LONG_EMAIL = `${'x'.repeat(300)}@example.sk`;
const ABOVE_INT = 2 ** 31;

/** The same kinds of bad input for every route: each names the body's fields it spoils. */
const badBodies = (fields: {
  wrongType: Record<string, unknown>;
  tooLong: Record<string, unknown>;
  outOfRange?: Record<string, unknown>;
}): [string, unknown][] => [
  ['values of the wrong type', fields.wrongType],
  ['every value missing', {}],
  ['values too long', fields.tooLong],
  ...(fields.outOfRange ? [['values out of range', fields.outOfRange] as [string, unknown]] : []),
  ['a list for a body', [fields.wrongType]],
  ['a text for a body', 'text'],
  ['null for a body', null],
];

const expectCatalogueCodes = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  const { message, fieldErrors } = res.json() as {
    message: string;
    fieldErrors?: { field: string; message: string }[];
  };
  expect(message).toBe('error.validation');
  expect(fieldErrors?.length).toBeGreaterThan(0);
  for (const error of fieldErrors ?? []) {
    expect(FIELD_ERROR_CODES, `${error.field}: ${error.message}`).toContain(error.message);
  }
};

describe('field errors carry codes of the catalogue', () => {
  let t: TestApp;
  let admin: Headers;
  let visitor: Headers;
  let user: Headers;
  let paper: number;

  beforeAll(async () => {
    const shop = await buildShopApp();
    ({ t, admin } = shop);
    paper = shop.catalogue.paper;
    visitor = visitorHeaders();
    await createUser(t.database, 'jana');
    user = await signIn(t.app, 'jana', 'jana');
  });
  afterAll(() => t.close());

  const send = (as: Headers, method: 'POST' | 'PUT', url: string, body: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...as, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  describe('POST /api/photos', () => {
    it.each(
      badBodies({
        wrongType: { image: 5, imageContentType: 5, title: 5, fileSize: 'big' },
        tooLong: { image: '/9j/', imageContentType: LONG, title: LONG },
        outOfRange: { image: '/9j/', title: 'Dovolenka', fileSize: -1 },
      }),
    )('%s', async (_what, body) => {
      expectCatalogueCodes(await send(visitor, 'POST', '/api/photos', body));
    });
  });

  describe('POST /api/photos/working-copy', () => {
    it.each([
      ['facts of the wrong type', { title: 5, width: 'wide', height: null, sha256: 5 }],
      ['facts missing', {}],
      ['facts out of range', { title: LONG, width: 0, height: -1, fileSize: 0.5 }],
      ['facts that are a list', [1]],
      ['facts that are a text', 'facts'],
    ])('%s', async (_what, facts) => {
      const { workingCopy } = await workingCopyOf(await makeJpeg(400, 300));
      expectCatalogueCodes(await postWorkingCopy(t.app, visitor, { facts, workingCopy }));
    });
  });

  describe('POST /api/orders (a placement)', () => {
    it.each(
      badBodies({
        wrongType: {
          email: 5,
          phone: 5,
          userNote: true,
          craftedProduct: 'x',
          items: 'x',
          handoverMethod: 5,
          termsVersion: 'x',
          buyerIco: 5,
        },
        tooLong: { email: LONG_EMAIL, phone: LONG, userNote: LONG, buyerName: LONG },
        outOfRange: {
          email: 'jana@example.sk',
          craftedProduct: { id: ABOVE_INT },
          items: [],
          handoverMethod: 'DRON',
          termsVersion: 0,
        },
      }),
    )('%s', async (_what, body) => {
      expectCatalogueCodes(await send(visitor, 'POST', '/api/orders', body));
    });

    it('the same crafted product on two lines', async () => {
      const line = {
        craftedProduct: { id: await createCraftedProduct(t.app, visitor, { paper }) },
      };
      const body = { email: 'jana@example.sk', items: [line, line] };
      expectCatalogueCodes(await send(visitor, 'POST', '/api/orders', body));
    });
  });

  describe('POST /api/register', () => {
    it.each(
      badBodies({
        wrongType: { login: 5, email: 5, password: 5, langKey: 5, firstName: true },
        tooLong: { login: LONG, email: LONG_EMAIL, password: 'heslo123', firstName: LONG },
      }),
    )('%s', async (_what, body) => {
      expectCatalogueCodes(await send({}, 'POST', '/api/register', body));
    });
  });

  describe('POST /api/account (own settings)', () => {
    it.each(
      badBodies({
        wrongType: { email: 5, firstName: 5, langKey: [], imageUrl: {} },
        tooLong: { email: LONG_EMAIL, firstName: LONG, langKey: LONG, imageUrl: LONG },
      }),
    )('%s', async (_what, body) => {
      expectCatalogueCodes(await send(user, 'POST', '/api/account', body));
    });
  });

  describe('POST /api/products (an admin creates a catalogue row)', () => {
    it.each(
      badBodies({
        wrongType: {
          name: 5,
          productEnum: 5,
          priceManufactPerSquare: 'lacné',
          enabled: 'yes',
          thumb: 5,
        },
        tooLong: { name: LONG, description: 'x'.repeat(300_000), productEnum: 'PLAINPHOTO' },
        outOfRange: {
          name: 'Fotografia',
          productEnum: 'POSTER',
          priceManufactPerSquare: -1e12,
        },
      }),
    )('%s', async (_what, body) => {
      expectCatalogueCodes(await send(admin, 'POST', '/api/products', body));
    });
  });

  describe('POST /api/admin/users', () => {
    it.each(
      badBodies({
        wrongType: { login: 5, email: 5, activated: 'yes', authorities: 'ROLE_ADMIN' },
        tooLong: { login: LONG, email: LONG_EMAIL, langKey: LONG, authorities: ['ROLE_KING'] },
      }),
    )('%s', async (_what, body) => {
      expectCatalogueCodes(await send(admin, 'POST', '/api/admin/users', body));
    });
  });

  it('GET a document by a signed link that repeats its signature', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/1/documents/2026-000001?expires=1&expires=2&signature=a&signature=b',
    });
    expectCatalogueCodes(res);
  });

  it('POST /api/crafted-products in a size the catalogue cannot price (its photo is larger)', async () => {
    const c = catalogueWriter(t.app, admin);
    const canvas = await c.printMedia('Plátno', 'PLATNO', 40);
    const product = await c.product('Plátno', 'PHOTOCANVAS', 5, { askForCanvas: true });
    const size = await c.config(product, 'PHOTOCANVAS', '3:2', '30x20', { photoSizeCm: '60x40' });
    const body = {
      productEnum: 'PHOTOCANVAS',
      photo: { id: await uploadPhoto(t.app, visitor) },
      productConfig: { id: size },
      printMedia: { id: canvas },
      copies: 1,
    };
    const res = await send(visitor, 'POST', '/api/crafted-products', body);
    expectCatalogueCodes(res);
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'craftedProduct', field: 'productConfig', message: 'NotPriced' },
    ]);
  });
});
