import type { Kysely } from 'kysely';
import { sqlType } from '../column-types.ts';
import {
  c,
  createIndex,
  createTable,
  dialectOf,
  dropIndexes,
  dropTables,
} from '../table-builder.ts';

/**
 * A photo may arrive as a working copy first, its original following in chunks:
 * the photo says where its original stands, one row per photo holds what the browser declared
 * and how many bytes arrived, and the chunks wait in their own rows until the original is whole.
 * All of it is in the database, so any instance can take the next chunk.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('photo')
    .addColumn('original_status', sqlType(dialectOf(db), 'string', 1))
    .execute();
  await createTable(db, 'original_upload', {
    photo_id: c.integer(true),
    source_hash: c.string(64, true),
    length: c.long(true),
    received: c.long(true),
    reason: c.string(60),
    created_date: c.instant(true),
    updated_date: c.instant(true),
  });
  await createIndex(db, 'original_upload_photo_idx', 'original_upload', 'photo_id', {
    unique: true,
  });
  await createIndex(db, 'original_upload_updated_idx', 'original_upload', 'updated_date');
  await createTable(db, 'original_chunk', {
    photo_id: c.integer(true),
    start_offset: c.long(true),
    data: c.blob(true),
  });
  // One chunk per offset: two instances taking the same chunk cannot both store it.
  await createIndex(
    db,
    'original_chunk_offset_idx',
    'original_chunk',
    ['photo_id', 'start_offset'],
    {
      unique: true,
    },
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await dropIndexes(db, [
    'original_chunk_offset_idx',
    'original_upload_updated_idx',
    'original_upload_photo_idx',
  ]);
  await dropTables(db, ['original_chunk', 'original_upload']);
  await db.schema.alterTable('photo').dropColumn('original_status').execute();
};
