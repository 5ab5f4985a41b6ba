import sharp from 'sharp';

/**
 * Small pictures of the demo catalogue, drawn pixel by pixel in raw buffers. Everything is
 * deterministic, so the seeded images are the same on every machine.
 */

export type Rgb = readonly [number, number, number];

export interface RawImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, rows top to bottom. */
  pixels: Uint8Array;
}

export const hexToRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const clampByte = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
export const mix = (a: number, b: number, t: number): number => a + (b - a) * t;

export const rawImage = (width: number, height: number): RawImage => ({
  width,
  height,
  pixels: new Uint8Array(width * height * 3),
});

export const put = (img: RawImage, x: number, y: number, r: number, g: number, b: number): void => {
  const i = (y * img.width + x) * 3;
  img.pixels[i] = clampByte(r);
  img.pixels[i + 1] = clampByte(g);
  img.pixels[i + 2] = clampByte(b);
};

export const encodeJpeg = (img: RawImage, quality = 85): Promise<Buffer> =>
  sharp(img.pixels, { raw: { width: img.width, height: img.height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

/** The side of the square thumbnails of frames, mats, media and profiles. */
export const THUMB = 96;
