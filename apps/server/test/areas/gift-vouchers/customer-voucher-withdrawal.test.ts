import { maskVoucherCode, type BankRefundDue } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedLinks } from '../../../src/lib/signed-links.ts';
import { visitorHeaders } from '../../helpers/actors.ts';
import { basketShop, courier, type BasketShop } from '../../helpers/basket-shop.ts';
import { COMPANY_BUYER } from '../../helpers/buyers.ts';
import { catalogueWriter, postForId, SUNSET_EDITION } from '../../helpers/catalogue-factories.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { TEST_DB, testClock } from '../../helpers/test-app.ts';
import { freshAddress } from '../withdrawals/owner-withdrawal-helpers.ts';
import { PAYER_IBAN, voucherPurchases, type PlacedOrder } from './voucher-purchases.ts';

const USED =
  'Poukážkou sa už platilo: od zmluvy o použitej poukážke odstúpiť nemožno, jej zostatok platí ďalej.';

/**
 * The customer's withdrawal function offers the gift vouchers an order bought, each with its own
 * 14 days from its issue, and withdraws them as the owner's 'Odstúpiť' does: blocked, credited at
 * once, the refund due the way the order was paid, the acknowledgement mailed naming them.
 */
describe(`a gift voucher withdrawn on the withdrawal page (${TEST_DB})`, () => {
  // A Monday: a voucher issued today may be withdrawn until Monday 16 November.
  const clock = testClock(Date.parse('2026-11-02T09:00:00Z'));
  let shop: BasketShop;
  let vouchers: ReturnType<typeof voucherPurchases>;
  let edition: number;

  beforeAll(async () => {
    shop = await basketShop(undefined, { now: clock.now });
    vouchers = voucherPurchases(shop, clock);
    edition = await catalogueWriter(shop.t.app, shop.admin).edition(3600, 2400, SUNSET_EDITION);
  });
  afterAll(() => shop?.t.close());

  /** The withdrawal function as the page calls it: the order's number and e-mail, no sign-in. */
  const ask = (path: '' | '/lookup', order: PlacedOrder, extra: object = {}) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/withdrawals${path}`,
      payload: { orderNumber: order.variableSymbol, email: order.email, ...extra },
      remoteAddress: freshAddress(),
    });
  const withdrawalsOf = async (id: number) =>
    (await shop.t.app.inject({ url: `/api/orders/${id}/withdrawals`, headers: shop.admin })).json();
  const acknowledgements = (email: string) =>
    shop.t.database.db
      .selectFrom('mailOutbox')
      .select(['subject', 'bodyText'])
      .where('recipient', '=', email)
      .where('subject', 'like', 'Potvrdenie o odstúpení od zmluvy%')
      .execute();

  it('an order of vouchers alone: found by its number, the voucher offered, withdrawn whole', async () => {
    const { order, voucherId } = await vouchers.bought();
    const code = maskVoucherCode(await vouchers.codeOf(voucherId));

    const lookup = await ask('/lookup', order);
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({
      orderNumber: order.variableSymbol,
      lines: [],
      giftVouchers: [
        {
          id: voucherId,
          code,
          valueCents: 5000,
          recipientName: 'Eva',
          withdrawable: true,
          refusal: null,
          lastDay: '2026-11-16',
          withdrawnAt: null,
        },
      ],
    });

    // Naming nothing withdraws all that can be: the voucher, its pieces' period aside.
    const res = await ask('', order, { reason: 'Darček už netreba' });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      state: 'TOVAR_PRIJATY',
      lines: [],
      giftVouchers: [{ id: voucherId, code, valueCents: 5000 }],
      refundCents: 5000,
    });
    const full = await vouchers.codeOf(voucherId);
    expect((await shop.t.app.inject({ url: `/api/gift-vouchers/${full}` })).statusCode).toBe(410);
    const documents = (
      await shop.t.app.inject({ url: `/api/orders/${order.id}/documents`, headers: shop.admin })
    ).json() as { type: string; total: number; number: string }[];
    expect(documents.find((d) => d.type === 'CREDIT_NOTE')).toMatchObject({
      total: -50,
      number: receipt.creditNoteNumber,
    });
    const review = await shop.t.app.inject({
      url: '/api/bank-entries/review',
      headers: shop.admin,
    });
    expect(
      (review.json().refunds as BankRefundDue[]).find((r) => r.orderId === order.id),
    ).toMatchObject({ dueCents: 5000, iban: PAYER_IBAN, withdrawalIds: [receipt.id] });

    const [mail] = await acknowledgements(order.email);
    expect(mail.bodyText).toMatch(new RegExp(`Darčeková poukážka ${code}, 50,00\\s€`));
    expect(mail.bodyText).toContain('Darčekovú poukážku sme zablokovali');
    expect(mail.bodyText).not.toContain('Tovar nám pošlite späť');

    const again = await ask('/lookup', order);
    expect(again.json().giftVouchers).toMatchObject([
      { withdrawable: false, refusal: 'Od tejto poukážky už bolo odstúpené.' },
    ]);
    expect(again.json().giftVouchers[0].withdrawnAt).toEqual(expect.any(String));
  });

  it("beside a piece, by the mails' signed link: both in one statement and one acknowledgement", async () => {
    const customer = visitorHeaders();
    const piece = await postForId(shop.t.app, customer, '/api/crafted-products', {
      productEnum: 'PLAINPHOTO',
      internalImage: { id: edition },
      printMedia: { id: shop.paper },
      photoOnlyWidth: 30,
      photoOnlyHeight: 20,
      copies: 1,
    });
    const { order, voucherId } = await vouchers.bought(
      {
        ...courier,
        email: 'zmiesana@example.sk',
        items: [{ craftedProduct: { id: piece } }],
      },
      customer,
    );
    const token = new SignedLinks(shop.t.config.jwtSecret).sign(
      'withdrawal',
      order.id,
      new Date(clock.now().getTime() + 30 * 86_400_000),
    );

    const res = await shop.t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: {
        orderNumber: order.variableSymbol,
        token,
        lines: [piece],
        giftVouchers: [voucherId],
      },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      state: 'NAHLASENE',
      lines: [{ craftedProductId: piece }],
      giftVouchers: [{ id: voucherId, valueCents: 5000 }],
    });
    // The piece waits for its return; the voucher's withdrawal is settled with its credit note.
    const recorded = await withdrawalsOf(order.id);
    expect(recorded).toHaveLength(2);
    expect(recorded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'NAHLASENE', lines: [expect.anything()] }),
        expect.objectContaining({
          state: 'TOVAR_PRIJATY',
          lines: [],
          creditNoteNumber: expect.any(String),
        }),
      ]),
    );
    const mails = await acknowledgements(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].bodyText).toContain('Darčeková poukážka ••••-••••-••••-');
    expect(mails[0].bodyText).toContain('č. 1: ');
    expect(mails[0].bodyText).toContain('Tovar nám pošlite späť');
  });

  it('refuses, storing nothing: a voucher not on the order, a used one, a company’s, a late one', async () => {
    const a = await vouchers.bought();
    const b = await vouchers.bought();
    const company = await vouchers.bought(COMPANY_BUYER);
    const spender = visitorHeaders();
    const spend = await shop.place(spender, {
      email: 'obdarovana@example.sk',
      items: [{ craftedProduct: { id: await shop.print(spender, 20, 20) } }],
      voucherCodes: [await vouchers.codeOf(b.voucherId)],
    });
    expect(spend.statusCode, spend.body).toBe(201);
    const before = await rowCount(shop.t.database.db, 'withdrawal');

    const foreign = await ask('', a.order, { giftVouchers: [b.voucherId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual([
      { objectName: 'withdrawal', field: 'giftVouchers', message: 'NotOnOrder' },
    ]);

    expect((await ask('/lookup', b.order)).json().giftVouchers).toMatchObject([
      { withdrawable: false, refusal: USED },
    ]);
    const used = await ask('', b.order, { giftVouchers: [b.voucherId] });
    expect(used.statusCode).toBe(409);
    expect(used.json().detail).toBe(USED);

    const byCompany = await ask('', company.order, { giftVouchers: [company.voucherId] });
    expect(byCompany.statusCode).toBe(400);
    expect(byCompany.json().message).toBe('error.withdrawal.company');

    clock.advanceDays(15);
    try {
      const late = await ask('', a.order, { giftVouchers: [a.voucherId] });
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toMatch(/^Lehota na odstúpenie uplynula .+ \(poukážka bola/);
      const all = await ask('', a.order);
      expect(all.statusCode).toBe(409);
      expect(all.json().detail).toContain('Lehota na odstúpenie uplynula');
    } finally {
      clock.advanceDays(-15);
    }
    expect(await rowCount(shop.t.database.db, 'withdrawal')).toBe(before);
  });
});
