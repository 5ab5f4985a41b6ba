import { createHash } from 'node:crypto';
import { isWorkingCopyOf, MAX_ORIGINAL_PIXELS, type PixelSize } from '@fotoobraz/domain';
import { readJpegHeader } from '../../../../lib/jpeg-header.ts';
import {
  ImageDecodeError,
  type ImageRepository,
} from '../../../../repositories/image.repository.ts';

/** What the browser declared about the original when it sent the working copy. */
export interface DeclaredOriginal extends PixelSize {
  sha256: string;
  length: number;
}

/** The original as it arrived: its bytes whole, or why it is refused (`error.photo.<key>`). */
export type Verdict = { ok: true; original: Buffer } | { ok: false; reason: string };

/**
 * Joins the chunks into the original, hashing them as they come, and checks it against what was
 * declared: the byte count and SHA-256, a JPEG whose header is within the pixel limit (before any
 * decoding), of the declared size in either orientation, that decodes whole and upright to the
 * declared shape. Only then is it the photo's original.
 */
export const verifyOriginal = async (
  chunks: AsyncIterable<Buffer>,
  declared: DeclaredOriginal,
  images: ImageRepository,
): Promise<Verdict> => {
  const refuse = (key: string): Verdict => ({ ok: false, reason: `error.photo.${key}` });
  // One buffer of the declared size: the chunks are copied in, never held twice.
  const original = Buffer.allocUnsafe(declared.length);
  const hash = createHash('sha256');
  let filled = 0;
  for await (const chunk of chunks) {
    if (filled + chunk.length > declared.length) return refuse('originalmismatch');
    chunk.copy(original, filled);
    hash.update(chunk);
    filled += chunk.length;
  }
  if (filled !== declared.length || hash.digest('hex') !== declared.sha256) {
    return refuse('originalmismatch');
  }

  const header = readJpegHeader(original);
  if (!header.ok) return refuse(header.reason === 'not-jpeg' ? 'notjpeg' : 'corrupt');
  if (header.width * header.height > MAX_ORIGINAL_PIXELS) return refuse('toomanypixels');
  const sameSize =
    (header.width === declared.width && header.height === declared.height) ||
    (header.width === declared.height && header.height === declared.width);
  if (!sameSize) return refuse('originalmismatch');

  // Whether it decodes whole, and which way up it stands.
  const upright = await images.decodedUprightSize(original).catch((error: unknown) => {
    if (error instanceof ImageDecodeError) return undefined;
    throw error;
  });
  if (!upright) return refuse('corrupt');
  if (!isWorkingCopyOf(upright, declared)) return refuse('originalmismatch');
  return { ok: true, original };
};
