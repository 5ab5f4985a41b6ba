import { accountingMonthOf, shopDay } from '@fotoobraz/domain';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import { setGlobalParam } from '../../helpers/customer-factories.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { COURIER_DELIVERY } from '../../helpers/order-journey.ts';
import { openDocumentShop, type DocumentShop } from '../../helpers/document-shop.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { startAccessPoint, type AccessPoint } from './access-point.ts';
import { ruleFindings } from './ubl-samples.ts';

interface Order {
  id: number;
  variableSymbol: string;
  email: string;
}

interface Listed {
  number: string;
  type: string;
  url: string;
  einvoice: {
    state: string;
    reason: string | null;
    messageId: string | null;
    url: string | null;
  } | null;
}

describe(`e-invoices of company buyers (${TEST_DB})`, () => {
  let ap: AccessPoint;
  let shop: DocumentShop;
  let t: TestApp;
  let admin: Headers;
  const today = shopDay(new Date());
  const month = accountingMonthOf(new Date());

  const placeOrder = (buyer: object = COMPANY_BUYER): Promise<Order> =>
    shop.place({ ...COURIER_DELIVERY, ...buyer });
  const step: DocumentShop['step'] = (...args) => shop.step(...args);

  const documents = async (order: Order, headers: Headers = admin): Promise<Listed[]> => {
    const res = await t.app.inject({ url: `/api/orders/${order.id}/documents`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** The order's document of `type` once its e-invoice is out of SENDING. */
  const settled = (order: Order, type: string) =>
    waitFor(async () => {
      const doc = (await documents(order)).find((d) => d.type === type);
      return doc?.einvoice && doc.einvoice.state !== 'SENDING' ? doc : undefined;
    }, 20_000);

  const ubl = async (doc: Listed, headers: Headers = admin) => {
    const res = await t.app.inject({ url: `${doc.url}/ubl`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    return res.body;
  };

  const pdfText = async (doc: Listed) =>
    layoutText((await t.app.inject({ url: doc.url, headers: admin })).rawPayload).replace(
      /\u00a0/g,
      ' ',
    );

  const csvRow = async (number: string) => {
    // A pro-forma still being rendered holds the month's CSV back (409) for a moment.
    const res = await waitFor(async () => {
      const r = await t.app.inject({
        url: `/api/accounting/${month}/documents.csv`,
        headers: admin,
      });
      return r.statusCode === 200 ? r : undefined;
    }, 15_000);
    const rows: Record<string, string>[] = parse(res.rawPayload, {
      bom: true,
      delimiter: ';',
      columns: true,
      record_delimiter: '\r\n',
    });
    return rows.find((r) => r['Číslo dokladu'] === number)!;
  };

  /** '1234.50' -> '1234,50': UBL amounts as the PDF and the CSV write them. */
  const sk = (amount: string) => amount.replace('.', ',');
  const tag = (xml: string, name: string) => new RegExp(`<cbc:${name}[^>]*>([^<]*)<`).exec(xml)![1];

  /** The PDF, the CSV and the UBL state the same base, VAT and total. */
  const expectSameFigures = async (doc: Listed, xml: string) => {
    const credit = doc.type === 'CREDIT_NOTE';
    const minus = (amount: string) => (credit && amount !== '0.00' ? `-${amount}` : amount);
    const base = minus(tag(xml, 'TaxableAmount'));
    const vat = minus(tag(xml, 'TaxAmount'));
    const total = minus(tag(xml, 'TaxInclusiveAmount'));
    const row = await csvRow(doc.number);
    expect([row['Základ dane 23 %'], row['DPH 23 %'], row.Spolu]).toEqual([
      sk(base),
      sk(vat),
      sk(total),
    ]);
    const text = await pdfText(doc);
    expect(text).toMatch(new RegExp(`Základ dane 23 %\\s+${sk(base)} €`));
    expect(text).toMatch(new RegExp(`DPH 23 %\\s+${sk(vat)} €`));
  };

  const setParam = (name: string, value: string) => setGlobalParam(t.app, admin, name, value);

  beforeAll(async () => {
    ap = await startAccessPoint();
    shop = await openDocumentShop('firma', {
      overrides: { peppolAccessPoint: { url: ap.url, token: 'ap-token' } },
      vatPayer: true,
    });
    ({ t, admin } = shop);
  });
  afterAll(async () => {
    await shop?.close();
    await ap?.close();
  });

  describe('paid, then dispatched', () => {
    let order: Order;
    let advance: Listed;
    let final: Listed;

    beforeAll(async () => {
      order = await placeOrder();
      await step(order, 'ZAPLATENA', { paidOn: today });
      await step(order, 'VO_VYROBE');
      await step(order, 'ODOSLANA');
      advance = await settled(order, 'ADVANCE_INVOICE');
      final = await settled(order, 'FINAL_INVOICE');
    });

    it('sends the advance and the final invoice once each, with the token, the XML and the number as key', () => {
      expect(advance.einvoice).toMatchObject({ state: 'SENT', reason: null });
      expect(final.einvoice).toMatchObject({ state: 'SENT', reason: null });
      const sent = ap.received.filter((r) =>
        [advance.number, final.number].includes(String(r.headers['idempotency-key'])),
      );
      expect(sent).toHaveLength(2);
      for (const r of sent) {
        expect(r.headers['content-type']).toBe('application/xml');
        expect(r.headers.authorization).toBe('Bearer ap-token');
        expect(r.body).toContain(`<cbc:ID>${String(r.headers['idempotency-key'])}</cbc:ID>`);
      }
      expect(advance.einvoice!.messageId).toBe(ap.delivered.get(advance.number));
    });

    it('serves each XML as sent, to the owner too, and both pass the official rules', async () => {
      const zf = await ubl(advance, shop.customer);
      const fa = await ubl(final);
      expect(ap.received.find((r) => r.headers['idempotency-key'] === final.number)!.body).toBe(fa);
      expect(zf).toContain('<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>');
      expect(fa).toContain(`<cbc:BuyerReference>${order.variableSymbol}</cbc:BuyerReference>`);
      expect(fa).toContain('<cbc:EndpointID schemeID="0245">2020317068</cbc:EndpointID>');
      expect(ruleFindings(zf)).toEqual([]);
      expect(ruleFindings(fa)).toEqual([]);
      const stranger = await t.app.inject({ url: `${final.url}/ubl`, headers: visitorHeaders() });
      expect(stranger.statusCode).toBe(404);
    });

    it('the PDF, the CSV and the UBL of each state the same figures; the final invoice only the VAT still due', async () => {
      await expectSameFigures(advance, await ubl(advance));
      const fa = await ubl(final);
      await expectSameFigures(final, fa);
      expect(tag(fa, 'TaxAmount')).toBe('0.00');
      const text = await pdfText(final);
      expect(text).toContain('Odpočet zálohy');
      expect(text).toMatch(/základ dane \d+,\d\d €,\s+DPH\s+\d+,\d\d €/);
      expect(text).toMatch(/Zostáva uhradiť\s+0,00 €/);
      // The VAT summary is the sum of what the CSV's tax documents declare.
      const res = await t.app.inject({
        url: `/api/accounting/${month}/documents.csv`,
        headers: admin,
      });
      const rows: Record<string, string>[] = parse(res.rawPayload, {
        bom: true,
        delimiter: ';',
        columns: true,
        record_delimiter: '\r\n',
      });
      const cents = (cell: string | undefined) =>
        Math.round(Number((cell || '0').replace(',', '.')) * 100);
      const declared = rows.reduce((sum, r) => sum + cents(r['DPH 23 %']), 0);
      const summary = (
        await t.app.inject({ url: `/api/accounting/${month}/vat-summary`, headers: admin })
      ).json() as { rates: { ratePercent: number; vat: number }[] };
      expect(Math.round(summary.rates.find((r) => r.ratePercent === 23)!.vat * 100)).toBe(declared);
    });

    it('mails the XML beside the PDF to the company buyer', async () => {
      const mail = await waitFor(
        async () =>
          (await shop.smtp.parsed()).find(
            (m) => m.to?.[0]?.address === order.email && m.subject?.startsWith('Faktúra č.'),
          ),
        15_000,
      );
      expect(mail.attachments.map((a) => a.mimeType).sort()).toEqual([
        'application/pdf',
        'application/xml',
      ]);
      expect(mail.attachments.find((a) => a.mimeType === 'application/xml')!.filename).toBe(
        `${final.number}.xml`,
      );
    });

    it("puts each XML beside its PDF in the accountant's ZIP, and retention keeps it", async () => {
      const zip = await t.app.inject({
        url: `/api/accounting/${month}/documents.zip`,
        headers: admin,
      });
      expect(zip.statusCode, zip.body).toBe(200);
      const files = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
      expect(files).toEqual(
        expect.arrayContaining([`${advance.number}.xml`, `${final.number}.xml`]),
      );
      await t.app.retentionJob.runIfDue(new Date(Date.now() + 11 * 365 * 86_400_000));
      expect(await ubl(final)).toContain(final.number);
    });

    it('never sends a document twice: a later pass finds nothing to send', async () => {
      const before = ap.received.length;
      await t.app.einvoiceWorker.runOnce();
      expect(ap.received.length).toBe(before);
    });
  });

  it('a credit note after payment refers to the advance, passes the rules and matches the CSV', async () => {
    const order = await placeOrder();
    await step(order, 'ZAPLATENA', { paidOn: today });
    await step(order, 'ZRUSENA', { note: 'Zákazník si to rozmyslel' });
    const credit = await settled(order, 'CREDIT_NOTE');
    const advance = (await documents(order)).find((d) => d.type === 'ADVANCE_INVOICE')!;
    expect(credit.einvoice!.state).toBe('SENT');
    const xml = await ubl(credit);
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${advance.number}</cbc:ID>`);
    expect(ruleFindings(xml)).toEqual([]);
    await expectSameFigures(credit, xml);
  });

  it('a consumer gets no e-invoice: not required, nothing sent', async () => {
    const order = await placeOrder({});
    await step(order, 'ZAPLATENA', { paidOn: today });
    await waitFor(
      async () => (await documents(order)).find((d) => d.type === 'ADVANCE_INVOICE'),
      10_000,
    );
    const doc = (await documents(order)).find((d) => d.type === 'ADVANCE_INVOICE')!;
    expect(doc.einvoice).toEqual({
      state: 'NOT_REQUIRED',
      reason: null,
      messageId: null,
      url: null,
    });
    expect((await t.app.inject({ url: `${doc.url}/ubl`, headers: admin })).statusCode).toBe(404);
    expect(ap.received.some((r) => r.headers['idempotency-key'] === doc.number)).toBe(false);
  });

  it('a company without a DIČ cannot be addressed: no XML, and the owner is told why', async () => {
    const order = await placeOrder({ ...COMPANY_BUYER, buyerDic: null, buyerIcDph: null });
    await step(order, 'ZAPLATENA', { paidOn: today });
    const doc = await settled(order, 'ADVANCE_INVOICE');
    expect(doc.einvoice).toMatchObject({ state: 'INVALID', url: null });
    expect(doc.einvoice!.reason).toContain('nemá DIČ');
    expect(ap.received.some((r) => r.headers['idempotency-key'] === doc.number)).toBe(false);
  });

  it('a document failing the check is never sent, and the owner reads why in Slovak', async () => {
    const order = await placeOrder();
    await t.app.einvoiceWorker.stop();
    try {
      await step(order, 'ZAPLATENA', { paidOn: today });
      const doc = (await documents(order)).find((d) => d.type === 'ADVANCE_INVOICE')!;
      // A document spoiled after its issue: its lines no longer add up to its total.
      const row = await t.database.db
        .selectFrom('einvoice')
        .select(['id', 'xml'])
        .where('number', '=', doc.number)
        .executeTakeFirstOrThrow();
      const spoiled = row.xml!.replace(
        /(<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">)(\d+)/,
        (_m, a: string, b: string) => `${a}${Number(b) + 1}`,
      );
      await t.database.db
        .updateTable('einvoice')
        .set({ xml: spoiled })
        .where('id', '=', row.id)
        .execute();
      await t.app.einvoiceWorker.runOnce();
    } finally {
      t.app.einvoiceWorker.start();
    }
    const doc = await settled(order, 'ADVANCE_INVOICE');
    expect(doc.einvoice!.state).toBe('INVALID');
    expect(doc.einvoice!.reason).toMatch(/Súčet súm položiek bez DPH: .* \[BR-CO-10\]/);
    expect(ap.received.some((r) => r.headers['idempotency-key'] === doc.number)).toBe(false);
  });

  it('a refusal (4xx) is recorded with its reason and not retried', async () => {
    const order = await placeOrder();
    const number = await nextNumber('ZF');
    ap.scripted.set(number, [
      { status: 422, body: JSON.stringify({ detail: 'Príjemca nie je v sieti Peppol' }) },
    ]);
    await step(order, 'ZAPLATENA', { paidOn: today });
    const doc = await settled(order, 'ADVANCE_INVOICE');
    expect(doc.number).toBe(number);
    expect(doc.einvoice).toMatchObject({ state: 'REFUSED' });
    expect(doc.einvoice!.reason).toContain('Príjemca nie je v sieti Peppol');
    expect(ap.received.filter((r) => r.headers['idempotency-key'] === number)).toHaveLength(1);
  });

  it('a server error (5xx) is retried with backoff until the access point takes it', async () => {
    const order = await placeOrder();
    const number = await nextNumber('ZF');
    ap.scripted.set(number, [{ status: 503, body: 'maintenance' }]);
    await step(order, 'ZAPLATENA', { paidOn: today });
    // The failed attempt is recorded with its retry due after the backoff; the backoff passes.
    const { db } = t.database;
    await waitFor(
      async () =>
        (
          await db.selectFrom('einvoice').select('lastError').where('number', '=', number).execute()
        )[0]?.lastError,
    );
    await db
      .updateTable('einvoice')
      .set({ nextAttemptAt: new Date().toISOString() })
      .where('number', '=', number)
      .execute();
    t.app.einvoiceWorker.wake();
    const doc = await settled(order, 'ADVANCE_INVOICE');
    expect(doc.einvoice!.state).toBe('SENT');
    expect(ap.received.filter((r) => r.headers['idempotency-key'] === number)).toHaveLength(2);
  });

  /** Makes the e-invoice `number`'s retry due now, and wakes the worker. */
  const retryNow = async (number: string) => {
    await t.database.db
      .updateTable('einvoice')
      .set({ nextAttemptAt: new Date().toISOString() })
      .where('number', '=', number)
      .execute();
    t.app.einvoiceWorker.wake();
  };
  const sentTimes = (number: string) =>
    ap.received.filter((r) => r.headers['idempotency-key'] === number).length;

  it('a 200 HTML maintenance page is not sent: doubtful, shown so, retried until a message id', async () => {
    const order = await placeOrder();
    const number = await nextNumber('ZF');
    const page = '<!DOCTYPE html><html><body><h1>Údržba</h1></body></html>';
    ap.scripted.set(number, [
      { status: 200, body: page, headers: { 'Content-Type': 'text/html' } },
      // A JSON answer about another document names no message of this one either.
      { status: 201, body: JSON.stringify({ messageId: 'msg-x', documentId: 'FA0000000001' }) },
    ]);
    await step(order, 'ZAPLATENA', { paidOn: today });
    const doubtful = await settled(order, 'ADVANCE_INVOICE');
    expect(doubtful.einvoice).toMatchObject({ state: 'DOUBTFUL', messageId: null });
    expect(doubtful.einvoice!.reason).toContain('200 (text/html)');
    expect(doubtful.einvoice!.reason).toContain('Údržba');

    // Made due again until the access point has had its next try: the worker writes its own
    // next attempt as it finishes a try, and on a busy machine that write can land after ours.
    const triedUntil = (times: number) =>
      waitFor(
        async () => {
          if (sentTimes(number) >= times) return true;
          await retryNow(number);
          return false;
        },
        30_000,
        500,
      );
    await triedUntil(2);
    await triedUntil(3);
    const doc = await waitFor(async () => {
      const found = (await documents(order)).find((d) => d.type === 'ADVANCE_INVOICE');
      return found?.einvoice?.state === 'SENT' ? found : undefined;
    });
    expect(doc.einvoice!.messageId).toBe(ap.delivered.get(number));
    expect(sentTimes(number)).toBe(3);
  });

  it('an answer with a NUL byte is stored without it, and the document is sent once', async () => {
    const order = await placeOrder();
    const number = await nextNumber('ZF');
    ap.scripted.set(number, [
      { status: 201, body: 'prijaté\u0000', headers: { 'X-Message-Id': 'msg-nul' } },
    ]);
    await step(order, 'ZAPLATENA', { paidOn: today });
    const doc = await settled(order, 'ADVANCE_INVOICE');
    expect(doc.einvoice).toMatchObject({ state: 'SENT', messageId: 'msg-nul' });
    const [stored] = await t.database.db
      .selectFrom('einvoice')
      .select('answer')
      .where('number', '=', number)
      .execute();
    expect(stored!.answer).toBe('prijaté');
    expect(sentTimes(number)).toBe(1);
  });

  it('a duplicate (the access point has it already) counts as sent, under its first message id', async () => {
    const order = await placeOrder();
    const number = await nextNumber('ZF');
    ap.delivered.set(number, 'msg-earlier');
    await step(order, 'ZAPLATENA', { paidOn: today });
    const doc = await settled(order, 'ADVANCE_INVOICE');
    expect(doc.einvoice).toMatchObject({ state: 'SENT', messageId: 'msg-earlier' });
  });

  it('a shop that is not a VAT payer issues no e-invoice, nor is a PP ever one', async () => {
    await setParam('SHOP_VAT_PAYER', 'false');
    try {
      const order = await placeOrder();
      await step(order, 'ZAPLATENA', { paidOn: today });
      const doc = await waitFor(
        async () => (await documents(order)).find((d) => d.type === 'PAYMENT_CONFIRMATION'),
        10_000,
      );
      expect(doc.einvoice!.state).toBe('NOT_REQUIRED');
    } finally {
      await setParam('SHOP_VAT_PAYER', 'true');
    }
  });

  /** The number the next document of a series gets (no other is issued meanwhile). */
  const nextNumber = async (prefix: string) => {
    const year = today.slice(0, 4);
    const numbers = (await t.database.db.selectFrom('taxDocument').select('number').execute())
      .map((r) => r.number)
      .filter((n) => n.startsWith(`${prefix}${year}`));
    const seq = Math.max(0, ...numbers.map((n) => Number(n.slice(-6)))) + 1;
    return `${prefix}${year}${String(seq).padStart(6, '0')}`;
  };
});
