import { isPhotoOnly } from '@fotoobraz/domain';
import type { BasketProduct } from '../../../lib/basket/basket-api';
import { INITIAL_STATE, STEP, type Contact, type WizardState } from './wizard-state';

const idOf = (ref: { id?: number | null } | null | undefined): number | null => ref?.id ?? null;

const numberOf = (value: number | string | null | undefined): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The wizard at step 2 on a piece of the basket ('Upraviť'): its picture, crop and choices, and
 * its id, so every change updates that very piece, which the basket line keeps pointing to. The
 * contact the customer typed stays. Null when the piece has no picture to show.
 * @example wizardStateOfPiece({ id: 9, productEnum: 'PHOTOCANVAS', photo: { id: 4 }, copies: 2, … }, contact)
 * // -> { step: 2, source: { kind: 'photo', id: 4 }, craftedId: 9, choices: { copies: 2, … }, … }
 */
export const wizardStateOfPiece = (piece: BasketProduct, contact: Contact): WizardState | null => {
  const photoId = idOf(piece.photo as { id?: number } | null);
  const editionId = idOf(piece.internalImage as { id?: number } | null);
  if (photoId === null && editionId === null) return null;
  const crop =
    photoId !== null &&
    piece.cropX != null &&
    piece.cropY != null &&
    piece.cropWidth != null &&
    piece.cropHeight != null
      ? { x: piece.cropX, y: piece.cropY, width: piece.cropWidth, height: piece.cropHeight }
      : null;
  const productEnum = piece.productEnum ?? null;
  return {
    ...INITIAL_STATE,
    step: STEP.configure,
    source: photoId !== null ? { kind: 'photo', id: photoId } : { kind: 'edition', id: editionId! },
    editionMode: photoId === null,
    photoOnly: productEnum !== null && isPhotoOnly(productEnum),
    cropStep: crop !== null,
    crop,
    choices: {
      productEnum,
      productConfigId: idOf(piece.productConfig as { id?: number } | null),
      printMediaId: idOf(piece.printMedia as { id?: number } | null),
      glassId: idOf(piece.glass as { id?: number } | null),
      paspartaId: idOf(piece.pasparta as { id?: number } | null),
      frameId: idOf(piece.frame as { id?: number } | null),
      copies: piece.copies ?? 1,
      express: piece.expressProduction === true,
      photoOnlyWidth: numberOf(piece.photoOnlyWidth),
      photoOnlyHeight: numberOf(piece.photoOnlyHeight),
    },
    craftedId: piece.id,
    contact,
  };
};
