import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camt053, paymentOf } from '../areas/payments/camt053-fixture.ts';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import { minimalCatalogue, orderBody, shopParams } from '../helpers/customer-factories.ts';
import { placeOrderAs, stepOrder } from '../helpers/order-journey.ts';
import { rowCount } from '../helpers/row-count.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';
import { waitFor } from '../helpers/wait-for.ts';

/**
 * Every path that issues a document wakes the document worker once its transaction commits
 * (`document.issued`, after commit): the placement's pro-forma, an admin's step and a payment
 * the bank import settled; and every mail queued wakes the outbox (`mail.queued`), the
 * documents' mails too. The workers' poll is set to ten minutes here, so a document rendered,
 * or a mail sent, within seconds was woken for.
 */
describe(`documents and mails leave as soon as they are issued (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const visitor = visitorHeaders();
  let order: { id: number; variableSymbol: string; totalAmount: number };

  const pending = () => rowCount(t.database.db, 'pendingDocument');
  const unsent = () => rowCount(t.database.db, 'mailOutbox', ['sentDate', 'is', null]);
  const mailsSent = async () => (await rowCount(t.database.db, 'mailOutbox')) - (await unsent());
  /** Every document rendered, and every mail (the documents' too) sent. */
  const rendered = () =>
    waitFor(async () => (await pending()) === 0 && (await unsent()) === 0, 5_000);

  beforeAll(async () => {
    t = await buildTestApp({}, { outboxPollMs: 600_000 });
    admin = await signIn(t.app, 'admin', 'admin');
    const catalogue = await minimalCatalogue(t.app, admin);
    await shopParams(t.app, admin);
    order = await placeOrderAs(t.app, visitor, await orderBody(t.app, visitor, catalogue));
  });
  afterAll(() => t?.close());

  it("renders the placement's pro-forma at once, and mails it", async () => {
    await rendered();
    expect(await rowCount(t.database.db, 'invoice')).toBe(1);
    expect(await mailsSent()).toBe(1);
  });

  it('renders and mails the tax document of a payment the bank import settled at once', async () => {
    const xml = camt053(paymentOf('STMT-WAKE-1', order));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      payload: xml,
      headers: { ...admin, 'content-type': 'application/xml' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().matched).toBe(1);
    await rendered();
    expect(await rowCount(t.database.db, 'taxDocument')).toBe(1);
    // The step's mail and the tax document's.
    expect(await mailsSent()).toBe(3);
  });

  it("renders and mails the final invoice of an admin's step at once", async () => {
    await stepOrder(t.app, admin, order, ['VO_VYROBE', 'ODOSLANA']);
    await rendered();
    expect(await rowCount(t.database.db, 'taxDocument')).toBe(2);
    // Two steps' mails and the final invoice's.
    expect(await mailsSent()).toBe(6);
  });
});
