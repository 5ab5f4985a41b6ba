import type { UnitRect } from '@fotoobraz/domain';
import sharp from 'sharp';
import { readJpegHeader } from '../../../lib/jpeg-header.ts';
import { MAX_PIXELS } from '../../../repositories/image.repository.ts';

/** Raw sRGB pixels, rows top to bottom: 3 channels, or 4 where the name says so. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The photo's resampling kernel. A working copy shrinks 2 to 3 times into a preview window: a
 * triangle filter over that span is a clean average (no moiré) at half the cost of lanczos3,
 * whose long kernel is wasted at this scale and doubles the photo's share of a re-render.
 */
export const PHOTO_KERNEL = 'linear';

/** A moulding texture is a small strip; anything larger is not one. */
const MAX_TEXTURE_PIXELS = 4_000_000;

/**
 * The image codec of previews and wall views (libvips through sharp): decoding, resampling and
 * encoding, and nothing that decides what a preview looks like (that is painted in rendering/).
 */
export class PreviewRasterRepository {
  /**
   * The part `source` (fractions of its size) of a working copy at exactly width × height,
   * covering it. The resize is asked for
   * the whole image and the window cut out after it: libvips then computes only the window, and
   * decodes the JPEG at 1/2, 1/4 or 1/8 where the window is at most a third of the crop (sharp's
   * shrink-on-load rule), which a cut before the resize would forbid. A full-size preview of a
   * 2400 px working copy shrinks it 2 to 3 times, so there the plain decode (about 12 ms) is the
   * floor. The working copy is upright (ImageRepository writes it so): its size is read from the
   * JPEG header, synchronously, so the decode starts at once and the caller paints while it runs.
   */
  photoWindow(jpeg: Buffer, source: UnitRect, width: number, height: number): Promise<Pixels> {
    const cut = (imageW: number, imageH: number) =>
      cropOf(
        jpeg,
        imageW,
        imageH,
        {
          left: source.left * imageW,
          top: source.top * imageH,
          width: source.width * imageW,
          height: source.height * imageH,
        },
        width,
        height,
      );
    const header = readJpegHeader(jpeg);
    if (header.ok) return cut(header.width, header.height);
    return sharp(jpeg, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .then((meta) => cut(meta.width!, meta.height!));
  }

  /** The texture resized to the band's height, along the moulding; null when it cannot be read. */
  async mouldingStrip(texture: Buffer, band: number): Promise<Pixels | null> {
    try {
      const meta = await sharp(texture).metadata();
      const standing = (meta.height ?? 0) > (meta.width ?? 0);
      // A strip stored upright runs down the moulding; turned clockwise its left (outer) edge is on top.
      const along = standing ? meta.height! : meta.width!;
      const across = standing ? meta.width! : meta.height!;
      const width = Math.max(1, Math.round((along * band) / across));
      const { data, info } = await sharp(texture, { limitInputPixels: MAX_TEXTURE_PIXELS })
        .rotate(standing ? 90 : 0)
        .resize(width, band, { fit: 'fill' })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return info.channels === 3 ? { data, width: info.width, height: info.height } : null;
    } catch {
      return null;
    }
  }

  /** The part `rect` of an image drawn at `drawnAt`, found on the image at its own size, resized. */
  async resizedPart(
    image: Buffer,
    part: { rect: Rect; drawnAt: { width: number; height: number } },
    width: number,
    height: number,
  ): Promise<Pixels> {
    const meta = await sharp(image).metadata();
    const k = meta.width! / part.drawnAt.width;
    const p = part.rect;
    const whole = p.width === part.drawnAt.width && p.height === part.drawnAt.height;
    let pipeline = sharp(image);
    if (!whole) {
      const left = Math.round(p.left * k);
      const top = Math.round(p.top * k);
      pipeline = pipeline.extract({
        left,
        top,
        width: Math.min(meta.width! - left, Math.round(p.width * k)),
        height: Math.min(meta.height! - top, Math.round(p.height * k)),
      });
    }
    const { data, info } = await pipeline
      .resize(width, height, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }

  /** Fast rather than smallest: no Huffman optimisation (previews are looked at, not kept). */
  encodeJpeg(
    pixels: { data: Uint8Array; width: number; height: number },
    quality: number,
  ): Promise<Buffer> {
    return sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } })
      .jpeg({ quality, optimiseCoding: false })
      .toBuffer();
  }

  async decodeJpeg(jpeg: Buffer): Promise<Pixels> {
    return rgbPixels(sharp(jpeg, { limitInputPixels: MAX_PIXELS }), 'a wall');
  }
}

/** The pipeline's output as 3-channel sRGB; throws if it came out otherwise (`what` says where). */
const rgbPixels = async (pipeline: sharp.Sharp, what: string): Promise<Pixels> => {
  const { data, info } = await pipeline
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels in ${what}`);
  return { data, width: info.width, height: info.height };
};

const cropOf = async (
  jpeg: Buffer,
  imageW: number,
  imageH: number,
  crop: Rect,
  width: number,
  height: number,
): Promise<Pixels> => {
  const left = Math.min(Math.max(0, Math.round(crop.left)), imageW - 1);
  const top = Math.min(Math.max(0, Math.round(crop.top)), imageH - 1);
  const cropW = Math.min(Math.max(1, Math.round(crop.width)), imageW - left);
  const cropH = Math.min(Math.max(1, Math.round(crop.height)), imageH - top);
  const factor = Math.max(width / cropW, height / cropH);
  const scaledW = Math.max(width, Math.round(imageW * factor));
  const scaledH = Math.max(height, Math.round(imageH * factor));
  const cutLeft = Math.round(left * factor + (cropW * factor - width) / 2);
  const cutTop = Math.round(top * factor + (cropH * factor - height) / 2);
  const window = sharp(jpeg, { limitInputPixels: MAX_PIXELS })
    .resize(scaledW, scaledH, { fit: 'fill', kernel: PHOTO_KERNEL })
    .extract({
      left: Math.min(scaledW - width, Math.max(0, cutLeft)),
      top: Math.min(scaledH - height, Math.max(0, cutTop)),
      width,
      height,
    });
  return rgbPixels(window, 'a photo');
};
