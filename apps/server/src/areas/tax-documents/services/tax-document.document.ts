import { TAX_DOCUMENT_KINDS, type TaxDocumentKind } from '@fotoobraz/domain';
import type { DocumentKind } from '../../documents/index.ts';
import { renderTaxDocument, type TaxDocumentPdfData } from '../rendering/tax-document.pdf.ts';

/** What a tax document's rendering needs: its row's id, and the page as issued. */
export interface TaxDocumentData {
  documentId: number;
  page: TaxDocumentPdfData;
}

/**
 * The pending-document kind of each tax document kind; the row in `tax_document` exists from
 * the issue on, and gets its PDF once (never re-rendered).
 */
const taxDocumentKind: DocumentKind<TaxDocumentKind, 'taxDocuments'> = {
  uses: ['taxDocuments'],
  render: (data) => renderTaxDocument(data.page),
  store: async ({ taxDocuments }, { data }, pdf) => {
    await taxDocuments.storePdf(data.documentId, pdf);
  },
};

/** Every tax document kind with how it is made. */
export const TAX_DOCUMENT_MAKERS = TAX_DOCUMENT_KINDS.map(
  (kind) => [kind, taxDocumentKind] as const,
);
