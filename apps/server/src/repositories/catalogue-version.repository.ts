import type { Database } from './database.ts';

/**
 * The catalogue's version, one row shared by every instance: raised by each write of a catalogue
 * table in that write's transaction, read before serving a cached catalogue list.
 */
export class CatalogueVersionRepository {
  constructor(private readonly database: Database) {}

  /** The version now; one primary-key read. */
  async current(): Promise<number> {
    const row = await this.database.db
      .selectFrom('catalogueVersion')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.version);
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
