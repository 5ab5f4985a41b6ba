import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonths, shopDay } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { basketShop, cents, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { TEST_DB } from '../../helpers/test-app.ts';

type Headers = Record<string, string>;

const LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A body of 15 characters with the check character the shop's codes end in. */
const withCheck = (body: string): string => {
  let sum = 0;
  [...body].forEach((c, i) => (sum += (2 * i + 1) * LETTERS.indexOf(c)));
  return body + LETTERS[sum % 32];
};

/**
 * A gift voucher from its purchase to its last cent: bought alone, paid by transfer, issued with
 * a code when paid and mailed as a PDF; its code then pays a cheaper order whole (paid at once),
 * its balance is what remains, a wrong code is refused, and the month's VAT over both orders is
 * the voucher's, never the piece's added to it. A cancelled order puts its part back.
 */
describe(`gift vouchers (${TEST_DB})`, () => {
  let shop: BasketShop;

  beforeAll(async () => {
    shop = await basketShop();
  });
  afterAll(() => shop?.t.close());

  const step = (id: number, status: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      payload: { status },
      headers: shop.admin,
    });
  const read = async (id: number, as: Headers = shop.admin) =>
    (await shop.t.app.inject({ url: `/api/orders/${id}`, headers: as })).json();
  const documents = async (id: number) =>
    (await shop.t.app.inject({ url: `/api/orders/${id}/documents`, headers: shop.admin })).json();
  const lookup = (code: string) => shop.t.app.inject({ url: `/api/gift-vouchers/${code}` });
  const mailsTo = async (to: string) => {
    await shop.t.app.documentWorker.runOnce();
    await shop.t.app.giftVoucherMailWorker.runOnce();
    return shop.t.database.db
      .selectFrom('mailOutbox')
      .select(['subject', 'attachments', 'bodyText'])
      .where('recipient', '=', to)
      .orderBy('id')
      .execute();
  };
  /** The code as the mailed PDF prints it: the reader takes it from there. */
  const codeFromPdf = (attachments: string | null): string => {
    const [pdf] = JSON.parse(attachments ?? '[]') as { filename: string; base64: string }[];
    const file = join(mkdtempSync(join(tmpdir(), 'voucher-')), pdf.filename);
    writeFileSync(file, Buffer.from(pdf.base64, 'base64'));
    const text = execFileSync('pdftotext', [file, '-']).toString();
    return text.match(/[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}/)![0];
  };

  let code = '';
  // Valid for three years from the day it is issued.
  const validUntil = addMonths(shopDay(), 36);
  let voucherOrder = 0;

  it('is bought alone, numbered by its pro-forma, and owes its value until paid', async () => {
    const buyer = visitorHeaders();
    const placed = await shop.place(buyer, {
      email: 'darca@example.sk',
      giftVouchers: [{ value: 50, recipientName: 'Eva', message: 'Všetko najlepšie!' }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    voucherOrder = order.id;
    expect(order.variableSymbol).toMatch(/^\d{10}$/);
    expect(order.totalAmount).toBe(50);
    expect(order.amountDue).toBe(50);
    expect(order.postage).toBe(0);
    expect(order.giftVouchers).toMatchObject([
      { value: 50, recipientName: 'Eva', code: null, state: 'OBJEDNANA' },
    ]);
    const [proforma] = await mailsTo('darca@example.sk');
    expect(proforma.subject).toContain(order.variableSymbol);
    expect(proforma.bodyText).toContain('Darčeková poukážka 50,00');
  });

  it('is issued when paid: a code, a PDF mailed to the buyer, the order done', async () => {
    expect((await step(voucherOrder, 'ZAPLATENA')).statusCode).toBe(200);
    await shop.t.app.giftVoucherMailWorker.runOnce();
    const order = await read(voucherOrder);
    expect(order.status).toBe('VYBAVENA');
    expect(order.giftVouchers[0]).toMatchObject({ state: 'PLATNA', validUntil });
    expect(order.giftVouchers[0].code).toMatch(/^••••-••••-••••-[2-9A-HJ-NP-Z]{4}$/);
    const mail = (await mailsTo('darca@example.sk')).find((m) => m.subject.includes('Eva'));
    expect(mail?.subject).toBe('Vaša darčeková poukážka pre Eva');
    code = codeFromPdf(mail!.attachments);
    expect(order.giftVouchers[0].code.slice(-4)).toBe(code.slice(-4));
    const kinds = (await documents(voucherOrder)).map((d: { type: string }) => d.type);
    expect(kinds).toEqual(expect.arrayContaining(['ADVANCE_INVOICE', 'FINAL_INVOICE']));
  });

  it('answers its balance to anyone, in any case, with or without hyphens', async () => {
    const res = await lookup(code.toLowerCase().replaceAll('-', ''));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ value: 50, balance: 50, validUntil });
    const typo = `${code.slice(0, -1)}${code.at(-1) === '2' ? '3' : '2'}`;
    expect((await lookup(typo)).json().detail).toBe(
      'Kód poukážky nemá správny tvar. Skontrolujte ho, prosím.',
    );
  });

  let pieceOrder = 0;
  let pieceCents = 0;

  it('pays a cheaper order whole: paid at once, the rest stays on it', async () => {
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor, 20, 20);
    pieceCents = cents(await shop.priceOf(visitor, piece));
    const placed = await shop.place(visitor, {
      email: 'obdarovana@example.sk',
      items: [{ craftedProduct: { id: piece } }],
      voucherCodes: [code.toLowerCase()],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    pieceOrder = placed.json().id;
    const order = await read(pieceOrder);
    expect(pieceCents).toBeLessThan(5000);
    expect(order.status).toBe('ZAPLATENA');
    expect(order.amountDue).toBe(0);
    expect(order.vouchers).toEqual([
      { code: `••••-••••-••••-${code.slice(-4)}`, amount: pieceCents / 100 },
    ]);
    expect((await lookup(code)).json().balance).toBe((5000 - pieceCents) / 100);
    const advance = (await documents(pieceOrder)).find(
      (d: { type: string }) => d.type === 'ADVANCE_INVOICE',
    );
    expect(advance).toMatchObject({ total: 0, amountDue: 0 });
  });

  it('refuses a code that names no voucher', async () => {
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor);
    // A well-formed code no voucher has: the real one with its body changed, its check fixed.
    const body = code.replaceAll('-', '').slice(0, 15);
    const unknown = withCheck(body.slice(0, 14) + (body[14] === 'Z' ? 'Y' : 'Z'));
    const res = await shop.place(visitor, {
      ...courier,
      items: [{ craftedProduct: { id: piece } }],
      voucherCodes: [unknown],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'order', field: 'voucherCodes[0]', message: 'NotFound' },
    ]);
    expect((await lookup(unknown)).json().detail).toBe(
      'Darčeková poukážka s týmto kódom neexistuje. Skontrolujte, či ste kód opísali presne.',
    );
  });

  it("declares the month's VAT once: the voucher's, never the piece's added to it", async () => {
    const vat = async (id: number) => {
      const rows = await shop.t.database.db
        .selectFrom('taxDocument')
        .select(['vatBreakdown'])
        .where('orderId', '=', id)
        .execute();
      return rows
        .flatMap((r) => JSON.parse(String(r.vatBreakdown)) as { vat: number }[])
        .reduce((sum, r) => sum + cents(r.vat), 0);
    };
    const total = (await vat(voucherOrder)) + (await vat(pieceOrder));
    const vatOf = (grossCents: number) => grossCents - Math.round(grossCents / 1.23);
    expect(total).toBe(vatOf(5000));
    expect(total).toBeGreaterThanOrEqual(vatOf(pieceCents));
    expect(total).toBeLessThan(vatOf(5000) + vatOf(pieceCents));
  });

  it('gets back what it paid when that order is cancelled', async () => {
    expect((await step(pieceOrder, 'ZRUSENA')).statusCode).toBe(200);
    expect((await lookup(code)).json().balance).toBe(50);
  });

  it('cannot be guessed in bulk: ten codes that name nothing, and the address waits', async () => {
    const guesses = Array.from({ length: 12 }, (_, n) => {
      const body = `${'23456789ABCDEFGH'.slice(n % 8, (n % 8) + 8)}2345678`.slice(0, 15);
      return withCheck(body);
    });
    const statuses: number[] = [];
    for (const guess of guesses) statuses.push((await lookup(guess)).statusCode);
    // Two misses came before (the order's and the lookup's): the tenth miss is the last heard.
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(statuses.slice(8)).toEqual(Array(4).fill(429));
    // The right code waits too: the refusal tells nothing of which codes exist.
    expect((await lookup(code)).statusCode).toBe(429);
  });
});
