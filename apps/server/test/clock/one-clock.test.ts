import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocumentShop, type DocumentShop } from '../helpers/document-shop.ts';
import { COURIER_DELIVERY } from '../helpers/order-journey.ts';
import { TEST_DB, testClock } from '../helpers/test-app.ts';
import { waitFor } from '../helpers/wait-for.ts';

/** A moment years away from any day the tests run on: whatever reads the real time shows. */
const AT = '2031-03-05T09:00:00.000Z';

/** An instant as SQLite (ISO text) or PostgreSQL (a Date) gives it back. */
const instant = (value: unknown): string => new Date(value as string | Date).toISOString();

/**
 * Issue 45: the app's clock is the server's only one. An order placed and paid on an app whose
 * clock stands at AT leaves every row it stamps at AT (the photo and piece it is of, its history,
 * its audit, its mails, its documents waiting for their PDF and the documents issued), and the
 * workers, on the same clock, find them due.
 */
describe(`the app's clock stamps every row (${TEST_DB})`, () => {
  let shop: DocumentShop;
  let order: { id: number; orderDate: string; invoiceNumber: string };
  let pendingAfterPayment: { kind: string; createdDate: unknown; nextAttemptAt: unknown }[];

  const rows = (table: 'orderStatusChange' | 'auditEvent' | 'mailOutbox' | 'taxDocument') =>
    shop.t.database.db.selectFrom(table).selectAll().execute();

  beforeAll(async () => {
    shop = await openDocumentShop('hodiny', {
      vatPayer: true,
      now: testClock(Date.parse(AT)).now,
    });
    // The documents wait for their PDF until the test has read them.
    await shop.t.app.documentWorker.stop();
    order = await shop.place(COURIER_DELIVERY);
    await shop.step(order, 'ZAPLATENA', { paidOn: '2031-03-04', note: 'Platba prevodom' });
    pendingAfterPayment = await shop.t.database.db
      .selectFrom('pendingDocument')
      .select(['kind', 'createdDate', 'nextAttemptAt'])
      .orderBy('id')
      .execute();
    // On the app's clock, the documents queued at AT are due: the worker renders both.
    expect(await shop.t.app.documentWorker.runOnce()).toBe(2);
    // And the outbox worker, on the same clock, sends every mail queued at AT.
    await waitFor(async () => (await rows('mailOutbox')).every((mail) => mail.sentDate !== null));
  });
  afterAll(() => shop?.close());

  it("dates the customer's photo, the piece and the order by the app's clock", async () => {
    const { db } = shop.t.database;
    const photo = await db.selectFrom('photo').select('uploaded').executeTakeFirstOrThrow();
    const piece = await db
      .selectFrom('craftedProduct')
      .select('createdDate')
      .executeTakeFirstOrThrow();
    expect([photo.uploaded, piece.createdDate, order.orderDate].map(instant)).toEqual([AT, AT, AT]);
  });

  it('queues the pro-forma and the invoice of the payment at that time', () => {
    expect(pendingAfterPayment.map((d) => d.kind)).toEqual(['PROFORMA', 'ADVANCE_INVOICE']);
    for (const document of pendingAfterPayment) {
      expect(instant(document.createdDate)).toBe(AT);
      expect(instant(document.nextAttemptAt)).toBe(AT);
    }
  });

  it("writes the order's history and the audit at that time", async () => {
    const history = await rows('orderStatusChange');
    expect(history.map((h) => h.toStatus)).toEqual(['POTVRDENA', 'ZAPLATENA']);
    expect(history.map((h) => instant(h.changedDate))).toEqual([AT, AT]);
    const audit = await rows('auditEvent');
    expect(audit.map((a) => a.eventType)).toContain('ORDER_STATUS_CHANGED');
    expect(new Set(audit.map((a) => instant(a.eventDate)))).toEqual(new Set([AT]));
  });

  it('issues the tax document on that day, and its pro-forma too', async () => {
    const [document] = await rows('taxDocument');
    expect(document).toMatchObject({ issueDate: '2031-03-05', taxPointDate: '2031-03-04' });
    expect(instant(document.createdDate)).toBe(AT);
    const invoice = await shop.t.database.db
      .selectFrom('invoice')
      .select(['number', 'issueDate'])
      .executeTakeFirstOrThrow();
    expect(invoice.number).toBe(order.invoiceNumber);
    expect(instant(invoice.issueDate).slice(0, 10)).toBe('2031-03-05');
  });

  it('queues and sends every mail at that time', async () => {
    const mails = await rows('mailOutbox');
    // The order's confirmation with its pro-forma, the payment's status mail and its invoice.
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect([instant(mail.createdDate), instant(mail.sentDate)]).toEqual([AT, AT]);
    }
  });
});
