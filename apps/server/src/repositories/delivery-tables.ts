import type { ColumnType, Generated } from 'kysely';

/** An instant: ISO 8601 text on SQLite, timestamptz (read as a Date) on PostgreSQL. */
type Instant = ColumnType<string | Date | null, string | null, string | null>;

/** Packeta's pick-up points from its feed (migration 0023); the whole list is replaced at once. */
export interface PickupPointTable {
  id: Generated<number>;
  packetaId: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  kind: string;
  openingHours: string | null;
  maxWeightGrams: number | null;
  maxLengthCm: number | null;
  maxSumCm: number | null;
  latitude: string | null;
  longitude: string | null;
  searchText: string;
}

/** How the refreshes of a feed of points went (migration 0026), one row per feed. */
export interface PickupPointRefreshTable {
  id: Generated<number>;
  feed: string;
  lastSuccessAt: Instant;
  lastSuccessCount: number | null;
  lastFailureAt: Instant;
  lastFailureReason: string | null;
}
