import type { GiftVoucherRepository } from '../repositories/gift-voucher.repository.ts';

/**
 * Puts back onto the vouchers spent on an order what they paid of it and is still out, up to
 * `upToCents` (a withdrawal's refund: the vouchers are refunded first, the rest by the way it
 * was paid; a cancellation: all of it). Returns what went back.
 */
export const returnToVouchers = async (
  giftVouchers: GiftVoucherRepository,
  orderId: number,
  upToCents: number,
  note: string,
  at: string,
): Promise<number> => {
  let left = Math.max(0, upToCents);
  let returned = 0;
  for (const [giftVoucherId, outCents] of await giftVouchers.unreturnedOn(orderId)) {
    const amountCents = Math.min(left, outCents);
    if (amountCents <= 0) break;
    await giftVouchers.addEntry({ giftVoucherId, orderId, kind: 'RETURN', amountCents, note, at });
    left -= amountCents;
    returned += amountCents;
  }
  return returned;
};
