import { workingCopySize } from '@fotoobraz/domain';

/** A working copy up to this size goes as it is. */
export const WORKING_COPY_TARGET_BYTES = 700_000;

/**
 * The working copy's JPEG quality: 0.82 first (previews show it scaled down, where it cannot be
 * told from better); a busy photo (grain, foliage, noise) that comes out larger than the target
 * is encoded once more, as much coarser as it was too large, so that it stays well under a
 * megabyte on a slow uplink.
 * @example qualityFor(null) // -> 0.82; qualityFor(1_900_000) // -> 0.35
 */
export const qualityFor = (firstSize: number | null): number => {
  if (firstSize === null) return 0.82;
  const over = firstSize / WORKING_COPY_TARGET_BYTES;
  return over > 2.2 ? 0.35 : over > 1.5 ? 0.5 : 0.65;
};

/** Originals this small go up whole, as before: a working copy would save next to nothing. */
export const WORKING_COPY_FROM_BYTES = 1_500_000;

/** The browser's downscaled copy of a photo and what it found out about the original. */
export interface WorkingCopy {
  jpeg: Blob;
  /** The original's upright pixel size. */
  width: number;
  height: number;
  /** SHA-256 of the original's bytes, hex. */
  sha256: string;
}

/** Whether this browser can make a working copy (decode, scale and encode off the DOM). */
export const canMakeWorkingCopy = (): boolean =>
  typeof createImageBitmap === 'function' &&
  typeof OffscreenCanvas === 'function' &&
  typeof crypto !== 'undefined' &&
  typeof crypto.subtle?.digest === 'function';

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a file's bytes, hex (30 MB at most: read at once). */
export const sha256Of = async (file: Blob): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));

/**
 * Decodes the photo upright (its EXIF orientation applied), scales it to the working copy's size
 * (2400 px on the long side) and encodes it as JPEG, while its hash is taken. Rejects when the
 * browser cannot decode the file.
 */
export const makeWorkingCopy = async (file: Blob): Promise<WorkingCopy> => {
  const [bitmap, sha256] = await Promise.all([
    createImageBitmap(file, { imageOrientation: 'from-image' }),
    sha256Of(file),
  ]);
  try {
    const size = workingCopySize(bitmap);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: qualityFor(null) });
    if (jpeg.size > WORKING_COPY_TARGET_BYTES) {
      jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: qualityFor(jpeg.size) });
    }
    return { jpeg, width: bitmap.width, height: bitmap.height, sha256 };
  } finally {
    bitmap.close();
  }
};
