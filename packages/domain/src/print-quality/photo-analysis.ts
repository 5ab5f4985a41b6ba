import type { ProductEnum, PrintableStatus } from '../entities/enums.ts';
import { formatDecimalSk } from '../money/money.ts';
import { PRODUCT_KINDS, type ProductFamily } from '../pricing/product-kinds.ts';
import { clampPhotoOnlySize, PHOTO_ONLY_LIMITS_CM } from '../sizes/photo-only-size.ts';
import {
  orientSize,
  orientationOf,
  parseRatio,
  parseSizeCm,
  photoRatioText,
  ratioDeviation,
  type Orientation,
  type SizeCm,
} from '../sizes/sizes.ts';
import {
  DEFAULT_MIN_MEGAPIXELS,
  PRINT_DPI,
  effectiveDpi,
  largestCropPx,
  largestPrintableSizeCm,
  megapixelsOf,
  nearestSupportedRatio,
  printQualityOfDpi,
  printableStatus,
} from './print-quality.ts';

/** The fields of an enabled product config that sizing needs. */
export interface ConfigSize {
  readonly productEnum: ProductEnum;
  readonly ratio: string;
  readonly totalSizeCm: string;
  readonly photoSizeCm?: string | null;
}

/** The largest size of a product family a photo prints at >= 150 DPI. */
export interface LargestPrintable {
  /** Outer size in the photo's orientation. */
  readonly widthCm: number;
  readonly heightCm: number;
  /** The config it comes from, as stored ('50x40'); absent for photo-only sizes. */
  readonly totalSizeCm?: string;
  /** Effective DPI of the photo (cut to the ratio) at that size, rounded down. */
  readonly dpi: number;
}

/** The `photo.analysis` object (stored as JSON text). */
export interface PhotoAnalysis {
  readonly widthPx: number;
  readonly heightPx: number;
  /** Rounded to two decimals for display; the status uses the exact value. */
  readonly megapixels: number;
  readonly minMegapixels: number;
  readonly orientation: Orientation;
  /** The photo's own ratio in its orientation, e.g. '2:3' (see `photoRatioText`). */
  readonly ratio: string;
  readonly ratioSupported: boolean;
  /** The nearest supported ratio as the configs store it, e.g. '3:2'; null without any. */
  readonly cutSizeRatio: string | null;
  /** The same in the photo's orientation, as shown and used as crop aspect, e.g. '2:3'. */
  readonly cutSizeRatioDisp: string | null;
  readonly printableStatus: PrintableStatus;
  /** The DPI the sizes below are computed for (150). */
  readonly printDpi: number;
  /** The whole photo's largest print at `printDpi`, ignoring product limits. */
  readonly maxPrintCm: SizeCm;
  /**
   * Per family: photo (within the photo-only limits, at the photo's own ratio) always; the config
   * families for which configs were given, from their configs of the cut ratio. null when nothing
   * of that family reaches `printDpi`.
   */
  readonly largestPrintable: Partial<Record<ProductFamily, LargestPrintable | null>>;
}

/**
 * Rounding a side half-up to 0.01 cm can put the photo-only size a hair beyond the pixel limit
 * (149.99 DPI), so the short side is stepped down by 0.01 cm until it holds.
 */
const largestPhotoOnly = (
  widthPx: number,
  heightPx: number,
  maxPrint: SizeCm,
): LargestPrintable | null => {
  const limit = Math.min(maxPrint.widthCm, maxPrint.heightCm, PHOTO_ONLY_LIMITS_CM.shortMax);
  for (let step = 0; step < 3; step += 1) {
    const size = clampPhotoOnlySize(limit - step / 100, { width: widthPx, height: heightPx });
    const dpi = effectiveDpi(widthPx, heightPx, size.widthCm, size.heightCm);
    if (printQualityOfDpi(dpi) !== 'insufficient') return { ...size, dpi: Math.floor(dpi) };
  }
  return null;
};

const largestFromConfigs = (
  widthPx: number,
  heightPx: number,
  configs: readonly ConfigSize[],
  cutSizeRatio: string | null,
): LargestPrintable | null => {
  const photo = { width: widthPx, height: heightPx };
  const orientation = orientationOf(photo);
  let best: (LargestPrintable & { area: number }) | null = null;
  for (const config of configs) {
    const ratio = parseRatio(config.ratio);
    const outer = parseSizeCm(config.totalSizeCm);
    const visible = parseSizeCm(config.photoSizeCm) ?? outer;
    if (!ratio || !outer || !visible || cutSizeRatio === null) continue;
    if (ratioDeviation(ratio, cutSizeRatio) > 1e-9) continue;
    const crop = largestCropPx(photo, ratio);
    const dpi = effectiveDpi(crop.width, crop.height, visible.widthCm, visible.heightCm);
    const area = visible.widthCm * visible.heightCm;
    if (printQualityOfDpi(dpi) !== 'insufficient' && (best === null || area > best.area)) {
      const oriented = orientSize(outer, orientation);
      best = { ...oriented, totalSizeCm: config.totalSizeCm, dpi: Math.floor(dpi), area };
    }
  }
  if (best === null) return null;
  const { area: _area, ...largest } = best;
  return largest;
};

/**
 * The analysis of an uploaded photo (pixel size after EXIF orientation): megapixels, its ratio,
 * the nearest supported ratio it would be cut to, printableStatus, and the largest size per
 * product family printable at 150 DPI. Pure and total: a photo without usable ratios gets null
 * cut ratios and status C or X.
 * @example buildPhotoAnalysis({ widthPx: 4000, heightPx: 6000, supportedRatios: ['3:2', '4:3'] })
 * // -> { megapixels: 24, ratio: '2:3', cutSizeRatio: '3:2', cutSizeRatioDisp: '2:3', printableStatus: 'Y',
 * //      maxPrintCm: { widthCm: 67.73, heightCm: 101.6 }, largestPrintable: { photo: { widthCm: 60, heightCm: 90, dpi: 169 } }, ... }
 */
export const buildPhotoAnalysis = ({
  widthPx,
  heightPx,
  supportedRatios,
  minMegapixels = DEFAULT_MIN_MEGAPIXELS,
  configs,
}: {
  widthPx: number;
  heightPx: number;
  supportedRatios: readonly string[];
  minMegapixels?: number;
  /** Enabled configs; each family that has some gets a `largestPrintable` entry. */
  configs?: readonly ConfigSize[];
}): PhotoAnalysis => {
  const exactMegapixels = megapixelsOf(widthPx, heightPx);
  const nearest = nearestSupportedRatio(widthPx, heightPx, supportedRatios);
  const ratioSupported = nearest?.matches ?? false;
  const maxPrintCm = largestPrintableSizeCm(widthPx, heightPx, PRINT_DPI.acceptable);
  const largestPrintable: Partial<Record<ProductFamily, LargestPrintable | null>> = {
    photo: largestPhotoOnly(widthPx, heightPx, maxPrintCm),
  };
  const configsByFamily = new Map<ProductFamily, ConfigSize[]>();
  for (const config of configs ?? []) {
    const family = PRODUCT_KINDS[config.productEnum]?.family;
    if (family === undefined || family === 'photo') continue;
    configsByFamily.set(family, [...(configsByFamily.get(family) ?? []), config]);
  }
  for (const [family, ofFamily] of configsByFamily) {
    largestPrintable[family] = largestFromConfigs(
      widthPx,
      heightPx,
      ofFamily,
      nearest?.ratio ?? null,
    );
  }
  return {
    widthPx,
    heightPx,
    megapixels: Math.round(exactMegapixels * 100) / 100,
    minMegapixels,
    orientation: orientationOf({ width: widthPx, height: heightPx }),
    ratio: photoRatioText({ width: widthPx, height: heightPx }),
    ratioSupported,
    cutSizeRatio: nearest?.ratio ?? null,
    cutSizeRatioDisp: nearest?.ratioInOrientation ?? null,
    printableStatus: printableStatus({
      megapixels: exactMegapixels,
      ratioSupported,
      minMegapixels,
    }),
    printDpi: PRINT_DPI.acceptable,
    maxPrintCm,
    largestPrintable,
  };
};

/**
 * A one-line Slovak description of an analysis for `photo.analysisDisp`.
 * @example describePhotoAnalysis(buildPhotoAnalysis({ widthPx: 6000, heightPx: 4000, supportedRatios: ['3:2'] }))
 * // -> '24 MP (6000 × 4000 px), pomer strán 3:2, pri 150 DPI najviac 101,6 × 67,73 cm'
 */
export const describePhotoAnalysis = (analysis: PhotoAnalysis): string => {
  const cut =
    analysis.ratioSupported || analysis.cutSizeRatioDisp === null
      ? ''
      : ` (na orez ${analysis.cutSizeRatioDisp})`;
  const cm = (n: number): string => formatDecimalSk(n, 0, 2);
  return (
    `${cm(analysis.megapixels)} MP (${analysis.widthPx} × ${analysis.heightPx} px), ` +
    `pomer strán ${analysis.ratio}${cut}, pri ${analysis.printDpi} DPI najviac ` +
    `${cm(analysis.maxPrintCm.widthCm)} × ${cm(analysis.maxPrintCm.heightCm)} cm`
  );
};
