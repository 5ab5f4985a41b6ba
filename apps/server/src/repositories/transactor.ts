import type { Database } from './database.ts';

/**
 * Runs work in one database transaction. The callback gets a Database bound to the
 * transaction; repositories built on it take part in it.
 */
export class Transactor {
  constructor(private readonly database: Database) {}

  run<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.database.db
      .transaction()
      .execute((trx) => work({ ...this.database, db: trx, close: async () => undefined }));
  }
}
