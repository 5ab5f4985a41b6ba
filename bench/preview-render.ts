// npm run bench:preview-render — the preview re-render against the naive render (DESIGN.md §9:
// at most 0.25x the naive render from a 24 MP original). Per source size (8, 24, 50 MP): the
// re-render of a framed, matted preview from the 2400 px working copy, beside the naive render of
// the same preview from the original (crop, then resize, then the same composite), in the same
// run. The re-render must not grow with the source's megapixels: it never sees the original.
import {
  drawingLayout,
  previewDrawing,
  type PreviewDrawing,
  type PreviewSpec,
  type Region,
} from '@fotoobraz/domain';
import sharp from 'sharp';
import type { FrameFinish } from '../apps/server/src/db/seed/catalogue-data.ts';
import { finishStrip, frameTextureJpeg } from '../apps/server/src/db/seed/images/frame-finish.ts';
import { ImageRepository, MAX_PIXELS } from '../apps/server/src/repositories/image.repository.ts';
import {
  PreviewRenderer,
  composePreview,
} from '../apps/server/src/areas/pieces/rendering/preview.renderer.ts';
import { FrameStrips } from '../apps/server/src/areas/pieces/rendering/preview/frame-strips.ts';
import { InteriorArtRepository } from '../apps/server/src/areas/pieces/repositories/interior-art.repository.ts';
import {
  PHOTO_KERNEL,
  PreviewRasterRepository,
} from '../apps/server/src/areas/pieces/repositories/preview-raster.repository.ts';
import { bestOf, photoLikeJpeg } from './support.ts';

const RUNS = 9;

const walnut: FrameFinish = {
  key: 'walnut',
  name: 'orech',
  colour: 'HNEDA',
  surface: 'MATNY',
  colorCode: '#5d3a1f',
  look: 'wood',
  accent: '#3b2212',
  priceFactor: 1,
};
const texture = await frameTextureJpeg(finishStrip(walnut));
const spec: PreviewSpec = {
  kind: 'PHOTOPASPARTAFRAME',
  outerCm: { width: 50, height: 40 },
  photoCm: { width: 40, height: 30 },
  frame: { faceWidthMm: 20 },
  mat: { colorHex: '#f8f8f5' },
};
/** The drawing of `spec` with `crop` of an image of `width` × `height`, the moulding textured. */
const drawingOf = (crop: Region, width: number, height: number): PreviewDrawing =>
  previewDrawing({ spec, frameTextureId: 1, crop, image: { width, height } });
const layout = drawingLayout(drawingOf({ x: 0, y: 0, width: 4, height: 3 }, 4, 3), 1200);

/** The largest 4:3 crop in the middle of an image, as a customer would pick for a 40 × 30 window. */
const middleCrop = (width: number, height: number) => {
  const w = Math.min(width, Math.round((height * 4) / 3));
  const h = Math.round((w * 3) / 4);
  return {
    x: Math.floor((width - w) / 2),
    y: Math.floor((height - h) / 2),
    width: w,
    height: h,
  };
};

const images = new ImageRepository();
const raster = new PreviewRasterRepository();
const renderer = new PreviewRenderer(raster, new InteriorArtRepository());
const strips = new FrameStrips(raster);

/** The naive render: decode the original, cut the crop, resize it, then the same composite. */
const naiveRender = async (original: Buffer, crop: Region, drawing: PreviewDrawing) => {
  const strip = await strips.strip(layout.frameBand, texture, undefined);
  return composePreview(raster, drawing, layout, strip, async () => {
    const { data, info } = await sharp(original, { limitInputPixels: MAX_PIXELS })
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(layout.photoRect.width, layout.photoRect.height, {
        fit: 'fill',
        kernel: PHOTO_KERNEL,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
};

console.log(
  `framed, matted preview ${layout.canvas.width} x ${layout.canvas.height} px (50 x 40 cm mat, ` +
    `40 x 30 cm window, 20 mm walnut moulding), best of ${RUNS} (re-render: best of ${3 * RUNS}), interleaved\n`,
);
console.log(
  'megapixels  original MB  working copy  re-render ms  naive ms  ratio  (target <= 0.25)',
);
const rerenders: number[] = [];
for (const mp of [8, 24, 50]) {
  const original = await photoLikeJpeg(mp, mp);
  const meta = await sharp(original).metadata();
  const working = (await images.processUpload(original)).working;
  const crop = middleCrop(working.width, working.height);
  const k = meta.width! / working.width;
  const originalCrop = middleCrop(meta.width!, meta.height!);
  const drawing = drawingOf(crop, working.width, working.height);
  const inputs = { photo: working.data, frameTexture: texture };
  const naiveDrawing = drawingOf(originalCrop, meta.width!, meta.height!);
  // Warm-up: libvips' codecs and the moulding strip's cache, as on a running server.
  await renderer.render(drawing, inputs);
  await naiveRender(original, originalCrop, naiveDrawing);
  // Interleaved, so that both see the same moments of a shared, noisy machine.
  let rerender = Infinity;
  let naive = Infinity;
  for (let run = 0; run < RUNS; run++) {
    rerender = Math.min(rerender, await bestOf(3, () => renderer.render(drawing, inputs)));
    naive = Math.min(
      naive,
      await bestOf(1, () => naiveRender(original, originalCrop, naiveDrawing)),
    );
  }
  rerenders.push(rerender);
  console.log(
    [
      String(mp).padStart(10),
      (original.length / 1e6).toFixed(1).padStart(11),
      `${working.width} x ${working.height}`.padStart(12),
      rerender.toFixed(1).padStart(12),
      naive.toFixed(1).padStart(8),
      (rerender / naive).toFixed(3).padStart(6),
      `   crop ${crop.width} x ${crop.height} (x${k.toFixed(2)} in the original)`,
    ].join('  '),
  );
}
const spread = Math.max(...rerenders) / Math.min(...rerenders);
console.log(
  `\nre-render from 8 to 50 MP sources: ${rerenders.map((t) => t.toFixed(1)).join(' / ')} ms, ` +
    `largest / smallest ${spread.toFixed(2)} (flat: it never reads the original)`,
);
