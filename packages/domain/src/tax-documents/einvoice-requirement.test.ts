import { describe, expect, it } from 'vitest';
import { countryCodeOf, eInvoiceRequirement } from './einvoice-requirement.ts';

const COMPANY = { country: 'Slovensko', ico: '35763469', dic: '2020317068', icDph: 'SK2020317068' };

describe('eInvoiceRequirement', () => {
  it("a VAT payer's invoices to a Slovak company are e-invoices to 0245:<DIČ>", () => {
    for (const kind of ['ADVANCE_INVOICE', 'FINAL_INVOICE', 'CREDIT_NOTE'] as const) {
      expect(eInvoiceRequirement(kind, true, COMPANY)).toEqual({
        required: true,
        endpoint: '2020317068',
      });
    }
  });

  it('reads the DIČ from the IČ DPH when only that was given', () => {
    expect(eInvoiceRequirement('FINAL_INVOICE', true, { ...COMPANY, dic: null })).toEqual({
      required: true,
      endpoint: '2020317068',
    });
  });

  it('a company with neither DIČ nor IČ DPH is due one but cannot be addressed', () => {
    expect(
      eInvoiceRequirement('FINAL_INVOICE', true, { ...COMPANY, dic: null, icDph: null }),
    ).toEqual({ required: true, endpoint: null });
  });

  it('not for a consumer, a payment confirmation, a non-payer, nor a buyer abroad', () => {
    const consumer = { country: 'Slovensko', ico: null, dic: null, icDph: null };
    expect(eInvoiceRequirement('FINAL_INVOICE', true, consumer)).toEqual({ required: false });
    expect(eInvoiceRequirement('PAYMENT_CONFIRMATION', true, COMPANY)).toEqual({ required: false });
    expect(eInvoiceRequirement('FINAL_INVOICE', false, COMPANY)).toEqual({ required: false });
    expect(eInvoiceRequirement('FINAL_INVOICE', true, { ...COMPANY, country: 'CZ' })).toEqual({
      required: false,
    });
  });

  it.each([
    ['Slovensko', 'SK'],
    ['Slovenská republika', 'SK'],
    ['sk', 'SK'],
    ['cz', 'CZ'],
    ['Česko', null],
    [null, null],
  ])('reads the country %j as %j', (country, code) => {
    expect(countryCodeOf(country)).toBe(code);
  });
});
