import { TAX_DOCUMENT_KINDS, type TaxDocumentKind } from '@fotoobraz/domain';
import {
  renderTaxDocument,
  type TaxDocumentPdfData,
} from '../../rendering/documents/tax-document.pdf.ts';
import type { DocumentKind } from './document.service.ts';

/** What a tax document's rendering needs: its row's id, and the page as issued. */
export interface TaxDocumentData {
  documentId: number;
  page: TaxDocumentPdfData;
}

/**
 * The pending-document kind of each tax document kind; the row in `tax_document` exists from
 * the issue on, and gets its PDF once (never re-rendered).
 */
const taxDocumentKind: DocumentKind = {
  render: (data) => renderTaxDocument((data as TaxDocumentData).page),
  store: async ({ taxDocuments }, document, pdf) => {
    await taxDocuments.storePdf((document.data as TaxDocumentData).documentId, pdf);
  },
};

export const TAX_DOCUMENT_RENDERERS: Record<TaxDocumentKind, DocumentKind> = Object.fromEntries(
  TAX_DOCUMENT_KINDS.map((kind) => [kind, taxDocumentKind]),
) as Record<TaxDocumentKind, DocumentKind>;
