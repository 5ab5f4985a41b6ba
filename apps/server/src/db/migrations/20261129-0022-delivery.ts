import { type AddedColumn, migrationStep } from '../table-builder.ts';

const ORDER_COLUMNS: readonly AddedColumn[] = [
  ['pickup_point_id', 'string', 20],
  ['pickup_point_kind', 'string', 20],
  ['pickup_point_name', 'string', 200],
  ['pickup_point_street', 'string', 200],
  ['pickup_point_city', 'string', 100],
  ['pickup_point_zip', 'string', 20],
  ['parcel_weight_grams', 'long'],
  ['dispatch_date', 'string', 10],
];

/**
 * Delivery through Packeta: an order to a pick-up point keeps the point as it was when the order
 * was placed, every order keeps its parcel's weight and the day the shop promised to send it off. Orders placed
 * before have neither (they were promised no date, and weighed by hand).
 */
export const up = migrationStep((schema) => schema.addColumns('customer_order', ORDER_COLUMNS));

export const down = migrationStep((schema) => schema.dropColumns('customer_order', ORDER_COLUMNS));
