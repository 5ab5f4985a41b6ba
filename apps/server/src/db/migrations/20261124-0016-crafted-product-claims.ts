import { sql } from 'kysely';
import { c, migrationStep } from '../table-builder.ts';

/**
 * A crafted product is claimed by the one order that holds it, whichever way the order came: a
 * placement's lines and an admin's entry (`customer_order.crafted_product_id`) write the claim in
 * their own transaction, and the unique column refuses the second of two that race for a piece.
 * The order-line table's own rule never saw an entry. An order's claims go with the order.
 *
 * Every order so far claims what it holds: the lines first, then each entry's crafted product no
 * line holds. Where orders already share a piece (an entry for a placed one, or two entries), the
 * placement, else the earliest entry, claims it; the others stay as they are, unclaimed.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.createTable('crafted_product_claim', {
    crafted_product_id: { ...c.ref('crafted_product', true), unique: true },
    order_id: { ...c.ref('customer_order', true), cascade: true },
  });
  await schema.createIndex('crafted_product_claim_order_idx', 'crafted_product_claim', 'order_id');
  await sql`insert into crafted_product_claim (crafted_product_id, order_id)
    select crafted_product_id, order_id from order_item`.execute(db);
  await sql`insert into crafted_product_claim (crafted_product_id, order_id)
    select o.crafted_product_id, min(o.id) from customer_order o
    where o.crafted_product_id is not null
      and not exists (select 1 from crafted_product_claim c
                      where c.crafted_product_id = o.crafted_product_id)
    group by o.crafted_product_id`.execute(db);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['crafted_product_claim']);
});
