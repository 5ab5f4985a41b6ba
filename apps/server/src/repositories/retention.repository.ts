import { sql } from 'kysely';
import type { Database } from './database.ts';
import { DerivativeRepository } from './derivative.repository.ts';
import { Transactor } from './transactor.ts';

/** Rows deleted per transaction: bounds the time locks are held and the size of one transaction. */
const BATCH = 100;

export interface RetentionCounts {
  craftedProducts: number;
  photos: number;
}

/**
 * Deletes customer uploads that never became an order. A row an order refers to is never
 * deleted: its crafted product, that product's photo, and the photo's original (full photo).
 */
export class RetentionRepository {
  private readonly transactor: Transactor;

  constructor(private readonly database: Database) {
    this.transactor = new Transactor(database);
  }

  /** Crafted products created before `cutoff` (ISO instant) that are in no order. */
  async deleteUnorderedCraftedProducts(cutoff: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const ids = await this.database.db
        .selectFrom('crafted_product as c')
        .select('c.id')
        .where('c.created_date', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('customer_order as o')
                .select('o.id')
                .whereRef('o.crafted_product_id', '=', 'c.id'),
            ),
          ),
        )
        .limit(BATCH)
        .execute();
      if (ids.length === 0) return deleted;
      // The order check is repeated in the delete: an order placed meanwhile keeps its product.
      const result = await this.database.db
        .deleteFrom('crafted_product')
        .where(
          'id',
          'in',
          ids.map((r) => Number(r.id)),
        )
        .where(
          sql<boolean>`not exists (select 1 from customer_order o where o.crafted_product_id = crafted_product.id)`,
        )
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
      if (ids.length < BATCH) return deleted;
    }
  }

  /**
   * Photos uploaded before `cutoff` that no crafted product uses (so no order either), with
   * their originals and derived images.
   */
  async deleteUnusedPhotos(cutoff: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.transactor.run(async (tx) => {
        const candidates = await tx.db
          .selectFrom('photo as p')
          .select('p.id')
          .where('p.uploaded', '<', cutoff)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('crafted_product as c')
                  .select('c.id')
                  .whereRef('c.photo_id', '=', 'p.id'),
              ),
            ),
          )
          .limit(BATCH)
          .execute();
        if (candidates.length === 0) return { found: 0, deleted: 0 };
        // The use check is repeated in the delete: a crafted product made meanwhile keeps its photo.
        const gone = await tx.db
          .deleteFrom('photo')
          .where(
            'id',
            'in',
            candidates.map((r) => Number(r.id)),
          )
          .where(
            sql<boolean>`not exists (select 1 from crafted_product c where c.photo_id = photo.id)`,
          )
          .returning(['id', 'fullfotoid'])
          .execute();
        const photoIds = gone.map((r) => Number(r.id));
        const originals = gone.filter((r) => r.fullfotoid != null).map((r) => Number(r.fullfotoid));
        if (photoIds.length > 0) {
          await new DerivativeRepository(tx).deleteForAll('photo', photoIds);
          // An original another photo still points at stays.
          await tx.db
            .deleteFrom('full_photo')
            .where((eb) =>
              eb.or([
                eb('id', 'in', originals.length > 0 ? originals : [-1]),
                eb('fotoid', 'in', photoIds),
              ]),
            )
            .where(
              sql<boolean>`not exists (select 1 from photo p where p.fullfotoid = full_photo.id)`,
            )
            .execute();
        }
        return { found: candidates.length, deleted: photoIds.length };
      });
      deleted += batch.deleted;
      if (batch.found < BATCH) return deleted;
    }
  }
}
