import type { CompiledQuery } from 'kysely';
import type { Database } from './database.ts';

/**
 * The catalogue's version, one row shared by every instance: raised by each write of a catalogue
 * table in that write's transaction, read before serving a cached catalogue list.
 */
export class CatalogueVersionRepository {
  /** Built once: every catalogue GET asks it, and building a query costs more than running it. */
  private currentQuery?: CompiledQuery<{ version: number }>;

  constructor(private readonly database: Database) {}

  /** The version now; one primary-key read. */
  async current(): Promise<number> {
    this.currentQuery ??= this.database.db
      .selectFrom('catalogueVersion')
      .select('version')
      .where('id', '=', 1)
      .compile();
    const { rows } = await this.database.db.executeQuery(this.currentQuery);
    return Number(rows[0].version);
  }

  /**
   * Raises the version. On PostgreSQL the row stays locked until the transaction ends, so
   * catalogue writes take turns; taken first in a transaction, it leaves no room for a deadlock.
   */
  async bump(): Promise<void> {
    await this.database.db
      .updateTable('catalogueVersion')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
  }
}
