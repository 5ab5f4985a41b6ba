import type { Database } from '../../../repositories/database.ts';
import { constraintOf } from '../../../repositories/entity.repository.ts';

/**
 * Claims of crafted products by orders: the database's rule that at most one order holds a
 * crafted product, whichever way the order came (a placement's lines, an admin's entry). What
 * 'ordered' means is read from the orders themselves (`heldByAnOrder`); a claim is only the
 * rule, written in the transaction of every write of an order.
 */
export class CraftedProductClaimRepository {
  constructor(private readonly database: Database) {}

  /**
   * Makes the order's claims those of the crafted products it holds now (its lines', and its own
   * `craftedProduct`): one it no longer holds is released, one it newly holds claimed. A crafted
   * product another order has claimed is refused by the database, as ConstraintError 'unique'
   * (with one claimed by a transaction not yet committed, once that one commits).
   */
  async claimHeldBy(orderId: number): Promise<void> {
    const db = this.database.db;
    const held = (
      await db
        .selectFrom('orderItem')
        .select('craftedProductId')
        .where('orderId', '=', orderId)
        .union(
          db
            .selectFrom('customerOrder')
            .select('craftedProductId')
            .where('id', '=', orderId)
            .where('craftedProductId', 'is not', null)
            .$narrowType<{ craftedProductId: number }>(),
        )
        .execute()
    ).map((row) => Number(row.craftedProductId));
    await db
      .deleteFrom('craftedProductClaim')
      .where('orderId', '=', orderId)
      .$if(held.length > 0, (query) => query.where('craftedProductId', 'not in', held))
      .execute();
    const claimed = await db
      .selectFrom('craftedProductClaim')
      .select('craftedProductId')
      .where('orderId', '=', orderId)
      .execute();
    const kept = new Set(claimed.map((row) => Number(row.craftedProductId)));
    const claims = held
      .filter((id) => !kept.has(id))
      .map((craftedProductId) => ({ craftedProductId, orderId }));
    if (claims.length === 0) return;
    try {
      await db.insertInto('craftedProductClaim').values(claims).execute();
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }

  /**
   * Claims the crafted products of a new order (a placement's lines) in one statement; one
   * another order has claimed is refused as by `claimHeldBy`.
   */
  async claimFor(orderId: number, craftedProductIds: readonly number[]): Promise<void> {
    if (craftedProductIds.length === 0) return;
    try {
      await this.database.db
        .insertInto('craftedProductClaim')
        .values(craftedProductIds.map((craftedProductId) => ({ craftedProductId, orderId })))
        .execute();
    } catch (error) {
      throw constraintOf(error) ?? error;
    }
  }
}
