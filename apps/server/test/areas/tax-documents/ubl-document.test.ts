import { documentFigures, type SuppliedLine } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { ublDocument } from '../../../src/areas/tax-documents/services/einvoices/ubl-document.ts';
import { ruleFindings, sampleDocument } from './ubl-samples.ts';

// Several lines at 23 %: a promotion's odd price for 3 pieces, a plain piece, and the postage.
const SUPPLY: SuppliedLine[] = [
  { title: 'Fotoobraz na plátne 40×30 (akcia −15 %)', quantity: 3, amountCents: 7647 },
  { title: 'Fotografia s paspartou v ráme', quantity: 1, amountCents: 4990 },
  { title: 'Poštovné a balné', quantity: 1, amountCents: 490 },
];

const advanceOf = (supply: SuppliedLine[]) => {
  const figures = documentFigures('ADVANCE_INVOICE', supply, 23);
  return {
    number: 'ZF2026000001',
    taxPointDate: '2026-11-27',
    vatBreakdown: figures.vatBreakdown,
    totalCents: figures.totalCents,
  };
};

describe('UBL of the tax documents, by the official rules', () => {
  it('an advance invoice (prepayment, several lines, postage, a promotion) passes with 0 fatal and 0 warnings', () => {
    const xml = ublDocument(sampleDocument('ADVANCE_INVOICE', SUPPLY));
    expect(xml).toContain('<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0245">2023456789</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0245">2020123456</cbc:EndpointID>');
    expect(xml).toContain('<cbc:BuyerReference>2611000042</cbc:BuyerReference>');
    expect(xml).toContain('<cbc:PaymentID>2611000042</cbc:PaymentID>');
    expect(xml).toContain('<cbc:Percent>23</cbc:Percent>');
    expect(ruleFindings(xml)).toEqual([]);
  });

  it('a final invoice deducts the advance as a line of quantity -1 and declares only the VAT still due', () => {
    const document = sampleDocument('FINAL_INVOICE', SUPPLY, advanceOf(SUPPLY));
    const xml = ublDocument(document);
    expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="H87">-1</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>');
    expect(xml).not.toContain('PrepaidAmount');
    expect(xml).toMatch(/<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">0.00<\/cbc:TaxAmount>/);
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(ruleFindings(xml)).toEqual([]);
  });

  it('a final invoice for more than the advance declares the difference', () => {
    const paidFor = SUPPLY.slice(0, 1);
    const xml = ublDocument(sampleDocument('FINAL_INVOICE', SUPPLY, advanceOf(paidFor)));
    // (49,90 + 4,90) / 1,23 = 44,55 base, 10,25 VAT still due.
    expect(xml).toContain('<cbc:TaxableAmount currencyID="EUR">44.55</cbc:TaxableAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">54.80</cbc:PayableAmount>');
    expect(ruleFindings(xml)).toEqual([]);
  });

  it('a credit note after payment refers to the advance it corrects and passes', () => {
    const document = {
      ...sampleDocument('CREDIT_NOTE', SUPPLY),
      referenced: { number: 'ZF2026000001', issueDate: '2026-11-27' },
    };
    const xml = ublDocument(document);
    expect(xml).toContain('<CreditNote ');
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain('<cbc:ID>ZF2026000001</cbc:ID>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">131.27</cbc:PayableAmount>');
    expect(ruleFindings(xml)).toEqual([]);
  });

  describe('how the order was paid (BG-16)', () => {
    const means = (xml: string) => /<cac:PaymentMeans>.*<\/cac:PaymentMeans>/.exec(xml)?.[0];

    it('by transfer: a credit transfer (30) to the shop’s IBAN with the variable symbol', () => {
      const xml = ublDocument(sampleDocument('ADVANCE_INVOICE', SUPPLY));
      expect(means(xml)).toBe(
        '<cac:PaymentMeans><cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>' +
          '<cbc:PaymentID>2611000042</cbc:PaymentID><cac:PayeeFinancialAccount>' +
          '<cbc:ID>SK3112000000198742637541</cbc:ID><cbc:Name>Fotoobraz s.r.o.</cbc:Name>' +
          '</cac:PayeeFinancialAccount></cac:PaymentMeans>',
      );
    });

    it.each([
      ['an advance invoice', sampleDocument('ADVANCE_INVOICE', SUPPLY, undefined, 'KARTA')],
      ['a final invoice', sampleDocument('FINAL_INVOICE', SUPPLY, advanceOf(SUPPLY), 'KARTA')],
      [
        'a credit note',
        {
          ...sampleDocument('CREDIT_NOTE', SUPPLY, undefined, 'KARTA'),
          referenced: { number: 'ZF2026000001', issueDate: '2026-11-27' },
        },
      ],
    ])(
      'by card: %s declares the bank card (48), no card number, no account to pay to, and passes',
      (_, document) => {
        const xml = ublDocument(document);
        expect(means(xml)).toBe(
          '<cac:PaymentMeans><cbc:PaymentMeansCode name="Bank card">48</cbc:PaymentMeansCode>' +
            '<cbc:PaymentID>2611000042</cbc:PaymentID></cac:PaymentMeans>',
        );
        expect(xml).not.toContain('PayeeFinancialAccount');
        expect(xml).not.toContain('CardAccount');
        expect(xml).not.toContain('SK3112000000198742637541');
        expect(ruleFindings(xml)).toEqual([]);
      },
    );

    it('by card: a credit note says the amount goes back to the card', () => {
      const xml = ublDocument(sampleDocument('CREDIT_NOTE', SUPPLY, undefined, 'KARTA'));
      expect(xml).toContain(
        '<cac:PaymentTerms><cbc:Note>Sumu vrátime na kartu, ktorou ste platili.</cbc:Note>',
      );
    });
  });
});
