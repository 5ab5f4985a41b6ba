import type { Kysely } from 'kysely';
import { DEFAULT_LEGAL_PAGES } from '../seed/legal-pages.sk.ts';
import { c, migrationStep } from '../table-builder.ts';

/**
 * The shop's legal pages (terms and conditions, complaints, privacy), one row per version: an
 * owner's edit adds a version and never changes an older one, which an order may have accepted.
 * Each page starts at version 1 with its default Slovak text.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.createTable('legal_page_version', {
    slug: c.string(40, true),
    version: c.integer(true),
    title: c.string(200, true),
    body: c.text(true),
    created_by: c.string(50, true),
    created_date: c.instant(true),
  });
  await schema.createIndex(
    'legal_page_version_slug_version_idx',
    'legal_page_version',
    ['slug', 'version'],
    {
      unique: true,
    },
  );
  const createdDate = new Date().toISOString();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('legal_page_version')
    .values(
      Object.entries(DEFAULT_LEGAL_PAGES).map(([slug, page]) => ({
        slug,
        version: 1,
        title: page.title,
        body: page.body,
        created_by: 'system',
        created_date: createdDate,
      })),
    )
    .execute();
});

export const down = migrationStep(async (schema) => {
  await schema.dropIndexes(['legal_page_version_slug_version_idx']);
  await schema.dropTables(['legal_page_version']);
});
