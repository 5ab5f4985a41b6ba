import { sql } from 'kysely';
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
      .selectFrom('image_derivative')
      .select([
        sql.ref('data').as('data'),
        sql.ref('width').as('width'),
        sql.ref('height').as('height'),
        sql.ref('source_hash').as('sourceHash'),
        sql.ref('content_type').as('contentType'),
      ])
      .where(sql.ref('source_table'), '=', source)
      .where(sql.ref('source_id'), '=', id)
      .where(sql.ref('kind'), '=', kind)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      data: Buffer.from(row.data as Uint8Array),
      width: Number(row.width),
      height: Number(row.height),
      sourceHash: String(row.sourceHash),
      contentType: String(row.contentType),
    };
  }

  /** The pixel size of a stored rendition, without reading its image. */
  async findSize(
    source: DerivativeSource,
    id: number,
    kind: DerivativeKind,
  ): Promise<{ width: number; height: number } | undefined> {
    const row = await this.database.db
      .selectFrom('image_derivative')
      .select([sql.ref('width').as('width'), sql.ref('height').as('height')])
      .where(sql.ref('source_table'), '=', source)
      .where(sql.ref('source_id'), '=', id)
      .where(sql.ref('kind'), '=', kind)
      .executeTakeFirst();
    return row && { width: Number(row.width), height: Number(row.height) };
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
      .insertInto('image_derivative')
      .values({
        source_table: source,
        source_id: id,
        kind,
        source_hash: sourceHash,
        content_type: 'image/jpeg',
        width: rendition.width,
        height: rendition.height,
        data: rendition.data,
      })
      .onConflict((oc) =>
        oc.columns(['source_table', 'source_id', 'kind']).doUpdateSet({
          source_hash: sourceHash,
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
      .deleteFrom('image_derivative')
      .where(sql.ref('source_table'), '=', source)
      .where(sql.ref('source_id'), 'in', ids)
      .execute();
  }
}
