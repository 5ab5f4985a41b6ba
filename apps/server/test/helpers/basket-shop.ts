import type { BasketProblem } from '@fotoobraz/domain';
import { expect } from 'vitest';
import { signIn, type Headers } from './actors.ts';
import { postForId } from './catalogue-factories.ts';
import { minimalCatalogue, plainPrintBody, shopParams, uploadPhoto } from './customer-factories.ts';
import type { Database } from '../../src/repositories/database.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export interface BasketItem {
  id: number;
  position: number;
  addedDate: string;
  craftedProduct: { id: number; price: number; copies: number; text3: string };
  priceWhenAdded: number;
  problems: BasketProblem[];
}
export interface Basket {
  items: BasketItem[];
  count: number;
  itemsTotal: number;
  courierPostage: number;
  parcel: Record<string, unknown> | null;
}

/** An order's hand-over by courier, with the address it needs. */
export const courier = {
  email: 'jana.novakova@example.sk',
  handoverMethod: 'KURIER',
  deliveryName: 'Jana Nováková',
  deliveryStreet: 'Hlavná 1',
  deliveryCity: 'Nitra',
  deliveryPostcode: '94901',
};

export const cents = (euros: number) => Math.round(euros * 100);

/**
 * A shop (the minimal catalogue, the shop's invoice data and postage) and what the basket's
 * tests do in it, as its customers and its admin; on a fresh database, or on `database`; by the
 * clock `now` if given (a test that moves days on).
 */
export const basketShop = async (database?: Database, options: { now?: () => Date } = {}) => {
  const t: TestApp = await buildTestApp({}, { database, now: options.now });
  const admin = await signIn(t.app, 'admin', 'admin');
  const { paper } = await minimalCatalogue(t.app, admin);
  await shopParams(t.app, admin);

  const basketOf = async (as: Headers): Promise<Basket> => {
    const res = await t.app.inject({ url: '/api/basket', headers: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const add = (as: Headers, id: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      payload: { craftedProduct: { id } },
      headers: as,
    });
  const place = (as: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: as });
  const orderCount = async () =>
    Number((await t.app.inject({ url: '/api/orders', headers: admin })).headers['x-total-count']);
  /** A plain print of a new photo of the caller, `width` x `height` cm. */
  const print = async (as: Headers, width = 30, height = 20, media = paper) =>
    postForId(t.app, as, '/api/crafted-products', {
      ...plainPrintBody(await uploadPhoto(t.app, as), media),
      photoOnlyWidth: width,
      photoOnlyHeight: height,
    });
  const priceOf = async (as: Headers, id: number): Promise<number> =>
    (await t.app.inject({ url: `/api/crafted-products/${id}`, headers: as })).json().price;
  /** A new paper of the catalogue at `pricePerSqare`. */
  const newPaper = (name: string, pricePerSqare: number) =>
    postForId(t.app, admin, '/api/print-medias', {
      name,
      mediaTypeEnum: 'PAPIER',
      pricePerSqare,
      enabled: true,
    });
  /** The back-office's edit of a print media: the row as read, with `values` changed. */
  const setPaper = async (id: number, values: object) => {
    const row = (await t.app.inject({ url: `/api/print-medias/${id}`, headers: admin })).json();
    return t.app.inject({
      method: 'PUT',
      url: `/api/print-medias/${id}`,
      payload: { ...row, ...values },
      headers: admin,
    });
  };
  return { t, admin, paper, basketOf, add, place, orderCount, print, priceOf, newPaper, setPaper };
};

export type BasketShop = Awaited<ReturnType<typeof basketShop>>;
