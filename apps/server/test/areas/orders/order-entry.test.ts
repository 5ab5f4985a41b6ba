import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { buildShopApp, createCraftedProduct } from '../../helpers/customer-factories.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * `POST /api/orders` reads two bodies: the wizard's placement and the back-office's entry (the
 * one with an orderDate). Each is read as what it is, whoever sends it.
 */
describe(`POST /api/orders: a placement or a back-office entry (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let catalogue: { paper: number };

  beforeAll(async () => {
    ({ t, admin, catalogue } = await buildShopApp());
  });
  afterAll(() => t?.close());

  const post = (payload: object, headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers });
  const expectRefused = (res: LightMyRequestResponse, field: string, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual({ objectName: 'order', field, message });
  };
  const expectCreated = (res: LightMyRequestResponse, order: object) => {
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(order);
  };

  it.each([
    ['a visitor', () => visitorHeaders()],
    ['an admin', () => admin],
  ])(
    'reads a placement by %s as a placement: the contact trimmed, the courier address asked for',
    async (_who, as) => {
      const headers = as();
      const craftedProduct = { id: await createCraftedProduct(t.app, headers, catalogue) };
      const missing = await post(
        { email: 'jana@example.sk', craftedProduct, handoverMethod: 'KURIER' },
        headers,
      );
      expectRefused(missing, 'deliveryName', 'NotNull');
      const placed = await post(
        { email: '  jana@example.sk ', phone: ' 0900 123 456 ', craftedProduct },
        headers,
      );
      expectCreated(placed, {
        email: 'jana@example.sk',
        phone: '0900 123 456',
        status: 'POTVRDENA',
      });
    },
  );

  it("takes a visitor's orderDate for nothing: the order is placed", async () => {
    const headers = visitorHeaders();
    const craftedProduct = { id: await createCraftedProduct(t.app, headers, catalogue) };
    const res = await post(
      { email: 'jana@example.sk', craftedProduct, orderDate: '2020-01-01T00:00:00Z' },
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.parse(res.json().orderDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("enters an admin's order with an orderDate as given, checked as the entity", async () => {
    const refused = await post({ orderDate: '2026-11-20T10:00:00Z', postage: 'x' }, admin);
    expectRefused(refused, 'postage', 'TypeMismatch');
    const entered = await post(
      { orderDate: '2026-11-20T10:00:00Z', email: ' jana@example.sk', postage: 3.5 },
      admin,
    );
    expectCreated(entered, {
      orderDate: '2026-11-20T10:00:00.000Z',
      email: ' jana@example.sk',
      status: 'POTVRDENA',
      postage: 3.5,
    });
  });
});
