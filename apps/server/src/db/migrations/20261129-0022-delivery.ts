import { c, type AddedColumns, migrationStep } from '../table-builder.ts';

const ORDER_COLUMNS: AddedColumns = {
  pickup_point_id: c.string(20),
  pickup_point_kind: c.string(20),
  pickup_point_name: c.string(200),
  pickup_point_street: c.string(200),
  pickup_point_city: c.string(100),
  pickup_point_zip: c.string(20),
  parcel_weight_grams: c.long(),
  dispatch_date: c.string(10),
};

/**
 * Delivery through Packeta: an order to a pick-up point keeps the point as it was when the order
 * was placed, every order keeps its parcel's weight and the day the shop promised to send it off. Orders placed
 * before have neither (they were promised no date, and weighed by hand).
 */
export const up = migrationStep((schema) => schema.addColumns('customer_order', ORDER_COLUMNS));

export const down = migrationStep((schema) => schema.dropColumns('customer_order', ORDER_COLUMNS));
