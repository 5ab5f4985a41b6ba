import { sql } from 'kysely';
import type { Database } from '../database.ts';
import type { AbuseLimitCounters, WindowCount } from './rate-counter.ts';

/** Expired windows are swept once per this many hits of this instance; housekeeping only. */
const SWEEP_EVERY_HITS = 500;

/**
 * Counters in the `rate_limit` table. One upsert counts a hit and returns the new count, so two
 * instances counting the same key at once never lose a hit (SQLite and PostgreSQL both evaluate
 * `on conflict do update` against the row as it is after any concurrent writer).
 */
export class DatabaseRateCounter implements AbuseLimitCounters {
  private hitsSinceSweep = 0;

  constructor(private readonly database: Database) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    const expired = sql<boolean>`rate_limit.expires_at <= ${now}`;
    const row = await this.database.db
      .insertInto('rateLimit')
      .values({ limitKey: key, hits: 1, expiresAt: now + windowMs })
      .onConflict((oc) =>
        oc.column('limitKey').doUpdateSet({
          hits: sql`case when ${expired} then 1 else rate_limit.hits + 1 end`,
          expiresAt: sql`case when ${expired} then excluded.expires_at else rate_limit.expires_at end`,
        }),
      )
      .returning(['hits', 'expiresAt'])
      .executeTakeFirstOrThrow();
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) {
      this.hitsSinceSweep = 0;
      await this.database.db.deleteFrom('rateLimit').where('expiresAt', '<=', now).execute();
    }
    return { hits: Number(row.hits), resetAt: Number(row.expiresAt) };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const row = await this.database.db
      .selectFrom('rateLimit')
      .select(['hits', 'expiresAt'])
      .where('limitKey', '=', key)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return row
      ? { hits: Number(row.hits), resetAt: Number(row.expiresAt) }
      : { hits: 0, resetAt: now };
  }

  async open(): Promise<void> {}

  /** The database's own health is the db component's. */
  health(): undefined {
    return undefined;
  }

  async close(): Promise<void> {}
}
