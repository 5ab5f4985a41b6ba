import type { Database } from './database.ts';
import type { Rendition } from './image.repository.ts';

export type DerivativeSource = 'photo' | 'internal_image';
export type DerivativeKind = 'working' | 'thumb';

export interface StoredRendition extends Rendition {
  sourceHash: string;
  contentType: string;
}

/** Stored renditions of originals (table image_derivative), one per source and kind. */
export class DerivativeRepository {
  constructor(private readonly database: Database) {}

  async find(
    source: DerivativeSource,
    id: number,
    kind: DerivativeKind,
  ): Promise<StoredRendition | undefined> {
    const row = await this.database.db
      .selectFrom('imageDerivative')
      .select(['data', 'width', 'height', 'sourceHash', 'contentType'])
      .where('sourceTable', '=', source)
      .where('sourceId', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row && { ...row, data: Buffer.from(row.data) };
  }

  /** The pixel size of a stored rendition, without reading its image. */
  async findSize(
    source: DerivativeSource,
    id: number,
    kind: DerivativeKind,
  ): Promise<{ width: number; height: number } | undefined> {
    return this.database.db
      .selectFrom('imageDerivative')
      .select(['width', 'height'])
      .where('sourceTable', '=', source)
      .where('sourceId', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Stores a rendition, replacing the previous one of the same source and kind. */
  async save(
    source: DerivativeSource,
    id: number,
    kind: DerivativeKind,
    sourceHash: string,
    rendition: Rendition,
  ): Promise<void> {
    await this.database.db
      .insertInto('imageDerivative')
      .values({
        sourceTable: source,
        sourceId: id,
        kind,
        sourceHash,
        contentType: 'image/jpeg',
        width: rendition.width,
        height: rendition.height,
        data: rendition.data,
      })
      .onConflict((oc) =>
        oc.columns(['sourceTable', 'sourceId', 'kind']).doUpdateSet({
          sourceHash,
          width: rendition.width,
          height: rendition.height,
          data: rendition.data,
        }),
      )
      .execute();
  }

  /** Forgets every rendition of a source (its original changed or was deleted). */
  async deleteFor(source: DerivativeSource, id: number): Promise<void> {
    await this.deleteForAll(source, [id]);
  }

  /** Forgets every rendition of several sources of one table. */
  async deleteForAll(source: DerivativeSource, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.database.db
      .deleteFrom('imageDerivative')
      .where('sourceTable', '=', source)
      .where('sourceId', 'in', ids)
      .execute();
  }
}
