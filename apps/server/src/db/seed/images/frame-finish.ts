import type { FrameFinish } from '../catalogue-data.ts';
import { seededRandom, seedOf, valueNoise2d } from '../seeded-random.ts';
import {
  THUMB,
  encodeJpeg,
  hexToRgb,
  mix,
  put,
  rawImage,
  type RawImage,
  type Rgb,
} from './raw-image.ts';

/** A frame texture strip: runs along the moulding horizontally, its face width vertically. */
export const TEXTURE_WIDTH = 256;
export const TEXTURE_HEIGHT = 64;

/**
 * The surface of one finish as a strip. Gloss adds a specular band across the face; matte
 * surfaces get only a soft light fall-off from the outer edge (top) to the inner one.
 */
export const finishStrip = (f: FrameFinish): RawImage => {
  const img = rawImage(TEXTURE_WIDTH, TEXTURE_HEIGHT);
  const random = seededRandom(seedOf(f.key));
  const base = hexToRgb(f.colorCode);
  const accent = hexToRgb(f.accent ?? f.colorCode);
  const streaks = valueNoise2d(random, 3, 40);
  const warp = valueNoise2d(random, 4, 2);
  const blots = valueNoise2d(random, 32, 8);
  const fine = valueNoise2d(random, 64, 16);
  const gloss = f.surface === 'LESKLY';
  const rings = 5 + random() * 3;
  for (let y = 0; y < img.height; y++) {
    const v = y / img.height;
    const light = gloss
      ? 0.97 + 0.05 * (1 - v) + 0.35 * Math.exp(-(((v - 0.3) / 0.09) ** 2))
      : 1.05 - 0.1 * v;
    for (let x = 0; x < img.width; x++) {
      const u = x / img.width;
      let c: [number, number, number] = [base[0], base[1], base[2]];
      let l = light;
      switch (f.look) {
        case 'brushed':
          l *= 1 + 0.12 * (streaks(u, v) - 0.5) + 0.05 * (random() - 0.5);
          break;
        case 'painted':
          l *= 1 + 0.025 * (fine(u, v) - 0.5) + 0.012 * (random() - 0.5);
          break;
        case 'wood': {
          // Sawn along the trunk: grain lines run along the moulding and only undulate.
          const t = v * rings + warp(u, v) * 0.9 + 0.08 * Math.sin(u * Math.PI * 4);
          const ring = (0.5 + 0.5 * Math.sin(t * Math.PI * 2)) ** 4;
          const pores = streaks(u, v) - 0.5;
          const k = Math.max(0, Math.min(1, ring * 0.7 + pores * 0.5 + 0.08));
          c = [mix(base[0], accent[0], k), mix(base[1], accent[1], k), mix(base[2], accent[2], k)];
          l *= 1 + 0.04 * (random() - 0.5);
          break;
        }
        case 'gilded': {
          const b = blots(u, v) * 0.6 + fine(u, v) * 0.4;
          const k = 0.7 * Math.max(0, Math.min(1, (b - 0.5) / 0.3));
          c = [mix(base[0], accent[0], k), mix(base[1], accent[1], k), mix(base[2], accent[2], k)];
          l *= 1 + 0.06 * (random() - 0.5);
          break;
        }
      }
      const white = Math.max(0, l - 1);
      const dim = Math.min(1, l);
      put(
        img,
        x,
        y,
        mix(c[0] * dim, 255, white * 0.6),
        mix(c[1] * dim, 255, white * 0.6),
        mix(c[2] * dim, 255, white * 0.6),
      );
    }
  }
  return img;
};

export const frameTextureJpeg = (strip: RawImage): Promise<Buffer> => encodeJpeg(strip, 82);

/**
 * A frame's thumbnail: the top-left corner of the frame, mitred, with the face as wide as the
 * profile (1 px per 0.7 mm) around a pale picture, so wide and narrow mouldings look different.
 */
export const frameThumbJpeg = (strip: RawImage, thicknessMm: number): Promise<Buffer> => {
  const img = rawImage(THUMB, THUMB);
  const face = Math.max(8, Math.min(44, Math.round(thicknessMm / 0.7)));
  const sample = (along: number, across: number): Rgb => {
    const sx = Math.floor((along / THUMB) * (strip.width - 1));
    const sy = Math.min(strip.height - 1, Math.floor((across / face) * strip.height));
    const i = (sy * strip.width + sx) * 3;
    return [strip.pixels[i], strip.pixels[i + 1], strip.pixels[i + 2]];
  };
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      let c: Rgb;
      if (y < face && x >= y) c = sample(x, y);
      else if (x < face && y > x) {
        const [r, g, b] = sample(y, x);
        c = [r * 0.88, g * 0.88, b * 0.88];
      } else {
        const shadow = Math.max(0, 1 - Math.min(x - face, y - face) / 6) * 0.25;
        const sky = 1 - (y - face) / (THUMB - face);
        c = [
          mix(214, 236, sky) * (1 - shadow),
          mix(222, 240, sky) * (1 - shadow),
          232 * (1 - shadow),
        ];
      }
      if (Math.abs(x - y) < 1 && x < face) c = [c[0] * 0.8, c[1] * 0.8, c[2] * 0.8];
      put(img, x, y, c[0], c[1], c[2]);
    }
  }
  return encodeJpeg(img, 85);
};
