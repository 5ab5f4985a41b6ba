import { c, type AddedColumns, migrationStep } from '../table-builder.ts';

/**
 * The buyer as the tax documents name them (a person, or a company with IČO, DIČ and IČ DPH),
 * and the version of the terms and conditions the customer accepted with the order.
 */
const COLUMNS: AddedColumns = {
  buyer_name: c.string(200),
  buyer_street: c.string(200),
  buyer_city: c.string(100),
  buyer_postcode: c.string(20),
  buyer_country: c.string(100),
  buyer_ico: c.string(8),
  buyer_dic: c.string(10),
  buyer_ic_dph: c.string(12),
  terms_version: c.long(),
};

export const up = migrationStep((schema) => schema.addColumns('customer_order', COLUMNS));

export const down = migrationStep((schema) => schema.dropColumns('customer_order', COLUMNS));
