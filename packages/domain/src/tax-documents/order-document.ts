import type { OrderDocumentEInvoice } from './einvoice-requirement.ts';
import type { TaxDocumentKind } from './tax-document-kind.ts';

/** One of an order's documents as `GET /api/orders/{id}/documents` lists it. */
export interface OrderDocument {
  /** The document's number; also its `{docId}` in the download path. */
  number: string;
  type: 'PROFORMA' | TaxDocumentKind;
  title: string;
  /** Calendar days 'YYYY-MM-DD'; the pro-forma has no tax point. */
  issueDate: string;
  taxPointDate: string | null;
  /** Euros, VAT included (negative on a credit note). */
  total: number;
  amountDue: number;
  referencedNumber: string | null;
  reason: string | null;
  /** False while the PDF is being rendered (a download renders it at once). */
  ready: boolean;
  filename: string;
  /** The download path, for the signed-in owner or an admin. */
  url: string;
  /** The structured e-invoice of a tax document; null for the pro-forma. */
  einvoice: OrderDocumentEInvoice | null;
}
