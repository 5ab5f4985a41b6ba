import { join } from 'node:path';
import {
  drawingLayout,
  previewDrawing,
  type PreviewDrawing,
  type PreviewSpec,
  type ProductEnum,
} from '@fotoobraz/domain';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES, type FrameFinish } from '../apps/server/src/db/seed/catalogue-data.ts';
import { finishStrip, frameTextureJpeg } from '../apps/server/src/db/seed/images/frame-finish.ts';
import { PreviewRenderer } from '../apps/server/src/areas/pieces/rendering/preview.renderer.ts';
import { InteriorArtRepository } from '../apps/server/src/areas/pieces/repositories/interior-art.repository.ts';
import { PreviewRasterRepository } from '../apps/server/src/areas/pieces/repositories/preview-raster.repository.ts';
import {
  edgesOf,
  meanDeltaE,
  measureEdge,
  deltaE2000,
  labOf,
  type Pixels,
} from './preview-comparison.ts';
import { openBrowser, type TestBrowser } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { landscapeJpeg } from './support/photos.ts';

/**
 * The two painters of one drawing (DESIGN.md §6 and §9): the server's, which stores the preview,
 * and the browser's, which shows it the instant an option is clicked, must draw the same picture.
 * Each configuration is painted by both at the stored preview's size; the browser's in
 * Chromium, all in one evaluation.
 */

const LONG_SIDE = 1200;
/** Edges may differ by 1 % of the piece's width, the colour by a mean ΔE2000 of 3. */
const EDGE_TOLERANCE = 0.01;
const MEAN_DELTA_E = 3;

const PHOTOS = {
  landscape: { width: 2400, height: 1600 },
  portrait: { width: 1600, height: 2400 },
  square: { width: 1800, height: 1800 },
} as const;
type PhotoKey = keyof typeof PHOTOS;

const finishes = PROFILES.flatMap((profile) => profile.finishes);
const finishOf = (look: FrameFinish['look']): FrameFinish =>
  finishes.find((finish) => finish.look === look)!;
/** The seed's textures: a strip along the moulding, and one stored upright. */
const TEXTURES = {
  wood: () => frameTextureJpeg(finishStrip(finishOf('wood'))),
  gilded: () => frameTextureJpeg(finishStrip(finishOf('gilded'))),
  brushed: () => frameTextureJpeg(finishStrip(finishOf('brushed'))),
  painted: () => frameTextureJpeg(finishStrip(finishOf('painted'))),
  upright: async () =>
    sharp(await frameTextureJpeg(finishStrip(finishOf('wood'))))
      .rotate(270)
      .jpeg({ quality: 90 })
      .toBuffer(),
} as const;
type TextureKey = keyof typeof TEXTURES;

interface Case {
  name: string;
  kind: ProductEnum;
  photo: PhotoKey;
  outer: [number, number];
  window?: [number, number];
  /** Face width in mm, and the texture or (without one) the moulding's colour. */
  frame?: [number, TextureKey | `#${string}`];
  mat?: string;
  /** The crop in the photo's pixels; the whole photo without one. */
  crop?: { x: number; y: number; width: number; height: number };
}

const CASES: Case[] = [
  { name: 'plain landscape', kind: 'PLAINPHOTO', photo: 'landscape', outer: [30, 20] },
  { name: 'plain laminated portrait', kind: 'PLAINPHOTOLAMIN', photo: 'portrait', outer: [20, 30] },
  { name: 'plain square', kind: 'PLAINPHOTO', photo: 'square', outer: [30, 30] },
  {
    name: 'matted, narrow wood, landscape',
    kind: 'PHOTOPASPARTAFRAME',
    photo: 'landscape',
    outer: [60, 45],
    window: [45, 30],
    frame: [15, 'wood'],
    mat: '#f8f8f5',
  },
  {
    name: 'matted, wide gilded, portrait, black mat',
    kind: 'PHOTOPASPARTAFRAME',
    photo: 'portrait',
    outer: [40, 55],
    window: [30, 45],
    frame: [45, 'gilded'],
    mat: '#1b1b1b',
  },
  {
    name: 'matted, brushed, square, beige mat',
    kind: 'PHOTOPASPARTAFRAME',
    photo: 'square',
    outer: [50, 50],
    window: [35, 35],
    frame: [20, 'brushed'],
    mat: '#e8dcc4',
  },
  {
    name: 'matted, moulding of a colour, landscape',
    kind: 'PHOTOPASPARTAFRAME',
    photo: 'landscape',
    outer: [50, 40],
    window: [36, 24],
    frame: [25, '#5a4232'],
    mat: '#ffffff',
  },
  {
    name: 'framed, narrow painted, landscape',
    kind: 'PHOTOFRAME',
    photo: 'landscape',
    outer: [45, 30],
    frame: [10, 'painted'],
  },
  {
    name: 'framed, wide wood, portrait',
    kind: 'PHOTOFRAME',
    photo: 'portrait',
    outer: [40, 60],
    frame: [45, 'wood'],
  },
  {
    name: 'framed, gilded, square',
    kind: 'PHOTOFRAME',
    photo: 'square',
    outer: [40, 40],
    frame: [30, 'gilded'],
  },
  {
    name: 'framed, upright texture, landscape',
    kind: 'PHOTOFRAME',
    photo: 'landscape',
    outer: [60, 40],
    frame: [30, 'upright'],
  },
  {
    name: 'framed square cut from a landscape',
    kind: 'PHOTOFRAME',
    photo: 'landscape',
    outer: [30, 30],
    frame: [20, 'brushed'],
    crop: { x: 300, y: 100, width: 1500, height: 1400 },
  },
  { name: 'canvas landscape', kind: 'PHOTOCANVAS', photo: 'landscape', outer: [60, 40] },
  { name: 'canvas portrait', kind: 'PHOTOCANVAS', photo: 'portrait', outer: [40, 60] },
  {
    name: 'framed canvas, wood, landscape',
    kind: 'PHOTOCANVASFRAME',
    photo: 'landscape',
    outer: [75, 50],
    frame: [25, 'wood'],
  },
  {
    name: 'framed canvas, wide, square',
    kind: 'PHOTOCANVASFRAME',
    photo: 'square',
    outer: [50, 50],
    frame: [45, 'painted'],
  },
  { name: 'desk landscape', kind: 'PHOTODESK', photo: 'landscape', outer: [30, 20] },
  { name: 'desk laminated portrait', kind: 'PHOTODESKLAMIN', photo: 'portrait', outer: [20, 30] },
  {
    name: 'desk framed, landscape',
    kind: 'PHOTODESKFRAME',
    photo: 'landscape',
    outer: [21, 14],
    frame: [15, 'wood'],
  },
  {
    name: 'desk framed laminated, colour, square',
    kind: 'PHOTODESKFRAMELAMIN',
    photo: 'square',
    outer: [20, 20],
    frame: [10, '#1b1b1b'],
  },
  { name: 'glass landscape', kind: 'PHOTOGLASS', photo: 'landscape', outer: [60, 40] },
  { name: 'glass portrait', kind: 'PHOTOGLASS', photo: 'portrait', outer: [40, 60] },
];

const TEXTURE_ID: Record<TextureKey, number> = {
  wood: 1,
  gilded: 2,
  brushed: 3,
  painted: 4,
  upright: 5,
};

const drawingOf = (c: Case): PreviewDrawing => {
  const [width, height] = c.outer;
  const [faceWidthMm, look] = c.frame ?? [0, '#000000'];
  const textured = !look.startsWith('#');
  const spec: PreviewSpec = {
    kind: c.kind,
    outerCm: { width, height },
    photoCm: c.window ? { width: c.window[0], height: c.window[1] } : { width, height },
    ...(c.frame ? { frame: { faceWidthMm, colorHex: textured ? '#5a4232' : look } } : {}),
    ...(c.mat ? { mat: { colorHex: c.mat } } : {}),
  };
  const image = PHOTOS[c.photo];
  return previewDrawing({
    spec,
    frameTextureId: textured ? TEXTURE_ID[look as TextureKey] : null,
    crop: c.crop ?? { x: 0, y: 0, ...image },
    image,
  });
};

const textureOf = (c: Case): TextureKey | null =>
  c.frame && !c.frame[1].startsWith('#') ? (c.frame[1] as TextureKey) : null;

const rawOf = async (image: Buffer): Promise<Pixels> => {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
};

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/** The browser's painter as the page would load it, for a blank page. */
const painterBundle = async (): Promise<string> => {
  const out = await build({
    entryPoints: [join(ROOT, 'apps/web/src/features/configurator/preview/canvas-painter.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'previewPainter',
    platform: 'browser',
    target: 'es2022',
  });
  return out.outputFiles[0].text;
};

interface Painted {
  png: string;
  ms: number;
}

/** Every case painted in the page, in one evaluation; each as a PNG data URL. */
const paintInBrowser = (
  page: Page,
  cases: { drawing: PreviewDrawing; photo: PhotoKey; texture: TextureKey | null }[],
  photos: Record<PhotoKey, string>,
  textures: Record<TextureKey, string>,
): Promise<Painted[]> =>
  page.evaluate(
    async ({ cases, photos, textures, longSide }) => {
      const decode = async (url: string) => {
        const image = await createImageBitmap(await (await fetch(url)).blob());
        return { image, width: image.width, height: image.height };
      };
      const decodeAll = async <K extends string>(urls: Record<K, string>) =>
        Object.fromEntries(
          await Promise.all(
            Object.entries<string>(urls).map(async ([k, u]) => [k, await decode(u)]),
          ),
        ) as Record<K, Awaited<ReturnType<typeof decode>>>;
      const [bitmaps, strips] = await Promise.all([decodeAll(photos), decodeAll(textures)]);
      const painter = (
        window as unknown as {
          previewPainter: typeof import('../apps/web/src/features/configurator/preview/canvas-painter.ts');
        }
      ).previewPainter;
      return cases.map((c) => {
        const canvas = document.createElement('canvas');
        const start = performance.now();
        painter.paintPreview(
          canvas,
          c.drawing,
          { photo: bitmaps[c.photo], frameTexture: c.texture ? strips[c.texture] : null },
          longSide,
        );
        const ms = performance.now() - start;
        return { png: canvas.toDataURL('image/png'), ms };
      });
    },
    { cases, photos, textures, longSide: LONG_SIDE },
  );

let browser: TestBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('ΔE2000', () => {
  it('reproduces the published test pairs (Sharma, Wu and Dalal 2005)', () => {
    const pairs: [[number, number, number], [number, number, number], number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
      [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
      [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
      [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
      [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
    ];
    for (const [a, b, expected] of pairs) expect(deltaE2000(a, b)).toBeCloseTo(expected, 4);
    expect(deltaE2000(labOf(255, 255, 255), labOf(255, 255, 255))).toBe(0);
  });
});

describe('the server’s and the browser’s painters', () => {
  it(`paint ${CASES.length} configurations alike: edges within 1 % of the width, mean ΔE2000 ≤ 3`, async () => {
    const [photoJpegs, textureBytes, bundle] = await Promise.all([
      Promise.all(
        (Object.keys(PHOTOS) as PhotoKey[]).map(
          async (key) => [key, await landscapeJpeg(PHOTOS[key].width, PHOTOS[key].height)] as const,
        ),
      ).then((entries) => Object.fromEntries(entries) as Record<PhotoKey, Buffer>),
      Promise.all(
        (Object.keys(TEXTURES) as TextureKey[]).map(
          async (key) => [key, await TEXTURES[key]()] as const,
        ),
      ).then((entries) => Object.fromEntries(entries) as Record<TextureKey, Buffer>),
      painterBundle(),
    ]);
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: bundle });

    const drawings = CASES.map(drawingOf);
    const renderer = new PreviewRenderer(
      new PreviewRasterRepository(),
      new InteriorArtRepository(),
    );
    const [served, painted] = await Promise.all([
      Promise.all(
        CASES.map((c, n) => {
          const texture = textureOf(c);
          return renderer.render(
            drawings[n],
            {
              photo: photoJpegs[c.photo],
              frameTexture: texture ? textureBytes[texture] : undefined,
            },
            LONG_SIDE,
          );
        }),
      ),
      paintInBrowser(
        page,
        CASES.map((c, n) => ({ drawing: drawings[n], photo: c.photo, texture: textureOf(c) })),
        Object.fromEntries(
          Object.entries(photoJpegs).map(([k, v]) => [k, dataUrl(v, 'image/jpeg')]),
        ) as Record<PhotoKey, string>,
        Object.fromEntries(
          Object.entries(textureBytes).map(([k, v]) => [k, dataUrl(v, 'image/jpeg')]),
        ) as Record<TextureKey, string>,
      ),
    ]);

    const rows: string[] = [];
    const failures: string[] = [];
    for (const [n, c] of CASES.entries()) {
      const layout = drawingLayout(drawings[n], LONG_SIDE);
      const server = await rawOf(served[n].jpeg);
      const browserImage = await rawOf(Buffer.from(painted[n].png.split(',')[1], 'base64'));
      expect([c.name, browserImage.width, browserImage.height]).toEqual([
        c.name,
        server.width,
        server.height,
      ]);
      const edges = edgesOf(layout);
      const width = layout.pieceRect.width;
      // Each image's edge is looked for near the layout's, a little further than the tolerance:
      // further out, a photo's own contrast outshines a light moulding's inner edge.
      const reach = Math.max(4, Math.round(2 * EDGE_TOLERANCE * width));
      let worst = 0;
      let worstEdge = '';
      for (const edge of edges) {
        const neighbours = edges.filter((e) => e.axis === edge.axis && e !== edge).map((e) => e.at);
        const a = measureEdge(server, edge, reach, neighbours);
        const b = measureEdge(browserImage, edge, reach, neighbours);
        // Each painter is held to the geometry as well as to the other.
        const off = Math.max(Math.abs(a - b), Math.abs(a - edge.at), Math.abs(b - edge.at));
        if (off > worst || worstEdge === '') {
          worst = off;
          worstEdge = `${edge.name} (server ${a}, browser ${b}, layout ${edge.at})`;
        }
      }
      const deltaE = meanDeltaE(server, browserImage, layout.pieceRect);
      rows.push(
        `${c.name.padEnd(44)} ${((worst / width) * 100).toFixed(2).padStart(5)} %  ΔE ${deltaE.toFixed(2).padStart(5)}  ${painted[n].ms.toFixed(1).padStart(5)} ms  ${worstEdge}`,
      );
      if (worst > EDGE_TOLERANCE * width) failures.push(`${c.name}: edge ${worstEdge}`);
      if (deltaE > MEAN_DELTA_E) failures.push(`${c.name}: mean ΔE2000 ${deltaE.toFixed(2)}`);
      if (process.env.PREVIEW_PAINTERS_OUT) {
        const out = process.env.PREVIEW_PAINTERS_OUT;
        const slug = c.name.replace(/[^a-z0-9]+/gi, '-');
        await sharp(served[n].jpeg).toFile(join(out, `${slug}-server.png`));
        await sharp(Buffer.from(painted[n].png.split(',')[1], 'base64')).toFile(
          join(out, `${slug}-browser.png`),
        );
      }
    }
    console.log(
      `configuration${' '.repeat(32)}edge  mean ΔE2000  browser paint  worst edge (px)\n${rows.join('\n')}`,
    );
    expect(failures).toEqual([]);
  });
});
