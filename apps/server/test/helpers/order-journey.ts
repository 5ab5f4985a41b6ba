import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Headers } from './actors.ts';
import { postForId } from './catalogue-factories.ts';
import { plainPrintBody } from './customer-factories.ts';

/** A courier delivery in Košice, as the document tests order it. */
export const COURIER_DELIVERY = {
  handoverMethod: 'KURIER',
  deliveryName: 'Jana Nováková',
  deliveryStreet: 'Hlavná 1',
  deliveryCity: 'Košice',
  deliveryPostcode: '040 01',
} as const;

/** Places an order as `as`, expecting it taken, and returns the order as the API answers it. */
export const placeOrderAs = async <O = { id: number }>(
  app: FastifyInstance,
  as: Headers,
  payload: object,
): Promise<O> => {
  const res = await app.inject({ method: 'POST', url: '/api/orders', headers: as, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** Moves `order` through `statuses` as the admin, each step expected to be taken. */
export const stepOrder = async (
  app: FastifyInstance,
  admin: Headers,
  order: { id: number },
  statuses: string[],
  extra: object = {},
) => {
  for (const status of statuses) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/status`,
      headers: admin,
      payload: { status, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

interface JourneyParts {
  app: FastifyInstance;
  customer: Headers;
  admin: Headers;
  photo: number;
  paper: number;
}

/**
 * A customer's orders of a plain print, each with its own e-mail (`<mailbox><n>@example.sk`),
 * and the admin's status steps; `parts` is read at each call, as the tests set it up in
 * `beforeAll`.
 */
export const orderJourney = (parts: () => JourneyParts, mailbox: string) => {
  let serial = 0;
  const place = async <O>(payload: object): Promise<O> => {
    const { app, customer, photo, paper } = parts();
    serial += 1;
    const product = await postForId(
      app,
      customer,
      '/api/crafted-products',
      plainPrintBody(photo, paper),
    );
    return placeOrderAs<O>(app, customer, {
      email: `${mailbox}${serial}@example.sk`,
      craftedProduct: { id: product },
      ...payload,
    });
  };
  const step = async (order: { id: number }, status: string, extra: object = {}) => {
    const { app, admin } = parts();
    await stepOrder(app, admin, order, [status], extra);
  };
  return { place, step };
};
