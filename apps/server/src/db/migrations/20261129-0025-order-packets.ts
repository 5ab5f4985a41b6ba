import { c, migrationStep } from '../table-builder.ts';

/**
 * The shop's own record of each order's Packeta packet, and the packet's place in the queue of
 * calls to Packeta: one row per order, written in the transaction that asks for the packet,
 * claimed by the worker (`attempts`, `next_attempt_at`), which writes each attempt down before
 * it calls. The packet's id and barcode, the reason of a refusal, and Packeta's last known
 * status are kept with it.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('order_packet', {
    // One packet per order: a second request finds the row and never asks Packeta twice.
    order_id: { ...c.ref('customer_order', true), unique: true },
    // TO_CREATE, CREATING, TO_CHECK, REFUSED, CREATED, ON_THE_WAY, READY_FOR_PICKUP, DELIVERED,
    // RETURNED, CANCELLED (PACKET_STATE in the domain).
    state: c.string(20, true),
    attempts: c.integer(true),
    next_attempt_at: c.instant(true),
    packet_id: c.string(20),
    barcode: c.string(20),
    barcode_text: c.string(30),
    // Packeta's reason of a refusal (Slovak), or what went wrong with the last call.
    last_error: c.text(),
    carrier_status_code: c.integer(),
    carrier_status_text: c.string(200),
    carrier_status_at: c.string(40),
    // When the status job last asked Packeta; also its lease (claimed by moving it on).
    status_checked_at: c.instant(),
    // WAITING: the order was dispatched and its customer's mail waits for the packet; SENT.
    dispatch_mail: c.string(10),
    requested_by: c.string(50, true),
    created_date: c.instant(true),
    updated_date: c.instant(true),
  });
  await schema.createIndex('order_packet_due_idx', 'order_packet', ['state', 'next_attempt_at']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['order_packet']);
});
