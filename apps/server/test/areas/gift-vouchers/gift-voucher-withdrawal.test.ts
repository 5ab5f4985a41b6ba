import type { BankRefundDue } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { basketShop, cents, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import { TEST_DB, testClock } from '../../helpers/test-app.ts';
import { openCardShop, type CardOrder, type CardShop } from '../card-payments/card-shop.ts';
import { PAYER_IBAN, voucherPurchases } from './voucher-purchases.ts';

/**
 * A voucher bought by a consumer is withdrawn by the owner within 14 days of its issue: it no
 * longer pays, its order gets a credit note of its value, and the refund is due to the account
 * that paid. A used one, a late one, one the shop gave and one a company bought are refused.
 */
describe(`a gift voucher withdrawn (${TEST_DB})`, () => {
  // A Monday: the 14 days end on a working day.
  const clock = testClock(Date.parse('2026-11-02T09:00:00Z'));
  let shop: BasketShop;
  let vouchers: ReturnType<typeof voucherPurchases>;

  beforeAll(async () => {
    shop = await basketShop(undefined, { now: clock.now });
    vouchers = voucherPurchases(shop, clock);
  });
  afterAll(() => shop?.t.close());

  const withdraw = (id: number, payload: object = {}) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-vouchers/${id}/withdrawal`,
      payload,
      headers: shop.admin,
    });
  const read = (id: number) => vouchers.read(id);
  const codeOf = (id: number) => vouchers.codeOf(id);
  const order = (buyer: object = {}) => vouchers.order(buyer);
  const payByTransfer = (placed: { variableSymbol: string; totalAmount: number }) =>
    vouchers.payByTransfer(placed);
  const bought = (buyer: object = {}) => vouchers.bought(buyer);
  const refunds = async () => {
    const res = await shop.t.app.inject({ url: '/api/bank-entries/review', headers: shop.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().refunds as BankRefundDue[];
  };

  it('is withdrawn on its 14th day: blocked, credited whole, its refund due by transfer', async () => {
    const { orderId, voucherId } = await bought();
    const code = await codeOf(voucherId);
    clock.advanceDays(14);

    const res = await withdraw(voucherId, { note: 'Kupujúca odstúpila e-mailom' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: voucherId, state: 'ODSTUPENA', balance: 50 });

    expect((await shop.t.app.inject({ url: `/api/gift-vouchers/${code}` })).statusCode).toBe(410);
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor, 20, 20);
    const spend = await shop.place(visitor, {
      email: 'obdarovana@example.sk',
      items: [{ craftedProduct: { id: piece } }],
      voucherCodes: [code],
    });
    expect(spend.statusCode).toBe(400);
    expect(spend.json().fieldErrors).toEqual([
      { objectName: 'order', field: 'voucherCodes[0]', message: 'Blocked' },
    ]);

    const documents = (
      await shop.t.app.inject({ url: `/api/orders/${orderId}/documents`, headers: shop.admin })
    ).json() as { type: string; total: number; number: string }[];
    const creditNote = documents.find((d) => d.type === 'CREDIT_NOTE');
    expect(creditNote).toMatchObject({ total: -50 });

    const withdrawals = (
      await shop.t.app.inject({ url: `/api/orders/${orderId}/withdrawals`, headers: shop.admin })
    ).json();
    expect(withdrawals).toMatchObject([
      {
        state: 'TOVAR_PRIJATY',
        lines: [],
        creditNoteNumber: creditNote!.number,
        refundCents: 5000,
        postageRefundCents: 0,
        refundIban: PAYER_IBAN,
      },
    ]);
    expect(withdrawals[0].reason).toContain('Kupujúca odstúpila e-mailom');
    expect((await refunds()).find((r) => r.orderId === orderId)).toMatchObject({
      paidBy: 'PREVOD',
      dueCents: 5000,
      iban: PAYER_IBAN,
      ibanSource: 'PAYMENT',
      withdrawalIds: [withdrawals[0].id],
    });

    const again = await withdraw(voucherId);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Od tejto poukážky už bolo odstúpené.');
  });

  it('bought beside a piece, leaves the piece to a later cancellation, never itself twice', async () => {
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor, 20, 20);
    const placed = await shop.place(visitor, {
      ...courier,
      items: [{ craftedProduct: { id: piece } }],
      giftVouchers: [{ value: 30, recipientName: 'Ivan' }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const mixed = placed.json();
    await payByTransfer(mixed);
    const voucherId = (await read(mixed.id)).giftVouchers[0].id;
    expect((await withdraw(voucherId)).statusCode).toBe(200);

    const cancelled = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${mixed.id}/status`,
      payload: { status: 'ZRUSENA' },
      headers: shop.admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notes = (
      (
        await shop.t.app.inject({ url: `/api/orders/${mixed.id}/documents`, headers: shop.admin })
      ).json() as { type: string; total: number }[]
    ).filter((d) => d.type === 'CREDIT_NOTE');
    expect(notes.map((d) => cents(d.total))).toEqual([-3000, -(cents(mixed.totalAmount) - 3000)]);
    expect((await refunds()).find((r) => r.orderId === mixed.id)).toMatchObject({
      dueCents: cents(mixed.totalAmount),
    });
  });

  it('is refused once it has paid for anything', async () => {
    const { voucherId } = await bought();
    const visitor = visitorHeaders();
    const piece = await shop.print(visitor, 20, 20);
    const spend = await shop.place(visitor, {
      email: 'obdarovana@example.sk',
      items: [{ craftedProduct: { id: piece } }],
      voucherCodes: [await codeOf(voucherId)],
    });
    expect(spend.statusCode, spend.body).toBe(201);

    const res = await withdraw(voucherId);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Poukážkou sa už platilo: od zmluvy o použitej poukážke odstúpiť nemožno, jej zostatok platí ďalej.',
    );
  });

  it('is refused after its 14 days', async () => {
    const { orderId, voucherId } = await bought();
    clock.advanceDays(15);
    const res = await withdraw(voucherId);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^Lehota na odstúpenie uplynula .+ \(poukážka bola vydaná .+\)\.$/,
    );
    expect((await read(orderId)).giftVouchers[0].state).toBe('PLATNA');
  });

  it('is refused for a voucher the shop gave', async () => {
    const given = await shop.t.app.inject({
      method: 'POST',
      url: '/api/admin/gift-vouchers',
      payload: { value: 20, recipientName: 'Peter', reason: 'Ospravedlnenie za meškanie' },
      headers: shop.admin,
    });
    expect(given.statusCode, given.body).toBe(201);
    const res = await withdraw(given.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Poukážku darovala predajňa, nikto ju nekúpil: odstúpiť od zmluvy o nej nemožno.',
    );
  });

  it('is refused for a voucher a company bought', async () => {
    const { voucherId } = await bought(COMPANY_BUYER);
    const res = await withdraw(voucherId);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Poukážku kúpila firma (objednávka s IČO): od zmluvy na diaľku môže odstúpiť len spotrebiteľ.',
    );
  });

  it('is refused before it is issued', async () => {
    const placed = await order();
    const [voucher] = (await read(placed.id)).giftVouchers as { id: number }[];
    const res = await withdraw(voucher.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('Poukážka ešte nie je vydaná');
  });
});

/** A voucher paid by card goes back to the card, through its credit note, never by transfer. */
describe(`a gift voucher paid by card, withdrawn (${TEST_DB})`, () => {
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop('poukazka-karta');
  });
  afterAll(() => shop?.close());

  it('is refunded to the card under its credit note, its piece kept', async () => {
    const order = await shop.placeByCard({
      giftVouchers: [{ value: 30, recipientName: 'Ivan' }],
    });
    expect((await shop.sendWebhook(shop.payByCard(order))).statusCode).toBe(200);
    const paymentId = String(shop.sessionOf(order).payment_intent);
    const read = (await shop.orderOf(order)) as CardOrder & {
      giftVouchers: { id: number; state: string }[];
    };
    const [voucher] = read.giftVouchers;
    expect(voucher.state).toBe('PLATNA');

    const res = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-vouchers/${voucher.id}/withdrawal`,
      payload: {},
      headers: shop.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = (await shop.documents(order)).filter((d) => d.type === 'CREDIT_NOTE');
    await shop.t.app.cardRefundWorker!.runOnce();
    const refunds = shop.stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => [r.idempotencyKey, r.body])).toEqual([
      [note.number, { payment_intent: paymentId, amount: '3000' }],
    ]);
    expect(
      ((await shop.orderOf(order)) as CardOrder & { cardRefunds: unknown[] }).cardRefunds,
    ).toMatchObject([{ creditNoteNumber: note.number, amountCents: 3000, state: 'SUCCEEDED' }]);
    const review = await shop.t.app.inject({
      url: '/api/bank-entries/review',
      headers: shop.admin,
    });
    expect((review.json().refunds as BankRefundDue[]).map((r) => r.orderId)).not.toContain(
      order.id,
    );
  });
});
