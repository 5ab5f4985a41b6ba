// npx tsx apps/server/test/areas/pieces/write-samples.ts — writes the sample previews of docs/previews/
// (small JPEGs to look at: each kind of piece, and the wall carousel), from a generated photo and
// the demo catalogue's generated frame textures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreviewSpec } from '@fotoobraz/domain';
import sharp from 'sharp';
import type { FrameFinish } from '../../../src/db/seed/catalogue-data.ts';
import { finishStrip, frameTextureJpeg } from '../../../src/db/seed/images/frame-finish.ts';
import { ImageRepository } from '../../../src/repositories/image.repository.ts';
import { INTERIORS } from '../../../src/areas/pieces/rendering/interiors/interior-plans.ts';
import { landscapeJpeg, newPreviewRenderer, pieceSpec, renderPiece } from './preview-support.ts';

const OUT = join(import.meta.dirname, '../../../../../docs/previews');
const wood = (key: string, colorCode: string, accent: string): FrameFinish => ({
  key,
  name: key,
  colour: 'HNEDA',
  surface: 'MATNY',
  colorCode,
  look: 'wood',
  accent,
  priceFactor: 1,
});
const textures = {
  walnut: await frameTextureJpeg(finishStrip(wood('walnut', '#5d3a1f', '#3b2212'))),
  oak: await frameTextureJpeg(finishStrip(wood('oak', '#b8925a', '#8a6537'))),
  gold: await frameTextureJpeg(
    finishStrip({ ...wood('gold-leaf', '#c9a14a', '#6b5424'), look: 'gilded', surface: 'LESKLY' }),
  ),
  black: await frameTextureJpeg(
    finishStrip({ ...wood('alu-black-matte', '#232323', '#232323'), look: 'painted' }),
  ),
};

const working = (await new ImageRepository().processUpload(await landscapeJpeg(6000, 4000)))
  .working;
const whole = { left: 0, top: 0, width: working.width, height: working.height };
/** The middle of the photo at a ratio (w:h), as a customer's crop. */
const cropAt = (w: number, h: number) => {
  const scale = Math.min(working.width / w, working.height / h);
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  return {
    left: Math.round((working.width - width) / 2),
    top: Math.round((working.height - height) / 2),
    width,
    height,
  };
};

const renderer = newPreviewRenderer();
mkdirSync(OUT, { recursive: true });
const save = async (name: string, jpeg: Buffer, longSide = 900) => {
  const small = await sharp(jpeg)
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer();
  writeFileSync(join(OUT, name), small);
  console.log(`${name.padEnd(36)} ${(small.length / 1024).toFixed(0).padStart(4)} KB`);
};

/** Sample, kind, outer size in cm, and the moulding's face width in mm with its texture. */
type Sample = [string, PreviewSpec['kind'], [number, number], number?, (keyof typeof textures)?];
const samples: Sample[] = [
  ['framed-matted-walnut.jpg', 'PHOTOPASPARTAFRAME', [50, 40], 20, 'walnut'],
  ['framed-matted-portrait-gold.jpg', 'PHOTOPASPARTAFRAME', [40, 55], 35, 'gold'],
  ['framed-black-glass.jpg', 'PHOTOFRAME', [60, 40], 12, 'black'],
  ['canvas.jpg', 'PHOTOCANVAS', [90, 60]],
  ['canvas-framed-oak.jpg', 'PHOTOCANVASFRAME', [60, 40], 25, 'oak'],
  ['desk-framed.jpg', 'PHOTODESKFRAME', [21, 14], 15, 'oak'],
  ['glass.jpg', 'PHOTOGLASS', [75, 50]],
  ['plain-photo.jpg', 'PLAINPHOTO', [30, 20]],
];
/** The matted samples' window in cm and board colour; the crop has the window's shape. */
const mats: Record<string, [number, number, string]> = {
  'framed-matted-walnut.jpg': [40, 30, '#f8f8f5'],
  'framed-matted-portrait-gold.jpg': [30, 45, '#1b1b1b'],
};

const previews = new Map<string, { jpeg: Buffer; spec: PreviewSpec }>();
for (const [name, kind, [width, height], faceWidthMm, texture] of samples) {
  const mat = mats[name];
  const spec = pieceSpec(kind, [width, height], {
    ...(faceWidthMm ? { frame: { faceWidthMm } } : {}),
    ...(mat ? { photoCm: { width: mat[0], height: mat[1] }, mat: { colorHex: mat[2] } } : {}),
  });
  const crop = mat ? cropAt(mat[0], mat[1]) : whole;
  const { jpeg } = await renderPiece(
    renderer,
    spec,
    { jpeg: working.data, crop },
    texture && textures[texture],
  );
  previews.set(name, { jpeg, spec });
  await save(name, jpeg);
}

const walls: [string, number][] = [
  ['canvas.jpg', 0],
  ['framed-matted-walnut.jpg', 1],
  ['framed-black-glass.jpg', 2],
  ['framed-matted-portrait-gold.jpg', 3],
  ['canvas-framed-oak.jpg', 4],
  ['plain-photo.jpg', 5],
  ['glass.jpg', 6],
  ['desk-framed.jpg', 7],
  ['framed-matted-walnut.jpg', 8],
];
for (const [name, n] of walls) {
  const { jpeg, spec } = previews.get(name)!;
  const wall = await renderer.renderOnWall(jpeg, spec, n);
  await save(`wall-${n}-${INTERIORS[n].key}.jpg`, wall.jpeg, 1200);
}
