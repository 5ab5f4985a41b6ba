import { c, migrationStep } from '../table-builder.ts';

/**
 * Gift vouchers:
 * - `gift_voucher`: one row per voucher, ordered with an order (`order_id`) or given by the
 *   owner (none); its code, validity and issue day are written when its order is paid, its mail
 *   goes on `send_on` (or at once) and `sent_at` records when;
 * - `gift_voucher_entry`: every movement of its balance, spent on an order (SPEND, negative) or
 *   put back when that order is cancelled or withdrawn (RETURN, positive). The balance is the
 *   value plus the entries: the ledger is the only record of it.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('gift_voucher', {
    // Normalised (capitals, no hyphens); null until its order is paid.
    code: { ...c.string(16), unique: true },
    value_cents: c.long(true),
    // JEDNOUCELOVA, VIACUCELOVA, DAROVANA (domain: voucher-tax.ts).
    treatment: c.string(20, true),
    order_id: c.ref('customer_order'),
    buyer_email: c.string(254),
    buyer_name: c.string(200),
    recipient_name: c.string(60, true),
    message: c.text(),
    send_to: c.string(254),
    send_on: c.string(10),
    valid_until: c.string(10),
    issued_at: c.instant(),
    sent_at: c.instant(),
    mail_attempts: c.integer(true),
    blocked: c.boolean(true),
    withdrawn_at: c.instant(),
    cancelled_at: c.instant(),
    // Why the owner gave it, or blocked it, in their words.
    reason: c.text(),
    issued_by: c.string(100),
    created_date: c.instant(true),
  });
  await schema.createIndex('gift_voucher_order_idx', 'gift_voucher', ['order_id']);
  await schema.createIndex('gift_voucher_mail_idx', 'gift_voucher', ['sent_at', 'send_on']);
  await schema.createTable('gift_voucher_entry', {
    gift_voucher_id: c.ref('gift_voucher', true),
    order_id: c.ref('customer_order'),
    // SPEND or RETURN.
    kind: c.string(10, true),
    amount_cents: c.long(true),
    note: c.text(),
    created_date: c.instant(true),
  });
  await schema.createIndex('gift_voucher_entry_voucher_idx', 'gift_voucher_entry', [
    'gift_voucher_id',
  ]);
  await schema.createIndex('gift_voucher_entry_order_idx', 'gift_voucher_entry', ['order_id']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['gift_voucher_entry', 'gift_voucher']);
});
