import type { PrintableStatus } from '../entities/enums.ts';
import {
  orientedRatioText,
  ratioDeviation,
  ratioMatches,
  type Extent,
  type SizeCm,
} from '../sizes/sizes.ts';

/** The global param's default minimum resolution for ordering (customer spec §9). */
export const DEFAULT_MIN_MEGAPIXELS = 8;

/** Effective-DPI thresholds of DESIGN.md §4: >= 200 good, 150 up to 200 acceptable, else insufficient. */
export const PRINT_DPI = { good: 200, acceptable: 150 } as const;

export type PrintQuality = 'good' | 'acceptable' | 'insufficient';

const CM_PER_INCH = 2.54;

/** Keeps exact thresholds (150.000 DPI) on the right side of binary floating error. */
const EPSILON = 1e-9;

/**
 * Megapixels of a pixel size, unrounded (a 7.9999 MP photo is below an 8 MP minimum).
 * @example megapixelsOf(6000, 4000) // -> 24
 */
export const megapixelsOf = (widthPx: number, heightPx: number): number =>
  (widthPx * heightPx) / 1_000_000;

/**
 * A photo's printableStatus (DESIGN.md §4): Y enough megapixels and a supported ratio; C enough
 * megapixels, unsupported ratio; N below the minimum, supported ratio; X below the minimum and
 * unsupported. Exactly the minimum is enough.
 * @example printableStatus({ megapixels: 24, ratioSupported: false }) // -> 'C'
 */
export const printableStatus = ({
  megapixels,
  ratioSupported,
  minMegapixels = DEFAULT_MIN_MEGAPIXELS,
}: {
  megapixels: number;
  ratioSupported: boolean;
  minMegapixels?: number;
}): PrintableStatus => {
  const enough = megapixels >= minMegapixels;
  if (enough) return ratioSupported ? 'Y' : 'C';
  return ratioSupported ? 'N' : 'X';
};

/** The supported ratio nearest to a photo's shape. */
export interface NearestRatio {
  /** The ratio as stored in the configs, e.g. '3:2'. */
  readonly ratio: string;
  /** The same ratio in the photo's orientation, e.g. '2:3' for a portrait photo. */
  readonly ratioInOrientation: string;
  /** Whether the photo has this shape within 1 %. */
  readonly matches: boolean;
  /** |photo shape / ratio shape - 1|. */
  readonly deviation: number;
}

/**
 * The supported ratio closest in shape to a photo (either orientation), whether it matches within
 * 1 %, and its form in the photo's orientation; null when no usable ratio is given. Ties go to the
 * first in the list.
 * @example nearestSupportedRatio(2400, 3700, ['4:3', '3:2', '16:9']) // -> { ratio: '3:2', ratioInOrientation: '2:3', matches: false, deviation: ≈0.0278 }
 */
export const nearestSupportedRatio = (
  widthPx: number,
  heightPx: number,
  supportedRatios: readonly string[],
): NearestRatio | null => {
  const photo = { width: widthPx, height: heightPx };
  let best: { ratio: string; deviation: number } | null = null;
  for (const ratio of supportedRatios) {
    const deviation = ratioDeviation(photo, ratio);
    if (Number.isFinite(deviation) && (best === null || deviation < best.deviation)) {
      best = { ratio, deviation };
    }
  }
  if (best === null) return null;
  return {
    ratio: best.ratio,
    ratioInOrientation: orientedRatioText(
      best.ratio,
      widthPx < heightPx ? 'portrait' : 'landscape',
    ),
    matches: ratioMatches(photo, best.ratio),
    deviation: best.deviation,
  };
};

/**
 * The DPI a crop of `cropWidthPx × cropHeightPx` pixels gives at a print size, matching the long
 * side to the long side (a landscape crop printed on a config written portrait is turned, not
 * squeezed); the lower of the two sides' DPI when the shapes differ. 0 for an unusable input.
 * @example effectiveDpi(6000, 4000, 40, 60) // -> 254 (6000 px over 60 cm, 4000 px over 40 cm)
 */
export const effectiveDpi = (
  cropWidthPx: number,
  cropHeightPx: number,
  printWidthCm: number,
  printHeightCm: number,
): number => {
  const values = [cropWidthPx, cropHeightPx, printWidthCm, printHeightCm];
  if (!values.every((v) => Number.isFinite(v) && v > 0)) return 0;
  const longDpi =
    (Math.max(cropWidthPx, cropHeightPx) * CM_PER_INCH) / Math.max(printWidthCm, printHeightCm);
  const shortDpi =
    (Math.min(cropWidthPx, cropHeightPx) * CM_PER_INCH) / Math.min(printWidthCm, printHeightCm);
  return Math.min(longDpi, shortDpi);
};

/**
 * The quality level of a DPI: good from 200, acceptable from 150, insufficient below.
 * @example printQualityOfDpi(150) // -> 'acceptable'
 */
export const printQualityOfDpi = (dpi: number): PrintQuality =>
  dpi + EPSILON >= PRINT_DPI.good
    ? 'good'
    : dpi + EPSILON >= PRINT_DPI.acceptable
      ? 'acceptable'
      : 'insufficient';

/**
 * The quality level of a crop printed at a size (see `effectiveDpi`); an order is refused when
 * this is 'insufficient'.
 * @example printQualityAt(3000, 2000, 30, 20) // -> 'good' (254 DPI)
 */
export const printQualityAt = (
  cropWidthPx: number,
  cropHeightPx: number,
  printWidthCm: number,
  printHeightCm: number,
): PrintQuality =>
  printQualityOfDpi(effectiveDpi(cropWidthPx, cropHeightPx, printWidthCm, printHeightCm));

/**
 * The largest print of a pixel size that still has at least `dpi`, in the photo's orientation,
 * each side rounded DOWN to 0.01 cm (so printing it never falls below `dpi`). Zero sides for an
 * unusable input.
 * @example largestPrintableSizeCm(6000, 4000) // -> { widthCm: 101.6, heightCm: 67.73 } at 150 DPI
 */
export const largestPrintableSizeCm = (
  widthPx: number,
  heightPx: number,
  dpi: number = PRINT_DPI.acceptable,
): SizeCm => {
  const side = (px: number): number =>
    Number.isFinite(px) && px > 0 && Number.isFinite(dpi) && dpi > 0
      ? Math.floor((px * CM_PER_INCH * 100) / dpi + EPSILON) / 100
      : 0;
  return { widthCm: side(widthPx), heightCm: side(heightPx) };
};

/**
 * The largest centred crop of a photo with a ratio's shape, in the photo's orientation (how a
 * photo is cut to a config's ratio when the customer does not choose a crop).
 * @example largestCropPx({ width: 6000, height: 4000 }, { width: 4, height: 3 }) // -> { width: 5333, height: 4000 }
 */
export const largestCropPx = (photo: Extent, ratio: Extent): Extent => {
  const shape = Math.max(ratio.width, ratio.height) / Math.min(ratio.width, ratio.height);
  const portrait = photo.height > photo.width;
  const long = Math.max(photo.width, photo.height);
  const short = Math.min(photo.width, photo.height);
  const [cropLong, cropShort] =
    long / short > shape
      ? [Math.floor(short * shape + EPSILON), short]
      : [long, Math.floor(long / shape + EPSILON)];
  return portrait ? { width: cropShort, height: cropLong } : { width: cropLong, height: cropShort };
};
