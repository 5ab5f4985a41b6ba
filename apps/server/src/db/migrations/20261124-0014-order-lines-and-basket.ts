import type { Kysely } from 'kysely';
import { c, migrationStep } from '../table-builder.ts';
import { createOrderPerCraftedProductIndex } from './20261122-0003-orders-and-invoices.ts';

/**
 * An order has lines, each a crafted product at the price and copies it was ordered
 * at, with its own snapshot; a crafted product is on one line at most, a rule the line table
 * takes over from the order. Every order made so far becomes one line: its crafted product at
 * what the order charged for it (total less postage), with the order's snapshot. The basket
 * keeps a visitor's or user's crafted products until they are ordered.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.createTable('order_item', {
    // A line goes with its order when an admin deletes one.
    order_id: { ...c.ref('customer_order', true), cascade: true },
    position: c.integer(true),
    crafted_product_id: { ...c.ref('crafted_product', true), unique: true },
    price: c.decimal(),
    copies: c.integer(true),
    snapshot: c.text(),
  });
  await schema.createIndex('order_item_order_position_uq', 'order_item', ['order_id', 'position'], {
    unique: true,
  });

  await schema.createTable('basket_item', {
    usrid: c.long(),
    sid: c.string(),
    // A crafted product is in one basket at most; removed from the basket when it is deleted.
    crafted_product_id: { ...c.ref('crafted_product', true), unique: true, cascade: true },
    added_date: c.instant(true),
    price_when_added: c.decimal(),
  });
  await schema.createIndex('basket_item_usrid_idx', 'basket_item', 'usrid');
  await schema.createIndex('basket_item_sid_idx', 'basket_item', 'sid');

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of this migration's time
  const any = db as Kysely<any>;
  const orders = await any
    .selectFrom('customer_order as o')
    .innerJoin('crafted_product as p', 'p.id', 'o.crafted_product_id')
    .select([
      'o.id as orderId',
      'o.crafted_product_id as craftedProductId',
      'o.total_amount as totalAmount',
      'o.postage as postage',
      'o.snapshot as snapshot',
      'p.price as productPrice',
      'p.copies as copies',
    ])
    .execute();
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  const lines = orders.map((o) => ({
    order_id: o.orderId,
    position: 1,
    crafted_product_id: o.craftedProductId,
    // What the order charged for the piece; an order entered without amounts: the product's.
    price:
      o.totalAmount != null
        ? (cents(o.totalAmount) - cents(o.postage ?? 0)) / 100
        : o.productPrice != null
          ? Number(o.productPrice)
          : null,
    copies: Number(o.copies ?? 1) || 1,
    snapshot: o.snapshot ?? null,
  }));
  for (let i = 0; i < lines.length; i += 200) {
    await any
      .insertInto('order_item')
      .values(lines.slice(i, i + 200))
      .execute();
  }
  await schema.dropIndexes(['customer_order_crafted_product_uq']);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['basket_item', 'order_item']);
  await createOrderPerCraftedProductIndex(schema);
});
