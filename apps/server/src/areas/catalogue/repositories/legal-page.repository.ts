import type { LegalPageSlug } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';
import { constraintOf } from '../../../repositories/entity.repository.ts';

/** One stored version of a legal page. */
export interface LegalPageVersion {
  slug: LegalPageSlug;
  version: number;
  title: string;
  body: string;
  createdBy: string;
  createdDate: string;
}

const isoOf = (v: string | Date): string => (v instanceof Date ? v.toISOString() : v);

/** Versions of the legal pages (table legal_page_version); a version is never changed. */
export class LegalPageRepository {
  constructor(private readonly database: Database) {}

  /** The version `version` of a page, or the newest without it; undefined when there is none. */
  async find(slug: LegalPageSlug, version?: number): Promise<LegalPageVersion | undefined> {
    let query = this.database.db
      .selectFrom('legalPageVersion')
      .select(['slug', 'version', 'title', 'body', 'createdBy', 'createdDate'])
      .where('slug', '=', slug);
    query = version === undefined ? query : query.where('version', '=', version);
    const row = await query.orderBy('version', 'desc').limit(1).executeTakeFirst();
    return row && { ...row, slug: row.slug as LegalPageSlug, createdDate: isoOf(row.createdDate) };
  }

  /** Every version of a page, newest first, without their texts. */
  async versions(slug: LegalPageSlug): Promise<Omit<LegalPageVersion, 'body'>[]> {
    const rows = await this.database.db
      .selectFrom('legalPageVersion')
      .select(['slug', 'version', 'title', 'createdBy', 'createdDate'])
      .where('slug', '=', slug)
      .orderBy('version', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      slug: r.slug as LegalPageSlug,
      createdDate: isoOf(r.createdDate),
    }));
  }

  /**
   * Stores the page's next version and returns its number. Two owners saving at once cannot take
   * the same number (a unique index); the later one takes the next.
   */
  async add(page: Omit<LegalPageVersion, 'version' | 'createdDate'>): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      const newest = await this.database.db
        .selectFrom('legalPageVersion')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('slug', '=', page.slug)
        .executeTakeFirst();
      const version = Number(newest?.version ?? 0) + 1;
      try {
        await this.database.db
          .insertInto('legalPageVersion')
          .values({ ...page, version, createdDate: this.database.now().toISOString() })
          .execute();
        return version;
      } catch (error) {
        if (attempt >= 3 || constraintOf(error)?.constraint !== 'unique') throw error;
      }
    }
  }
}
