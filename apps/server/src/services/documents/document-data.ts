import type { TaxDocumentKind } from '@fotoobraz/domain';
import type { DocumentMail } from '../../repositories/pending-document.repository.ts';
import type { PaymentQrInput } from '../../rendering/documents/payment-qr.ts';
import type { ProformaInvoiceData } from '../../rendering/documents/proforma.pdf.ts';
import type { TaxDocumentPdfData } from '../../rendering/documents/tax-document.pdf.ts';

export const PROFORMA = 'PROFORMA';

/** What a pro-forma needs after its order's transaction: the invoice, its QR and its row. */
export interface ProformaDocumentData {
  invoice: Omit<ProformaInvoiceData, 'qrPng'>;
  payment: PaymentQrInput;
  year: number;
  seq: number;
  /** ISO instants, as the invoice row keeps them. */
  issuedAt: string;
  dueAt: string;
  /** The amount due in euros. */
  amount: number;
}

/** What a tax document's rendering needs: its row's id, and the page as issued. */
export interface TaxDocumentData {
  documentId: number;
  page: TaxDocumentPdfData;
}

/**
 * Every kind of document, by the name stored in `pending_document.kind`, with the data its
 * rendering needs. DocumentService's table of kinds must make each one of them.
 */
export interface DocumentData extends Record<TaxDocumentKind, TaxDocumentData> {
  PROFORMA: ProformaDocumentData;
}

export type DocumentKindName = keyof DocumentData;

/** A document to issue: its kind says how it is rendered, `data` is what that kind needs. */
export type NewPendingDocument<K extends DocumentKindName = DocumentKindName> = {
  [Kind in K]: {
    kind: Kind;
    orderId: number;
    number: string;
    data: DocumentData[Kind];
    mail?: DocumentMail;
  };
}[K];

/** An issued document waiting for its PDF. */
export type PendingDocument<K extends DocumentKindName = DocumentKindName> =
  NewPendingDocument<K> & {
    id: number;
    /** Renderings started so far, this one included. */
    attempts: number;
  };
