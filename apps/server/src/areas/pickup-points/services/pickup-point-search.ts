import type { PickupPointRepository } from '../repositories/pickup-point.repository.ts';

/** The search the order form's picker asks (the list as the last good refresh left it). */
export type PickupPointSearch = Pick<PickupPointRepository, 'search'>;
