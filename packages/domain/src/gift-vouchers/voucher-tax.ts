import { closedSet } from '../labels/closed-set.ts';

/**
 * How a voucher is taxed (Act 222/2004 Z. z. on VAT, § 9a, from Council Directive (EU)
 * 2016/1065; the reasoning and its sources are in docs/decisions.md):
 * - `JEDNOUCELOVA`, a single-purpose voucher: the place of supply and the VAT due are known when
 *   it is sold, so its sale is the supply and is taxed then; spending it is no supply, and the
 *   documents of the order it pays deduct it with the base and VAT its sale declared;
 * - `VIACUCELOVA`, a multi-purpose voucher: its sale is no supply (no VAT); the order it pays is
 *   taxed in full when supplied, the voucher counting as a payment;
 * - `DAROVANA`, a voucher the owner gives away: never sold for money, so no supply and no VAT
 *   when given; spent, it is a discount that lowers the taxable amount of its order.
 */
export const {
  labels: VOUCHER_TAX_LABELS,
  codes: VOUCHER_TAX_TREATMENTS,
  is: isVoucherTaxTreatment,
} = closedSet({
  JEDNOUCELOVA: 'Jednoúčelový poukaz (DPH pri predaji)',
  VIACUCELOVA: 'Viacúčelový poukaz (DPH pri použití)',
  DAROVANA: 'Darovaná poukážka (zľava pri použití)',
});
export type VoucherTaxTreatment = (typeof VOUCHER_TAX_TREATMENTS)[number];

/** What of the shop decides how the vouchers it sells are taxed. */
export interface VoucherTaxFacts {
  /** The shop's VAT rates on what a voucher can buy; the shop prices everything at one. */
  vatRates: readonly number[];
  /**
   * Whether some of its sales are taxed where the customer lives (the EU's one-stop shop for
   * distance sales above 10 000 € a year): then the place of supply is not known at the sale.
   */
  taxedAtDestination: boolean;
}

/**
 * How a sold voucher is taxed: single-purpose while everything it can buy is supplied in
 * Slovakia at one known rate; multi-purpose as soon as the rate or the country could differ.
 * A shop that is no VAT payer charges no VAT either way: the treatment only says when VAT would be.
 * @example soldVoucherTax({ vatRates: [23], taxedAtDestination: false }) // -> 'JEDNOUCELOVA'
 */
export const soldVoucherTax = (facts: VoucherTaxFacts): VoucherTaxTreatment =>
  new Set(facts.vatRates).size === 1 && !facts.taxedAtDestination ? 'JEDNOUCELOVA' : 'VIACUCELOVA';

/**
 * How spending a voucher of `treatment` enters the order's amounts (orderAmounts' Deduction):
 * a single-purpose voucher was taxed when sold (`prepaid`), a multi-purpose one is money paid
 * (`payment`), a given one lowers the price (`discount`).
 */
export const redemptionOf = (treatment: VoucherTaxTreatment): 'prepaid' | 'payment' | 'discount' =>
  treatment === 'JEDNOUCELOVA' ? 'prepaid' : treatment === 'VIACUCELOVA' ? 'payment' : 'discount';
