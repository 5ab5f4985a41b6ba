import type { DocumentMail } from '../repositories/pending-document.repository.ts';

/**
 * Every kind of document, by the name stored in `pending_document.kind`, with the data its
 * rendering needs. The areas that issue documents add their kinds from their doors
 * (`declare module '../documents/index.ts'`), and register how each is made with
 * `app.documents.makes(…)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas
export interface DocumentData {}

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
