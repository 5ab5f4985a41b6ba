import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { buildShopApp, createCraftedProduct } from '../../helpers/customer-factories.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * The number a customer quotes (the variable symbol: the first piece's crafted product id) is
 * how the owner finds and reads the order: the list's search, the audit, the documents.
 */
describe(`The order's one number (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let catalogue: { paper: number };
  const visitor = visitorHeaders();
  const other = visitorHeaders();

  beforeAll(async () => {
    ({ t, admin, catalogue } = await buildShopApp());
  });
  afterAll(() => t?.close());

  /** The spec's order: an e-mail and the crafted product, nothing more. */
  const placeMinimal = async (as: Headers, extra: object = {}) => {
    const piece = await createCraftedProduct(t.app, as, catalogue);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { email: 'jana@example.sk', craftedProduct: { id: piece }, ...extra },
      headers: as,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { piece, order: res.json() as { id: number; variableSymbol: string } };
  };
  const search = async (text: string, as: Headers = admin) => {
    const res = await t.app.inject({
      url: `/api/orders?filter=${encodeURIComponent(text)}&page=0&size=100`,
      headers: as,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).map((o) => o.id);
  };

  describe('POST /api/orders: the spec minimal order', () => {
    it('is placed with an e-mail alone, and the pro-forma names the buyer by it', async () => {
      const { piece, order } = await placeMinimal(visitor);
      expect(order.variableSymbol).toBe(String(piece));
      const pdf = await t.app.inject({ url: `/api/orders/${order.id}/proforma`, headers: visitor });
      expect(pdf.statusCode).toBe(200);
      const text = layoutText(pdf.rawPayload);
      expect(text).toContain('jana@example.sk');
      expect(text).toMatch(new RegExp(`Variabilný symbol\\s+${piece}\\b`));
    });
  });

  describe('GET /api/orders?filter=', () => {
    it('finds an order by its number, e-mail, buyer or delivery name', async () => {
      const { order } = await placeMinimal(visitor, {
        email: 'hladana.zakaznicka@example.sk',
        handoverMethod: 'KURIER',
        deliveryName: 'Hľadaná Doručená',
        deliveryStreet: 'Hlavná 1',
        deliveryCity: 'Žilina',
        deliveryPostcode: '010 01',
        buyerName: 'Hľadaná Firma s.r.o.',
        buyerStreet: 'Hlavná 2',
        buyerCity: 'Žilina',
        buyerPostcode: '010 01',
      });
      expect(await search(order.variableSymbol)).toContain(order.id);
      expect(await search('HLADANA.zakaznicka')).toEqual([order.id]);
      expect(await search('firma s.r.o')).toEqual([order.id]);
      expect(await search('doručená')).toEqual([order.id]);
      expect(await search('nikto-taky')).toEqual([]);
    });

    it('shows a customer only their own orders, whatever they search', async () => {
      const { order } = await placeMinimal(visitor, { email: 'moja@example.sk' });
      expect(await search('moja@example.sk', visitor)).toEqual([order.id]);
      expect(await search('moja@example.sk', other)).toEqual([]);
    });
  });

  describe('POST /api/orders/{id}/status', () => {
    it('records the step in the audit by the order number and the statuses by name', async () => {
      const { order } = await placeMinimal(visitor);
      const step = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/status`,
        payload: { status: 'ZRUSENA', note: 'Zákazník si to rozmyslel.' },
        headers: admin,
      });
      expect(step.statusCode, step.body).toBe(200);
      const audits = await t.app.inject({ url: '/management/audits?size=100', headers: admin });
      const event = (audits.json() as { type: string; data: Record<string, unknown> }[]).find(
        (e) => e.type === 'ORDER_STATUS_CHANGED' && e.data.orderId === order.id,
      );
      expect(event?.data).toMatchObject({
        orderNumber: order.variableSymbol,
        from: 'Potvrdená',
        to: 'Zrušená',
      });
    });
  });
});
