import type { Database } from '../../../repositories/database.ts';
import { toIso } from '../../../repositories/entity-codec.ts';
import { rowWhere } from '../../../repositories/row-queries.ts';

/** How the refreshes of one feed went: what health shows and what the dev fixture waits on. */
export interface PickupPointRefreshState {
  lastSuccessAt: string | null;
  /** The points the last success brought. */
  lastSuccessCount: number | null;
  lastFailureAt: string | null;
  lastFailureReason: string | null;
}

const NONE: PickupPointRefreshState = {
  lastSuccessAt: null,
  lastSuccessCount: null,
  lastFailureAt: null,
  lastFailureReason: null,
};

/** The feed Packeta's points come from (its row in pickup_point_refresh). */
export const PACKETA_FEED = 'packeta';

/** The last success and failure of each feed's refresh (table pickup_point_refresh). */
export class PickupPointRefreshRepository {
  constructor(private readonly database: Database) {}

  async state(feed = PACKETA_FEED): Promise<PickupPointRefreshState> {
    const row = await rowWhere(this.database.db, 'pickupPointRefresh', 'feed', feed);
    if (!row) return NONE;
    return {
      lastSuccessAt: toIso(row.lastSuccessAt),
      lastSuccessCount: row.lastSuccessCount === null ? null : Number(row.lastSuccessCount),
      lastFailureAt: toIso(row.lastFailureAt),
      lastFailureReason: row.lastFailureReason,
    };
  }

  /** Notes a refresh that replaced the list with `count` points at `at`. */
  async recordSuccess(at: Date, count: number, feed = PACKETA_FEED): Promise<void> {
    await this.upsert(feed, { lastSuccessAt: at.toISOString(), lastSuccessCount: count });
  }

  /** Notes a refresh that failed at `at`, and why (the list stayed as it was). */
  async recordFailure(at: Date, reason: string, feed = PACKETA_FEED): Promise<void> {
    await this.upsert(feed, {
      lastFailureAt: at.toISOString(),
      lastFailureReason: reason.slice(0, 500),
    });
  }

  private async upsert(
    feed: string,
    values: {
      lastSuccessAt?: string;
      lastSuccessCount?: number;
      lastFailureAt?: string;
      lastFailureReason?: string;
    },
  ): Promise<void> {
    await this.database.db
      .insertInto('pickupPointRefresh')
      .values({ feed, ...values })
      .onConflict((oc) => oc.column('feed').doUpdateSet(values))
      .execute();
  }
}
