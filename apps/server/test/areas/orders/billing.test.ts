import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import { buildShopApp, orderBody } from '../../helpers/customer-factories.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';

/** The company as a customer may type it: the IČO spaced, the IČ DPH in lower case, no country. */
const COMPANY = {
  ...COMPANY_BUYER,
  buyerCountry: undefined,
  buyerIco: '35 763 469',
  buyerIcDph: 'sk2020317068',
};

/** The buyer on `POST /api/orders` (billing details) and the terms it accepted. */
describe(`POST /api/orders: the buyer and the terms version (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let catalogue: { paper: number };
  const visitor = visitorHeaders();

  beforeAll(async () => {
    ({ t, admin, catalogue } = await buildShopApp());
  });
  afterAll(() => t?.close());

  const place = async (change: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...(await orderBody(t.app, visitor, catalogue)), ...change },
      headers: visitor,
    });
  const orderCount = async () =>
    (await t.app.inject({ url: '/api/orders', headers: admin })).headers['x-total-count'];

  describe('bad input', () => {
    it.each([
      [
        'an IČO with a wrong check digit',
        { ...COMPANY, buyerIco: '35763468' },
        'buyerIco',
        'Pattern',
      ],
      ['an IČO of 7 digits', { ...COMPANY, buyerIco: '3576346' }, 'buyerIco', 'Pattern'],
      ['a DIČ of 9 digits', { ...COMPANY, buyerDic: '202031706' }, 'buyerDic', 'Pattern'],
      ['an IČ DPH without SK', { ...COMPANY, buyerIcDph: '2020317068' }, 'buyerIcDph', 'Pattern'],
      [
        'an IČ DPH of another DIČ',
        { ...COMPANY, buyerIcDph: 'SK2020317069' },
        'buyerIcDph',
        'Mismatch',
      ],
      ['a company without its name', { ...COMPANY, buyerName: '' }, 'buyerName', 'NotNull'],
      ['a company without its street', { ...COMPANY, buyerStreet: null }, 'buyerStreet', 'NotNull'],
      ['a DIČ without an IČO', { ...COMPANY, buyerIco: '' }, 'buyerIco', 'NotNull'],
      ['a terms version that never existed', { termsVersion: 99 }, 'termsVersion', 'NotFound'],
    ])('refuses %s with a field error, storing nothing', async (_what, change, field, message) => {
      const before = await orderCount();
      const res = await place(change);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().fieldErrors).toContainEqual({ objectName: 'order', field, message });
      expect(await orderCount()).toBe(before);
    });
  });

  it("refuses an admin's edit of the buyer with a number of the wrong form", async () => {
    const placed = (await place({ ...COMPANY })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/orders',
      payload: { ...placed, buyerIcDph: '2020317068' },
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual({
      objectName: 'order',
      field: 'buyerIcDph',
      message: 'Pattern',
    });
  });

  describe('the buyer stored', () => {
    it('a company with its numbers compacted, Slovensko when no country is said', async () => {
      const res = await place({ ...COMPANY, termsVersion: 1 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ ...COMPANY_BUYER, termsVersion: 1 });
    });

    it('a courier order without a buyer bills the addressee', async () => {
      const res = await place({
        handoverMethod: 'KURIER',
        deliveryName: 'Jana Nováková',
        deliveryStreet: 'Hlavná 1',
        deliveryCity: 'Nitra',
        deliveryPostcode: '949 01',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        buyerName: 'Jana Nováková',
        buyerStreet: 'Hlavná 1',
        buyerCity: 'Nitra',
        buyerPostcode: '949 01',
        buyerCountry: 'Slovensko',
        buyerIco: null,
      });
    });

    it("the spec's order (a pick-up, no buyer, no version) names nobody and takes the terms in force", async () => {
      const res = await place({ status: 'POTVRDENA' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ buyerName: null, buyerStreet: null, termsVersion: 1 });
    });

    it('records the version the customer confirmed, an older one too', async () => {
      const edited = await t.app.inject({
        method: 'PUT',
        url: '/api/legal-pages/obchodne-podmienky',
        payload: { title: 'Obchodné podmienky', body: 'Nové znenie.' },
        headers: admin,
      });
      expect(edited.json().version).toBe(2);
      expect((await place({ termsVersion: '1' })).json().termsVersion).toBe(1);
      expect((await place({})).json().termsVersion).toBe(2);
    });

    it('puts the company and its numbers on the pro-forma', async () => {
      const id = (await place({ ...COMPANY })).json().id as number;
      const pdf = await t.app.inject({ url: `/api/orders/${id}/proforma`, headers: visitor });
      expect(pdf.statusCode).toBe(200);
      const text = layoutText(pdf.rawPayload);
      for (const line of ['Fotoateliér s.r.o.', 'Štúrova 5', 'IČO: 35763469', 'DIČ: 2020317068']) {
        expect(text).toContain(line);
      }
      expect(text).toContain('IČ DPH: SK2020317068');
    });

    it("mails a company's confirmation without the withdrawal link, a consumer's with it", async () => {
      const company = (await place({ ...COMPANY })).json() as { variableSymbol: string };
      const consumer = (await place({})).json() as { variableSymbol: string };
      const mailOf = (order: { variableSymbol: string }) =>
        waitFor(() =>
          t.database.db
            .selectFrom('mailOutbox')
            .select(['bodyText', 'html'])
            .where('subject', '=', `Potvrdenie objednávky č. ${order.variableSymbol}`)
            .executeTakeFirst(),
        );
      const companyMail = await mailOf(company);
      expect(companyMail.bodyText).not.toContain('odstupenie-od-zmluvy');
      expect(companyMail.html).not.toContain('odstupenie-od-zmluvy');
      expect((await mailOf(consumer)).bodyText).toContain(
        `odstupenie-od-zmluvy?objednavka=${consumer.variableSymbol}`,
      );
    });
  });
});
