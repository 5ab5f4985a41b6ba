import { ORIGINAL_STATUS } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';

/** An original on its way, as its row records it. */
export interface OriginalUploadRow {
  photoId: number;
  sha256: string;
  length: number;
  received: number;
  /** Why it was refused (`error.photo.*`); null while it is fine. */
  reason: string | null;
}

/**
 * Originals that follow their working copy (tables original_upload and original_chunk): what the
 * browser declared, how far the bytes came, and the bytes in chunks. Every step is one
 * conditional write, so instances sharing the database agree on the offset.
 */
export class OriginalUploadRepository {
  constructor(private readonly database: Database) {}

  async start(photoId: number, declared: { sha256: string; length: number }, now: Date) {
    await this.database.db
      .insertInto('originalUpload')
      .values({
        photoId,
        sourceHash: declared.sha256,
        length: declared.length,
        received: 0,
        reason: null,
        createdDate: now.toISOString(),
        updatedDate: now.toISOString(),
      })
      .execute();
  }

  find(photoId: number): Promise<OriginalUploadRow | undefined> {
    return this.database.db
      .selectFrom('originalUpload')
      .select(['photoId', 'sourceHash', 'length', 'received', 'reason'])
      .where('photoId', '=', photoId)
      .executeTakeFirst()
      .then(
        (row) =>
          row && {
            photoId: row.photoId,
            sha256: row.sourceHash,
            length: Number(row.length),
            received: Number(row.received),
            reason: row.reason,
          },
      );
  }

  /**
   * Stores `data` at `offset` if that is where the upload stands, moving it on; false when it
   * stands elsewhere (another request got there first, or the client lost track). Runs in one
   * transaction: the offset moves only with its chunk stored.
   */
  append(photoId: number, offset: number, data: Buffer, now: Date): Promise<boolean> {
    return this.database.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('originalUpload')
        .set((eb) => ({
          received: eb('received', '+', data.length),
          updatedDate: now.toISOString(),
        }))
        .where('photoId', '=', photoId)
        .where('received', '=', offset)
        .where('reason', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('originalChunk')
        .values({ photoId, startOffset: offset, data })
        .execute();
      return true;
    });
  }

  /** The chunks' offsets and sizes in order, without their bytes. */
  private async chunkOffsets(photoId: number): Promise<number[]> {
    const rows = await this.chunksOf(photoId)
      .select('startOffset')
      .orderBy('startOffset')
      .execute();
    return rows.map((r) => Number(r.startOffset));
  }

  /** The chunks' bytes one after another, each read on its own: memory holds one at a time. */
  async *chunks(photoId: number): AsyncGenerator<Buffer> {
    for (const offset of await this.chunkOffsets(photoId)) {
      const row = await this.chunksOf(photoId)
        .select('data')
        .where('startOffset', '=', offset)
        .executeTakeFirstOrThrow();
      yield Buffer.from(row.data);
    }
  }

  /** The photo's chunks, for a query to pick its columns from. */
  private chunksOf(photoId: number) {
    return this.database.db.selectFrom('originalChunk').where('photoId', '=', photoId);
  }

  /** The original arrived and was stored as the photo's: its upload is done with. */
  async finish(photoId: number): Promise<void> {
    await this.deleteChunks([photoId]);
    await this.database.db.deleteFrom('originalUpload').where('photoId', '=', photoId).execute();
  }

  /**
   * Refuses the original for `reason`: the photo can never be ordered, its bytes go, the reason
   * stays for the client to read. Callers run it in a transaction: it writes three tables.
   */
  async reject(photoId: number, reason: string, now: Date): Promise<void> {
    await this.database.db
      .updateTable('photo')
      .set({ originalStatus: ORIGINAL_STATUS.rejected })
      .where('id', '=', photoId)
      .where('originalStatus', '=', ORIGINAL_STATUS.uploading)
      .execute();
    await this.deleteChunks([photoId]);
    await this.database.db
      .updateTable('originalUpload')
      .set({ reason, updatedDate: now.toISOString() })
      .where('photoId', '=', photoId)
      .execute();
  }

  /** Uploads still open that nothing moved on since `cutoff` (ISO instant). */
  async staleSince(cutoff: string): Promise<number[]> {
    const rows = await this.database.db
      .selectFrom('originalUpload')
      .select('photoId')
      .where('updatedDate', '<', cutoff)
      .where('reason', 'is', null)
      .execute();
    return rows.map((r) => r.photoId);
  }

  /** Everything of the uploads of these photos (they were deleted). */
  async deleteFor(photoIds: readonly number[]): Promise<void> {
    if (photoIds.length === 0) return;
    await this.deleteChunks(photoIds);
    await this.database.db.deleteFrom('originalUpload').where('photoId', 'in', photoIds).execute();
  }

  /** Uploads and chunks whose photo is gone (deleted by its owner, say). */
  async deleteOrphans(): Promise<number> {
    const rows = await this.database.db
      .selectFrom('originalUpload as u')
      .leftJoin('photo as p', 'p.id', 'u.photoId')
      .select('u.photoId')
      .where('p.id', 'is', null)
      .execute();
    await this.deleteFor(rows.map((r) => r.photoId));
    return rows.length;
  }

  private async deleteChunks(photoIds: readonly number[]): Promise<void> {
    await this.database.db.deleteFrom('originalChunk').where('photoId', 'in', photoIds).execute();
  }
}
