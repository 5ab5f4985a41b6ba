import { describe, expect, it } from 'vitest';
import {
  renderTaxDocument,
  type TaxDocumentPdfData,
} from '../../../src/areas/tax-documents/rendering/tax-document.pdf.ts';
import { pdfText, sampleInvoice, sampleQrPng } from '../documents/sample-documents.ts';

const supplier = async () => sampleInvoice(await sampleQrPng(100, '1')).supplier;

const document = async (
  changes: Partial<TaxDocumentPdfData> = {},
): Promise<TaxDocumentPdfData> => ({
  kind: 'ADVANCE_INVOICE',
  number: 'ZF2026000001',
  issueDate: '2026-11-24',
  taxPointDate: '2026-11-23',
  variableSymbol: '4711',
  proformaNumber: '2026-000123',
  referencedNumber: '2026-000123',
  reason: null,
  supplier: await supplier(),
  customer: {
    name: 'Nováková Design s.r.o.',
    email: 'jana@example.sk',
    addressLines: ['Mlynská 12', '040 01 Košice', 'Slovensko'],
    idLines: ['IČO: 87654321', 'DIČ: 2029876543', 'IČ DPH: SK2029876543'],
  },
  lines: [
    {
      title: 'Fotografia 45 × 30 cm',
      quantity: '2 ks',
      amountCents: 784,
      unitPriceCents: 319,
      vatPercent: 23,
    },
  ],
  vatRecap: [{ rate: 23, baseCents: 637, vatCents: 147 }],
  barCents: 784,
  ...changes,
});

const textOf = async (changes: Partial<TaxDocumentPdfData> = {}) =>
  pdfText(await renderTaxDocument(await document(changes))).replace(/\u00a0/g, ' ');

describe('renderTaxDocument', () => {
  it('names a company buyer with its IČO, DIČ and IČ DPH, and keeps the title whole', async () => {
    const text = await textOf();
    expect(text).toContain('Faktúra – daňový doklad k prijatej platbe');
    for (const expected of [
      'Nováková Design s.r.o.',
      'IČO: 87654321',
      'DIČ: 2029876543',
      'IČ DPH: SK2029876543',
      '23. 11. 2026',
      'Uhradené – neplaťte',
      '3,19 €',
      '6,37 €',
      '1,47 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('of an order paid by card: each document names the card, none a transfer', async () => {
    const final = await textOf({ kind: 'FINAL_INVOICE', paidByCard: true, barCents: 0 });
    expect(final).toContain('Platba kartou');
    const credit = await textOf({ kind: 'CREDIT_NOTE', paidByCard: true, reason: 'Zrušenie' });
    expect(credit).toContain('Na platobnú kartu');
    expect(credit).toContain('Sumu vrátime na kartu, ktorou ste platili.');
    for (const text of [final, credit]) expect(text).not.toContain('Bankový prevod');
    expect(await textOf({ kind: 'CREDIT_NOTE', reason: 'Zrušenie' })).toContain('Bankový prevod');
  });
});
