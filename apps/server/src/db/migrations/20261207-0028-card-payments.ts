import { c, migrationStep } from '../table-builder.ts';

/**
 * Card payments through the card gateway (Stripe Checkout):
 * - `card_checkout`: each attempt to pay an order by card, one row per payment page, written
 *   before the gateway is asked (its number is in the idempotency key), then its session, what
 *   became of it, and the payment a refund names;
 * - `card_event`: the id of each gateway event acted on, so a repeat does nothing;
 * - `card_refund`: the refunds back to the card, one per credit note, queued in the credit
 *   note's transaction and sent by a worker (the credit note's number is the idempotency key).
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('card_checkout', {
    order_id: c.ref('customer_order', true),
    attempt: c.integer(true),
    // ASKED, OPEN, PAID, EXPIRED, FAILED (no session), REVIEW (paid, but not what the order owes).
    state: c.string(10, true),
    session_id: { ...c.string(255), unique: true },
    url: c.text(),
    expires_at: c.instant(),
    amount_cents: c.long(),
    currency: c.string(3),
    payment_id: c.string(255),
    // Why a session could not be made, or why its payment waits for the owner.
    note: c.text(),
    created_date: c.instant(true),
    // When the open-sessions job last asked the gateway; also its lease.
    checked_at: c.instant(),
    paid_date: c.instant(),
  });
  await schema.createIndex('card_checkout_attempt_uq', 'card_checkout', ['order_id', 'attempt'], {
    unique: true,
  });
  await schema.createIndex('card_checkout_state_idx', 'card_checkout', ['state', 'checked_at']);
  await schema.createTable('card_event', {
    event_id: { ...c.string(255, true), unique: true },
    type: c.string(100, true),
    received_date: c.instant(true),
  });
  await schema.createTable('card_refund', {
    order_id: c.ref('customer_order', true),
    credit_note_number: { ...c.string(30, true), unique: true },
    payment_id: c.string(255, true),
    amount_cents: c.long(true),
    // TO_SEND, PENDING (the gateway has it), SUCCEEDED, FAILED, TO_CHECK (no certain answer).
    state: c.string(10, true),
    refund_id: c.string(255),
    failure_reason: c.text(),
    attempts: c.integer(true),
    next_attempt_at: c.instant(true),
    created_date: c.instant(true),
    updated_date: c.instant(true),
  });
  await schema.createIndex('card_refund_due_idx', 'card_refund', ['state', 'next_attempt_at']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['card_refund', 'card_event', 'card_checkout']);
});
