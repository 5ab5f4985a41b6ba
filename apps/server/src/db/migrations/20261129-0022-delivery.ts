import type { Kysely } from 'kysely';
import { sqlType } from '../column-types.ts';
import { dialectOf } from '../table-builder.ts';

const ORDER_COLUMNS = [
  ['pickup_point_id', 'string', 20],
  ['pickup_point_kind', 'string', 20],
  ['pickup_point_name', 'string', 200],
  ['pickup_point_street', 'string', 200],
  ['pickup_point_city', 'string', 100],
  ['pickup_point_zip', 'string', 20],
  ['parcel_weight_grams', 'long', undefined],
  ['dispatch_date', 'string', 10],
] as const;

/**
 * Delivery through Packeta: an order to a pick-up point keeps the point as it was when the order
 * was placed, every order keeps its parcel's weight and the day the shop promised to send it off. Orders placed
 * before have neither (they were promised no date, and weighed by hand).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const dialect = dialectOf(db);
  for (const [column, kind, length] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('customer_order')
      .addColumn(column, sqlType(dialect, kind, length))
      .execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const [column] of ORDER_COLUMNS) {
    await db.schema.alterTable('customer_order').dropColumn(column).execute();
  }
};
