import { c, migrationStep } from '../table-builder.ts';

/**
 * Imported bank statements (camt.053) and their transactions. A transaction's key (account IBAN
 * and the bank's reference, see bankEntryKeyOf) is unique: importing a statement again, or one
 * that overlaps it, adds only what is new, also when two instances import at once.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('bank_statement', {
    account_iban: c.string(34, true),
    bank_statement_id: c.string(100, true),
    from_date: c.string(10),
    to_date: c.string(10),
    imported_by: c.string(50, true),
    imported_date: c.instant(true),
  });
  await schema.createIndex(
    'bank_statement_account_id_uq',
    'bank_statement',
    ['account_iban', 'bank_statement_id'],
    { unique: true },
  );
  await schema.createTable('bank_entry', {
    statement_id: c.ref('bank_statement', true),
    entry_key: c.string(200, true),
    booking_date: c.string(10, true),
    amount_cents: c.long(true),
    currency: c.string(3, true),
    credit_debit: c.string(4, true),
    variable_symbol: c.string(10),
    specific_symbol: c.string(10),
    constant_symbol: c.string(10),
    counterparty_name: c.string(140),
    counterparty_iban: c.string(34),
    remittance: c.text(),
    state: c.string(20, true),
    review_reason: c.string(20),
    // No foreign key: a payment stays on record when its order is deleted.
    order_id: c.long(),
    // A debit refunding a credit note: the credit note it pays back.
    credit_note_id: c.ref('tax_document'),
    resolved_by: c.string(50),
    resolved_date: c.instant(),
    note: c.text(),
  });
  await schema.createIndex('bank_entry_key_uq', 'bank_entry', 'entry_key', { unique: true });
  await schema.createIndex('bank_entry_statement_idx', 'bank_entry', 'statement_id');
  await schema.createIndex('bank_entry_state_idx', 'bank_entry', 'state');
  await schema.createIndex('bank_entry_order_idx', 'bank_entry', 'order_id');
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['bank_entry', 'bank_statement']);
});
