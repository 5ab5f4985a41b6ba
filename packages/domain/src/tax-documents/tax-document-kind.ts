import { closedSet } from '../labels/closed-set.ts';

/**
 * The kinds of tax document, each with its own yearly gapless number series (its prefix).
 * ADVANCE_INVOICE: 'Faktúra – daňový doklad k prijatej platbe' (VAT payer, on payment).
 * FINAL_INVOICE: 'Faktúra' at supply (dispatch or hand-over), for every shop.
 * PAYMENT_CONFIRMATION: 'Potvrdenie o prijatí platby' (a shop that is not a VAT payer, on payment).
 * CREDIT_NOTE: 'Opravná faktúra (dobropis)' on a cancellation after a tax document.
 */
export const { labels: TAX_DOCUMENT_TITLES, codes: TAX_DOCUMENT_KINDS } = closedSet({
  ADVANCE_INVOICE: 'Faktúra – daňový doklad k prijatej platbe',
  FINAL_INVOICE: 'Faktúra',
  PAYMENT_CONFIRMATION: 'Potvrdenie o prijatí platby',
  CREDIT_NOTE: 'Opravná faktúra (dobropis)',
});
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const TAX_DOCUMENT_PREFIXES: Record<TaxDocumentKind, string> = {
  ADVANCE_INVOICE: 'ZF',
  FINAL_INVOICE: 'FA',
  PAYMENT_CONFIRMATION: 'PP',
  CREDIT_NOTE: 'DB',
};

/**
 * A document's number: its kind's prefix, the year and six digits of the sequence.
 * @example taxDocumentNumber('FINAL_INVOICE', 2026, 1) // -> 'FA2026000001'
 */
export const taxDocumentNumber = (kind: TaxDocumentKind, year: number, seq: number): string =>
  `${TAX_DOCUMENT_PREFIXES[kind]}${year}${String(seq).padStart(6, '0')}`;
