import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signIn, visitorHeaders } from '../../helpers/actors.ts';
import {
  createCraftedProduct,
  minimalCatalogue,
  orderBody,
  shopParams,
} from '../../helpers/customer-factories.ts';
import { PendingDocumentRepository } from '../../../src/areas/documents/repositories/pending-document.repository.ts';
import { UnitsOfWork } from '../../../src/services/unit-of-work.ts';
import { DocumentService } from '../../../src/areas/documents/services/document.service.ts';
import {
  PROFORMA,
  proformaDocument,
} from '../../../src/areas/orders/services/proforma.document.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import {
  freePort,
  sharedTestDatabase,
  startSmtpServer,
  type SmtpCatcher,
} from '../../mail/mail-helpers.ts';

const pdfText = layoutText;

describe(`the order mail survives SMTP outages and restarts (${TEST_DB})`, () => {
  it('arrives once SMTP is back, and exactly once across a restart of the app', async () => {
    const shared = await sharedTestDatabase();
    const port = await freePort();
    const down = `smtp://127.0.0.1:${port}`;
    let first: TestApp | undefined;
    let second: TestApp | undefined;
    let smtp: SmtpCatcher | undefined;
    try {
      first = await buildTestApp({ smtpUrl: down }, { database: shared.open(), outboxPollMs: 50 });
      const admin = await signIn(first.app, 'admin', 'admin');
      const catalogue = await minimalCatalogue(first.app, admin);
      await shopParams(first.app, admin);
      const visitor = visitorHeaders();
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: visitor,
        payload: await orderBody(first.app, visitor, catalogue),
      });
      expect(res.statusCode).toBe(201);
      // SMTP is down: the worker tries, fails and keeps the mail.
      await waitFor(async () => (await first!.app.outboxWorker.runOnce()) === 0);
      await first.close();

      smtp = await startSmtpServer(port);
      second = await buildTestApp({ smtpUrl: down }, { database: shared.open(), outboxPollMs: 50 });
      // The first failure's backoff passes (its retry is due), and the new instance sends it.
      await second.database.db
        .updateTable('mailOutbox')
        .set({ nextAttemptAt: new Date().toISOString() })
        .execute();
      await waitFor(() => smtp!.received.length > 0);
      await new Promise((r) => setTimeout(r, 500));
      const mails = await smtp.parsed();
      expect(mails).toHaveLength(1);
      expect(mails[0].attachments[0].mimeType).toBe('application/pdf');
    } finally {
      await first?.close().catch(() => undefined);
      await second?.close();
      await smtp?.close();
      await shared.dispose();
    }
  }, 60_000);

  it('writes mails as .eml files when no SMTP server is configured', async () => {
    const t = await buildTestApp({}, { outboxPollMs: 50 });
    try {
      const admin = await signIn(t.app, 'admin', 'admin');
      const catalogue = await minimalCatalogue(t.app, admin);
      await shopParams(t.app, admin);
      const visitor = visitorHeaders();
      const product = await createCraftedProduct(t.app, visitor, catalogue);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: visitor,
        payload: { email: 'eva@example.sk', craftedProduct: { id: product } },
      });
      expect(res.statusCode).toBe(201);
      const dir = join(t.config.dataDir, 'outbox-sent');
      await waitFor(() => {
        try {
          return readdirSync(dir).some((f) => f.endsWith('.eml'));
        } catch {
          return false;
        }
      });
    } finally {
      await t.close();
    }
  });
});

describe(`the pro-forma is rendered after the order's transaction (${TEST_DB})`, () => {
  const setUp = async (t: TestApp) => {
    const admin = await signIn(t.app, 'admin', 'admin');
    const catalogue = await minimalCatalogue(t.app, admin);
    await shopParams(t.app, admin);
    return catalogue;
  };
  const placeOne = async (t: TestApp, catalogue: { paper: number }, email: string) => {
    const visitor = visitorHeaders();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: visitor,
      payload: { ...(await orderBody(t.app, visitor, catalogue)), email },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { order: res.json(), visitor };
  };
  /** Runs `test` on an app that has placed `email`'s order but, its worker stopped, not rendered it. */
  const withOrderUnrendered = async (
    email: string,
    test: (t: TestApp, placed: Awaited<ReturnType<typeof placeOne>>) => Promise<void>,
    config: Parameters<typeof buildTestApp>[0] = {},
  ) => {
    const t = await buildTestApp(config, { outboxPollMs: 50 });
    try {
      const catalogue = await setUp(t);
      await t.app.documentWorker.stop();
      await test(t, await placeOne(t, catalogue, email));
    } finally {
      await t.close();
    }
  };

  it('writes the order, its number and a pending document; the worker renders the PDF, then the mail leaves with it', async () => {
    const smtp = await startSmtpServer();
    try {
      await withOrderUnrendered(
        'cakajuca@example.sk',
        async (t, { order }) => {
          expect(order.invoiceNumber).toMatch(/^\d{4}-000001$/);
          const pending = await t.database.db.selectFrom('pendingDocument').selectAll().execute();
          expect(pending).toMatchObject([
            { kind: 'PROFORMA', number: order.invoiceNumber, orderId: order.id },
          ]);
          // No PDF yet, so no mail either: the outbox holds nothing to send.
          expect(await rowCount(t.database.db, 'invoice')).toBe(0);
          expect(await rowCount(t.database.db, 'mailOutbox')).toBe(0);

          expect(await t.app.documentWorker.runOnce()).toBe(1);
          expect(await rowCount(t.database.db, 'pendingDocument')).toBe(0);
          expect(
            await rowCount(t.database.db, 'invoice', ['number', '=', order.invoiceNumber]),
          ).toBe(1);
          await waitFor(async () => (await smtp.parsed()).length > 0);
          const [mail] = await smtp.parsed();
          expect(mail.to?.[0]?.address).toBe('cakajuca@example.sk');
          const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
          expect(pdf?.filename).toBe(`zalohova-faktura-${order.invoiceNumber}.pdf`);
          expect(pdfText(pdf!.content as ArrayBuffer)).toContain(String(order.invoiceNumber));
        },
        { smtpUrl: smtp.url },
      );
    } finally {
      await smtp.close();
    }
  });

  it('serves a pro-forma asked for before the worker rendered it, stored and mailed once', async () => {
    await withOrderUnrendered('netrpezliva@example.sk', async (t, { order, visitor }) => {
      const res = await t.app.inject({ url: `/api/orders/${order.id}/proforma`, headers: visitor });
      expect(res.statusCode).toBe(200);
      expect(pdfText(res.rawPayload)).toContain(String(order.invoiceNumber));
      expect(await t.app.documentWorker.runOnce()).toBe(0);
      expect(await rowCount(t.database.db, 'invoice')).toBe(1);
      expect(
        await rowCount(t.database.db, 'mailOutbox', ['recipient', '=', 'netrpezliva@example.sk']),
      ).toBe(1);
    });
  });

  it('fails a document of a kind this version does not make, and renders the next one', async () => {
    await withOrderUnrendered('novsia@example.sk', async (t, { order }) => {
      // As a newer version would queue it; due since 1970, so the worker claims it first.
      const in1970 = { ...t.database, now: () => new Date(0) };
      const unknown = await new PendingDocumentRepository(in1970).insert({
        kind: 'RECEIPT',
        orderId: order.id,
        number: 'PK2026000001',
        data: '{}',
      });

      expect(await t.app.documentWorker.runOnce()).toBe(1);
      expect(await rowCount(t.database.db, 'invoice', ['number', '=', order.invoiceNumber])).toBe(
        1,
      );
      const failed = await t.database.db
        .selectFrom('pendingDocument')
        .select(['id', 'attempts', 'lastError', 'nextAttemptAt'])
        .execute();
      expect(failed).toMatchObject([{ id: unknown, attempts: 1 }]);
      expect(failed[0].lastError).toContain('unknown document kind RECEIPT');
      expect(new Date(failed[0].nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    });
  });

  it('keeps the numbers gapless under concurrent placements and double submits', async () => {
    const t = await buildTestApp({}, { outboxPollMs: 50 });
    try {
      const catalogue = await setUp(t);
      const visitors = Array.from({ length: 12 }, () => visitorHeaders());
      const bodies = await Promise.all(visitors.map((v) => orderBody(t.app, v, catalogue)));
      // Every crafted product submitted twice at once: 24 requests, 12 orders.
      const results = await Promise.all(
        [...bodies, ...bodies].map((body, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: visitors[i % 12],
            payload: body,
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(12);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(12);
      const orders = await t.database.db
        .selectFrom('customerOrder')
        .select('invoiceNumber as number')
        .execute();
      const sequence = orders.map((o) => Number(String(o.number).slice(5))).sort((a, b) => a - b);
      expect(sequence).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      await waitFor(async () => (await rowCount(t.database.db, 'pendingDocument')) === 0);
      const invoices = await t.database.db.selectFrom('invoice').select('number').execute();
      expect(invoices.map((i) => i.number).sort()).toEqual(orders.map((o) => o.number).sort());
    } finally {
      await t.close();
    }
  });

  it('finishes a pending document after a restart', async () => {
    const shared = await sharedTestDatabase();
    const smtp = await startSmtpServer();
    let first: TestApp | undefined;
    let second: TestApp | undefined;
    try {
      first = await buildTestApp({ smtpUrl: smtp.url }, { database: shared.open() });
      const catalogue = await setUp(first);
      await first.app.documentWorker.stop();
      const { order } = await placeOne(first, catalogue, 'po-restarte@example.sk');
      await first.close();

      second = await buildTestApp(
        { smtpUrl: smtp.url },
        { database: shared.open(), outboxPollMs: 50 },
      );
      await waitFor(async () => (await smtp.parsed()).length > 0);
      const [mail] = await smtp.parsed();
      expect(mail.to?.[0]?.address).toBe('po-restarte@example.sk');
      expect(mail.attachments[0].filename).toBe(`zalohova-faktura-${order.invoiceNumber}.pdf`);
      expect(await rowCount(second.database.db, 'pendingDocument')).toBe(0);
    } finally {
      await first?.close().catch(() => undefined);
      await second?.close();
      await smtp.close();
      await shared.dispose();
    }
  });

  it('renders each document once when two instances work at the same time', async () => {
    const shared = await sharedTestDatabase();
    const [a, b] = [
      await buildTestApp({}, { database: shared.open() }),
      await buildTestApp({}, { database: shared.open() }),
    ];
    try {
      const catalogue = await setUp(a);
      await Promise.all([a.app.documentWorker.stop(), b.app.documentWorker.stop()]);
      for (let i = 0; i < 6; i++) await placeOne(i % 2 ? b : a, catalogue, `dvaja${i}@example.sk`);
      const done = await Promise.all([
        a.app.documentWorker.runOnce(),
        b.app.documentWorker.runOnce(),
      ]);
      expect(done[0] + done[1]).toBe(6);

      // Even a document finished twice at once (a lease that ran out) is stored and mailed once.
      const { order } = await placeOne(a, catalogue, 'dvakrat@example.sk');
      const documents = (t: TestApp) => {
        const service = new DocumentService(
          new PendingDocumentRepository(t.database),
          new UnitsOfWork(t.database),
        );
        service.makes(PROFORMA, proformaDocument);
        return service;
      };
      const pending = await new PendingDocumentRepository(a.database).findFor(order.id, PROFORMA);
      const finished = await Promise.all([
        documents(a).finish(pending!),
        documents(b).finish(pending!),
      ]);
      expect(finished.sort()).toEqual([false, true]);
      expect(await rowCount(a.database.db, 'invoice')).toBe(7);
      expect(await rowCount(a.database.db, 'mailOutbox')).toBe(7);
    } finally {
      await a.close();
      await b.close();
      await shared.dispose();
    }
  });
});
