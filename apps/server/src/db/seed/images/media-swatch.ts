import type { MediaSwatch } from '../catalogue-data.ts';
import { seededRandom, seedOf, valueNoise2d } from '../seeded-random.ts';
import { THUMB, encodeJpeg, hexToRgb, mix, put, rawImage } from './raw-image.ts';

const SURFACE_SHEEN: Record<string, number> = {
  MATNY: 0,
  POLOMATNY: 0.12,
  LESKLY: 0.3,
  ULTRALESKLY: 0.45,
};

/** A print medium's swatch: paper with its sheen, canvas weave, or a board showing its edge. */
export const mediaSwatchJpeg = (
  key: string,
  swatch: MediaSwatch,
  surface: string,
): Promise<Buffer> => {
  const img = rawImage(THUMB, THUMB);
  const random = seededRandom(seedOf(`media-${key}`));
  const fibres = valueNoise2d(random, 24, 24);
  const sheen = SURFACE_SHEEN[surface] ?? 0;
  const tint = hexToRgb(swatch.kind === 'board' ? '#fbfbf8' : swatch.tint);
  const edge = swatch.kind === 'board' ? hexToRgb(swatch.edge) : tint;
  const edgeFrom = swatch.kind === 'board' ? THUMB - 16 : THUMB;
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      if (y >= edgeFrom) {
        const l = 0.8 + 0.04 * (random() - 0.5);
        put(img, x, y, edge[0] * l, edge[1] * l, edge[2] * l);
        continue;
      }
      const d = (x + y) / (2 * THUMB);
      let l = 1 - 0.05 * d + sheen * Math.exp(-(((d - 0.35) / 0.08) ** 2)) * 0.3;
      l += 0.03 * (fibres(x / THUMB, y / THUMB) - 0.5);
      if (swatch.kind === 'canvas') {
        l *=
          0.94 +
          0.06 * Math.abs(Math.sin((x * Math.PI) / 3)) * Math.abs(Math.sin((y * Math.PI) / 3));
      }
      const white = Math.max(0, l - 1);
      put(
        img,
        x,
        y,
        mix(tint[0] * Math.min(1, l), 255, white),
        mix(tint[1] * Math.min(1, l), 255, white),
        mix(tint[2] * Math.min(1, l), 255, white),
      );
    }
  }
  return encodeJpeg(img, 85);
};
