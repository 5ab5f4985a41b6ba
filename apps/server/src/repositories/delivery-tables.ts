import type { ColumnType, Generated } from 'kysely';
import type { StoredInstant } from './tables.ts';

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

/** The shop's record of each order's Packeta packet (migration 0025), also its call queue. */
export interface OrderPacketTable {
  id: Generated<number>;
  orderId: number;
  state: string;
  attempts: number;
  nextAttemptAt: StoredInstant;
  packetId: string | null;
  barcode: string | null;
  barcodeText: string | null;
  lastError: string | null;
  carrierStatusCode: number | null;
  carrierStatusText: string | null;
  carrierStatusAt: string | null;
  statusCheckedAt: StoredInstant | null;
  dispatchMail: string | null;
  requestedBy: string;
  createdDate: StoredInstant;
  updatedDate: StoredInstant;
}
