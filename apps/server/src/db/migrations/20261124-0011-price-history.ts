import type { Kysely } from 'kysely';
import { c, migrationStep, type AddedColumns } from '../table-builder.ts';

/**
 * Omnibus: every value pricing reads, with the interval it was valid in, so that the lowest price
 * of a configuration in the 30 days before a promotion can be worked out by pricing it as it was
 * (a subject is an entity, its key a row id or a global param's name). The values in the database
 * now are seeded as valid from this migration. Crafted products keep the lowest price they showed.
 */
const PRICED_COLUMNS: [table: string, column: string, subject: string, field: string][] = [
  ['product', 'price_manufact_per_square', 'product', 'priceManufactPerSquare'],
  ['product_config', 'mirror_addon_square', 'productConfig', 'mirrorAddonSquare'],
  ['print_media', 'price_per_sqare', 'printMedia', 'pricePerSqare'],
  ['glass', 'price_per_sqare', 'glass', 'pricePerSqare'],
  ['pasparta', 'price_per_sqare', 'pasparta', 'pricePerSqare'],
  ['frame', 'price', 'frame', 'price'],
  ['frame_profile', 'thickness', 'frameProfile', 'thickness'],
];
const PRICED_PARAMS = ['MIN_PRICE', 'PROMOTION_PERCENT'];
const CRAFTED_PRODUCT_COLUMNS: AddedColumns = { lowest_price_30_days: c.decimal() };

interface HistoryRow {
  subject: string;
  subject_key: string;
  field: string;
  value: string | null;
  valid_from: string;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export const up = migrationStep(async (schema, db) => {
  await schema.createTable('price_history', {
    subject: c.string(30, true),
    subject_key: c.string(255, true),
    field: c.string(50, true),
    value: c.string(2000),
    valid_from: c.instant(true),
    valid_to: c.instant(),
  });
  await schema.createIndex('price_history_subject_idx', 'price_history', [
    'subject',
    'subject_key',
    'field',
  ]);
  await schema.addColumns('crafted_product', CRAFTED_PRODUCT_COLUMNS);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of this migration's time
  const any = db as Kysely<any>;
  const validFrom = new Date().toISOString();
  const rows: HistoryRow[] = [];
  for (const [table, column, subject, field] of PRICED_COLUMNS) {
    const found = await any.selectFrom(table).select(['id', column]).execute();
    for (const row of found) {
      rows.push({
        subject,
        subject_key: String(row.id),
        field,
        value: text(row[column]),
        valid_from: validFrom,
      });
    }
  }
  const params = await any
    .selectFrom('global_param')
    .select(['name', 'value'])
    .where('name', 'in', PRICED_PARAMS)
    .execute();
  for (const { name, value } of params) {
    rows.push({
      subject: 'globalParam',
      subject_key: name,
      field: 'value',
      value,
      valid_from: validFrom,
    });
  }
  for (let i = 0; i < rows.length; i += 200) {
    await any
      .insertInto('price_history')
      .values(rows.slice(i, i + 200))
      .execute();
  }
});

export const down = migrationStep(async (schema) => {
  await schema.dropColumns('crafted_product', CRAFTED_PRODUCT_COLUMNS);
  await schema.dropIndexes(['price_history_subject_idx']);
  await schema.dropTables(['price_history']);
});
