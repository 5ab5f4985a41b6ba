import { sql } from 'kysely';
import { sqlType } from '../column-types.ts';
import { migrationStep } from '../table-builder.ts';

/**
 * Revocable sessions and shared abuse limits. Every token carries its user's
 * `session_version`; raising it ends all earlier tokens on every instance. `rate_limit` holds the
 * fixed-window counters of the abuse limits, one row per (policy, hashed identity).
 */
export const up = migrationStep(async (schema, db) => {
  const dialect = schema.dialect;
  await db.schema
    .alterTable('app_user')
    .addColumn('session_version', sqlType(dialect, 'integer'), (col) =>
      col.notNull().defaultTo(sql`0`),
    )
    .execute();
  await db.schema
    .createTable('rate_limit')
    .addColumn('limit_key', sqlType(dialect, 'string', 80), (col) => col.primaryKey())
    .addColumn('hits', sqlType(dialect, 'integer'), (col) => col.notNull())
    .addColumn('expires_at', sqlType(dialect, 'long'), (col) => col.notNull())
    .execute();
  await schema.createIndex('rate_limit_expires_idx', 'rate_limit', 'expires_at');
});

export const down = migrationStep(async (schema, db) => {
  await schema.dropTables(['rate_limit']);
  await db.schema.alterTable('app_user').dropColumn('session_version').execute();
});
