import type { Generated } from 'kysely';
import type { StoredInstant } from './tables.ts';

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
