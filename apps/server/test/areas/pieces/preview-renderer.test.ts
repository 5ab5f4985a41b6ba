import { PRODUCT_ENUM, previewLayout, type PreviewSpec } from '@fotoobraz/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INTERIOR_COUNT,
  INTERIORS,
} from '../../../src/areas/pieces/rendering/interiors/interior-plans.ts';
import {
  furnitureHeightAt,
  wallPlacement,
} from '../../../src/areas/pieces/rendering/interiors/wall-placement.ts';
import { FrameStrips } from '../../../src/areas/pieces/rendering/preview/frame-strips.ts';
import { PreviewRasterRepository } from '../../../src/areas/pieces/repositories/preview-raster.repository.ts';
import {
  decoded,
  flatJpeg,
  newPreviewRenderer,
  pieceSpec,
  renderPiece,
  twoColourImage,
} from './preview-support.ts';

const renderer = newPreviewRenderer();
const RED = '#d01010';
const WORKING = { width: 2400, height: 1800 };
const whole = { left: 0, top: 0, ...WORKING };
let redPhoto: Buffer;
beforeAll(async () => {
  redPhoto = await flatJpeg(WORKING.width, WORKING.height, RED);
});

/** Within 1 % of the expected length, and never stricter than one pixel (JPEG edges). */
const expectLength = (measured: number, expected: number) =>
  expect(Math.abs(measured - expected)).toBeLessThanOrEqual(Math.max(1, expected * 0.01));

type Pixel = [number, number, number];
const isLight = ([r, g, b]: Pixel) => r + g + b > 3 * 140;
const isRed = ([r, g, b]: Pixel) => r > 150 && g < 90 && b < 90;

describe('PreviewRenderer.render: a 50 × 40 mat with a 40 × 30 window in a 20 mm moulding', () => {
  const spec: PreviewSpec = {
    kind: 'PHOTOPASPARTAFRAME',
    outerCm: { width: 50, height: 40 },
    photoCm: { width: 40, height: 30 },
    frame: { faceWidthMm: 20, colorHex: '#1a1a1a' },
    mat: { colorHex: '#ffffff' },
    glass: false,
  };
  const layout = previewLayout(spec);

  it('is a JPEG of the layout, its long side about 1200 px', async () => {
    const out = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    const meta = await sharp(out.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect({ width: meta.width, height: meta.height }).toEqual(layout.canvas);
    expect({ width: out.width, height: out.height }).toEqual(layout.canvas);
    expect(Math.abs(Math.max(out.width, out.height) - 1200)).toBeLessThanOrEqual(2);
  });

  it('measures, on the middle row and column, the moulding and mat the geometry asks for', async () => {
    const out = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    const image = await decoded(out.jpeg);
    const midY = Math.floor(image.height / 2);
    const midX = Math.floor(image.width / 2);
    const row = (x: number) => image.at(x, midY);
    const column = (y: number) => image.at(midX, y);
    const firstFrom = (from: number, step: number, test: (i: number) => boolean) => {
      let i = from;
      while (!test(i)) i += step;
      return i;
    };
    // Left and right, top and bottom: moulding (dark) -> mat (light) -> photo (red).
    const matLeft = firstFrom(0, 1, (x) => isLight(row(x)));
    const photoLeft = firstFrom(matLeft, 1, (x) => isRed(row(x)));
    const matRight = image.width - 1 - firstFrom(image.width - 1, -1, (x) => isLight(row(x)));
    const photoRight = image.width - 1 - firstFrom(image.width - 1, -1, (x) => isRed(row(x)));
    const matTop = firstFrom(0, 1, (y) => isLight(column(y)));
    const photoTop = firstFrom(matTop, 1, (y) => isRed(column(y)));
    const matBottom = image.height - 1 - firstFrom(image.height - 1, -1, (y) => isLight(column(y)));

    expect(layout.frameBand).toBe(44);
    for (const band of [matLeft, matRight, matTop, matBottom]) expectLength(band, layout.frameBand);
    expectLength(photoLeft - matLeft, layout.matBand.left);
    expectLength(photoRight - matRight, layout.matBand.right);
    expectLength(photoTop - matTop, layout.matBand.top);
    expectLength(image.width - photoLeft - photoRight, layout.photoRect.width);
    // True scale: the moulding is 2 cm of a 54 cm wide piece.
    expectLength(matLeft, (image.width * 2) / 54);
    expectLength(photoLeft - matLeft, (image.width * 5) / 54);
  });

  it('shows the mat bevel as a lighter line than the mat beside the photo', async () => {
    const out = await renderPiece(
      renderer,
      { ...spec, mat: { colorHex: '#404040' } },
      { jpeg: redPhoto, crop: whole },
    );
    const image = await decoded(out.jpeg);
    const y = layout.photoRect.top + layout.photoRect.height - 1 + Math.ceil(layout.bevel / 2);
    const x = layout.photoRect.left + Math.floor(layout.photoRect.width / 2);
    const [bevelR] = image.at(x, y);
    const [matR] = image.at(x, y + 10);
    expect(bevelR).toBeGreaterThan(matR + 60);
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const a = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    const b = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
  });
});

describe('PreviewRenderer.render: the photo', () => {
  it('shows the crop, in the working copy’s pixels', async () => {
    const size = { width: 2400, height: 1600 };
    const halves = await twoColourImage(size, '#d01010', { left: 1200, colour: '#1030d0' })
      .jpeg()
      .toBuffer();
    const spec = pieceSpec('PLAINPHOTO', [30, 40]);
    const out = await renderPiece(renderer, spec, {
      jpeg: halves,
      crop: { left: 1200, top: 0, width: 1200, height: 1600 },
    });
    const image = await decoded(out.jpeg);
    expect(out.height).toBeGreaterThan(out.width);
    for (const [x, y] of [
      [5, 5],
      [out.width - 6, out.height - 6],
      [Math.floor(out.width / 2), Math.floor(out.height / 2)],
    ]) {
      const [r, , b] = image.at(x, y);
      expect(b).toBeGreaterThan(150);
      expect(r).toBeLessThan(60);
    }
  });

  it('covers the window with a crop of another shape, centred, without stretching', async () => {
    const spec = pieceSpec('PLAINPHOTO', [40, 40]);
    const out = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    expect(out.width).toBe(out.height);
  });
});

describe('PreviewRenderer.render: the moulding texture', () => {
  /** A strip along the moulding: outer half red, inner half green. */
  const twoTone = () =>
    twoColourImage({ width: 256, height: 64 }, '#00c000', { height: 32, colour: '#e00000' })
      .png()
      .toBuffer();
  const spec = pieceSpec('PHOTOFRAME', [40, 30], { frame: { faceWidthMm: 40 }, glass: false });
  const isGreen = ([r, g]: Pixel) => g > 90 && r < 90;
  const isTextureRed = ([r, g]: Pixel) => r > 90 && g < 60;

  it('runs along every side with its outer edge outside, mitred at 45°', async () => {
    const layout = previewLayout(spec);
    const band = layout.frameBand;
    expect(band).toBeGreaterThan(40);
    const out = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole }, await twoTone());
    const image = await decoded(out.jpeg);
    const { width: w, height: h } = image;
    const q = Math.floor(band / 4);
    const inner = band - q;
    const checks: [string, number, number, (p: Pixel) => boolean][] = [
      ['top outer', w / 2, q, isTextureRed],
      ['top inner', w / 2, inner, isGreen],
      ['bottom outer', w / 2, h - 1 - q, isTextureRed],
      ['bottom inner', w / 2, h - 1 - inner, isGreen],
      ['left outer', q, h / 2, isTextureRed],
      ['left inner', inner, h / 2, isGreen],
      ['right outer', w - 1 - q, h / 2, isTextureRed],
      ['right inner', w - 1 - inner, h / 2, isGreen],
      // Near the top-left corner, either side of the diagonal: each belongs to its own side.
      ['left side below the mitre', q, inner, isTextureRed],
      ['top side right of the mitre', inner, q, isTextureRed],
    ];
    for (const [where, x, y, test] of checks) {
      expect([where, test(image.at(Math.floor(x), Math.floor(y)))]).toEqual([where, true]);
    }
  });

  it('keeps each texture sized per band in a small LRU', async () => {
    const strips = new FrameStrips(new PreviewRasterRepository(), 2);
    const texture = await twoTone();
    const a = await strips.strip(30, texture, undefined);
    expect(a.height).toBe(30);
    expect(a.width).toBe(120);
    expect(await strips.strip(30, Buffer.from(texture), undefined)).toBe(a);
    await strips.strip(31, texture, undefined);
    await strips.strip(32, texture, undefined);
    expect(strips.size).toBe(2);
    expect(await strips.strip(30, texture, undefined)).not.toBe(a);
  });

  it('falls back to the frame colour when the texture is unreadable', async () => {
    const strips = new FrameStrips(new PreviewRasterRepository());
    const strip = await strips.strip(10, Buffer.from('not an image'), '#336699');
    expect(strip.height).toBe(10);
    expect(strip.width).toBe(1);
  });
});

describe('PreviewRenderer.render: every product kind', () => {
  it.each(PRODUCT_ENUM.map((kind) => [kind]))('%s renders at about 1200 px', async (kind) => {
    const mat = kind === 'PHOTOPASPARTAFRAME';
    const spec: PreviewSpec = {
      kind,
      outerCm: { width: 50, height: 40 },
      photoCm: mat ? { width: 40, height: 30 } : { width: 50, height: 40 },
      frame: { faceWidthMm: 25, colorHex: '#6b4a2f' },
      mat: mat ? { colorHex: '#f8f8f5' } : undefined,
    };
    const out = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    expect(Math.abs(Math.max(out.width, out.height) - 1200)).toBeLessThanOrEqual(2);
    expect((await sharp(out.jpeg).metadata()).format).toBe('jpeg');
  });
});

describe('PreviewRenderer.renderOnWall', () => {
  const MAGENTA = '#ff00ff';
  /** How magenta a pixel is: about 250 on the piece, below 0 on any wall; half-way is its edge. */
  const magenta = ([r, g, b]: Pixel) => Math.min(r, b) - g;
  /** The piece's extent along its middle row and column, cut where it is half magenta. */
  const boundingBox = async (
    jpeg: Buffer,
    around: { left: number; top: number; width: number; height: number },
  ) => {
    const image = await decoded(jpeg);
    const midY = Math.round(around.top + around.height / 2);
    const midX = Math.round(around.left + around.width / 2);
    const xs: number[] = [];
    const ys: number[] = [];
    for (let x = 0; x < image.width; x++) if (magenta(image.at(x, midY)) > 90) xs.push(x);
    for (let y = 0; y < image.height; y++) if (magenta(image.at(midX, y)) > 90) ys.push(y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return { left, top, width: Math.max(...xs) - left + 1, height: Math.max(...ys) - top + 1 };
  };
  let magentaPhoto: Buffer;
  beforeAll(async () => {
    magentaPhoto = await flatJpeg(1200, 800, MAGENTA);
  });

  const framed = pieceSpec('PHOTOFRAME', [60, 40], {
    frame: { faceWidthMm: 30, colorHex: MAGENTA },
    glass: false,
  });

  it.each(Array.from({ length: INTERIOR_COUNT }, (_, n) => [n, INTERIORS[n].name]))(
    'interior %i (%s) hangs a 66 × 46 cm framed piece at true size',
    async (n) => {
      const preview = await renderPiece(renderer, framed, {
        jpeg: magentaPhoto,
        crop: { left: 0, top: 0, width: 1200, height: 800 },
      });
      const wall = await renderer.renderOnWall(preview.jpeg, framed, n);
      const meta = await sharp(wall.jpeg).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 800]);
      const scale = INTERIORS[n].scalePxPerCm;
      const found = await boundingBox(wall.jpeg, wall.piece);
      expectLength(found.width, 66 * scale);
      expectLength(found.height, 46 * scale);
      expect(Math.abs(found.left - wall.piece.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(found.top - wall.piece.top)).toBeLessThanOrEqual(1);
    },
  );

  it('stands a desk piece on the surface, cut from its tabletop preview, at true size', async () => {
    const desk = pieceSpec('PHOTODESK', [30, 20]);
    const preview = await renderPiece(renderer, desk, {
      jpeg: magentaPhoto,
      crop: { left: 0, top: 0, width: 1200, height: 800 },
    });
    const wall = await renderer.renderOnWall(preview.jpeg, desk, 3);
    const found = await boundingBox(wall.jpeg, wall.piece);
    const scale = INTERIORS[3].scalePxPerCm;
    // The print's 1 px outline is darker than the magenta test: allow it on each side.
    expect(Math.abs(found.width - 30 * scale)).toBeLessThanOrEqual(3);
    expect(Math.abs(found.height - 20 * scale)).toBeLessThanOrEqual(3);
    expect(wall.piece.top + wall.piece.height).toBe(Math.round(720 - 75 * scale));
  });

  it('reads the preview’s scale from its size: a smaller preview lands at the same size', async () => {
    const small = { ...framed, longSidePx: 600 };
    const preview = await renderPiece(renderer, small, {
      jpeg: magentaPhoto,
      crop: { left: 0, top: 0, width: 1200, height: 800 },
    });
    const wall = await renderer.renderOnWall(preview.jpeg, framed, 0);
    expect(wall.piece.width).toBe(Math.round(66 * INTERIORS[0].scalePxPerCm));
  });

  it('refuses an interior that does not exist', async () => {
    const preview = await renderPiece(renderer, framed, {
      jpeg: magentaPhoto,
      crop: { left: 0, top: 0, width: 1200, height: 800 },
    });
    await expect(renderer.renderOnWall(preview.jpeg, framed, INTERIOR_COUNT)).rejects.toThrow(
      RangeError,
    );
  });
});

describe('wallPlacement', () => {
  const living = INTERIORS[0];
  const rowAt = (cm: number) => living.floorY - cm * living.scalePxPerCm;

  it('hangs a small piece centred at eye level above the middle of the sofa', () => {
    const rect = wallPlacement(living, { width: 60, height: 40 }, false);
    expect(rect.width).toBe(144);
    expect(rect.height).toBe(96);
    expect(rect.left + rect.width / 2).toBeCloseTo(living.hang.xCm * living.scalePxPerCm, 0);
    expect(rect.top + rect.height / 2).toBeCloseTo(rowAt(living.hang.centreCm), 0);
  });

  it('raises a tall piece to keep 20 cm above the sofa, and keeps it under the ceiling', () => {
    const tall = wallPlacement(living, { width: 80, height: 100 }, false);
    expect(tall.top + tall.height).toBeLessThanOrEqual(Math.round(rowAt(87 + 20)));
    const huge = wallPlacement(living, { width: 100, height: 200 }, false);
    expect(huge.top).toBe(Math.round(rowAt(270)));
  });

  it('follows the handrail on the staircase', () => {
    const stairs = INTERIORS.find((r) => r.key === 'staircase')!;
    const rect = wallPlacement(stairs, { width: 120, height: 60 }, false);
    const rightCm = (rect.left + rect.width) / stairs.scalePxPerCm;
    expect(stairs.floorY - (rect.top + rect.height)).toBeGreaterThanOrEqual(
      (furnitureHeightAt(stairs.hang, rightCm) + 20) * stairs.scalePxPerCm - 1,
    );
  });

  it('stands a desk piece with its bottom on the surface', () => {
    for (const room of INTERIORS) {
      const rect = wallPlacement(room, { width: 30, height: 20 }, true);
      expect(rect.top + rect.height).toBe(
        Math.round(room.floorY - room.stand.onCm * room.scalePxPerCm),
      );
    }
  });
});

describe('PreviewRenderer.renderOnWall: determinism', () => {
  it('gives the same bytes for the same preview and room', async () => {
    const spec = pieceSpec('PHOTOCANVAS', [60, 40]);
    const preview = await renderPiece(renderer, spec, { jpeg: redPhoto, crop: whole });
    const a = await renderer.renderOnWall(preview.jpeg, spec, 4);
    const b = await newPreviewRenderer().renderOnWall(preview.jpeg, spec, 4);
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
  });
});
