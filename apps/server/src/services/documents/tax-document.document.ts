import { TAX_DOCUMENT_KINDS, type TaxDocumentKind } from '@fotoobraz/domain';
import { renderTaxDocument } from '../../rendering/documents/tax-document.pdf.ts';
import type { DocumentKind } from './document.service.ts';

/**
 * The pending-document kind of each tax document kind; the row in `tax_document` exists from
 * the issue on, and gets its PDF once (never re-rendered).
 */
const taxDocumentKind: DocumentKind<TaxDocumentKind> = {
  render: (data) => renderTaxDocument(data.page),
  store: async ({ taxDocuments }, { data }, pdf) => {
    await taxDocuments.storePdf(data.documentId, pdf);
  },
};

export const TAX_DOCUMENT_RENDERERS = Object.fromEntries(
  TAX_DOCUMENT_KINDS.map((kind) => [kind, taxDocumentKind]),
) as Record<TaxDocumentKind, DocumentKind<TaxDocumentKind>>;
