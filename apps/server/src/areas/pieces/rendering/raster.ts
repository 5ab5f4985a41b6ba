import type { RectPx, UnitRect } from '@fotoobraz/domain';

/** Pixels with 3 channels (sRGB), rows top to bottom. */
export interface RawRgb {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Pixels with 4 channels (sRGB, then alpha), rows top to bottom. */
export type RawRgba = RawRgb;

/**
 * What drawing needs from an image codec: decoding, resampling and encoding. Everything that
 * decides what a preview looks like is painted here in `rendering/`; the codec (libvips) stays
 * behind a repository that is handed in, so this folder does no I/O of its own.
 */
export interface Raster {
  /**
   * The part `source` of a JPEG (fractions of its size) scaled to cover exactly width × height:
   * a part of another shape is centred and trimmed, never stretched. Rejects when the JPEG
   * cannot be decoded.
   */
  photoWindow(jpeg: Buffer, source: UnitRect, width: number, height: number): Promise<RawRgb>;
  /**
   * A moulding texture laid along x and resized to `band` rows, its outer edge on row 0 (a strip
   * stored upright is turned); null when the texture cannot be read.
   */
  mouldingStrip(texture: Buffer, band: number): Promise<RawRgb | null>;
  /**
   * The part `rect` of an image resized to width × height, where `rect` is measured on the image
   * as if it were `drawnAt` in size (so a preview of any long side gives the same part).
   */
  resizedPart(
    image: Buffer,
    part: { rect: RectPx; drawnAt: { width: number; height: number } },
    width: number,
    height: number,
  ): Promise<RawRgb>;
  encodeJpeg(pixels: RawRgb, quality: number): Promise<Buffer>;
  /** A JPEG's pixels as stored (not turned); rejects when it cannot be decoded. */
  decodeJpeg(jpeg: Buffer): Promise<RawRgb>;
}

/** A room of the wall carousel at one size: its wall, and what stands in front of the wall. */
export interface InteriorLayers {
  readonly wall: RawRgb;
  /** Clear (alpha 0) wherever the wall shows through. */
  readonly front: RawRgba;
}

/** The interiors' artwork, rasterised by whoever holds the files. */
export interface InteriorArt {
  /** Fresh pixels of interior `key` at width × height: the caller may paint on them. */
  layers(key: string, width: number, height: number): Promise<InteriorLayers>;
}
