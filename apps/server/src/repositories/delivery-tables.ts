import type { Generated } from 'kysely';

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
