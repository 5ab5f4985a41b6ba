import { type AddedColumn, migrationStep } from '../table-builder.ts';

/**
 * The buyer as the tax documents name them (a person, or a company with IČO, DIČ and IČ DPH),
 * and the version of the terms and conditions the customer accepted with the order.
 */
const COLUMNS: readonly AddedColumn[] = [
  ['buyer_name', 'string', 200],
  ['buyer_street', 'string', 200],
  ['buyer_city', 'string', 100],
  ['buyer_postcode', 'string', 20],
  ['buyer_country', 'string', 100],
  ['buyer_ico', 'string', 8],
  ['buyer_dic', 'string', 10],
  ['buyer_ic_dph', 'string', 12],
  ['terms_version', 'long'],
];

export const up = migrationStep((schema) => schema.addColumns('customer_order', COLUMNS));

export const down = migrationStep((schema) => schema.dropColumns('customer_order', COLUMNS));
