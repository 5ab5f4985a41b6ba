import { decimalOf, decimalRoundHalfUp } from '../money/decimal.ts';
import { orientationOf, shapeOf, type Extent, type SizeCm } from './sizes.ts';

/** Limits of a photo-only (PLAIN*) print, customer spec §5 and §9. */
export const PHOTO_ONLY_LIMITS_CM = { shortMin: 20, shortMax: 60, longMax: 120 } as const;

const roundToHundredths = (cm: number): number =>
  Number(decimalRoundHalfUp(decimalOf(cm), 2)) / 100;

/**
 * The photo-only print size for a requested short side and the photo's (or its crop's) shape:
 * the short side is clamped to 20–60 cm, the long side is short × ratio, and when that exceeds
 * 120 cm the long side becomes 120 and the short side 120 / ratio, even below 20 (the 120 cm cap
 * wins). Both sides are rounded half-up to two decimals and follow the photo's orientation.
 * Total: a NaN, infinite or negative request counts as the 20 cm minimum, and an unusable photo
 * extent (zero, negative, NaN) as a square, so the result is never negative or NaN.
 * @example clampPhotoOnlySize(70, { width: 2400, height: 3600 }) // -> { widthCm: 60, heightCm: 90 }
 */
export const clampPhotoOnlySize = (shortSideCm: number, photo: Extent): SizeCm => {
  const { shortMin, shortMax, longMax } = PHOTO_ONLY_LIMITS_CM;
  const shape = Number.isNaN(shapeOf(photo)) ? 1 : shapeOf(photo);
  const requested = Number.isFinite(shortSideCm) ? shortSideCm : shortMin;
  let short = Math.min(shortMax, Math.max(shortMin, requested));
  let long = short * shape;
  if (long > longMax) {
    long = longMax;
    short = longMax / shape;
  }
  short = roundToHundredths(short);
  long = roundToHundredths(long);
  return orientationOf(photo) === 'portrait'
    ? { widthCm: short, heightCm: long }
    : { widthCm: long, heightCm: short };
};

/**
 * The photo-only size after the customer typed one side (the wizard's width or height field): a
 * typed long side is turned into the short side it implies, then `clampPhotoOnlySize` applies.
 * @example photoOnlySizeFromEdit('width', 90, { width: 3600, height: 2400 }) // -> { widthCm: 90, heightCm: 60 }
 */
export const photoOnlySizeFromEdit = (
  edited: 'width' | 'height',
  valueCm: number,
  photo: Extent,
): SizeCm => {
  const shape = Number.isNaN(shapeOf(photo)) ? 1 : shapeOf(photo);
  const editedIsLong = edited === 'width' ? photo.width > photo.height : photo.height > photo.width;
  return clampPhotoOnlySize(editedIsLong ? valueCm / shape : valueCm, photo);
};
