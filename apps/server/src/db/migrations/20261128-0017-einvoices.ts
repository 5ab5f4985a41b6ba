import { c, migrationStep } from '../table-builder.ts';

/**
 * The structured e-invoice (UBL, Peppol BIS Billing 3.0) of a tax document issued to a company,
 * kept beside the document for its ten years: the XML is written once, when the document is
 * issued, and never changes. The row is also the document's place in the delivery queue: it is
 * checked and sent to the access point by a worker that claims it as the mail outbox claims a
 * mail (`attempts`, `next_attempt_at`), until it is sent, refused, or found wrong.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('einvoice', {
    tax_document_id: { ...c.ref('tax_document', true), unique: true },
    // No cascade: like its document, an e-invoice outlives every deletion.
    order_id: c.ref('customer_order', true),
    number: c.string(20, true),
    // SENDING (checked and sent by the worker), GENERATED (no access point), SENT, REFUSED, INVALID.
    state: c.string(20, true),
    xml: c.text(),
    // JSON text: the reasons, in Slovak, why the check or the access point refused it.
    problems: c.text(),
    message_id: c.string(200),
    answer: c.text(),
    created_date: c.instant(true),
    sent_date: c.instant(),
    attempts: c.integer(true),
    next_attempt_at: c.instant(true),
    last_error: c.text(),
  });
  await schema.createIndex('einvoice_order_idx', 'einvoice', 'order_id');
  await schema.createIndex('einvoice_due_idx', 'einvoice', ['state', 'next_attempt_at']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['einvoice']);
});
