import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { setGlobalParam } from '../../helpers/customer-factories.ts';
import { DocumentLinks } from '../../../src/lib/document-links.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { COURIER_DELIVERY } from '../../helpers/order-journey.ts';
import { openDocumentShop, type DocumentShop } from '../../helpers/document-shop.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { bentSignature } from '../../helpers/signed-links.ts';

const pdfText = layoutText;

/** pdftotext keeps the no-break spaces of amounts; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

interface Order {
  id: number;
  variableSymbol: string;
  invoiceNumber: string;
  totalAmount: number;
  email: string;
}

describe(`tax documents (${TEST_DB})`, () => {
  let shop: DocumentShop;
  let t: TestApp;
  let admin: Headers;

  /** A new order of the customer's, picked up in person unless `delivery`. */
  const placeOrder = (delivery = true): Promise<Order> =>
    shop.place(delivery ? COURIER_DELIVERY : { handoverMethod: 'OSOBNY_ODBER' });
  const step: DocumentShop['step'] = (...args) => shop.step(...args);

  /** The mail to `order`'s customer whose subject names `title`, once it arrived. */
  const mailOf = (order: Order, title: string): Promise<Email> =>
    waitFor(
      async () =>
        (await shop.smtp.parsed()).find(
          (m) => m.to?.[0]?.address === order.email && m.subject?.startsWith(`${title} č.`),
        ),
      15_000,
    );

  const pdfOf = (mail: Email) => {
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(pdf).toBeDefined();
    return { filename: pdf!.filename ?? '', text: plain(pdfText(pdf!.content as ArrayBuffer)) };
  };

  const documents = async (order: Order, headers: Headers = admin) => {
    const res = await t.app.inject({ url: `/api/orders/${order.id}/documents`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { number: string; type: string; url: string; ready: boolean }[];
  };

  const setParam = (name: string, value: string) => setGlobalParam(t.app, admin, name, value);

  beforeAll(async () => {
    shop = await openDocumentShop('zakaznik', { vatPayer: true });
    ({ t, admin } = shop);
  });
  afterAll(() => shop?.close());

  describe('a VAT payer: paid by hand, dispatched', () => {
    let order: Order;
    let advance: { filename: string; text: string };

    beforeAll(async () => {
      order = await placeOrder();
      await step(order, 'ZAPLATENA', { paidOn: '2026-11-20', note: 'Platba prevodom' });
      advance = pdfOf(await mailOf(order, 'Faktúra – daňový doklad k prijatej platbe'));
    });

    it('mails a tax document on payment that is not the pro-forma, with VS, payment date, VAT and the pro-forma', () => {
      const { text, filename } = advance;
      expect(filename).toMatch(/^faktura-k-platbe-ZF\d{4}000001\.pdf$/);
      expect(text).toContain('Faktúra');
      expect(text).toContain('daňový doklad k prijatej platbe');
      // Nothing on it reads as the pro-forma: its title names it only in another case.
      expect(text).not.toMatch(/Zálohová faktúra/i);
      expect(text).toContain('K zálohovej faktúre');
      expect(text).toContain(order.variableSymbol);
      expect(text).toContain('20. 11. 2026');
      expect(text).toContain(order.invoiceNumber);
      expect(text).toContain('Uhradené – neplaťte');
      expect(text).toContain('Základ dane 23 %');
      expect(text).toContain('CENA/KS BEZ DPH');
      const total = Math.round(order.totalAmount * 100);
      const base = Math.round((total * 100) / 123);
      expect(text).toContain(`${(base / 100).toFixed(2).replace('.', ',')} €`);
      expect(text).toContain(`${((total - base) / 100).toFixed(2).replace('.', ',')} €`);
    });

    it('lists the pro-forma and the tax document for the owner, with their own numbers', async () => {
      const list = await documents(order, shop.customer);
      expect(list.map((d) => d.type)).toEqual(['PROFORMA', 'ADVANCE_INVOICE']);
      expect(list[0].number).toBe(order.invoiceNumber);
      expect(list[1].number).toMatch(/^ZF\d{4}000001$/);
      const order2 = (
        await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin })
      ).json() as Order;
      expect(order2.invoiceNumber).toBe(order.invoiceNumber);
      const pdf = await t.app.inject({ url: list[1].url, headers: shop.customer });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(plain(pdfText(pdf.rawPayload))).toContain(list[1].number);
      const stranger = await t.app.inject({ url: list[1].url, headers: visitorHeaders() });
      expect(stranger.statusCode).toBe(404);
    });

    it('issues the final invoice at dispatch, deducting the advance to 0,00 €', async () => {
      await step(order, 'VO_VYROBE');
      await step(order, 'ODOSLANA');
      const { text, filename } = pdfOf(await mailOf(order, 'Faktúra'));
      expect(filename).toMatch(/^faktura-FA\d{4}000001\.pdf$/);
      expect(text).toContain('Faktúra');
      expect(text).toContain('Dátum dodania');
      expect(text).toContain('Odpočet zálohy');
      expect(text).toMatch(/ZF\d{4}000001/);
      expect(text).toMatch(/Zostáva uhradiť\s+0,00 €/);
      const list = await documents(order);
      expect(list.map((d) => d.type)).toEqual(['PROFORMA', 'ADVANCE_INVOICE', 'FINAL_INVOICE']);
    });

    it('refuses to delete the order (409, in Slovak) and keeps it through retention', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain('nemožno zmazať');
      const far = new Date(Date.now() + 11 * 365 * 86_400_000);
      await t.app.retentionJob.runIfDue(far);
      expect((await documents(order)).length).toBe(3);
      const kept = await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin });
      expect(kept.statusCode).toBe(200);
    });

    it('still deletes an order without tax documents', async () => {
      const unpaid = await placeOrder();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${unpaid.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('a cancellation after payment', () => {
    it('issues a credit note citing the original number and the reason, with negative VAT', async () => {
      const order = await placeOrder(false);
      await step(order, 'ZAPLATENA');
      const advance = pdfOf(await mailOf(order, 'Faktúra – daňový doklad k prijatej platbe'));
      const original = /ZF\d{10}/.exec(advance.text)![0];
      await step(order, 'ZRUSENA', { note: 'Zákazník si objednávku rozmyslel' });
      const { text, filename } = pdfOf(await mailOf(order, 'Opravná faktúra (dobropis)'));
      expect(filename).toMatch(/^dobropis-DB\d{4}\d{6}\.pdf$/);
      expect(text).toContain('Opravná faktúra (dobropis)');
      expect(text).toContain(original);
      expect(text).toContain('Zákazník si objednávku rozmyslel');
      const total = Math.round(order.totalAmount * 100);
      const base = Math.round((total * 100) / 123);
      expect(text).toContain(`-${(base / 100).toFixed(2).replace('.', ',')} €`);
      expect(text).toContain(`-${((total - base) / 100).toFixed(2).replace('.', ',')} €`);
    });

    it('issues none when the order was never paid', async () => {
      const order = await placeOrder();
      await step(order, 'ZRUSENA', { note: 'Nezaplatené' });
      expect((await documents(order)).map((d) => d.type)).toEqual(['PROFORMA']);
    });
  });

  describe('signed links and frozen PDFs', () => {
    let order: Order;
    let link: string;

    beforeAll(async () => {
      order = await placeOrder();
      await step(order, 'ZAPLATENA');
      const mail = await mailOf(order, 'Faktúra – daňový doklad k prijatej platbe');
      link =
        /https?:\/\/\S+\/api\/orders\/\d+\/documents\/[A-Z0-9]+\?expires=\d+&signature=[0-9a-f]+/.exec(
          mail.text ?? '',
        )![0];
    });

    const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

    it('downloads the document without signing in', async () => {
      const res = await t.app.inject({ url: path(link) });
      expect(res.statusCode, res.body).toBe(200);
      expect(plain(pdfText(res.rawPayload))).toContain('daňový doklad k prijatej platbe');
    });

    it('refuses a forged, bent or expired link', async () => {
      expect((await t.app.inject({ url: bentSignature(path(link)) })).statusCode).toBe(403);
      const later = path(link).replace(
        /expires=(\d+)/,
        (_m, e: string) => `expires=${Number(e) + 1}`,
      );
      expect((await t.app.inject({ url: later })).statusCode).toBe(403);
      const proforma = path(link).replace(
        /documents\/[A-Z0-9]+/,
        `documents/${order.invoiceNumber}`,
      );
      expect((await t.app.inject({ url: proforma })).statusCode).toBe(403);
      const fourHundredDaysAgo = () => new Date(Date.now() - 400 * 86_400_000);
      const links = new DocumentLinks(t.config.jwtSecret, t.config.publicUrl, fourHundredDaysAgo);
      const number = /documents\/([A-Z0-9]+)/.exec(link)![1];
      const expired = links.sign(order.id, number);
      expect((await t.app.inject({ url: path(expired.url) })).statusCode).toBe(403);
    });

    it('keeps an issued PDF byte for byte when the shop name changes', async () => {
      const before = (await t.app.inject({ url: path(link) })).rawPayload;
      await setParam('SHOP_NAME', 'Iný názov s.r.o.');
      try {
        const after = (await t.app.inject({ url: path(link) })).rawPayload;
        expect(Buffer.compare(before, after)).toBe(0);
        expect(plain(pdfText(after))).toContain('Fotoobraz s.r.o.');
      } finally {
        await setParam('SHOP_NAME', 'Fotoobraz s.r.o.');
      }
    });
  });

  it('numbers documents issued at once without gaps or duplicates', async () => {
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder()));
    await Promise.all(orders.map((order) => step(order, 'ZAPLATENA')));
    const numbers = (
      await Promise.all(orders.map(async (order) => (await documents(order))[1].number))
    ).sort();
    const seqs = numbers.map((n) => Number(n.slice(-6)));
    expect(new Set(seqs).size).toBe(5);
    expect(seqs[4] - seqs[0]).toBe(4);
  });

  describe('a shop that is not a VAT payer', () => {
    beforeAll(() => setParam('SHOP_VAT_PAYER', 'false'));
    afterAll(() => setParam('SHOP_VAT_PAYER', 'true'));

    it('confirms the payment, then issues one Faktúra without VAT lines at hand-over', async () => {
      const order = await placeOrder(false);
      await step(order, 'ZAPLATENA', { paidOn: '2026-11-21' });
      const confirmation = pdfOf(await mailOf(order, 'Potvrdenie o prijatí platby'));
      expect(confirmation.text).toContain('21. 11. 2026');
      expect(confirmation.text).toContain('Nie sme platcami DPH.');
      expect(confirmation.text).not.toContain('Základ dane');
      await step(order, 'VO_VYROBE');
      await step(order, 'VYBAVENA');
      const { text } = pdfOf(await mailOf(order, 'Faktúra'));
      expect(text).toContain('Nie sme platcami DPH.');
      expect(text).not.toContain('Základ dane');
      expect(text).not.toContain('IČ DPH');
      expect(text).toMatch(/Zostáva uhradiť\s+0,00 €/);
      const list = await documents(order);
      expect(list.map((d) => d.type)).toEqual([
        'PROFORMA',
        'PAYMENT_CONFIRMATION',
        'FINAL_INVOICE',
      ]);
    });
  });
});
