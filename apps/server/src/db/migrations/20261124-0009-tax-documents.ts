import { c, migrationStep } from '../table-builder.ts';

/**
 * Tax documents (advance invoices on payment, final invoices at supply, payment confirmations of
 * a shop that is not a VAT payer, credit notes) in a table of their own, kept ten years. Each
 * kind numbers its documents in its own gapless yearly series, taken from a counter row per kind
 * and year in the transaction that issues the document. The row freezes what the accountant
 * needs; the PDF is filled in once, by the document worker, and never changes afterwards.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.createTable('tax_document', {
    kind: c.string(30, true),
    year: c.integer(true),
    seq: c.integer(true),
    number: { ...c.string(20, true), unique: true },
    // No cascade: an order with tax documents must not be deleted, and the database says so too.
    order_id: c.ref('customer_order', true),
    // Calendar days (YYYY-MM-DD, Bratislava): they sort and compare as text on both databases.
    issue_date: c.string(10, true),
    tax_point_date: c.string(10, true),
    variable_symbol: c.string(10),
    buyer_name: c.string(200, true),
    buyer_ico: c.string(8),
    buyer_dic: c.string(10),
    buyer_ic_dph: c.string(12),
    vat_payer: c.boolean(true),
    // JSON text: [{ "rate": 23, "base": 81.3, "vat": 18.7 }, ...], one entry per VAT rate.
    vat_breakdown: c.text(true),
    total: c.decimal(true),
    amount_due: c.decimal(true),
    referenced_document_id: c.ref('tax_document'),
    // The number the document refers to: the pro-forma's for an advance invoice, the corrected
    // document's for a credit note.
    referenced_number: c.string(20),
    reason: c.text(),
    created_date: c.instant(true),
    pdf: c.blob(),
  });
  await schema.createIndex(
    'tax_document_kind_year_seq_uq',
    'tax_document',
    ['kind', 'year', 'seq'],
    {
      unique: true,
    },
  );
  await schema.createIndex('tax_document_order_idx', 'tax_document', 'order_id');
  await schema.createIndex('tax_document_tax_point_idx', 'tax_document', 'tax_point_date');
  await db.schema
    .createTable('tax_document_counter')
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('last_seq', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('tax_document_counter_pk', ['kind', 'year'])
    .execute();
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['tax_document_counter', 'tax_document']);
});
