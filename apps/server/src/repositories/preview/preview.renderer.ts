import { availableParallelism } from 'node:os';
import {
  DEFAULT_MAT_HEX,
  hexToRgb,
  previewLayout,
  type PreviewLayout,
  type PreviewSpec,
} from '@fotoobraz/domain';
import sharp from 'sharp';
import { readJpegHeader } from '../../lib/jpeg-header.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import { MAX_PIXELS } from '../image.repository.ts';
import { FrameStrips } from './frame-strips.ts';
import { INTERIOR_COUNT, Interiors } from './interiors.ts';
import { finishPreview, paintSurround, type RawRgb, type Rgb } from './preview-painter.ts';

export { INTERIOR_COUNT };

/** A crop in the pixels of the image it applies to. */
export interface PixelCrop {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RenderedPreview {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface RenderedWall extends RenderedPreview {
  /** Where the piece (moulding included) landed on the interior, in its pixels. */
  piece: { left: number; top: number; width: number; height: number };
}

/** Preview JPEGs are looked at, not printed: good enough at 86, fast without Huffman optimisation. */
const PREVIEW_QUALITY = 86;

/**
 * The photo's resampling kernel. A working copy shrinks 2 to 3 times into a preview window: a
 * triangle filter over that span is a clean average (no moiré) at half the cost of lanczos3,
 * whose long kernel is wasted at this scale and doubles the photo's share of a re-render.
 */
export const PHOTO_KERNEL = 'linear';

/**
 * Renders product previews and wall views with sharp (libvips) and a pixel painter (DESIGN.md §6).
 * Never touches an original: previews are drawn from the 2400 px working copy, so a re-render
 * costs the same whatever the camera (`npm run bench:preview-render`).
 * Deterministic: the same input gives the same bytes.
 */
export class PreviewRenderer {
  /** Renders at a time: one per core; more only queue inside libvips and add memory. */
  private readonly slots = new Semaphore(Math.max(1, availableParallelism()));
  private readonly strips = new FrameStrips();
  private readonly interiors = new Interiors();

  /**
   * The preview of a piece: `photo.jpeg` is the working copy (never the original) and
   * `photo.crop` the crop in ITS pixels, scaled over the photo window (a crop of another shape is
   * centred and trimmed, never stretched). `frameTexture` is a strip along the moulding (JPEG or
   * PNG); without it the moulding is `spec.frame.colorHex`. Throws a RangeError for impossible
   * sizes (see previewLayout) and sharp's error for a photo it cannot decode.
   */
  async render(
    spec: PreviewSpec,
    photo: { jpeg: Buffer; crop: PixelCrop },
    frameTexture?: Buffer,
  ): Promise<RenderedPreview> {
    const layout = previewLayout(spec);
    const { width, height } = layout.photoRect;
    return this.slots.run(async () => {
      const strip =
        layout.frameBand > 0
          ? await this.strips.strip(layout.frameBand, frameTexture, spec.frame?.colorHex)
          : null;
      return composePreview(layout, spec, strip, () =>
        photoPixels(photo.jpeg, photo.crop, width, height),
      );
    });
  }

  /**
   * The preview placed at true size on interior `interior` (0 .. INTERIOR_COUNT - 1): hung on the
   * wall with a soft shadow, or standing on a surface for desk pieces. `preview` is what render()
   * returned for the same spec (any long side: its scale is read from its size).
   */
  async renderOnWall(preview: Buffer, spec: PreviewSpec, interior: number): Promise<RenderedWall> {
    const layout = previewLayout(spec);
    return this.slots.run(() => this.interiors.place(preview, layout, interior));
  }
}

/**
 * The crop of a working copy at exactly width × height, covering it. The resize is asked for the
 * whole image and the window cut out after it: libvips then computes only the window, and
 * decodes the JPEG at 1/2, 1/4 or 1/8 where the window is at most a third of the crop (sharp's
 * shrink-on-load rule), which a cut before the resize would forbid. A full-size preview of a
 * 2400 px working copy shrinks it 2 to 3 times, so there the plain decode (about 12 ms) is the
 * floor. The working copy is upright (ImageRepository writes it so): its size is read from the
 * JPEG header, synchronously, so the decode starts at once and the moulding and mat are painted
 * while it runs.
 */
export const photoPixels = (
  jpeg: Buffer,
  crop: PixelCrop,
  width: number,
  height: number,
): Promise<RawRgb> => {
  const header = readJpegHeader(jpeg);
  if (header.ok) return cropOf(jpeg, header.width, header.height, crop, width, height);
  return sharp(jpeg, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .then((meta) => cropOf(jpeg, meta.width!, meta.height!, crop, width, height));
};

const cropOf = async (
  jpeg: Buffer,
  imageW: number,
  imageH: number,
  crop: PixelCrop,
  width: number,
  height: number,
): Promise<RawRgb> => {
  const left = Math.min(Math.max(0, Math.round(crop.left)), imageW - 1);
  const top = Math.min(Math.max(0, Math.round(crop.top)), imageH - 1);
  const cropW = Math.min(Math.max(1, Math.round(crop.width)), imageW - left);
  const cropH = Math.min(Math.max(1, Math.round(crop.height)), imageH - top);
  const factor = Math.max(width / cropW, height / cropH);
  const scaledW = Math.max(width, Math.round(imageW * factor));
  const scaledH = Math.max(height, Math.round(imageH * factor));
  const cutLeft = Math.round(left * factor + (cropW * factor - width) / 2);
  const cutTop = Math.round(top * factor + (cropH * factor - height) / 2);
  const { data, info } = await sharp(jpeg, { limitInputPixels: MAX_PIXELS })
    .resize(scaledW, scaledH, { fit: 'fill', kernel: PHOTO_KERNEL })
    .extract({
      left: Math.min(scaledW - width, Math.max(0, cutLeft)),
      top: Math.min(scaledH - height, Math.max(0, cutTop)),
      width,
      height,
    })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels in a photo`);
  return { data, width: info.width, height: info.height };
};

/**
 * Paints the layout round the photo and encodes the JPEG. `photo` is called first, so libvips
 * decodes on its threads while the moulding and mat are painted here; the photo then goes into
 * its window with what lies over it.
 */
export const composePreview = async (
  layout: PreviewLayout,
  spec: Pick<PreviewSpec, 'mat'>,
  frameStrip: RawRgb | null,
  photo: () => Promise<RawRgb>,
): Promise<RenderedPreview> => {
  const matRgb: Rgb = hexToRgb(spec.mat?.colorHex) ?? hexToRgb(DEFAULT_MAT_HEX)!;
  const pixels = photo();
  const [canvas, decoded] = await Promise.all([
    Promise.resolve().then(() => paintSurround(layout, { frameStrip, matRgb })),
    pixels,
  ]);
  const painted = finishPreview(canvas, layout, decoded);
  const jpeg = await sharp(painted.data, {
    raw: { width: painted.width, height: painted.height, channels: 3 },
  })
    .jpeg({ quality: PREVIEW_QUALITY, optimiseCoding: false })
    .toBuffer();
  return { jpeg, width: painted.width, height: painted.height };
};
