import type { Kysely } from 'kysely';
import { sqlType } from '../column-types.ts';
import { dialectOf } from '../table-builder.ts';

/**
 * The buyer as the tax documents name them (a person, or a company with IČO, DIČ and IČ DPH),
 * and the version of the terms and conditions the customer accepted with the order.
 */
const COLUMNS: [string, Parameters<typeof sqlType>[1], number?][] = [
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

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const dialect = dialectOf(db);
  for (const [name, kind, length] of COLUMNS) {
    await db.schema
      .alterTable('customer_order')
      .addColumn(name, sqlType(dialect, kind, length))
      .execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable('customer_order').dropColumn(name).execute();
  }
};
