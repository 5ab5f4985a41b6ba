import { MAX_ORIGINAL_PIXELS, WORKING_COPY_LONG_SIDE, type PixelSize } from '@fotoobraz/domain';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { Semaphore } from '../lib/semaphore.ts';

/** Long side of the thumbnail the crop screen works on (DESIGN.md §4). */
export const THUMB_LONG_SIDE = 1000;
/** Long side of the working copy previews are rendered from. */
export const WORKING_LONG_SIDE = WORKING_COPY_LONG_SIDE;
/**
 * The working copy and the thumbnail are only ever shown smaller again (previews, the crop
 * screen); print quality reads the original's true size and the print file comes from the
 * original. A triangle filter, scaled to the reduction as libvips does, is antialiased enough for
 * them and takes a third of lanczos3's taps: for an 8 MP photo, which libjpeg cannot shrink on
 * load (its half is below 2400 px), that resize was the largest cost after the decode itself.
 */
const PREVIEW_KERNEL = 'linear';
/** Never decode more than this, whatever a file claims (DESIGN.md §4). */
export const MAX_PIXELS = MAX_ORIGINAL_PIXELS;

// libvips' operation cache keeps decoded images around between requests; uploads are never
// repeated, so it only costs memory.
sharp.cache(false);
// Two libvips threads per image: while one decodes the next strip of a photo, the other
// resizes the last one. sharp's default on glibc is one, against memory fragmentation, which
// `npm start`'s MALLOC_* settings keep down.
sharp.concurrency(2);

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  /** Size of the original after its EXIF orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation tag of the original (1 = as stored). */
  exifOrientation: number;
  working: Rendition;
  thumb: Rendition;
}

export class ImageDecodeError extends Error {}

/** An image decoded once, upright, to at most the working copy's size: its raw pixels. */
const uprightAtWorkingSize = async (input: sharp.Sharp) => {
  const { data, info } = await input
    .autoOrient()
    .resize(WORKING_LONG_SIDE, WORKING_LONG_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
      kernel: PREVIEW_KERNEL,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    pixels: { raw: { width: info.width, height: info.height, channels: info.channels } },
  };
};

type UprightPixels = Awaited<ReturnType<typeof uprightAtWorkingSize>>;

const renditionOf = ({ data, info }: { data: Buffer; info: sharp.OutputInfo }): Rendition => ({
  data,
  width: info.width,
  height: info.height,
});

/** The working copy's JPEG, encoded from the upright working-size pixels. */
const workingJpeg = async ({ data, pixels }: UprightPixels): Promise<Rendition> =>
  renditionOf(
    await sharp(data, pixels)
      .jpeg({ quality: 88, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true }),
  );

/** The upright working-size pixels shrunk to at most `longSide` on either side. */
const shrunkTo = ({ data, pixels }: UprightPixels, longSide: number): sharp.Sharp =>
  sharp(data, pixels).resize(longSide, longSide, {
    fit: 'inside',
    withoutEnlargement: true,
    kernel: PREVIEW_KERNEL,
  });

/** A customer's wall photo, decoded once: kept at most 2400 px long, and a grey copy to search. */
export interface DecodedWall {
  /** The photo's upright size, in the pixels the customer's corners are given in. */
  width: number;
  height: number;
  /** The upright JPEG kept for the view, at most WORKING_LONG_SIDE on its long side. */
  kept: Rendition;
  /** A grey copy at most WALL_SEARCH_LONG_SIDE long, where the sheet is looked for. */
  grey: { data: Uint8Array; width: number; height: number };
}

/** The grey copy a sheet is looked for on: an A4 sheet across a tenth of it is 80 px wide. */
export const WALL_SEARCH_LONG_SIDE = 800;

/** All image work of the photo pipeline: sharp (libvips) behind one class. */
export class ImageRepository {
  /** Decodes of originals at a time; one per core keeps both cores busy and memory bounded. */
  private readonly decodes = new Semaphore(Math.max(1, availableParallelism()));

  /**
   * Decodes the original once, upright, at working size (libjpeg shrinks on load, so a 24 MP
   * photo is decoded at half or quarter scale), then encodes the working copy and the thumbnail
   * from those pixels. Throws ImageDecodeError for anything libvips cannot fully decode.
   */
  processUpload(original: Buffer): Promise<ProcessedPhoto> {
    return this.strictDecode(original, async (input) => {
      const meta = await input.metadata();
      const exifOrientation = meta.orientation ?? 1;
      const turned = exifOrientation >= 5;
      const width = turned ? meta.height! : meta.width!;
      const height = turned ? meta.width! : meta.height!;

      // One decode and one resize, upright, to working-size pixels; both JPEGs are encoded from
      // them at once. Making the thumbnail from the working JPEG decoded those 2400 px again
      // (sharp does not shrink a JPEG on load by 2 when the resize is 2 to 3 times) and cost a
      // quarter of an 8 MP upload.
      const upright = await uprightAtWorkingSize(input);
      const [working, thumb] = await Promise.all([
        workingJpeg(upright),
        shrunkTo(upright, THUMB_LONG_SIDE)
          .jpeg({ quality: 82, optimiseCoding: false })
          .toBuffer({ resolveWithObject: true }),
      ]);
      return { width, height, exifOrientation, working, thumb: renditionOf(thumb) };
    });
  }

  /**
   * The photo's upright size, once all of it has decoded. It is decoded at 1/8 scale: libjpeg
   * still reads every coefficient there, so a damaged or cut file fails as it would at full size,
   * but it skips nearly all of the inverse transform, and no JPEG is made to be thrown away (a
   * 12 MP original: 29 ms of CPU instead of 51 for a 1000 px JPEG). Throws ImageDecodeError for
   * anything libvips cannot fully decode.
   */
  decodedUprightSize(original: Buffer): Promise<PixelSize> {
    return this.strictDecode(original, async (input) => {
      const { width, height, autoOrient } = await input.metadata();
      // A reduction of 9 or more: sharp asks libjpeg for 1/8 only above a factor of exactly 8.
      const ninth = Math.max(1, Math.floor(Math.max(width, height) / 9));
      await input.resize(ninth, ninth, { fit: 'inside' }).raw().toBuffer();
      return autoOrient;
    });
  }

  /**
   * A wall photo decoded once, upright, to at most 2400 px (what the view is drawn on); the grey
   * copy is made from those pixels. Throws ImageDecodeError for anything libvips cannot decode.
   */
  decodeWall(original: Buffer): Promise<DecodedWall> {
    return this.strictDecode(original, async (input) => {
      const meta = await input.metadata();
      const { width, height } = meta.autoOrient;
      const upright = await uprightAtWorkingSize(input);
      const [kept, grey] = await Promise.all([
        workingJpeg(upright),
        shrunkTo(upright, WALL_SEARCH_LONG_SIDE)
          .greyscale()
          .extractChannel(0)
          .raw()
          .toBuffer({ resolveWithObject: true }),
      ]);
      return { width, height, kept, grey: renditionOf(grey) };
    });
  }

  /** A JPEG no larger than `longSide` on either side, upright. */
  downsized(source: Buffer, longSide: number, quality = 85): Promise<Rendition> {
    return this.strictDecode(source, async (input) => {
      const shrunk = await input
        .autoOrient()
        .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality, optimiseCoding: false })
        .toBuffer({ resolveWithObject: true });
      return renditionOf(shrunk);
    });
  }

  /**
   * `work` on `source` opened to fail on any decoder warning, one decode slot at a time; whatever
   * it throws (a damaged, cut or oversized file) becomes an ImageDecodeError.
   */
  private strictDecode<T>(source: Buffer, work: (input: sharp.Sharp) => Promise<T>): Promise<T> {
    return this.decodes.run(async () => {
      try {
        return await work(sharp(source, { failOn: 'warning', limitInputPixels: MAX_PIXELS }));
      } catch (error) {
        throw new ImageDecodeError(String(error), { cause: error });
      }
    });
  }

  /**
   * A JPEG `width` pixels wide of a stored image, its shape kept (as stored: not turned);
   * undefined when the image is no wider.
   */
  narrowed(source: Buffer, width: number, quality: number): Promise<Buffer | undefined> {
    return this.decodes.run(async () => {
      const input = sharp(source, { limitInputPixels: MAX_PIXELS });
      const { width: stored } = await input.metadata();
      if (stored === undefined || stored <= width) return undefined;
      return input.resize({ width }).jpeg({ quality, optimiseCoding: false }).toBuffer();
    });
  }

  /** A region of an image (in its pixels), as a JPEG no larger than `longSide`. */
  cropped(
    source: Buffer,
    region: { left: number; top: number; width: number; height: number },
    longSide: number,
  ): Promise<Rendition> {
    return this.decodes.run(async () => {
      const part = await sharp(source)
        .extract(region)
        .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, optimiseCoding: false })
        .toBuffer({ resolveWithObject: true });
      return renditionOf(part);
    });
  }

  /**
   * The print-ready file: a region of the original at full resolution, upright, converted to
   * sRGB (cameras may embed other profiles), as a high-quality JPEG with its profile.
   */
  printReady(
    original: Buffer,
    region: { left: number; top: number; width: number; height: number },
  ): Promise<Buffer> {
    return this.decodes.run(() =>
      sharp(original, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .extract(region)
        .toColourspace('srgb')
        .withIccProfile('srgb')
        .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    );
  }
}
