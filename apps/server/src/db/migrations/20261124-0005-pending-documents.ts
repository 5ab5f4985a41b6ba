import { c, migrationStep } from '../table-builder.ts';

/**
 * Documents whose number is issued but whose PDF is not rendered yet: the order's
 * transaction writes the row, a worker renders the PDF after the commit, stores it where its
 * kind keeps documents, queues its mail and deletes the row, all in one transaction.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('pending_document', {
    kind: c.string(30, true),
    // A pro-forma goes with its order when an admin deletes it; so does its pending render.
    order_id: { ...c.ref('customer_order', true), cascade: true },
    number: c.string(30, true),
    data: c.text(true),
    mail: c.text(),
    created_date: c.instant(true),
    attempts: c.integer(true),
    next_attempt_at: c.instant(true),
    last_error: c.text(),
  });
  await schema.createIndex(
    'pending_document_kind_number_uq',
    'pending_document',
    ['kind', 'number'],
    {
      unique: true,
    },
  );
  await schema.createIndex('pending_document_order_idx', 'pending_document', 'order_id');
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['pending_document']);
});
