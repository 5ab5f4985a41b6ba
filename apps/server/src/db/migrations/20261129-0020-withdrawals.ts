import { sql } from 'kysely';
import { c, migrationStep, type AddedColumns } from '../table-builder.ts';

const PRODUCT_COLUMNS: AddedColumns = { withdrawal_rule: c.string(20), safety_warnings: c.text() };
const ORDER_ITEM_COLUMNS: AddedColumns = { withdrawal_reason: c.string(20) };

/**
 * The withdrawal function and the product safety information (GPSR Art. 19):
 * - each product's withdrawal rule and its safety warnings;
 * - each order line's answer of the withdrawal rule as the order was placed, filled in for the
 *   lines already ordered by the default rule (a company's lines are exempt, a piece of an
 *   edition image is not, a print of the customer's own photo is);
 * - the withdrawals, with their lines: a crafted product is withdrawn at most once.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.addColumns('product', PRODUCT_COLUMNS);
  await sql`update product set withdrawal_rule = 'PODLA_ZDROJA'`.execute(db);

  await schema.addColumns('order_item', ORDER_ITEM_COLUMNS);
  await sql`
    update order_item set withdrawal_reason = (
      select case
        when o.buyer_ico is not null and o.buyer_ico <> '' then 'COMPANY_BUYER'
        when p.photo_id is null then 'EDITION'
        else 'OWN_PHOTO'
      end
      from customer_order o, crafted_product p
      where o.id = order_item.order_id and p.id = order_item.crafted_product_id
    )`.execute(db);

  await schema.createTable('withdrawal', {
    order_id: c.ref('customer_order', true),
    // The moment the customer confirmed: what the acknowledgement names.
    submitted_date: c.instant(true),
    name: c.string(200, true),
    email: c.string(254, true),
    reason: c.text(),
    // NAHLASENE, then TOVAR_PRIJATY once the goods are back and the credit note is issued.
    state: c.string(20, true),
    received_date: c.instant(),
    received_by: c.string(100),
    credit_note_id: c.ref('tax_document'),
    refund_cents: c.integer(),
    postage_refund_cents: c.integer(),
    refund_iban: c.string(34),
  });
  await schema.createIndex('withdrawal_order_idx', 'withdrawal', 'order_id');
  await schema.createTable('withdrawal_line', {
    withdrawal_id: { ...c.ref('withdrawal', true), cascade: true },
    order_item_id: c.ref('order_item', true),
    // Unique: a line withdrawn a second time is refused by the database too.
    crafted_product_id: { ...c.ref('crafted_product', true), unique: true },
  });
  await schema.createIndex('withdrawal_line_withdrawal_idx', 'withdrawal_line', 'withdrawal_id');
});

export const down = migrationStep(async (schema) => {
  await schema.dropIndexes(['withdrawal_line_withdrawal_idx', 'withdrawal_order_idx']);
  await schema.dropTables(['withdrawal_line', 'withdrawal']);
  await schema.dropColumns('order_item', ORDER_ITEM_COLUMNS);
  await schema.dropColumns('product', PRODUCT_COLUMNS);
});
