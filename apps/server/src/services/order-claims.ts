import { order as orderEntity, type EntityDef } from '@fotoobraz/domain';
import { validationProblem } from '../lib/problem.ts';
import { ConstraintError } from '../repositories/entity.repository.ts';
import type { Repositories } from '../repositories/transactor.ts';

/**
 * In the transaction of a generic write of an order (an admin's entry, edit or deletion): the
 * order claims the crafted product it now points at and releases one it no longer holds. A
 * crafted product another order holds, or takes at the same moment, is refused on
 * `craftedProduct` with the code a placement refuses it with (`Ordered`), and nothing is written.
 */
export const claimPiecesOfWrittenOrder = async (
  repositories: Repositories,
  entity: EntityDef,
  id: number,
): Promise<void> => {
  if (entity.name !== orderEntity.name) return;
  try {
    await repositories.claims.claimHeldBy(id);
  } catch (error) {
    if (!(error instanceof ConstraintError && error.constraint === 'unique')) throw error;
    throw validationProblem([{ objectName: 'order', field: 'craftedProduct', message: 'Ordered' }]);
  }
};
