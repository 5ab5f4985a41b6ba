import type { Kysely } from 'kysely';
import { sqlType } from '../column-types.ts';
import { dialectOf } from '../table-builder.ts';

const CRAFTED_PRODUCT_COLUMNS = [
  ['express_production', 'boolean'],
  ['production_days', 'integer'],
] as const;

/**
 * A crafted product says whether the customer chose express production, and keeps the
 * production days its parts took when it was last priced, so that reading it again tells its
 * dispatch day without reading its parts. Pieces made before have neither: no express, and their
 * production days are worked out again when they are next priced (their day counts one day until
 * then).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const dialect = dialectOf(db);
  for (const [column, kind] of CRAFTED_PRODUCT_COLUMNS) {
    await db.schema
      .alterTable('crafted_product')
      .addColumn(column, sqlType(dialect, kind))
      .execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const [column] of CRAFTED_PRODUCT_COLUMNS) {
    await db.schema.alterTable('crafted_product').dropColumn(column).execute();
  }
};
