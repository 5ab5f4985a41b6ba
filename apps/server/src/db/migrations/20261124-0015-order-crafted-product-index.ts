import { migrationStep } from '../table-builder.ts';

/**
 * Whether a crafted product is ordered asks its order line and then the order an admin entered
 * for it (`customer_order.crafted_product_id`), once per basket line on every basket read and per
 * line of a placement. Migration 0014 dropped that column's unique index: without one, each ask
 * reads the orders whole.
 */
export const up = migrationStep(async (schema) => {
  await schema.createIndex(
    'customer_order_crafted_product_idx',
    'customer_order',
    'crafted_product_id',
  );
});

export const down = migrationStep(async (schema) => {
  await schema.dropIndexes(['customer_order_crafted_product_idx']);
});
