import type { ExpressionBuilder } from 'kysely';
import { boundTo, type Database } from '../../../repositories/database.ts';
import { DerivativeRepository } from '../../../repositories/derivative.repository.ts';
import { heldByAnOrder } from '../../../repositories/held-by-an-order.ts';
import { OriginalUploadRepository } from './original-upload.repository.ts';
import { OwnWallRepository } from './own-wall.repository.ts';
import type { DB } from '../../../repositories/tables.ts';

/** Rows deleted per transaction: bounds the time locks are held and the size of one transaction. */
const BATCH = 100;

export interface RetentionCounts {
  craftedProducts: number;
  photos: number;
  /** Originals on their way that stopped coming (their chunks deleted, the photo refused). */
  abandonedOriginals: number;
}

/** No order holds the crafted product, and no basket: a basket waits for its owner however long. */
const inNoOrder = (eb: ExpressionBuilder<DB, 'craftedProduct'>) =>
  eb.and([
    eb.not(heldByAnOrder(eb)),
    eb.not(
      eb.exists(
        eb
          .selectFrom('basketItem as b')
          .select('b.id')
          .whereRef('b.craftedProductId', '=', 'craftedProduct.id'),
      ),
    ),
  ]);

/** No crafted product is made of the photo. */
const inNoCraftedProduct = ({ not, exists, selectFrom }: ExpressionBuilder<DB, 'photo'>) =>
  not(
    exists(selectFrom('craftedProduct as c').select('c.id').whereRef('c.photoId', '=', 'photo.id')),
  );

/** No photo has the original. */
const ofNoPhoto = ({ not, exists, selectFrom }: ExpressionBuilder<DB, 'fullPhoto'>) =>
  not(
    exists(selectFrom('photo as p').select('p.id').whereRef('p.fullfotoid', '=', 'fullPhoto.id')),
  );

/**
 * Deletes customer uploads that never became an order. A row an order or a basket refers to is
 * never deleted: its crafted product, that product's photo, and the photo's original (full photo).
 */
export class RetentionRepository {
  constructor(private readonly database: Database) {}

  /**
   * Crafted products created before `cutoff` (ISO instant) that are in no order, with the
   * customers' wall photos kept for them.
   */
  async deleteUnorderedCraftedProducts(cutoff: string): Promise<number> {
    const deleted = await this.deleteUnorderedCraftedProductRows(cutoff);
    await new OwnWallRepository(this.database).deleteOrphans();
    return deleted;
  }

  private async deleteUnorderedCraftedProductRows(cutoff: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const ids = await this.database.db
        .selectFrom('craftedProduct')
        .select('id')
        .where('createdDate', '<', cutoff)
        .where(inNoOrder)
        .limit(BATCH)
        .execute();
      if (ids.length === 0) return deleted;
      // The order check is repeated in the delete: an order placed meanwhile keeps its product.
      const result = await this.database.db
        .deleteFrom('craftedProduct')
        .where(
          'id',
          'in',
          ids.map((r) => r.id),
        )
        .where(inNoOrder)
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
      const batch = await this.database.db.transaction().execute(async (trx) => {
        const candidates = await trx
          .selectFrom('photo')
          .select('id')
          .where('uploaded', '<', cutoff)
          .where(inNoCraftedProduct)
          .limit(BATCH)
          .execute();
        if (candidates.length === 0) return { found: 0, deleted: 0 };
        // The use check is repeated in the delete: a crafted product made meanwhile keeps its photo.
        const gone = await trx
          .deleteFrom('photo')
          .where(
            'id',
            'in',
            candidates.map((r) => r.id),
          )
          .where(inNoCraftedProduct)
          .returning(['id', 'fullfotoid'])
          .execute();
        const photoIds = gone.map((r) => r.id);
        const originals = gone.filter((r) => r.fullfotoid != null).map((r) => Number(r.fullfotoid));
        if (photoIds.length > 0) {
          const bound = boundTo(this.database, trx);
          await new DerivativeRepository(bound).deleteForAll('photo', photoIds);
          await new OriginalUploadRepository(bound).deleteFor(photoIds);
          // An original another photo still points at stays.
          await trx
            .deleteFrom('fullPhoto')
            .where((eb) =>
              eb.or([
                eb('id', 'in', originals.length > 0 ? originals : [-1]),
                eb('fotoid', 'in', photoIds),
              ]),
            )
            .where(ofNoPhoto)
            .execute();
        }
        return { found: candidates.length, deleted: photoIds.length };
      });
      deleted += batch.deleted;
      if (batch.found < BATCH) return deleted;
    }
  }

  /**
   * Originals on their way that nothing moved on since `cutoff` (ISO instant): their chunks are
   * deleted and their photos refused (they can never be ordered); uploads whose photo is gone
   * go too. The photos themselves follow the photos' own rule.
   */
  async deleteAbandonedOriginals(cutoff: string, now: Date): Promise<number> {
    const uploads = new OriginalUploadRepository(this.database);
    const stale = await uploads.staleSince(cutoff);
    for (const photoId of stale) {
      await this.database.db.transaction().execute(async (trx) => {
        await new OriginalUploadRepository(boundTo(this.database, trx)).reject(
          photoId,
          'error.photo.abandoned',
          now,
        );
      });
    }
    return stale.length + (await uploads.deleteOrphans());
  }
}
