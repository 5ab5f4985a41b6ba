import { c, migrationStep, type AddedColumns, type MigrationSchema } from '../table-builder.ts';

const ORDER_COLUMNS: AddedColumns = {
  handover_method: c.string(255),
  delivery_name: c.string(100),
  delivery_street: c.string(200),
  delivery_city: c.string(100),
  delivery_postcode: c.string(20),
  delivery_country: c.string(100),
  postage: c.decimal(),
  total_amount: c.decimal(),
  invoice_number: c.string(20),
  variable_symbol: c.string(10),
  payment_due_date: c.instant(),
  snapshot: c.text(),
};

/** One order per crafted product; migration 0014 drops it, and puts it back when undone. */
export const createOrderPerCraftedProductIndex = (schema: MigrationSchema): Promise<void> =>
  schema.createIndex('customer_order_crafted_product_uq', 'customer_order', 'crafted_product_id', {
    unique: true,
  });

/**
 * Orders get their hand-over, amounts, payment details and snapshot; pro-forma invoices their
 * own table with a yearly number series; every status change is recorded. One order per crafted
 * product, enforced by the database so that a double submit cannot make two.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.addColumns('customer_order', ORDER_COLUMNS);
  await createOrderPerCraftedProductIndex(schema);

  await schema.createTable('invoice', {
    // A pro-forma invoice is not a tax document: it goes with its order when an admin deletes it.
    order_id: { ...c.ref('customer_order', true), unique: true, cascade: true },
    year: c.integer(true),
    seq: c.integer(true),
    number: { ...c.string(20, true), unique: true },
    issue_date: c.instant(true),
    due_date: c.instant(true),
    amount: c.decimal(true),
    pdf: c.blob(true),
  });
  await schema.createIndex('invoice_year_seq_uq', 'invoice', ['year', 'seq'], { unique: true });
  await db.schema
    .createTable('invoice_counter')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_seq', 'integer', (col) => col.notNull())
    .execute();

  await schema.createTable('order_status_change', {
    order_id: { ...c.ref('customer_order', true), cascade: true },
    from_status: c.string(20),
    to_status: c.string(20, true),
    changed_by: c.string(100, true),
    changed_date: c.instant(true),
    note: c.text(),
  });
  await schema.createIndex('order_status_change_order_idx', 'order_status_change', 'order_id');
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['order_status_change', 'invoice_counter', 'invoice']);
  await schema.dropIndexes(['customer_order_crafted_product_uq']);
  await schema.dropColumns('customer_order', ORDER_COLUMNS);
});
