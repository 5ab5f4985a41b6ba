import type { PickupPoint } from '@fotoobraz/domain';
import { validationProblem } from '../../../lib/problem.ts';
import type { PickupPointRepository } from '../repositories/pickup-point.repository.ts';

/**
 * The point a `VYDAJNE_MIESTO` order goes to, as the list holds it now (its snapshot is what the
 * order keeps); undefined for another hand-over. An id the list does not hold (a point closed
 * since the customer chose it, or a made-up one) is a `NotFound` field error.
 */
export const chosenPickupPoint = async (
  points: Pick<PickupPointRepository, 'byId'>,
  request: { handoverMethod?: string | null; pickupPointId?: string | null },
): Promise<PickupPoint | undefined> => {
  if (request.handoverMethod !== 'VYDAJNE_MIESTO' || !request.pickupPointId) return undefined;
  const point = await points.byId(request.pickupPointId);
  if (!point) {
    throw validationProblem([{ objectName: 'order', field: 'pickupPointId', message: 'NotFound' }]);
  }
  return point;
};
