import type { PickupPointRepository } from '../repositories/pickup-point.repository.ts';
import type { PickupPointRefreshRepository } from '../repositories/pickup-point-refresh.repository.ts';

export interface PickupPointHealth {
  status: 'UP' | 'DOWN';
  details: {
    /** The refresh's source: Packeta's feed, or none configured (no API key). */
    feed: 'packeta' | 'none';
    count: number;
    lastSuccessAt: string | null;
    lastSuccessCount: number | null;
    lastFailureAt: string | null;
    lastFailureReason: string | null;
  };
}

/**
 * The points' part of health: DOWN when the list is empty or the last refresh failed (the last
 * good list still serves). Listed beside the shop's required parts, it never makes the whole
 * DOWN: the shop sells on with yesterday's points.
 */
export const pickupPointHealth = async (
  points: Pick<PickupPointRepository, 'count'>,
  refreshes: Pick<PickupPointRefreshRepository, 'state'>,
  feedConfigured: boolean,
): Promise<PickupPointHealth> => {
  const [count, state] = await Promise.all([points.count(), refreshes.state()]);
  const failing =
    state.lastFailureAt !== null &&
    (state.lastSuccessAt === null || state.lastFailureAt > state.lastSuccessAt);
  return {
    status: count === 0 || failing ? 'DOWN' : 'UP',
    details: { feed: feedConfigured ? 'packeta' : 'none', count, ...state },
  };
};
