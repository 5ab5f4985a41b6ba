import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type Headers } from '../../helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { renderProformaInvoice } from '../../../src/areas/orders/rendering/proforma.pdf.ts';
import { InvoiceRepository } from '../../../src/areas/orders/repositories/invoice.repository.ts';
import { PendingDocumentRepository } from '../../../src/areas/documents/repositories/pending-document.repository.ts';
import {
  TaxDocumentRepository,
  type NewTaxDocument,
} from '../../../src/areas/tax-documents/repositories/tax-document.repository.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { sampleInvoice, sampleQrPng } from '../documents/sample-documents.ts';

const pdfText = layoutText;

/** The Stripe PaymentIntent that paid order 103. */
const CARD_PAYMENT = 'pi_3QaccountingCard103';

/** A real PDF that names its document's number, as every stored document does. */
const pdfNaming = async (number: string) =>
  renderProformaInvoice(sampleInvoice(await sampleQrPng(12300, '1'), { number }));

describe(`the accountant's monthly export (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  const stored = new Map<string, Buffer>();

  const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });
  const TYPES = { csv: 'text/csv; charset=utf-8', zip: 'application/zip' } as const;
  /** The admin's download of a month's documents, answered as an attachment of its type. */
  const download = async (month: string, format: keyof typeof TYPES) => {
    const res = await get(`/api/accounting/${month}/documents.${format}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(TYPES[format]);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="doklady-${month}.${format}"`,
    );
    return res;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    await createUser(t.database, 'jana');
    user = await signIn(t.app, 'jana', 'jana');
    const db = t.database.db;
    const orderOf = async (vs: string, buyer: Record<string, string | null>) =>
      Number(
        (
          await db
            .insertInto('customerOrder')
            .values({
              orderDate: '2026-10-01T10:00:00.000Z',
              status: 'ZAPLATENA',
              email: `zakaznik${vs}@example.sk`,
              variableSymbol: vs,
              totalAmount: 123,
              ...buyer,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const a = await orderOf('101', { buyerName: 'Jana Nováková', deliveryName: 'Jana N.' });
    const b = await orderOf('102', { buyerName: null, deliveryName: 'Peter Malý' });
    const c = await orderOf('103', {
      buyerName: 'Foto; "Ateliér" s.r.o.',
      buyerIco: '12345678',
      buyerDic: '2023456789',
      buyerIcDph: 'SK2023456789',
    });

    // Order 103 was paid by card: the gateway's payment settled it.
    await db
      .insertInto('cardCheckout')
      .values({
        orderId: c,
        attempt: 1,
        state: 'PAID',
        sessionId: 'cs_test_accounting',
        amountCents: 5000,
        currency: 'eur',
        paymentId: CARD_PAYMENT,
        createdDate: '2026-11-20T09:00:00.000Z',
        paidDate: '2026-11-21T09:00:00.000Z',
      })
      .execute();

    const invoices = new InvoiceRepository(t.database);
    const proforma = async (orderId: number, seq: number, issueDate: string, amount: number) => {
      const number = `2026-${String(seq).padStart(6, '0')}`;
      const pdf = await pdfNaming(number);
      stored.set(number, pdf);
      await invoices.insert({
        orderId,
        year: 2026,
        seq,
        number,
        issueDate,
        dueDate: issueDate,
        amount,
        pdf,
      });
    };
    // 00:30 on 1 November in Bratislava is still October in UTC: November's.
    await proforma(a, 1, '2026-10-31T23:30:00.000Z', 123);
    await proforma(b, 2, '2026-10-15T10:00:00.000Z', 123);
    await proforma(c, 3, '2026-11-20T09:00:00.000Z', 50);

    const taxDocuments = new TaxDocumentRepository(t.database);
    const taxDocument = async (doc: Partial<NewTaxDocument>, withPdf = true) => {
      const [prefix, kind] = {
        ADVANCE_INVOICE: ['ZF', 'ADVANCE_INVOICE'],
        FINAL_INVOICE: ['FA', 'FINAL_INVOICE'],
        CREDIT_NOTE: ['DB', 'CREDIT_NOTE'],
        PAYMENT_CONFIRMATION: ['PP', 'PAYMENT_CONFIRMATION'],
      }[doc.kind ?? 'ADVANCE_INVOICE'] as [string, NewTaxDocument['kind']];
      const number = `${prefix}2026${String(doc.seq).padStart(6, '0')}`;
      const id = await taxDocuments.insert({
        kind,
        year: 2026,
        seq: 1,
        number,
        orderId: a,
        issueDate: '2026-11-02',
        taxPointDate: '2026-11-02',
        variableSymbol: '101',
        buyerName: 'Jana Nováková',
        buyerIco: null,
        buyerDic: null,
        buyerIcDph: null,
        // SQLite keeps booleans as 0/1 (and binds no JavaScript booleans).
        vatPayer: (TEST_DB === 'sqlite' ? 1 : true) as boolean,
        vatBreakdown: [{ rate: 23, base: 100, vat: 23 }],
        total: 123,
        amountDue: 0,
        referencedDocumentId: null,
        referencedNumber: null,
        reason: null,
        ...doc,
      });
      if (withPdf) {
        const pdf = await pdfNaming(number);
        stored.set(number, pdf);
        await taxDocuments.storePdf(id, pdf);
      }
    };
    await taxDocument({ seq: 1 });
    // Issued in November for a payment of 31 October: October's, by its tax point.
    await taxDocument({
      seq: 2,
      orderId: b,
      variableSymbol: '102',
      buyerName: 'Peter Malý',
      issueDate: '2026-11-02',
      taxPointDate: '2026-10-31',
    });
    await taxDocument({
      kind: 'CREDIT_NOTE',
      seq: 1,
      issueDate: '2026-11-20',
      taxPointDate: '2026-11-20',
      vatBreakdown: [{ rate: 23, base: -100, vat: -23 }],
      total: -123,
      referencedNumber: 'ZF2026000001',
      reason: 'Zrušené zákazníkom',
    });
    await taxDocument({
      seq: 3,
      orderId: c,
      variableSymbol: '103',
      buyerName: 'Foto; "Ateliér" s.r.o.',
      buyerIco: '12345678',
      buyerDic: '2023456789',
      buyerIcDph: 'SK2023456789',
      issueDate: '2026-11-21',
      taxPointDate: '2026-11-21',
      vatBreakdown: [{ rate: 23, base: 40.65, vat: 9.35 }],
      total: 50,
    });
    // The final invoice of order b deducts its October advance: it declares no more VAT.
    await taxDocument({
      kind: 'FINAL_INVOICE',
      seq: 1,
      orderId: b,
      variableSymbol: '102',
      buyerName: 'Peter Malý',
      issueDate: '2026-11-25',
      taxPointDate: '2026-11-25',
      vatBreakdown: [{ rate: 23, base: 0, vat: 0 }],
    });
    // January: a pro-forma still waiting for its PDF has no invoice row yet.
    await new PendingDocumentRepository(t.database).insert({
      kind: 'PROFORMA',
      orderId: c,
      number: '2027-000001',
      data: JSON.stringify({ issuedAt: '2027-01-15T10:00:00.000Z' }),
    });
    // December: a document whose PDF the worker has not rendered yet.
    await taxDocument(
      { seq: 4, orderId: c, issueDate: '2026-12-01', taxPointDate: '2026-12-01' },
      false,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('CSV', () => {
    it('lists the month by tax point, pro-formas by issue, as a Slovak spreadsheet reads it', async () => {
      const res = await download('2026-11', 'csv');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.body).toContain('\r\n');
      expect(res.body.replaceAll('\r\n', '')).not.toContain('\n');

      const rows: Record<string, string>[] = parse(res.rawPayload, {
        bom: true,
        delimiter: ';',
        columns: true,
        record_delimiter: '\r\n',
      });
      expect(rows.map((r) => r['Číslo dokladu'])).toEqual([
        '2026-000001',
        'ZF2026000001',
        '2026-000003',
        'DB2026000001',
        'ZF2026000003',
        'FA2026000001',
      ]);
      const byNumber = Object.fromEntries(rows.map((r) => [r['Číslo dokladu'], r]));
      expect(byNumber['2026-000001']).toEqual({
        'Číslo dokladu': '2026-000001',
        'Typ dokladu': 'Zálohová faktúra',
        'Dátum vystavenia': '01.11.2026',
        'Dátum zdaniteľného plnenia': '',
        Odberateľ: 'Jana Nováková',
        IČO: '',
        DIČ: '',
        'IČ DPH': '',
        'Základ dane 23 %': '',
        'DPH 23 %': '',
        Spolu: '123,00',
        'Variabilný symbol': '101',
        // The order by the number its customer knows, not by the row's id.
        Objednávka: '101',
        'Forma úhrady': 'bankový prevod',
        'ID platby Stripe': '',
      });
      // The columns added for card payments come last: the earlier ones keep their places.
      expect(Object.keys(byNumber['2026-000001']).slice(-3)).toEqual([
        'Objednávka',
        'Forma úhrady',
        'ID platby Stripe',
      ]);
      expect(byNumber['ZF2026000003']).toMatchObject({
        'Typ dokladu': 'Faktúra – daňový doklad k prijatej platbe',
        'Dátum zdaniteľného plnenia': '21.11.2026',
        Odberateľ: 'Foto; "Ateliér" s.r.o.',
        IČO: '12345678',
        DIČ: '2023456789',
        'IČ DPH': 'SK2023456789',
        'Základ dane 23 %': '40,65',
        'DPH 23 %': '9,35',
        Spolu: '50,00',
        'Variabilný symbol': '103',
        'Forma úhrady': 'platba kartou',
        'ID platby Stripe': CARD_PAYMENT,
      });
      expect(byNumber['DB2026000001']).toMatchObject({
        'Typ dokladu': 'Opravná faktúra (dobropis)',
        'Základ dane 23 %': '-100,00',
        'DPH 23 %': '-23,00',
        Spolu: '-123,00',
      });
      expect(byNumber['FA2026000001']).toMatchObject({
        'Typ dokladu': 'Faktúra',
        'Základ dane 23 %': '0,00',
        'DPH 23 %': '0,00',
        Spolu: '123,00',
      });
    });

    it("puts October's tax point and pro-forma in October, a buyer-less order by its delivery name", async () => {
      const res = await get('/api/accounting/2026-10/documents.csv');
      const rows: Record<string, string>[] = parse(res.rawPayload, {
        bom: true,
        delimiter: ';',
        columns: true,
      });
      expect(rows.map((r) => [r['Číslo dokladu'], r['Odberateľ']])).toEqual([
        ['2026-000002', 'Peter Malý'],
        ['ZF2026000002', 'Peter Malý'],
      ]);
    });

    it('is only the header for a month without documents', async () => {
      const res = await get('/api/accounting/2025-01/documents.csv');
      expect(res.statusCode).toBe(200);
      expect(res.body.split('\r\n')).toHaveLength(2);
    });
  });

  describe('VAT summary', () => {
    it('sums tax documents per rate: credit notes subtract, a prepaid final invoice adds nothing', async () => {
      const res = await get('/api/accounting/2026-11/vat-summary');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        month: '2026-11',
        rates: [{ ratePercent: 23, base: 40.65, vat: 9.35, total: 50, documents: 4 }],
        total: { base: 40.65, vat: 9.35, total: 50, documents: 4 },
      });
      expect((await get('/api/accounting/2026-10/vat-summary')).json().rates).toEqual([
        { ratePercent: 23, base: 100, vat: 23, total: 123, documents: 1 },
      ]);
    });
  });

  describe('ZIP', () => {
    it("holds the month's PDFs named by number, byte for byte as stored", async () => {
      const res = await download('2026-11', 'zip');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      expect(Object.keys(files).sort()).toEqual(
        [
          '2026-000001.pdf',
          '2026-000003.pdf',
          'DB2026000001.pdf',
          'FA2026000001.pdf',
          'ZF2026000001.pdf',
          'ZF2026000003.pdf',
        ].sort(),
      );
      for (const [name, bytes] of Object.entries(files)) {
        const number = name.replace(/\.pdf$/, '');
        expect(Buffer.from(bytes).equals(stored.get(number)!)).toBe(true);
        expect(pdfText(bytes)).toContain(number);
      }
    });

    it('is an empty archive for a month without documents', async () => {
      const res = await get('/api/accounting/2025-01/documents.zip');
      expect(res.statusCode).toBe(200);
      expect(unzipSync(new Uint8Array(res.rawPayload))).toEqual({});
    });

    it('waits for a document still being rendered rather than leave it out', async () => {
      const res = await get('/api/accounting/2026-12/documents.zip');
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe('error.accounting.pdfpending');
    });
  });

  describe('a pro-forma still being rendered', () => {
    it.each(['documents.csv', 'documents.zip'])(
      'keeps %s of its month waiting (409)',
      async (file) => {
        const res = await get(`/api/accounting/2027-01/${file}`);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('error.accounting.pdfpending');
        expect((await get(`/api/accounting/2027-02/${file}`)).statusCode).toBe(200);
      },
    );

    it('leaves the VAT summary alone: a pro-forma is not in it', async () => {
      expect((await get('/api/accounting/2027-01/vat-summary')).statusCode).toBe(200);
    });
  });

  describe('refusals', () => {
    it.each(['documents.csv', 'documents.zip', 'vat-summary'])(
      '%s is for admins: 403 for a user, 401 without signing in',
      async (file) => {
        expect((await get(`/api/accounting/2026-11/${file}`, user)).statusCode).toBe(403);
        expect((await get(`/api/accounting/2026-11/${file}`, {})).statusCode).toBe(401);
      },
    );

    it.each(['2026-13', '2026-00', '2026-1', 'november', '2026-11-01', '1969-12'])(
      'refuses the month %j with a 400 problem',
      async (month) => {
        const res = await get(`/api/accounting/${month}/documents.csv`);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({
          message: 'error.validation',
          fieldErrors: [{ field: 'month', message: 'Pattern' }],
        });
      },
    );
  });
});
