import { expect } from 'vitest';
import { visitorHeaders, type Headers } from '../../helpers/actors.ts';
import type { BasketShop } from '../../helpers/basket-shop.ts';
import type { testClock } from '../../helpers/test-app.ts';
import { camt053 } from '../payments/camt053-fixture.ts';

/** The account the vouchers are paid from, so their refunds are due to it. */
export const PAYER_IBAN = 'SK8975000000000012345671';

/** A placed order as its answer names it. */
export interface PlacedOrder {
  id: number;
  variableSymbol: string;
  totalAmount: number;
  email: string;
}

/**
 * Gift vouchers bought in a basket shop as the withdrawal tests buy them: a 50 € voucher for Eva
 * ordered by darca@example.sk (alone, or with what `extra` adds: a buyer, pieces of `as`, a
 * new visitor unless told), paid by a transfer from PAYER_IBAN read from a bank statement on the
 * clock's day.
 */
export const voucherPurchases = (shop: BasketShop, clock: ReturnType<typeof testClock>) => {
  let statements = 0;

  const read = async (id: number) =>
    (await shop.t.app.inject({ url: `/api/orders/${id}`, headers: shop.admin })).json();
  const codeOf = async (id: number) =>
    (
      await shop.t.database.db
        .selectFrom('giftVoucher')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).code!;

  const order = async (
    extra: object = {},
    as: Headers = visitorHeaders(),
  ): Promise<PlacedOrder> => {
    const placed = await shop.place(as, {
      email: 'darca@example.sk',
      giftVouchers: [{ value: 50, recipientName: 'Eva' }],
      ...extra,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  };

  const payByTransfer = async (placed: { variableSymbol: string; totalAmount: number }) => {
    statements += 1;
    const res = await shop.t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      payload: camt053({
        id: `VOUCHER-${statements}`,
        entries: [
          {
            direction: 'CRDT',
            bookingDate: clock.now().toISOString().slice(0, 10),
            transactions: [
              {
                amount: placed.totalAmount.toFixed(2),
                ref: `VOUCHER-TX-${statements}`,
                endToEndId: `/VS${placed.variableSymbol}/SS/KS`,
                party: 'Jana Nováková',
                partyIban: PAYER_IBAN,
              },
            ],
          },
        ],
      }),
      headers: { ...shop.admin, 'content-type': 'application/xml' },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** A voucher bought and paid: its order, and its id. */
  const bought = async (extra: object = {}, as?: Headers) => {
    const placed = await order(extra, as);
    await payByTransfer(placed);
    const [voucher] = (await read(placed.id)).giftVouchers as { id: number; state: string }[];
    expect(voucher.state).toBe('PLATNA');
    return { order: placed, orderId: placed.id, voucherId: voucher.id };
  };

  return { read, codeOf, order, payByTransfer, bought };
};
