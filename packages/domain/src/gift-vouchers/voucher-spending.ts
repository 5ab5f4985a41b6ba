import { maskVoucherCode } from './voucher-code.ts';
import { redemptionOf, type VoucherTaxTreatment } from './voucher-tax.ts';
import type { Deduction } from '../orders/order-amounts.ts';
import { formatEur } from '../money/money.ts';

/** A voucher offered to pay an order: its code and what is left on it. */
export interface SpendableVoucher {
  code: string;
  balanceCents: number;
  treatment: VoucherTaxTreatment;
}

/** What one voucher pays of an order, and what stays on it. */
export interface VoucherSpend {
  code: string;
  amountCents: number;
  remainingCents: number;
  treatment: VoucherTaxTreatment;
}

/**
 * What each voucher pays of `payableCents` (what the order owes for its pieces and postage: a
 * voucher never buys another voucher), in the order the customer gave the codes: each takes
 * what it can of what the ones before it left, and keeps the rest of its balance. A voucher
 * that finds nothing left to pay takes 0 and stays whole.
 * @example spendVouchers(4200, [{ code: 'A', balanceCents: 5000, treatment: 'JEDNOUCELOVA' }]) // -> [{ code: 'A', amountCents: 4200, remainingCents: 800, treatment: 'JEDNOUCELOVA' }]
 */
export const spendVouchers = (
  payableCents: number,
  vouchers: readonly SpendableVoucher[],
): VoucherSpend[] => {
  let left = Math.max(0, payableCents);
  return vouchers.map((voucher) => {
    const amountCents = Math.min(left, Math.max(0, voucher.balanceCents));
    left -= amountCents;
    return {
      code: voucher.code,
      amountCents,
      remainingCents: voucher.balanceCents - amountCents,
      treatment: voucher.treatment,
    };
  });
};

/** The title a document gives a spent voucher's line. */
export const voucherLineTitle = (code: string, treatment: VoucherTaxTreatment): string =>
  treatment === 'DAROVANA'
    ? `Zľava – darčeková poukážka ${maskVoucherCode(code)}`
    : `Uhradené darčekovou poukážkou ${maskVoucherCode(code)}`;

/**
 * The spent vouchers as deductions of the order's amounts.
 * @example voucherDeductions([{ code: 'ABCDEFGHJKMNPQRS', amountCents: 4200, remainingCents: 800, treatment: 'JEDNOUCELOVA' }]) // -> [{ title: 'Uhradené darčekovou poukážkou ••••-••••-••••-PQRS', amountCents: 4200, treatment: 'prepaid' }]
 */
export const voucherDeductions = (
  spent: readonly Pick<VoucherSpend, 'code' | 'amountCents' | 'treatment'>[],
): Deduction[] =>
  spent
    .filter((s) => s.amountCents > 0)
    .map((s) => ({
      title: voucherLineTitle(s.code, s.treatment),
      amountCents: s.amountCents,
      treatment: redemptionOf(s.treatment),
    }));

/** The title of a sold voucher's line, on the order and its documents. */
export const soldVoucherTitle = (valueCents: number): string =>
  `Darčeková poukážka ${formatEur(valueCents)}`;
