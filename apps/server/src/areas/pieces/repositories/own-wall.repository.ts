import type { SheetCorners } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';

/** A stored wall: the photo (upright JPEG) and, in its pixels, the sheet and the piece's centre. */
export interface StoredOwnWall {
  wall: Buffer;
  width: number;
  height: number;
  sheet: SheetCorners;
  at: { x: number; y: number };
}

/**
 * Customers' wall photos (table own_wall), one per crafted product, outside the entity model:
 * nothing generic lists them, and they go when their crafted product goes.
 */
export class OwnWallRepository {
  constructor(private readonly database: Database) {}

  async find(craftedProductId: number): Promise<StoredOwnWall | undefined> {
    const row = await this.database.db
      .selectFrom('ownWall')
      .select(['wall', 'width', 'height', 'sheet', 'pieceAt'])
      .where('craftedProductId', '=', craftedProductId)
      .executeTakeFirst();
    return (
      row && {
        wall: Buffer.from(row.wall),
        width: row.width,
        height: row.height,
        sheet: JSON.parse(row.sheet) as SheetCorners,
        at: JSON.parse(row.pieceAt) as { x: number; y: number },
      }
    );
  }

  /** Where the piece hangs on the product's kept wall, without the photo; undefined without one. */
  async findPlacement(craftedProductId: number): Promise<Omit<StoredOwnWall, 'wall'> | undefined> {
    const row = await this.database.db
      .selectFrom('ownWall')
      .select(['width', 'height', 'sheet', 'pieceAt'])
      .where('craftedProductId', '=', craftedProductId)
      .executeTakeFirst();
    return (
      row && {
        width: row.width,
        height: row.height,
        sheet: JSON.parse(row.sheet) as SheetCorners,
        at: JSON.parse(row.pieceAt) as { x: number; y: number },
      }
    );
  }

  /** Stores the product's wall, replacing the one it had, in one transaction. */
  async save(craftedProductId: number, wall: StoredOwnWall, now: Date): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ownWall').where('craftedProductId', '=', craftedProductId).execute();
      await trx
        .insertInto('ownWall')
        .values({
          craftedProductId,
          wall: wall.wall,
          width: wall.width,
          height: wall.height,
          sheet: JSON.stringify(wall.sheet.map(([x, y]) => [round2(x), round2(y)])),
          pieceAt: JSON.stringify({ x: round2(wall.at.x), y: round2(wall.at.y) }),
          createdDate: now.toISOString(),
        })
        .execute();
    });
  }

  /** The walls of these crafted products (they were deleted). */
  async deleteFor(craftedProductIds: readonly number[]): Promise<void> {
    if (craftedProductIds.length === 0) return;
    await this.database.db
      .deleteFrom('ownWall')
      .where('craftedProductId', 'in', craftedProductIds)
      .execute();
  }

  /** Walls whose crafted product is gone (the retention deleted it); returns how many. */
  async deleteOrphans(): Promise<number> {
    const result = await this.database.db
      .deleteFrom('ownWall')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('craftedProduct as c')
              .select('c.id')
              .whereRef('c.id', '=', 'ownWall.craftedProductId'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

const round2 = (v: number): number => Math.round(v * 100) / 100;
