import { sql } from 'kysely';
import { sqlType } from '../column-types.ts';
import { migrationStep } from '../table-builder.ts';

/**
 * One row counting the catalogue's writes: every write of a catalogue table raises it in the
 * same transaction, and each instance's cached catalogue lists are good while it stays the same.
 */
export const up = migrationStep(async (schema, db) => {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', sqlType(schema.dialect, 'long'), (col) => col.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['catalogue_version']);
});
