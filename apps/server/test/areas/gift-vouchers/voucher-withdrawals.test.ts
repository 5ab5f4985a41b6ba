import type { BankRefundDue } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { basketShop, cents, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { catalogueWriter, postForId, SUNSET_EDITION } from '../../helpers/catalogue-factories.ts';
import { layoutText } from '../../helpers/pdf-text.ts';
import { TEST_DB } from '../../helpers/test-app.ts';
import { camt053 } from '../payments/camt053-fixture.ts';
import { withdrawThroughApi } from '../withdrawals/owner-withdrawal-helpers.ts';

interface Order {
  id: number;
  variableSymbol: string;
  email: string;
  totalAmount: number;
  amountDue: number;
  status: string;
}

interface Listed {
  type: string;
  url: string;
  total: number;
  number: string;
}

/**
 * A consumer's withdrawal from an order that gift vouchers paid part of: the part the vouchers
 * paid goes back onto them first, up to what the withdrawal takes back, and only the rest is
 * credited and refunded in money; an order the vouchers paid whole refunds nothing in money.
 */
describe(`a withdrawal from an order paid by gift vouchers (${TEST_DB})`, () => {
  let shop: BasketShop;
  let edition: number;
  const customer = visitorHeaders();
  let statements = 0;

  beforeAll(async () => {
    shop = await basketShop();
    edition = await catalogueWriter(shop.t.app, shop.admin).edition(3600, 2400, SUNSET_EDITION);
  });
  afterAll(() => shop?.t.close());

  const step = async (id: number, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/status`,
        payload: { status },
        headers: shop.admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const balanceCents = async (code: string) =>
    cents((await shop.t.app.inject({ url: `/api/gift-vouchers/${code}` })).json().balance);
  const documents = async (id: number): Promise<Listed[]> =>
    (await shop.t.app.inject({ url: `/api/orders/${id}/documents`, headers: shop.admin })).json();
  const refundOf = async (id: number) =>
    (
      (await shop.t.app.inject({ url: '/api/bank-entries/review', headers: shop.admin })).json()
        .refunds as BankRefundDue[]
    ).find((r) => r.orderId === id);
  const received = (id: number) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${id}/received`,
      payload: {},
      headers: shop.admin,
    });
  const linePriceCents = async (orderId: number, piece: number) => {
    const row = await shop.t.database.db
      .selectFrom('orderItem')
      .select('price')
      .where('orderId', '=', orderId)
      .where('craftedProductId', '=', piece)
      .executeTakeFirstOrThrow();
    return cents(Number(row.price));
  };

  /** A voucher of `value` € bought and paid; its code. */
  const voucherOf = async (value: number) => {
    const placed = await shop.place(visitorHeaders(), {
      email: 'darca@example.sk',
      giftVouchers: [{ value, recipientName: 'Jana' }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await step(placed.json().id, 'ZAPLATENA');
    const { code } = await shop.t.database.db
      .selectFrom('giftVoucher')
      .select('code')
      .where('orderId', '=', placed.json().id)
      .executeTakeFirstOrThrow();
    return code!;
  };

  /** A courier order of edition prints of the sizes, `code` paying what it can; with its pieces. */
  const placeOrder = async (code: string, ...sizes: [number, number][]) => {
    const pieces: number[] = [];
    for (const [width, height] of sizes) {
      pieces.push(
        await postForId(shop.t.app, customer, '/api/crafted-products', {
          productEnum: 'PLAINPHOTO',
          internalImage: { id: edition },
          printMedia: { id: shop.paper },
          photoOnlyWidth: width,
          photoOnlyHeight: height,
          copies: 1,
        }),
      );
    }
    const placed = await shop.place(customer, {
      ...courier,
      items: pieces.map((id) => ({ craftedProduct: { id } })),
      voucherCodes: [code],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return { order: placed.json() as Order, pieces };
  };

  /** What is left to pay, paid by a transfer on a bank statement. */
  const payByBank = async (order: Order) => {
    statements += 1;
    const res = await shop.t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      payload: camt053({
        id: `V-${statements}`,
        entries: [
          {
            direction: 'CRDT',
            bookingDate: '2026-11-20',
            transactions: [
              {
                ref: `V-TX-${statements}`,
                amount: order.amountDue.toFixed(2),
                endToEndId: `/VS${order.variableSymbol}`,
                party: 'Jana Nováková',
                partyIban: 'SK6807200002891987426353',
              },
            ],
          },
        ],
      }),
      headers: { ...shop.admin, 'content-type': 'application/xml' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().matched).toBe(1);
  };

  it('of two pieces paid partly by a voucher, one withdrawn: the voucher first, the rest in money', async () => {
    const code = await voucherOf(10);
    const { order, pieces } = await placeOrder(code, [90, 60], [90, 60]);
    expect(cents(order.amountDue)).toBe(cents(order.totalAmount) - 1000);
    expect(await balanceCents(code)).toBe(0);
    await payByBank(order);
    await step(order.id, 'VO_VYROBE', 'ODOSLANA', 'VYBAVENA');

    const withdrawal = await withdrawThroughApi(shop.t.app, order, { lines: [pieces[1]] });
    const res = await received(withdrawal.id);
    expect(res.statusCode, res.body).toBe(200);
    const { refundCents, postageRefundCents } = res.json();
    const takenBack = (await linePriceCents(order.id, pieces[1])) + postageRefundCents;
    expect(takenBack).toBeGreaterThan(1000);
    // The voucher gets all it paid back; the money refunded is only what is left.
    expect(await balanceCents(code)).toBe(1000);
    expect(refundCents).toBe(takenBack - 1000);

    const note = (await documents(order.id)).find((d) => d.type === 'CREDIT_NOTE')!;
    expect(cents(note.total)).toBe(-refundCents);
    expect(res.json().creditNoteNumber).toBe(note.number);
    await shop.t.app.documentWorker.runOnce();
    const pdf = await shop.t.app.inject({ url: note.url, headers: shop.admin });
    const text = layoutText(pdf.rawPayload).replace(/\u00a0/g, ' ');
    // What went onto the voucher is taken off the credit note, at its own base and VAT.
    expect(text).toMatch(/Vrátené na darčekovú poukážku.*10,00 €/);
    const entries = await shop.t.database.db
      .selectFrom('giftVoucherEntry')
      .select(['kind', 'amountCents', 'note'])
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amountCents), e.note])).toEqual([
      ['SPEND', -1000, null],
      ['RETURN', 1000, `Odstúpenie od zmluvy č. ${withdrawal.id}`],
    ]);
    expect(await refundOf(order.id)).toMatchObject({
      dueCents: refundCents,
      creditNoteNumbers: [note.number],
    });
  });

  it('cancelled after a withdrawal: the voucher gets back only what it has not, the money the rest', async () => {
    const code = await voucherOf(30);
    const { order, pieces } = await placeOrder(code, [90, 60], [90, 60]);
    await payByBank(order);
    const withdrawal = await withdrawThroughApi(shop.t.app, order, { lines: [pieces[1]] });
    const res = await received(withdrawal.id);
    expect(res.statusCode, res.body).toBe(200);
    const onVoucher = await balanceCents(code);
    expect(onVoucher).toBeGreaterThan(0);
    expect(onVoucher).toBeLessThan(3000);
    await step(order.id, 'ZRUSENA');
    expect(await balanceCents(code)).toBe(3000);
    // The credit notes together take back what was paid in money, once.
    const notes = (await documents(order.id)).filter((d) => d.type === 'CREDIT_NOTE');
    expect(notes).toHaveLength(2);
    expect(notes.reduce((sum, d) => sum - cents(d.total), 0)).toBe(cents(order.amountDue));
    expect((await refundOf(order.id))?.dueCents).toBe(cents(order.amountDue));
  });

  it('paid whole by a voucher: nothing refunded in money, the voucher gets it back', async () => {
    const code = await voucherOf(50);
    const { order, pieces } = await placeOrder(code, [30, 20]);
    expect(order.status).toBe('ZAPLATENA');
    const spentCents = cents(order.totalAmount);
    expect(await balanceCents(code)).toBe(5000 - spentCents);
    await step(order.id, 'VO_VYROBE', 'ODOSLANA', 'VYBAVENA');

    const withdrawal = await withdrawThroughApi(shop.t.app, order, { lines: [pieces[0]] });
    const res = await received(withdrawal.id);
    expect(res.statusCode, res.body).toBe(200);
    // Nothing is kept: the piece and all the postage come back, onto the voucher.
    expect(res.json()).toMatchObject({ refundCents: 0, postageRefundCents: expect.any(Number) });
    expect(await balanceCents(code)).toBe(5000);
    const note = (await documents(order.id)).find((d) => d.type === 'CREDIT_NOTE')!;
    expect(note.total).toBe(0);
    expect(await refundOf(order.id)).toBeUndefined();
  });
});
