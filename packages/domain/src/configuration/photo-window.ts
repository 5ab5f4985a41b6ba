import {
  orientationOf,
  orientSize,
  parseSizeCm,
  type Orientation,
  type SizeCm,
} from '../sizes/sizes.ts';
import type { ConfigSizes } from './rows.ts';

/**
 * The photo window of a config as written (a shape, not yet turned): the mat's opening when it has
 * one, else the whole piece; null when the size it names cannot be read.
 * @example photoWindowOf({ totalSizeCm: '50x40', photoSizeCm: '40x30' }) // -> { widthCm: 40, heightCm: 30 }
 */
export const photoWindowOf = (config: ConfigSizes): SizeCm | null =>
  config.photoSizeCm ? parseSizeCm(config.photoSizeCm) : parseSizeCm(config.totalSizeCm);

/**
 * The mat's opening of a config in an orientation; null without a mat (no readable `photoSizeCm`).
 * @example matWindowOf({ totalSizeCm: '50x40', photoSizeCm: '40x30' }, 'portrait') // -> { widthCm: 30, heightCm: 40 }
 */
export const matWindowOf = (
  config: Pick<ConfigSizes, 'photoSizeCm'> | null | undefined,
  orientation: Orientation,
): SizeCm | null => {
  const window = parseSizeCm(config?.photoSizeCm);
  return window && orientSize(window, orientation);
};

/**
 * The printed photo of a piece whose outer size is `outer` (its `finalWidth` × `finalHeight`): the
 * mat's opening turned like the piece, or the whole piece without a mat.
 * @example printedPhotoCm({ widthCm: 40, heightCm: 50 }, { totalSizeCm: '50x40', photoSizeCm: '40x30' }) // -> { widthCm: 30, heightCm: 40 }
 */
export const printedPhotoCm = (
  outer: SizeCm,
  config: Pick<ConfigSizes, 'photoSizeCm'> | null | undefined,
): SizeCm =>
  matWindowOf(config, orientationOf({ width: outer.widthCm, height: outer.heightCm })) ?? outer;

/**
 * A config's outer size and mat opening in an orientation (null where unreadable or absent).
 * @example orientedConfigSizes({ totalSizeCm: '50x40', photoSizeCm: '40x30' }, 'portrait')
 * // -> { total: { widthCm: 40, heightCm: 50 }, window: { widthCm: 30, heightCm: 40 } }
 */
export const orientedConfigSizes = (
  config: ConfigSizes,
  orientation: Orientation,
): { total: SizeCm | null; window: SizeCm | null } => {
  const total = parseSizeCm(config.totalSizeCm);
  return {
    total: total && orientSize(total, orientation),
    window: matWindowOf(config, orientation),
  };
};
