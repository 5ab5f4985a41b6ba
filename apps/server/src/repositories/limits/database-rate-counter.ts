import { sql } from 'kysely';
import type { Database } from '../database.ts';
import type { RateCounter, WindowCount } from './rate-counter.ts';

/** Expired windows are swept once per this many hits of this instance; housekeeping only. */
const SWEEP_EVERY_HITS = 500;

/**
 * Counters in the `rate_limit` table. One upsert counts a hit and returns the new count, so two
 * instances counting the same key at once never lose a hit (SQLite and PostgreSQL both evaluate
 * `on conflict do update` against the row as it is after any concurrent writer).
 */
export class DatabaseRateCounter implements RateCounter {
  private hitsSinceSweep = 0;

  constructor(private readonly database: Database) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    const expired = sql<boolean>`rate_limit.expires_at <= ${now}`;
    const row = await this.database.db
      .insertInto('rate_limit')
      .values({ limit_key: key, hits: 1, expires_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('limit_key').doUpdateSet({
          hits: sql`case when ${expired} then 1 else rate_limit.hits + 1 end`,
          expires_at: sql`case when ${expired} then excluded.expires_at else rate_limit.expires_at end`,
        }),
      )
      .returning([sql.ref('hits').as('hits'), sql.ref('expires_at').as('expiresAt')])
      .executeTakeFirstOrThrow();
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) {
      this.hitsSinceSweep = 0;
      await this.database.db
        .deleteFrom('rate_limit')
        .where(sql.ref('expires_at'), '<=', now)
        .execute();
    }
    return { hits: Number(row.hits), resetAt: Number(row.expiresAt) };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const row = await this.database.db
      .selectFrom('rate_limit')
      .select([sql.ref('hits').as('hits'), sql.ref('expires_at').as('expiresAt')])
      .where(sql.ref('limit_key'), '=', key)
      .where(sql.ref('expires_at'), '>', now)
      .executeTakeFirst();
    return row
      ? { hits: Number(row.hits), resetAt: Number(row.expiresAt) }
      : { hits: 0, resetAt: now };
  }

  async close(): Promise<void> {}
}
