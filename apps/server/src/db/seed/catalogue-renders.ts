import {
  BANNER,
  EDITIONS,
  NO_PRINT_MEDIA,
  PASPARTAS,
  PRINT_MEDIA,
  PRODUCTS,
  PROFILE_TYPES,
  PROFILES,
  type FrameFinish,
} from './catalogue-data.ts';
import { bannerJpeg } from './images/banner.ts';
import { editionJpeg } from './images/editions.ts';
import { finishStrip, frameTextureJpeg, frameThumbJpeg } from './images/frame-finish.ts';
import { matTextureJpeg, matThumbJpeg } from './images/mat-board.ts';
import { mediaSwatchJpeg } from './images/media-swatch.ts';
import { productThumbJpeg } from './images/product-sketch.ts';
import { profileSectionJpeg } from './images/profile-section.ts';

/** Waits for every promise of `promises` at once; the results under the same names. */
const awaitEach = async <T extends Record<string, unknown>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> =>
  Object.fromEntries(
    await Promise.all(Object.entries(promises).map(async ([name, p]) => [name, await p])),
  ) as { [K in keyof T]: Awaited<T[K]> };

/** Every generated picture, made before the transaction so that it stays short. */
export const renderImages = async () => {
  const finishes = new Map<string, FrameFinish>();
  for (const p of PROFILES) for (const f of p.finishes) finishes.set(f.key, f);
  const strips = new Map([...finishes.values()].map((f) => [f.key, finishStrip(f)]));
  const all = <T, R>(items: readonly T[], render: (item: T) => Promise<R>) =>
    Promise.all(items.map(render));
  const typeShape = new Map(PROFILE_TYPES.map((t) => [t.key, t]));
  return awaitEach({
    textures: all(
      [...strips.entries()],
      async ([key, strip]) => [key, await frameTextureJpeg(strip)] as const,
    ).then((entries) => new Map(entries)),
    frameThumbs: all(
      PROFILES.flatMap((p) => p.finishes.map((f) => [p, f] as const)),
      async ([p, f]) =>
        [`${p.key}/${f.key}`, await frameThumbJpeg(strips.get(f.key)!, p.thickness)] as const,
    ).then((entries) => new Map(entries)),
    profileThumbs: all(PROFILES, (p) => {
      const type = typeShape.get(p.type)!;
      return profileSectionJpeg(type.shape, type.frameEnum, p.thickness, p.depth);
    }),
    typeThumbs: all(PROFILE_TYPES, (t) => {
      const example = PROFILES.find((p) => p.type === t.key)!;
      return profileSectionJpeg(t.shape, t.frameEnum, example.thickness, example.depth);
    }),
    matTextures: all(PASPARTAS, (m) => matTextureJpeg(m.key, m.colorCode)),
    matThumbs: all(PASPARTAS, (m) => matThumbJpeg(m.colorCode, m.core)),
    media: all([NO_PRINT_MEDIA, ...PRINT_MEDIA], (m) =>
      mediaSwatchJpeg(m.key, m.swatch, m.mediaSurfaceEnum),
    ),
    products: all(PRODUCTS, (p) => productThumbJpeg(p.madeOf)),
    editions: all(EDITIONS, (e) => editionJpeg(e.scene, e.width, e.height)),
    banner: bannerJpeg(BANNER.width, BANNER.height),
  });
};

export type CatalogueImages = Awaited<ReturnType<typeof renderImages>>;
