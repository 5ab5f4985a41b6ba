import {
  hexToRgb,
  type MatDrawing,
  type MouldingDrawing,
  type PreviewDrawing,
  type PreviewLayout,
} from '@fotoobraz/domain';
import type { RawRgb } from '../raster.ts';
import { Canvas, clampByte, plainBytes } from '../canvas.ts';
import { paintDesk } from './desk.ts';
import { paintOverlays } from './piece-light.ts';

/**
 * Paints a preview into one RGB buffer from its drawing, laid out to the pixel: the photo's pixels are copied into their
 * window, everything else (moulding, mat, bevel, shadows, sheen, tabletop) is computed here, pixel
 * by pixel, so the result is exact to the pixel, deterministic, and needs no image library. It
 * touches each pixel a small, fixed number of times: about 10 ms for 1200 × 900.
 *
 * What it looks like (light, colours, shading) is the drawing's: the browser's painter paints the
 * same drawing, and the two must agree.
 */

/** Which side (0 top, 1 right, 2 bottom, 3 left) a pixel at these distances belongs to. */
const nearestSide = (dt: number, dr: number, db: number, dl: number): number => {
  const d = Math.min(dt, dr, db, dl);
  // Ties go to the top and bottom: the mitre's diagonal belongs to the horizontal sides.
  return d === dt ? 0 : d === db ? 2 : d === dl ? 3 : 1;
};

/**
 * Paints everything of the preview that does not depend on the photo: tabletop, moulding, mat and
 * bevel. Runs while libvips decodes the photo, so it costs no wall time on a render.
 */
export const paintSurround = (
  drawing: PreviewDrawing,
  layout: PreviewLayout,
  /** The moulding's face: runs along x, its outer edge on row 0, exactly `frameBand` rows. */
  frameStrip: RawRgb | null,
): Canvas => {
  const canvas = new Canvas(layout.canvas.width, layout.canvas.height);
  if (drawing.desk) paintDesk(canvas, layout, drawing.desk);
  if (drawing.moulding && layout.frameBand > 0)
    paintMoulding(canvas, layout, drawing.moulding, frameStrip);
  if (drawing.mat) paintMat(canvas, layout, drawing.mat);
  paintOverlays(canvas, layout, drawing, false);
  return canvas;
};

/** Lays the photo into its window and adds what falls over it: shadows, wrap, sheen, outline. */
export const finishPreview = (
  canvas: Canvas,
  drawing: PreviewDrawing,
  layout: PreviewLayout,
  photo: RawRgb,
): RawRgb => {
  if (photo.width !== layout.photoRect.width || photo.height !== layout.photoRect.height) {
    throw new Error('the photo must have the size of the photo window');
  }
  canvas.paste(photo, layout.photoRect.left, layout.photoRect.top);
  paintOverlays(canvas, layout, drawing, true);
  return canvas.pixels();
};

/**
 * The moulding: each side samples the strip along itself, mitred at 45° in the corners. Each row
 * of the strip is first laid out along the side once (tiled, lit, edged), then copied: the top
 * and bottom sides row by row, the left and right ones pixel by pixel.
 */
const paintMoulding = (
  canvas: Canvas,
  layout: PreviewLayout,
  moulding: MouldingDrawing,
  strip: RawRgb | null,
): void => {
  const band = layout.frameBand;
  if (!strip || strip.height !== band) throw new Error('the moulding strip must be band-high');
  const piece = layout.pieceRect;
  const { data } = canvas;
  const period = 2 * strip.width;
  // Each side starts at another place in the strip, so the four sides are not copies.
  const offsets = moulding.sideOffsets.map((at) => Math.floor(at * strip.width));
  const texture = plainBytes(strip.data);
  const line = new Uint8Array(Math.max(piece.width, piece.height) * 3);
  for (let side = 0; side < 4; side++) {
    const horizontal = side === 0 || side === 2;
    const length = horizontal ? piece.width : piece.height;
    for (let across = 0; across < band; across++) {
      const edge = across === band - 1 ? moulding.innerLip : across === 0 ? moulding.outerEdge : 1;
      const k = moulding.sideLight[side] * edge;
      const row = across * strip.width * 3;
      for (let along = 0; along < length; along++) {
        // Mirrored tiling: no seam where the strip repeats.
        const m = (along + offsets[side]) % period;
        const s = row + (m < strip.width ? m : period - 1 - m) * 3;
        line[along * 3] = clampByte(texture[s] * k);
        line[along * 3 + 1] = clampByte(texture[s + 1] * k);
        line[along * 3 + 2] = clampByte(texture[s + 2] * k);
      }
      if (horizontal) {
        // The diagonal belongs to the horizontal sides; its pixels are the mitre joint.
        const y = side === 0 ? piece.top + across : piece.top + piece.height - 1 - across;
        const from = across;
        const to = length - across;
        if (to <= from) continue;
        data.set(line.subarray(from * 3, to * 3), (y * canvas.width + piece.left + from) * 3);
        if (across > 0 && across < band - 1) {
          canvas.scale(piece.left + from, y, moulding.mitreJoint);
          canvas.scale(piece.left + to - 1, y, moulding.mitreJoint);
        }
      } else {
        const x = side === 3 ? piece.left + across : piece.left + piece.width - 1 - across;
        for (let along = across + 1; along < length - 1 - across; along++) {
          const i = ((piece.top + along) * canvas.width + x) * 3;
          data[i] = line[along * 3];
          data[i + 1] = line[along * 3 + 1];
          data[i + 2] = line[along * 3 + 2];
        }
      }
    }
  }
};

/** The mat board with a faint fall of light, and its bevelled cut round the window. */
const paintMat = (canvas: Canvas, layout: PreviewLayout, mat: MatDrawing): void => {
  const matRgb = hexToRgb(mat.colorHex)!;
  const outer = layout.outerRect;
  const window = layout.photoRect;
  const { data } = canvas;
  // The light falls off along the diagonal: pixel (x, y) has the colour of x + y on one line.
  const span = outer.width + outer.height;
  const line = new Uint8Array(span * 3);
  for (let t = 0; t < span; t++) {
    const k = mat.lightFrom + ((mat.lightTo - mat.lightFrom) * t) / span;
    line[t * 3] = clampByte(matRgb[0] * k);
    line[t * 3 + 1] = clampByte(matRgb[1] * k);
    line[t * 3 + 2] = clampByte(matRgb[2] * k);
  }
  const windowLeft = window.left - outer.left;
  const windowRight = windowLeft + window.width;
  for (let y = 0; y < outer.height; y++) {
    const row = outer.top + y;
    const at = (row * canvas.width + outer.left) * 3;
    if (row >= window.top && row < window.top + window.height) {
      // The window is left empty: the photo covers it.
      data.set(line.subarray(y * 3, (y + windowLeft) * 3), at);
      data.set(line.subarray((y + windowRight) * 3, (y + outer.width) * 3), at + windowRight * 3);
    } else {
      data.set(line.subarray(y * 3, (y + outer.width) * 3), at);
    }
  }
  const bevel = layout.bevel;
  const cut = {
    left: window.left - bevel,
    top: window.top - bevel,
    width: window.width + 2 * bevel,
    height: window.height + 2 * bevel,
  };
  const core = mat.bevel.coreRgb;
  canvas.ring(cut, bevel, (x, y, dt, dr, db, dl) => {
    const side = nearestSide(dt, dr, db, dl);
    const across = side === 0 ? dt : side === 1 ? dr : side === 2 ? db : dl;
    const k =
      mat.bevel.sideLight[side] * (across === bevel - 1 && bevel > 1 ? mat.bevel.hairline : 1);
    const i = (y * canvas.width + x) * 3;
    data[i] = clampByte(core[0] * k);
    data[i + 1] = clampByte(core[1] * k);
    data[i + 2] = clampByte(core[2] * k);
  });
};
