import type { Database } from '../../../repositories/database.ts';

/** Whose basket: a signed-in user's, or an anonymous visitor's. */
export type BasketOwner = { usrid: number } | { sid: string };

export interface StoredBasketItem {
  id: number;
  craftedProductId: number;
  addedDate: string;
  priceWhenAdded: number | null;
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

const toItem = (row: {
  id: number;
  craftedProductId: number;
  addedDate: unknown;
  priceWhenAdded: unknown;
}): StoredBasketItem => ({
  id: Number(row.id),
  craftedProductId: Number(row.craftedProductId),
  addedDate: iso(row.addedDate),
  priceWhenAdded: row.priceWhenAdded == null ? null : Number(row.priceWhenAdded),
});

/**
 * Basket lines: crafted products waiting to be ordered, each in one basket at most (the
 * database's rule), owned as every customer record is (DESIGN.md §3).
 */
export class BasketRepository {
  constructor(private readonly database: Database) {}

  private owned(owner: BasketOwner) {
    const query = this.database.db.selectFrom('basketItem');
    return 'usrid' in owner
      ? query.where('usrid', '=', owner.usrid)
      : query.where('sid', '=', owner.sid).where('usrid', 'is', null);
  }

  /** The owner's lines, oldest first. */
  async list(owner: BasketOwner): Promise<StoredBasketItem[]> {
    const rows = await this.owned(owner)
      .select(['id', 'craftedProductId', 'addedDate', 'priceWhenAdded'])
      .orderBy('addedDate')
      .orderBy('id')
      .execute();
    return rows.map(toItem);
  }

  async find(owner: BasketOwner, id: number): Promise<StoredBasketItem | undefined> {
    const row = await this.owned(owner)
      .select(['id', 'craftedProductId', 'addedDate', 'priceWhenAdded'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toItem(row);
  }

  /** The line holding the crafted product, in whosever basket it is. */
  async findByCraftedProduct(craftedProductId: number): Promise<StoredBasketItem | undefined> {
    const row = await this.database.db
      .selectFrom('basketItem')
      .select(['id', 'craftedProductId', 'addedDate', 'priceWhenAdded'])
      .where('craftedProductId', '=', craftedProductId)
      .executeTakeFirst();
    return row && toItem(row);
  }

  async add(
    owner: BasketOwner,
    craftedProductId: number,
    priceWhenAdded: number | null,
    now: Date,
  ): Promise<number> {
    const row = await this.database.db
      .insertInto('basketItem')
      .values({
        usrid: 'usrid' in owner ? owner.usrid : null,
        sid: 'sid' in owner ? owner.sid : null,
        craftedProductId,
        addedDate: now.toISOString(),
        priceWhenAdded,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Removes the owner's line; false when the owner has no such line. */
  async remove(owner: BasketOwner, id: number): Promise<boolean> {
    const line = await this.find(owner, id);
    if (!line) return false;
    await this.database.db.deleteFrom('basketItem').where('id', '=', id).execute();
    return true;
  }

  /** Takes ordered crafted products out of whichever basket holds them. */
  async removeCraftedProducts(craftedProductIds: readonly number[]): Promise<void> {
    if (craftedProductIds.length === 0) return;
    await this.database.db
      .deleteFrom('basketItem')
      .where('craftedProductId', 'in', [...craftedProductIds])
      .execute();
  }
}
