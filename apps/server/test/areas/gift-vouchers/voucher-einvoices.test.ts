import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_PARAM_VALUES } from '../../../src/db/seed/global-params.ts';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { basketShop, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import { setGlobalParam } from '../../helpers/customer-factories.ts';
import { TEST_DB } from '../../helpers/test-app.ts';
import { ruleFindings } from '../tax-documents/ubl-samples.ts';

interface Listed {
  number: string;
  type: string;
  url: string;
  total: number;
}

/**
 * The e-invoices of a company's orders that sell or spend gift vouchers pass the official rules
 * of EN 16931 and Peppol BIS 3.0 with no fatal finding and no warning: a voucher sold alone, a
 * piece paid partly by a sold voucher (its line of quantity -1 at a positive price) or by one
 * the owner gave (a discount), and the credit note of such an order cancelled.
 */
describe(`e-invoices of orders with gift vouchers (${TEST_DB})`, () => {
  let shop: BasketShop;
  let admin: Headers;
  const company = { ...courier, ...COMPANY_BUYER, email: 'uctaren@fotoatelier.sk' };

  beforeAll(async () => {
    shop = await basketShop();
    admin = shop.admin;
    await setGlobalParam(shop.t.app, admin, 'SHOP_IC_DPH', GLOBAL_PARAM_VALUES.SHOP_IC_DPH!);
    await setGlobalParam(shop.t.app, admin, 'SHOP_VAT_PAYER', 'true');
  });
  afterAll(() => shop?.t.close());

  const step = async (id: number, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/status`,
        payload: { status },
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const documentOf = async (id: number, type: string): Promise<Listed> => {
    const res = await shop.t.app.inject({ url: `/api/orders/${id}/documents`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json() as Listed[]).find((d) => d.type === type);
    expect(found, `${type} of order ${id}`).toBeDefined();
    return found!;
  };
  const ublOf = async (id: number, type: string) => {
    const doc = await documentOf(id, type);
    const res = await shop.t.app.inject({ url: `${doc.url}/ubl`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const tag = (xml: string, name: string) => new RegExp(`<cbc:${name}[^>]*>([^<]*)<`).exec(xml)![1];
  /** The XML's line named `title` (an invoice line or a credit note line). */
  const lineOf = (xml: string, title: string) =>
    xml.match(/<cac:(Invoice|CreditNote)Line>.*?<\/cac:\1Line>/g)?.find((l) => l.includes(title));

  /** A voucher of `value` € the company buys alone and pays; its order and its code. */
  const boughtVoucher = async (value: number) => {
    const placed = await shop.place(visitorHeaders(), {
      ...COMPANY_BUYER,
      email: company.email,
      giftVouchers: [{ value, recipientName: 'Eva' }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: number = placed.json().id;
    await step(orderId, 'ZAPLATENA');
    const { code } = await shop.t.database.db
      .selectFrom('giftVoucher')
      .select('code')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    return { orderId, code: code! };
  };

  /** A company's order of a 60 × 40 cm print, `code` paying part of it. */
  const pieceOrder = async (code: string) => {
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor, 60, 40);
    const placed = await shop.place(visitor, {
      ...company,
      items: [{ craftedProduct: { id: piece } }],
      voucherCodes: [code],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order.amountDue).toBeGreaterThan(0);
    return order.id as number;
  };

  let sold: { orderId: number; code: string };

  it('a voucher sold alone: its advance invoice and final invoice', async () => {
    sold = await boughtVoucher(10);
    const zf = await ublOf(sold.orderId, 'ADVANCE_INVOICE');
    const fa = await ublOf(sold.orderId, 'FINAL_INVOICE');
    expect(zf).toMatch(/<cbc:Name>Darčeková poukážka 10,00\s€<\/cbc:Name>/);
    // 10 € at 23 %: 8,13 € + 1,87 €.
    expect(tag(zf, 'TaxableAmount')).toBe('8.13');
    expect(tag(zf, 'TaxAmount')).toBe('1.87');
    expect(ruleFindings(zf)).toEqual([]);
    expect(tag(fa, 'TaxAmount')).toBe('0.00');
    expect(ruleFindings(fa)).toEqual([]);
  });

  it('a piece paid partly by a sold voucher: a line of quantity -1 at a positive price', async () => {
    const orderId = await pieceOrder(sold.code);
    await step(orderId, 'ZAPLATENA', 'VO_VYROBE', 'ODOSLANA');
    const zf = await ublOf(orderId, 'ADVANCE_INVOICE');
    const fa = await ublOf(orderId, 'FINAL_INVOICE');
    const voucher = lineOf(zf, 'Uhradené darčekovou poukážkou')!;
    expect(voucher).toContain('<cbc:InvoicedQuantity unitCode="H87">-1</cbc:InvoicedQuantity>');
    expect(voucher).toContain('<cbc:LineExtensionAmount currencyID="EUR">-8.13<');
    expect(voucher).toContain('<cbc:PriceAmount currencyID="EUR">8.13</cbc:PriceAmount>');
    // The advance declares only what was paid in money.
    const advance = await documentOf(orderId, 'ADVANCE_INVOICE');
    expect(Number(tag(zf, 'TaxInclusiveAmount'))).toBe(advance.total);
    expect(ruleFindings(zf)).toEqual([]);
    expect(lineOf(fa, 'Uhradené darčekovou poukážkou')).toContain('>-1</cbc:InvoicedQuantity>');
    expect(ruleFindings(fa)).toEqual([]);
  });

  it('a piece paid partly by a voucher the owner gave: a discount line', async () => {
    const given = await shop.t.app.inject({
      method: 'POST',
      url: '/api/admin/gift-vouchers',
      payload: { value: 10, recipientName: 'Fotoateliér', reason: 'Ospravedlnenie za meškanie' },
      headers: admin,
    });
    expect(given.statusCode, given.body).toBe(201);
    const orderId = await pieceOrder(given.json().fullCode);
    await step(orderId, 'ZAPLATENA', 'VO_VYROBE', 'ODOSLANA');
    const zf = await ublOf(orderId, 'ADVANCE_INVOICE');
    const fa = await ublOf(orderId, 'FINAL_INVOICE');
    const discount = lineOf(zf, 'Zľava')!;
    expect(discount).toContain('<cbc:InvoicedQuantity unitCode="H87">-1</cbc:InvoicedQuantity>');
    expect(ruleFindings(zf)).toEqual([]);
    expect(ruleFindings(fa)).toEqual([]);
  });

  it('a piece paid wholly by a sold voucher: documents of 0 €', async () => {
    const voucher = await boughtVoucher(50);
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor, 30, 20);
    const placed = await shop.place(visitor, {
      ...company,
      items: [{ craftedProduct: { id: piece } }],
      voucherCodes: [voucher.code],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: number = placed.json().id;
    await step(orderId, 'VO_VYROBE', 'ODOSLANA');
    for (const type of ['ADVANCE_INVOICE', 'FINAL_INVOICE']) {
      const xml = await ublOf(orderId, type);
      expect(tag(xml, 'PayableAmount')).toBe('0.00');
      expect(ruleFindings(xml)).toEqual([]);
    }
  });

  it('the credit note of a cancelled order paid partly by a voucher', async () => {
    const voucher = await boughtVoucher(10);
    const orderId = await pieceOrder(voucher.code);
    await step(orderId, 'ZAPLATENA', 'ZRUSENA');
    const db = await ublOf(orderId, 'CREDIT_NOTE');
    const back = lineOf(db, 'Uhradené darčekovou poukážkou')!;
    expect(back).toContain('<cbc:CreditedQuantity unitCode="H87">-1</cbc:CreditedQuantity>');
    expect(back).toContain('<cbc:PriceAmount currencyID="EUR">8.13</cbc:PriceAmount>');
    const credit = await documentOf(orderId, 'CREDIT_NOTE');
    expect(Number(tag(db, 'PayableAmount'))).toBe(-credit.total);
    expect(ruleFindings(db)).toEqual([]);
  });
});
