import { c, migrationStep } from '../table-builder.ts';

/**
 * A customer's photo of their own wall with an A4 sheet on it, kept for their crafted product's
 * view on that wall: outside the entity model, so no generic list or back-office screen shows
 * it, one row per crafted product, deleted with the product.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('own_wall', {
    crafted_product_id: c.integer(true),
    wall: c.blob(true),
    width: c.integer(true),
    height: c.integer(true),
    sheet: c.string(200, true),
    piece_at: c.string(60, true),
    created_date: c.instant(true),
  });
  await schema.createIndex('own_wall_crafted_product_idx', 'own_wall', 'crafted_product_id', {
    unique: true,
  });
});

export const down = migrationStep(async (schema) => {
  await schema.dropIndexes(['own_wall_crafted_product_idx']);
  await schema.dropTables(['own_wall']);
});
