import { ORIGINAL_STATUS, type photo as photoEntity, type RowOf } from '@fotoobraz/domain';

/**
 * Whether a crafted product's photo has its verified original, which the print file is made
 * from: a photo uploaded whole has; one started from a working copy has once its original
 * arrived and passed the checks. An edition (no photo) is the shop's own image. Order placement
 * refuses each line without it (`OriginalMissing` on the line's crafted product).
 */
export const originalArrived = (photo: RowOf<typeof photoEntity> | null | undefined): boolean =>
  !photo ||
  (photo.fullfotoid != null &&
    photo.originalStatus !== ORIGINAL_STATUS.uploading &&
    photo.originalStatus !== ORIGINAL_STATUS.rejected);
