import type { Kysely } from 'kysely';
import { sqlType } from '../column-types.ts';
import { createIndex, dialectOf, dropIndexes, dropTables } from '../table-builder.ts';

/**
 * Background jobs that one instance at a time runs on a schedule take a lease row here (the
 * retention job, daily). The indexes let the retention job find old uploads and whether a crafted
 * product still uses a photo without reading the tables whole.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('next_run_at', sqlType(dialect, 'instant'), (col) => col.notNull())
    .execute();
  await createIndex(db, 'photo_uploaded_idx', 'photo', 'uploaded');
  await createIndex(db, 'crafted_product_created_idx', 'crafted_product', 'created_date');
  await createIndex(db, 'crafted_product_photo_idx', 'crafted_product', 'photo_id');
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await dropIndexes(db, [
    'crafted_product_photo_idx',
    'crafted_product_created_idx',
    'photo_uploaded_idx',
  ]);
  await dropTables(db, ['job_lease']);
};
