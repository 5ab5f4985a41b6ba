import type { PreviewLayout, RectPx } from '@fotoobraz/domain';
import type { Canvas, Part } from '../canvas.ts';

/**
 * Light and shade over a piece, painted by part: round the photo window while the photo decodes,
 * then inside it. Light comes from the upper left, as in a room with a window.
 */

/** Darkening where the moulding's shadow starts, per side of what it holds (top, right, bottom, left). */
const FRAME_SHADOW = [-0.3, -0.08, -0.04, -0.2] as const;
/** Light on a canvas where it turns round the stretcher: top and left lit, right and bottom not. */
const WRAP_LIGHT = [0.12, -0.3, -0.38, 0.05] as const;

/**
 * What lies over the piece: the moulding's shadow, the canvas wrap's light, the glass sheen, the
 * edge of an unframed piece. Its two parts (`photo` false, then true) never overlap.
 */
export const paintOverlays = (canvas: Canvas, layout: PreviewLayout, photo: boolean): void => {
  const part = { rect: layout.photoRect, inside: photo };
  // The moulding stands proud of what it holds and shades its top and left edges.
  if (layout.frameShadow > 0)
    lightEdges(canvas, layout.outerRect, layout.frameShadow, FRAME_SHADOW, part);
  // A gallery-wrapped canvas turns round its stretcher: its edges roll towards or away from the light.
  if (layout.wrapShade > 0)
    lightEdges(canvas, layout.outerRect, layout.wrapShade, WRAP_LIGHT, part);
  if (layout.parts.glass) paintSheen(canvas, layout.outerRect, 1, part);
  else if (layout.parts.laminated) paintSheen(canvas, layout.outerRect, 0.4, part);
  if (layout.frameBand === 0) outlinePiece(canvas, layout, part);
};

/**
 * Brightens (or, with a negative gain, darkens) each side of `rect` towards its edge: by
 * `gain[side]` at the edge, fading to nothing `reach` pixels in, quadratically.
 */
const lightEdges = (
  canvas: Canvas,
  rect: RectPx,
  reach: number,
  gain: readonly [number, number, number, number],
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
        if (d < reach) k *= 1 + gain[side] * (1 - d / reach) ** 2;
      }
      canvas.scale(x, y, k);
    },
    part,
  );
};

/**
 * Glass reflects the room: a broad soft band across the diagonal with a narrow brighter streak
 * beside it. `strength` 1 is glass; a laminate shines less. Only the band is touched: where the
 * whitening would round to nothing the loop does not go, so it costs a couple of milliseconds.
 */
const paintSheen = (canvas: Canvas, rect: RectPx, strength: number, part: Part): void => {
  // The sheen depends only on the position t along the diagonal (0 top left, 1 bottom right).
  const steps = 1024;
  const table = new Int32Array(steps + 1);
  let first = steps;
  let last = 0;
  for (let n = 0; n <= steps; n++) {
    const t = n / steps;
    const a =
      strength *
      (0.1 * Math.exp(-(((t - 0.3) / 0.11) ** 2)) + 0.05 * Math.exp(-(((t - 0.48) / 0.04) ** 2)));
    // Whitening in 1/1024: the loop below adds integers only.
    table[n] = Math.round(a * 1024);
    if (table[n] > 0) {
      first = Math.min(first, n);
      last = n;
    }
  }
  const span = 0.62 * rect.width + 0.38 * rect.height;
  // Position along the diagonal in 1/65536 of a table step.
  const step = ((0.62 * steps) / span) * 65536;
  const increment = Math.floor(step);
  const { data } = canvas;
  const run = (y: number, from: number, to: number) => {
    let position = Math.floor(((0.38 * y * steps) / span) * 65536 + from * step);
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
    const start = ((0.38 * y * steps) / span) * 65536;
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

/** An unframed piece ends in a fine darker edge, so a light print still shows where it stops. */
const outlinePiece = (canvas: Canvas, layout: PreviewLayout, part: Part): void => {
  const k = layout.parts.glass ? 0.7 : 0.88;
  canvas.ring(layout.pieceRect, 1, (x, y) => canvas.scale(x, y, k), part);
  // Polished glass catches the light on its edge, just inside the outline.
  if (layout.parts.glass && layout.pieceRect.width > 4 && layout.pieceRect.height > 4) {
    const p = layout.pieceRect;
    const inner = { left: p.left + 1, top: p.top + 1, width: p.width - 2, height: p.height - 2 };
    canvas.ring(inner, 1, (x, y) => canvas.whiten((y * canvas.width + x) * 3, 0.45), part);
  }
};
