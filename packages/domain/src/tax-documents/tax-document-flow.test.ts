import { describe, expect, it } from 'vitest';
import { taxDocumentsDue } from './tax-document-flow.ts';
import { taxDocumentNumber } from './tax-document-kind.ts';

describe('taxDocumentsDue', () => {
  it('a VAT payer issues the advance invoice on payment, a non-payer a payment confirmation', () => {
    expect(taxDocumentsDue('ZAPLATENA', true, [])).toEqual(['ADVANCE_INVOICE']);
    expect(taxDocumentsDue('ZAPLATENA', false, [])).toEqual(['PAYMENT_CONFIRMATION']);
    expect(taxDocumentsDue('ZAPLATENA', true, ['ADVANCE_INVOICE'])).toEqual([]);
  });

  it('the final invoice comes at dispatch, or at hand-over of a pick-up, once', () => {
    expect(taxDocumentsDue('ODOSLANA', true, ['ADVANCE_INVOICE'])).toEqual(['FINAL_INVOICE']);
    expect(taxDocumentsDue('VYBAVENA', false, ['PAYMENT_CONFIRMATION'])).toEqual(['FINAL_INVOICE']);
    expect(taxDocumentsDue('VYBAVENA', true, ['ADVANCE_INVOICE', 'FINAL_INVOICE'])).toEqual([]);
  });

  it('a cancellation issues a credit note only after a tax document', () => {
    expect(taxDocumentsDue('ZRUSENA', true, [])).toEqual([]);
    expect(taxDocumentsDue('ZRUSENA', true, ['ADVANCE_INVOICE'])).toEqual(['CREDIT_NOTE']);
    expect(taxDocumentsDue('ZRUSENA', false, ['PAYMENT_CONFIRMATION'])).toEqual([]);
    expect(taxDocumentsDue('ZRUSENA', true, ['ADVANCE_INVOICE', 'CREDIT_NOTE'])).toEqual([]);
  });

  it('a cancellation after a withdrawal credits only what is left', () => {
    const withdrawn = ['ADVANCE_INVOICE', 'FINAL_INVOICE', 'CREDIT_NOTE'] as const;
    expect(taxDocumentsDue('ZRUSENA', true, withdrawn, 3190)).toEqual(['CREDIT_NOTE']);
    expect(taxDocumentsDue('ZRUSENA', true, withdrawn, 0)).toEqual([]);
    expect(taxDocumentsDue('ZRUSENA', true, [], 3190)).toEqual([]);
  });

  it('production issues nothing', () => {
    expect(taxDocumentsDue('VO_VYROBE', true, ['ADVANCE_INVOICE'])).toEqual([]);
  });
});

describe('taxDocumentNumber', () => {
  it('is the prefix, the year and six digits', () => {
    expect(taxDocumentNumber('FINAL_INVOICE', 2026, 1)).toBe('FA2026000001');
    expect(taxDocumentNumber('CREDIT_NOTE', 2026, 123456)).toBe('DB2026123456');
    expect(taxDocumentNumber('ADVANCE_INVOICE', 2027, 42)).toBe('ZF2027000042');
  });
});
