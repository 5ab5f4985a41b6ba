import type { TaxDocumentKind } from '@fotoobraz/domain';
import type { DocumentMail } from '../../repositories/pending-document.repository.ts';
import type { ProformaDocumentData } from './proforma.document.ts';
import type { TaxDocumentData } from './tax-document.document.ts';

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
