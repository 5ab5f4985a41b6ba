import {
  effectiveDpi,
  printQualityOfDpi,
  type PrintQuality,
} from '../print-quality/print-quality.ts';
import { clampPhotoOnlySize, PHOTO_ONLY_LIMITS_CM } from '../sizes/photo-only-size.ts';
import type { Extent, SizeCm } from '../sizes/sizes.ts';
import { photoWindowOf } from './photo-window.ts';
import type { ConfigRow, ConfigSizes } from './rows.ts';

/**
 * The effective DPI of the printed pixels at a config's photo window; 0 when it cannot be read.
 * @example dpiOfConfig({ width: 6000, height: 4000 }, { totalSizeCm: '60x40' }) // -> 254
 */
export const dpiOfConfig = (pixels: Extent, config: ConfigSizes): number => {
  const window = photoWindowOf(config);
  return window ? effectiveDpi(pixels.width, pixels.height, window.widthCm, window.heightCm) : 0;
};

/**
 * The print-quality light of a size for the printed pixels; insufficient when it cannot be read.
 * @example qualityOfConfig({ width: 6000, height: 4000 }, { totalSizeCm: '90x60' }) // -> 'acceptable' (169 DPI)
 */
export const qualityOfConfig = (pixels: Extent, config: ConfigSizes): PrintQuality =>
  printQualityOfDpi(dpiOfConfig(pixels, config));

/**
 * Configs from the smallest photo window to the largest (unreadable ones last), ties by id.
 * @example sortedConfigs([{ id: 1, totalSizeCm: '60x40' }, { id: 2, totalSizeCm: '30x20' }]) // -> ids [2, 1]
 */
export const sortedConfigs = <C extends ConfigSizes & Pick<ConfigRow, 'id'>>(
  configs: readonly C[],
): C[] => {
  const area = (config: C) => {
    const window = photoWindowOf(config);
    return window ? window.widthCm * window.heightCm : Infinity;
  };
  return [...configs].sort((a, b) => area(a) - area(b) || a.id - b.id);
};

/**
 * The size suggested before the customer picks one: the largest that prints in good quality, or
 * the smallest when none does; undefined without configs.
 * @example suggestedConfig(configs30x20to90x60, { width: 6000, height: 4000 }) // -> the 60x40 (254 DPI; 90x60 has 169)
 */
export const suggestedConfig = <C extends ConfigSizes & Pick<ConfigRow, 'id'>>(
  configs: readonly C[],
  pixels: Extent,
): C | undefined => {
  const sorted = sortedConfigs(configs);
  return sorted.filter((config) => qualityOfConfig(pixels, config) === 'good').at(-1) ?? sorted[0];
};

/**
 * The photo-only size a PLAIN product starts with: the shortest side the limits allow.
 * @example defaultPhotoOnlySize({ width: 6000, height: 4000 }) // -> { widthCm: 30, heightCm: 20 }
 */
export const defaultPhotoOnlySize = (pixels: Extent): SizeCm =>
  clampPhotoOnlySize(PHOTO_ONLY_LIMITS_CM.shortMin, pixels);

/**
 * The size a new crop leaves: the one the customer had (`keptId`) while the crop prints it at
 * least acceptably, else the suggestion for the new crop, with the dropped size's DPI. Nothing
 * to say when the kept size is not among the configs (another product) or none is left.
 * @example sizeAfterCrop(configs30x20to90x60, id90x60, { width: 3000, height: 2000 }) // -> { replacement: the 40x30 (good), dropped: the 90x60, dpi: 85 }
 */
export const sizeAfterCrop = <C extends ConfigSizes & Pick<ConfigRow, 'id'>>(
  configs: readonly C[],
  keptId: number,
  pixels: Extent,
): { replacement: C; dropped: C; dpi: number } | null => {
  const kept = configs.find((config) => config.id === keptId);
  if (!kept || qualityOfConfig(pixels, kept) !== 'insufficient') return null;
  const replacement = suggestedConfig(configs, pixels);
  return replacement && replacement.id !== kept.id
    ? { replacement, dropped: kept, dpi: dpiOfConfig(pixels, kept) }
    : null;
};
