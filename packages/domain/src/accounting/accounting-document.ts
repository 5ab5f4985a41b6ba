import type { PaymentMethod } from '../orders/card-payment.ts';
import { TAX_DOCUMENT_TITLES, type TaxDocumentKind } from '../tax-documents/tax-document-kind.ts';

/**
 * One document as the accountant sees it: the pro-forma from the order, or a document of the tax
 * documents table. Amounts are integer cents as the document states them; a credit note's base,
 * VAT and total are negative.
 */
export type AccountingDocumentType = 'PROFORMA' | TaxDocumentKind;

/** The type column's text: each document's own title. */
export const ACCOUNTING_DOCUMENT_TYPE_LABELS: Readonly<Record<AccountingDocumentType, string>> = {
  PROFORMA: 'Zálohová faktúra',
  ...TAX_DOCUMENT_TITLES,
};

/**
 * Whether a document of this type enters the VAT summary. A pro-forma is a request for payment,
 * not a tax document; a non-VAT payer's payment confirmation is none either.
 */
export const countsForVat = (type: AccountingDocumentType): boolean =>
  type !== 'PROFORMA' && type !== 'PAYMENT_CONFIRMATION';

/** Base and VAT of one rate on one document. */
export interface VatLine {
  /** The rate in percent, e.g. 23. */
  ratePercent: number;
  baseCents: number;
  vatCents: number;
}

export interface AccountingDocument {
  number: string;
  type: AccountingDocumentType;
  /** 'YYYY-MM-DD', in Bratislava. */
  issueDate: string;
  /** The tax point ('dátum zdaniteľného plnenia'), 'YYYY-MM-DD'; null for a pro-forma. */
  taxPointDate: string | null;
  buyerName: string | null;
  buyerIco: string | null;
  buyerDic: string | null;
  buyerIcDph: string | null;
  /**
   * The base and VAT the document declares: a final invoice only what it adds to its advance
   * invoice (nothing when paid in full), a credit note negative. Empty for a pro-forma and for a
   * shop that is not a VAT payer.
   */
  vat: readonly VatLine[];
  totalCents: number;
  variableSymbol: string | null;
  orderId: number;
  /** How the document's order is paid (paymentMethodOf). */
  paymentMethod: PaymentMethod;
  /** The card gateway's payment that paid the order (Stripe's PaymentIntent), else null. */
  cardPaymentId: string | null;
}

/**
 * The day that places a document in a month: its tax point, or for a pro-forma (which has
 * none) its issue date.
 * @example accountingDayOf({ issueDate: '2026-10-31', taxPointDate: '2026-11-02', ... }) // -> '2026-11-02'
 */
export const accountingDayOf = (doc: Pick<AccountingDocument, 'issueDate' | 'taxPointDate'>) =>
  doc.taxPointDate ?? doc.issueDate;

/**
 * The month's documents in the order the accountant reads them: by day, then by number.
 * @example sortAccountingDocuments(docs).map((d) => d.number) // -> ['2026-000001', 'FA2026000001', ...]
 */
export const sortAccountingDocuments = (
  documents: readonly AccountingDocument[],
): AccountingDocument[] =>
  [...documents].sort(
    (a, b) =>
      accountingDayOf(a).localeCompare(accountingDayOf(b)) ||
      (a.number < b.number ? -1 : a.number > b.number ? 1 : 0),
  );
