import { seededRandom, seedOf, valueNoise2d } from '../seeded-random.ts';
import { THUMB, encodeJpeg, hexToRgb, mix, put, rawImage } from './raw-image.ts';

export const MAT_TEXTURE_SIZE = 128;

/** Mat board: an even colour with paper fibres. */
export const matTextureJpeg = (key: string, colorCode: string): Promise<Buffer> => {
  const img = rawImage(MAT_TEXTURE_SIZE, MAT_TEXTURE_SIZE);
  const random = seededRandom(seedOf(`mat-${key}`));
  const fibres = valueNoise2d(random, 32, 32);
  const [r, g, b] = hexToRgb(colorCode);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const l = 1 + 0.03 * (fibres(x / img.width, y / img.height) - 0.5) + 0.02 * (random() - 0.5);
      put(img, x, y, r * l, g * l, b * l);
    }
  }
  return encodeJpeg(img, 85);
};

/** A mat around a small picture, with the bevelled cut showing the board's core colour. */
export const matThumbJpeg = (colorCode: string, coreCode: string): Promise<Buffer> => {
  const img = rawImage(THUMB, THUMB);
  const face = hexToRgb(colorCode);
  const core = hexToRgb(coreCode);
  const border = 22;
  const bevel = 3;
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      const inset = Math.min(x, y, THUMB - 1 - x, THUMB - 1 - y);
      if (inset < border) put(img, x, y, face[0], face[1], face[2]);
      else if (inset < border + bevel)
        put(img, x, y, core[0] * 0.95, core[1] * 0.95, core[2] * 0.95);
      else {
        const t = (y - border) / (THUMB - 2 * border);
        put(img, x, y, mix(120, 70, t), mix(160, 110, t), mix(205, 80, t));
      }
    }
  }
  return encodeJpeg(img, 85);
};
