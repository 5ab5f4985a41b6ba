/** Long side of the working copy previews are rendered from (DESIGN.md §4). */
export const WORKING_COPY_LONG_SIDE = 2400;

/** The largest working copy accepted: a 2400 px JPEG of a busy photo stays well under it. */
export const MAX_WORKING_COPY_BYTES = 3_000_000;

/** The largest original accepted (DESIGN.md §4), whichever way it arrives. */
export const MAX_ORIGINAL_BYTES = 30_000_000;

/** Never decode more pixels than this, whatever a file claims (DESIGN.md §4). */
export const MAX_ORIGINAL_PIXELS = 150_000_000;

/** Bytes of the original per chunk the browser sends: its progress moves every 0.4 s at 10 Mbit/s. */
export const ORIGINAL_CHUNK_BYTES = 512 * 1024;

/** The largest chunk the server takes in one request. */
export const MAX_ORIGINAL_CHUNK_BYTES = 4 * 1024 * 1024;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The working copy's size for an original of `original` pixels (upright): its long side at most
 * `longSide`, never enlarged, the shape kept.
 * @example workingCopySize({ width: 6000, height: 4000 }) // -> { width: 2400, height: 1600 }
 * @example workingCopySize({ width: 1200, height: 900 }) // -> { width: 1200, height: 900 }
 */
export const workingCopySize = (
  original: PixelSize,
  longSide = WORKING_COPY_LONG_SIDE,
): PixelSize => {
  const scale = Math.min(1, longSide / Math.max(original.width, original.height));
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
};

/**
 * Whether a working copy can be a downscale of the original: no larger than it, and of its
 * shape (each side within a pixel of the exact scale, as rounding leaves it).
 * @example isWorkingCopyOf({ width: 2400, height: 1600 }, { width: 6000, height: 4000 }) // -> true
 * @example isWorkingCopyOf({ width: 1600, height: 2400 }, { width: 6000, height: 4000 }) // -> false
 */
export const isWorkingCopyOf = (copy: PixelSize, original: PixelSize): boolean => {
  if (copy.width > original.width || copy.height > original.height) return false;
  const scale = copy.width / original.width;
  return Math.abs(original.height * scale - copy.height) <= 1.5;
};

/**
 * An original's EXIF orientation turns it by 90° (tags 5 to 8): its upright size is its stored
 * size turned.
 * @example uprightSize({ width: 4000, height: 6000 }, 6) // -> { width: 6000, height: 4000 }
 */
export const uprightSize = (stored: PixelSize, exifOrientation: number): PixelSize =>
  exifOrientation >= 5 && exifOrientation <= 8
    ? { width: stored.height, height: stored.width }
    : stored;
