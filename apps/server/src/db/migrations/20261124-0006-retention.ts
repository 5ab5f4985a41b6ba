import { sqlType } from '../column-types.ts';
import { migrationStep } from '../table-builder.ts';

/**
 * Background jobs that one instance at a time runs on a schedule take a lease row here (the
 * retention job, daily). The indexes let the retention job find old uploads and whether a crafted
 * product still uses a photo without reading the tables whole.
 */
export const up = migrationStep(async (schema, db) => {
  const dialect = schema.dialect;
  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('next_run_at', sqlType(dialect, 'instant'), (col) => col.notNull())
    .execute();
  await schema.createIndex('photo_uploaded_idx', 'photo', 'uploaded');
  await schema.createIndex('crafted_product_created_idx', 'crafted_product', 'created_date');
  await schema.createIndex('crafted_product_photo_idx', 'crafted_product', 'photo_id');
});

export const down = migrationStep(async (schema) => {
  await schema.dropIndexes([
    'crafted_product_photo_idx',
    'crafted_product_created_idx',
    'photo_uploaded_idx',
  ]);
  await schema.dropTables(['job_lease']);
});
