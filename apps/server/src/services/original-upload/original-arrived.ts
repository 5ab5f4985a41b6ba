import type { photo as photoEntity, RowOf } from '@fotoobraz/domain';
import { validationProblem } from '../../lib/problem.ts';
import { ORIGINAL_STATUS } from './original-status.ts';

/**
 * Whether a crafted product's photo has its verified original, which the print file is made
 * from: a photo uploaded whole has; one started from a working copy has once its original
 * arrived and passed the checks. An edition (no photo) is the shop's own image.
 */
export const originalArrived = (photo: RowOf<typeof photoEntity> | null | undefined): boolean =>
  !photo ||
  (photo.fullfotoid != null &&
    photo.originalStatus !== ORIGINAL_STATUS.uploading &&
    photo.originalStatus !== ORIGINAL_STATUS.rejected);

/**
 * Refuses an order of a piece whose photo's original has not arrived (or was refused): a field
 * error on the order's crafted product, `OriginalMissing`. Order placement calls it for each
 * crafted product ordered.
 */
export const checkOriginalArrived = (
  photo: RowOf<typeof photoEntity> | null | undefined,
  field = 'craftedProduct',
): void => {
  if (!originalArrived(photo)) {
    throw validationProblem([{ objectName: 'order', field, message: 'OriginalMissing' }]);
  }
};
