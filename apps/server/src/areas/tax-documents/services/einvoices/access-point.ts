/** A document handed to the Peppol access point. */
export interface EInvoiceDelivery {
  /** The document's number: also the idempotency key, so a repeat is recognised as one. */
  number: string;
  xml: string;
}

/**
 * What the access point answered. A transient failure (the access point down, 5xx, a timeout, a
 * refused token) is no answer: the adapter throws, and the delivery is tried again later.
 */
export type AccessPointAnswer =
  | { outcome: 'accepted'; messageId: string; answer: string; duplicate: boolean }
  | { outcome: 'refused'; reason: string; answer: string }
  /**
   * A success status whose answer names neither the document nor a message id (a proxy's HTML
   * maintenance page, a body of another request): nothing says the document arrived, so it is
   * tried again (the number is the idempotency key) and shown to the owner as doubtful.
   */
  | { outcome: 'doubtful'; reason: string; answer: string };

/**
 * The port of the certified Peppol access point ("digitálny poštár") the shop sends its
 * e-invoices through; it delivers them on Peppol and reports them to Finančná správa. An adapter
 * for one provider is one file implementing this (see peppol-http.access-point.ts).
 */
export interface AccessPoint {
  deliver(document: EInvoiceDelivery): Promise<AccessPointAnswer>;
}
