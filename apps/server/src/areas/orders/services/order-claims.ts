import { order as orderEntity } from '@fotoobraz/domain';
import type { InTransaction } from '../../../events/event-bus.ts';
import { validationProblem } from '../../../lib/problem.ts';
import { ConstraintError } from '../../../repositories/entity.repository.ts';

/**
 * In the transaction of a generic write of an order (an admin's entry, edit or deletion): the
 * order claims the crafted product it now points at and releases one it no longer holds. A
 * crafted product another order holds, or takes at the same moment, is refused on
 * `craftedProduct` with the code a placement refuses it with (`Ordered`), and nothing is written.
 */
export const orderClaimsItsPiece: InTransaction<'entity.written', 'claims'> = {
  name: "the order's claim of its piece",
  uses: ['claims'],
  run: async ({ entity, id }, { claims }) => {
    if (entity.name !== orderEntity.name) return;
    try {
      await claims.claimHeldBy(id);
    } catch (error) {
      if (!(error instanceof ConstraintError && error.constraint === 'unique')) throw error;
      throw validationProblem([
        { objectName: 'order', field: 'craftedProduct', message: 'Ordered' },
      ]);
    }
  },
};
