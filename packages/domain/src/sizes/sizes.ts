/**
 * Sizes and ratios. A size or ratio names a SHAPE, not an orientation (DESIGN.md §4): the ratio
 * '3:2' matches 3600 × 2400 and 2400 × 3600 px, and a config '50x40' is printed as 40 × 50 cm for
 * a portrait photo. Shapes are compared as long side / short side (always >= 1).
 */

/** A width and height in cm, in a stated orientation. */
export interface SizeCm {
  readonly widthCm: number;
  readonly heightCm: number;
}

/** Anything with a width and a height in the same unit (pixels, cm, ratio terms). */
export interface Extent {
  readonly width: number;
  readonly height: number;
}

export type Orientation = 'landscape' | 'portrait' | 'square';

/** Two shapes match when their long/short quotients differ by at most 1 % (DESIGN.md §4). */
export const RATIO_TOLERANCE = 0.01;

/** Guards boundary cases such as exactly 1 % against binary floating error. */
const EPSILON = 1e-9;

const isPositive = (n: number): boolean => Number.isFinite(n) && n > 0;

/**
 * A config size 'WxH' in whole cm as stored in `totalSizeCm` / `photoSizeCm`; null when the text
 * is empty, malformed or has a zero side.
 * @example parseSizeCm('50x40') // -> { widthCm: 50, heightCm: 40 }; parseSizeCm('50×40') -> null
 */
export const parseSizeCm = (text: string | null | undefined): SizeCm | null => {
  const match = /^(\d+)x(\d+)$/.exec((text ?? '').trim());
  if (!match) return null;
  const widthCm = Number(match[1]);
  const heightCm = Number(match[2]);
  return widthCm > 0 && heightCm > 0 ? { widthCm, heightCm } : null;
};

/**
 * A ratio 'a:b' as stored in `ratio`, as an extent; null when malformed or with a zero term.
 * @example parseRatio('3:2') // -> { width: 3, height: 2 }; parseRatio('3/2') -> null
 */
export const parseRatio = (text: string | null | undefined): Extent | null => {
  const match = /^(\d+):(\d+)$/.exec((text ?? '').trim());
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
};

/**
 * The shape of an extent: long side / short side, >= 1; NaN for a non-positive or non-finite side.
 * @example shapeOf({ width: 2400, height: 3600 }) // -> 1.5
 */
export const shapeOf = ({ width, height }: Extent): number =>
  isPositive(width) && isPositive(height) ? Math.max(width, height) / Math.min(width, height) : NaN;

/**
 * Landscape when wider than high, portrait when higher than wide, else square.
 * @example orientationOf({ width: 2400, height: 3600 }) // -> 'portrait'
 */
export const orientationOf = ({ width, height }: Extent): Orientation =>
  width > height ? 'landscape' : width < height ? 'portrait' : 'square';

/**
 * How far a shape is from a ratio, as |shape / ratioShape - 1| (0 = identical); Infinity when
 * either is unusable.
 * @example ratioDeviation({ width: 3030, height: 2000 }, '3:2') // -> 0.01 (up to float noise)
 */
export const ratioDeviation = (extent: Extent, ratio: string | Extent): number => {
  const parsed = typeof ratio === 'string' ? parseRatio(ratio) : ratio;
  const deviation = parsed ? Math.abs(shapeOf(extent) / shapeOf(parsed) - 1) : NaN;
  return Number.isNaN(deviation) ? Infinity : deviation;
};

/**
 * Whether an extent has the ratio's shape within 1 %, in either orientation.
 * @example ratioMatches({ width: 2400, height: 3600 }, '3:2') // -> true; ratioMatches({ width: 4000, height: 3000 }, '3:2') -> false
 */
export const ratioMatches = (extent: Extent, ratio: string | Extent): boolean =>
  ratioDeviation(extent, ratio) <= RATIO_TOLERANCE + EPSILON;

/**
 * A size turned to an orientation: portrait puts the long side vertical, landscape horizontal,
 * square keeps it as given (a config '50x40' for a square photo prints as 50 × 40).
 * @example orientSize({ widthCm: 50, heightCm: 40 }, 'portrait') // -> { widthCm: 40, heightCm: 50 }
 */
export const orientSize = (size: SizeCm, orientation: Orientation): SizeCm => {
  if (orientation === 'square') return size;
  const long = Math.max(size.widthCm, size.heightCm);
  const short = Math.min(size.widthCm, size.heightCm);
  return orientation === 'portrait'
    ? { widthCm: short, heightCm: long }
    : { widthCm: long, heightCm: short };
};

/**
 * A ratio written in an orientation, the long term first for landscape and last for portrait:
 * the form shown to the customer and used as the crop aspect.
 * @example orientedRatioText('3:2', 'portrait') // -> '2:3'; orientedRatioText('4:3', 'landscape') -> '4:3'
 */
export const orientedRatioText = (ratio: string, orientation: Orientation): string => {
  const parsed = parseRatio(ratio);
  if (!parsed) return ratio;
  const long = Math.max(parsed.width, parsed.height);
  const short = Math.min(parsed.width, parsed.height);
  return orientation === 'portrait' ? `${short}:${long}` : `${long}:${short}`;
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A photo's own ratio for `photo.ratio` (at most 10 characters), in its orientation: the reduced
 * fraction when both terms are below 100, otherwise the shape to two decimals against 1.
 * @example photoRatioText({ width: 6000, height: 4000 }) // -> '3:2'; photoRatioText({ width: 3376, height: 6000 }) -> '1:1.78'
 */
export const photoRatioText = (extent: Extent): string => {
  const { width, height } = extent;
  if (!isPositive(width) || !isPositive(height)) return '';
  if (Number.isInteger(width) && Number.isInteger(height)) {
    const divisor = gcd(width, height);
    if (width / divisor < 100 && height / divisor < 100) {
      return `${width / divisor}:${height / divisor}`;
    }
  }
  const shape = shapeOf(extent).toFixed(2);
  return width >= height ? `${shape}:1` : `1:${shape}`;
};
