import { c, migrationStep } from '../table-builder.ts';

/**
 * The card gateway's payouts as the bank statements bring them:
 * - `card_payout`: one row per bank credit recognised as a payout, queued in the import's
 *   transaction; a worker asks the gateway which payout it is and books it (its payments,
 *   refunds and fees added up), or says the gateway does not know it;
 * - `card_payout_line`: what a booked payout carried, each card payment, refund and fee, with
 *   the gateway's fee on it: the month's export lists them as the shop's cost.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('card_payout', {
    bank_entry_id: { ...c.ref('bank_entry', true), unique: true },
    // TO_MATCH (queued, or retried), MATCHING (a worker has it), BOOKED, UNKNOWN.
    state: c.string(10, true),
    payout_id: { ...c.string(255), unique: true },
    arrival_date: c.string(10),
    payments_cents: c.long(),
    refunds_cents: c.long(),
    fees_cents: c.long(),
    other_cents: c.long(),
    // Why the payout is not booked: the gateway's failure, or what it did not know.
    reason: c.text(),
    attempts: c.integer(true),
    next_attempt_at: c.instant(true),
    created_date: c.instant(true),
    updated_date: c.instant(true),
  });
  await schema.createIndex('card_payout_due_idx', 'card_payout', ['state', 'next_attempt_at']);
  await schema.createTable('card_payout_line', {
    card_payout_id: c.ref('card_payout', true),
    // PAYMENT, REFUND, FEE, OTHER.
    kind: c.string(10, true),
    payment_id: c.string(255),
    order_id: c.ref('customer_order'),
    amount_cents: c.long(true),
    fee_cents: c.long(true),
  });
  await schema.createIndex('card_payout_line_payout_idx', 'card_payout_line', ['card_payout_id']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['card_payout_line', 'card_payout']);
});
