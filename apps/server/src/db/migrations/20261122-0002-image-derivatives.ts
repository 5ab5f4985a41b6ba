import { c, migrationStep } from '../table-builder.ts';

/**
 * Images the server derives from an original and keeps: a photo's working copy (long side
 * 2400 px, what previews are rendered from) and an edition's thumbnail and working copy. They are
 * internal, not entity fields, and are made again whenever the source hash changes.
 */
export const up = migrationStep(async (schema) => {
  await schema.createTable('image_derivative', {
    source_table: c.string(40, true),
    source_id: c.integer(true),
    kind: c.string(20, true),
    source_hash: c.string(64, true),
    content_type: c.string(50, true),
    width: c.integer(true),
    height: c.integer(true),
    data: c.blob(true),
  });
  await schema.createIndex(
    'image_derivative_source_idx',
    'image_derivative',
    ['source_table', 'source_id', 'kind'],
    { unique: true },
  );
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables(['image_derivative']);
});
