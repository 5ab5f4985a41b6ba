import { c, migrationStep } from '../table-builder.ts';

/**
 * Packeta's pick-up points, refreshed from the carrier's feed: the whole list is replaced at
 * once, so a search never sees half of an old list and half of a new one.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('pickup_point', {
    packeta_id: { ...c.string(20, true), unique: true },
    name: c.string(200, true),
    street: c.string(200, true),
    city: c.string(100, true),
    zip: c.string(20, true),
    country: c.string(2, true),
    kind: c.string(20, true),
    opening_hours: c.text(),
    max_weight_grams: c.integer(),
    max_length_cm: c.integer(),
    max_sum_cm: c.integer(),
    latitude: c.string(20),
    longitude: c.string(20),
    // What a search compares: name, street, town and postcode, lower case without diacritics.
    search_text: c.text(true),
  });
  await schema.createIndex('pickup_point_city_idx', 'pickup_point', 'city');
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['pickup_point']);
});
