import type { ExpressionBuilder } from 'kysely';
import type { DB } from './tables.ts';

/**
 * Whether an order holds the crafted product (the query's `crafted_product` row): on a line of
 * a placed order, or as the crafted product of an order an admin entered (it has no lines). The
 * one meaning of 'ordered': such a piece is frozen, leaves its basket, is never ordered again,
 * and retention keeps it.
 */
export const heldByAnOrder = ({
  or,
  exists,
  selectFrom,
}: ExpressionBuilder<DB, 'craftedProduct'>) =>
  or([
    exists(
      selectFrom('orderItem as l')
        .select('l.id')
        .whereRef('l.craftedProductId', '=', 'craftedProduct.id'),
    ),
    exists(
      selectFrom('customerOrder as o')
        .select('o.id')
        .whereRef('o.craftedProductId', '=', 'craftedProduct.id'),
    ),
  ]);
