import {
  edgeLightFactor,
  sheenAlpha,
  type OutlineDrawing,
  type PerSide,
  type PreviewDrawing,
  type PreviewLayout,
  type RectPx,
  type SheenDrawing,
} from '@fotoobraz/domain';
import type { Canvas, Part } from '../canvas.ts';

/**
 * Light and shade over a piece, painted by part: round the photo window while the photo decodes,
 * then inside it.
 */

/**
 * What lies over the piece: the moulding's shadow, the canvas wrap's light, the glass sheen, the
 * edge of an unframed piece. Its two parts (`photo` false, then true) never overlap.
 */
export const paintOverlays = (
  canvas: Canvas,
  layout: PreviewLayout,
  drawing: PreviewDrawing,
  photo: boolean,
): void => {
  const part = { rect: layout.photoRect, inside: photo };
  if (drawing.frameShadow && layout.frameShadow > 0)
    lightEdges(canvas, layout.outerRect, layout.frameShadow, drawing.frameShadow.gain, part);
  if (drawing.canvasWrap && layout.wrapShade > 0)
    lightEdges(canvas, layout.outerRect, layout.wrapShade, drawing.canvasWrap.gain, part);
  if (drawing.sheen) paintSheen(canvas, layout.outerRect, drawing.sheen, part);
  if (drawing.outline) outlinePiece(canvas, layout, drawing.outline, part);
};

/**
 * Brightens (or, with a negative gain, darkens) each side of `rect` towards its edge: by
 * `gain[side]` at the edge, fading to nothing `reach` pixels in, quadratically.
 */
const lightEdges = (
  canvas: Canvas,
  rect: RectPx,
  reach: number,
  gain: PerSide,
  part: Part,
): void => {
  canvas.ring(
    rect,
    reach,
    (x, y, dt, dr, db, dl) => {
      let k = 1;
      const distances = [dt, dr, db, dl];
      for (let side = 0; side < 4; side++) {
        const d = distances[side];
        k *= edgeLightFactor(gain[side], d, reach);
      }
      canvas.scale(x, y, k);
    },
    part,
  );
};

/**
 * Only the sheen's bands are touched: where the whitening would round to nothing the loop does
 * not go, so it costs a couple of milliseconds.
 */
const paintSheen = (canvas: Canvas, rect: RectPx, sheen: SheenDrawing, part: Part): void => {
  // The sheen depends only on the position t along the diagonal (0 top left, 1 bottom right).
  const steps = 1024;
  const table = new Int32Array(steps + 1);
  let first = steps;
  let last = 0;
  for (let n = 0; n <= steps; n++) {
    const a = sheenAlpha(sheen, n / steps);
    // Whitening in 1/1024: the loop below adds integers only.
    table[n] = Math.round(a * 1024);
    if (table[n] > 0) {
      first = Math.min(first, n);
      last = n;
    }
  }
  const [along, down] = sheen.direction;
  const span = along * rect.width + down * rect.height;
  // Position along the diagonal in 1/65536 of a table step.
  const step = ((along * steps) / span) * 65536;
  const increment = Math.floor(step);
  const { data } = canvas;
  const run = (y: number, from: number, to: number) => {
    let position = Math.floor(((down * y * steps) / span) * 65536 + from * step);
    let i = ((rect.top + y) * canvas.width + rect.left + from) * 3;
    for (let x = from; x < to; x++, i += 3, position += increment) {
      const a = table[Math.min(steps, position >> 16)];
      const white = 255 * a;
      const keep = 1024 - a;
      data[i] = (data[i] * keep + white) >> 10;
      data[i + 1] = (data[i + 1] * keep + white) >> 10;
      data[i + 2] = (data[i + 2] * keep + white) >> 10;
    }
  };
  const windowLeft = part.rect.left - rect.left;
  const windowRight = windowLeft + part.rect.width;
  for (let y = 0; y < rect.height; y++) {
    const start = ((down * y * steps) / span) * 65536;
    const from = Math.max(0, Math.ceil((first * 65536 - start) / step));
    const to = Math.min(rect.width, Math.floor(((last + 1) * 65536 - start) / step) + 1);
    const row = rect.top + y;
    const windowRow = row >= part.rect.top && row < part.rect.top + part.rect.height;
    if (part.inside) {
      if (windowRow) run(y, Math.max(from, windowLeft), Math.min(to, windowRight));
    } else if (windowRow) {
      run(y, from, Math.min(to, windowLeft));
      run(y, Math.max(from, windowRight), to);
    } else {
      run(y, from, to);
    }
  }
};

const outlinePiece = (
  canvas: Canvas,
  layout: PreviewLayout,
  outline: OutlineDrawing,
  part: Part,
): void => {
  canvas.ring(layout.pieceRect, 1, (x, y) => canvas.scale(x, y, outline.shade), part);
  const glint = outline.glint;
  if (glint !== null && layout.pieceRect.width > 4 && layout.pieceRect.height > 4) {
    const p = layout.pieceRect;
    const inner = { left: p.left + 1, top: p.top + 1, width: p.width - 2, height: p.height - 2 };
    canvas.ring(inner, 1, (x, y) => canvas.whiten((y * canvas.width + x) * 3, glint), part);
  }
};
