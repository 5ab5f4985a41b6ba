import { c, migrationStep, type AddedColumns } from '../table-builder.ts';

const PHOTO_COLUMNS: AddedColumns = { original_status: c.string(1) };

/**
 * A photo may arrive as a working copy first, its original following in chunks:
 * the photo says where its original stands, one row per photo holds what the browser declared
 * and how many bytes arrived, and the chunks wait in their own rows until the original is whole.
 * All of it is in the database, so any instance can take the next chunk.
 */
export const up = migrationStep(async (schema) => {
  await schema.addColumns('photo', PHOTO_COLUMNS);
  await schema.createTable('original_upload', {
    photo_id: c.integer(true),
    source_hash: c.string(64, true),
    length: c.long(true),
    received: c.long(true),
    reason: c.string(60),
    created_date: c.instant(true),
    updated_date: c.instant(true),
  });
  await schema.createIndex('original_upload_photo_idx', 'original_upload', 'photo_id', {
    unique: true,
  });
  await schema.createIndex('original_upload_updated_idx', 'original_upload', 'updated_date');
  await schema.createTable('original_chunk', {
    photo_id: c.integer(true),
    start_offset: c.long(true),
    data: c.blob(true),
  });
  // One chunk per offset: two instances taking the same chunk cannot both store it.
  await schema.createIndex(
    'original_chunk_offset_idx',
    'original_chunk',
    ['photo_id', 'start_offset'],
    {
      unique: true,
    },
  );
});

export const down = migrationStep(async (schema) => {
  await schema.dropIndexes([
    'original_chunk_offset_idx',
    'original_upload_updated_idx',
    'original_upload_photo_idx',
  ]);
  await schema.dropTables(['original_chunk', 'original_upload']);
  await schema.dropColumns('photo', PHOTO_COLUMNS);
});
