import { c, migrationStep } from '../table-builder.ts';

/**
 * The marks SEPA transfer files leave on the refunds they hold: one row per refund in a file
 * (the file's message id, the order, the amount, and what the order had been refunded before),
 * so that the next file leaves it out, the owner sees it exported, confirms the file as sent to
 * the bank, or puts a refund back.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('refund_export', {
    message_id: c.string(35, true),
    order_id: c.ref('customer_order', true),
    cents: c.long(true),
    // The order's refunds the bank had shown when the file was made: once it shows this one
    // too, the mark has done its work.
    refunded_before: c.long(true),
    exported_date: c.instant(true),
    exported_by: c.string(50, true),
    confirmed_date: c.instant(),
    confirmed_by: c.string(50),
    released_date: c.instant(),
    released_by: c.string(50),
  });
  await schema.createIndex('refund_export_order_idx', 'refund_export', ['order_id']);
  await schema.createIndex('refund_export_message_idx', 'refund_export', ['message_id']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['refund_export']);
});
