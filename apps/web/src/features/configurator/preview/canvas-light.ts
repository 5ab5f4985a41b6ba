import {
  edgeLightFactor,
  sheenAlpha,
  type EdgeLight,
  type PreviewDrawing,
  type RectPx,
  type Rgb,
} from '@fotoobraz/domain';

/*
 * The light the browser's painter lays over what it painted, as the server's painter multiplies
 * its pixels: shades and dodges by a factor, the fades along edges, the sheen of glass, and the
 * unframed piece's outline. Every factor is the drawing's.
 */

export type Context = CanvasRenderingContext2D;

export const css = (rgb: Rgb): string =>
  `rgb(${rgb.map((c) => Math.max(0, Math.min(255, c))).join(',')})`;
export const grey = (level: number): string => {
  const v = Math.round(Math.max(0, Math.min(255, level)));
  return `rgb(${v},${v},${v})`;
};

/**
 * Multiplies what is under the current path (or rectangle) by `k`: black over it at 1 - k, or a
 * colour dodge with grey (k - 1) / k, which divides by 1 / k.
 */
export const lightBy = (ctx: Context, k: number, fill: () => void): void => {
  if (k === 1) return;
  ctx.save();
  if (k < 1) {
    ctx.fillStyle = `rgba(0,0,0,${1 - k})`;
  } else {
    ctx.globalCompositeOperation = 'color-dodge';
    ctx.fillStyle = grey((255 * (k - 1)) / k);
  }
  fill();
  ctx.restore();
};

export const tracePolygon = (
  ctx: Context,
  points: readonly (readonly [number, number])[],
): void => {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
};

/** Stops along an edge light's reach: enough that its quadratic fade shows no steps. */
const EDGE_STOPS = 8;

export const lightEdges = (ctx: Context, rect: RectPx, reach: number, light: EdgeLight): void => {
  if (reach <= 0) return;
  const right = rect.left + rect.width;
  const bottom = rect.top + rect.height;
  // Per side: the edge's outside corner and the inward direction.
  const sides: [number, number, number, number, number, number, number][] = [
    // side, x0, y0 (edge), dx, dy (inward), band rect width, height
    [0, rect.left, rect.top, 0, 1, rect.width, reach + 1],
    [1, right, rect.top, -1, 0, reach + 1, rect.height],
    [2, rect.left, bottom, 0, -1, rect.width, reach + 1],
    [3, rect.left, rect.top, 1, 0, reach + 1, rect.height],
  ];
  for (const [side, x0, y0, dx, dy, width, height] of sides) {
    const gain = light.gain[side];
    if (gain === 0) continue;
    // Pixel d in from the edge has its centre d + 0.5 in; the fade ends at d = reach.
    const gradient = ctx.createLinearGradient(
      x0 + dx * 0.5,
      y0 + dy * 0.5,
      x0 + dx * (reach + 0.5),
      y0 + dy * (reach + 0.5),
    );
    for (let i = 0; i <= EDGE_STOPS; i++) {
      const k = edgeLightFactor(gain, (i / EDGE_STOPS) * reach, reach);
      gradient.addColorStop(
        i / EDGE_STOPS,
        gain < 0 ? `rgba(0,0,0,${1 - k})` : grey((255 * (k - 1)) / k),
      );
    }
    ctx.save();
    if (gain > 0) ctx.globalCompositeOperation = 'color-dodge';
    ctx.fillStyle = gradient;
    const left = dx < 0 ? x0 - width : x0;
    const top = dy < 0 ? y0 - height : y0;
    ctx.fillRect(left, top, width, height);
    ctx.restore();
  }
};

/** Stops along the sheen's diagonal. */
const SHEEN_STOPS = 96;

export const paintSheen = (ctx: Context, rect: RectPx, drawing: PreviewDrawing): void => {
  const sheen = drawing.sheen!;
  const [along, down] = sheen.direction;
  const span = along * rect.width + down * rect.height;
  // The gradient's parameter at (x, y) is (along x + down y) / span: its vector is the direction
  // scaled by span / |direction|².
  const k = span / (along * along + down * down);
  const gradient = ctx.createLinearGradient(
    rect.left,
    rect.top,
    rect.left + along * k,
    rect.top + down * k,
  );
  for (let i = 0; i <= SHEEN_STOPS; i++) {
    const t = i / SHEEN_STOPS;
    gradient.addColorStop(t, `rgba(255,255,255,${sheenAlpha(sheen, t)})`);
  }
  ctx.fillStyle = gradient;
  ctx.fillRect(rect.left, rect.top, rect.width, rect.height);
};

export const paintOutline = (
  ctx: Context,
  piece: RectPx,
  outline: NonNullable<PreviewDrawing['outline']>,
): void => {
  ctx.save();
  ctx.lineWidth = 1;
  ctx.strokeStyle = `rgba(0,0,0,${1 - outline.shade})`;
  ctx.strokeRect(piece.left + 0.5, piece.top + 0.5, piece.width - 1, piece.height - 1);
  if (outline.glint !== null && piece.width > 4 && piece.height > 4) {
    ctx.strokeStyle = `rgba(255,255,255,${outline.glint})`;
    ctx.strokeRect(piece.left + 1.5, piece.top + 1.5, piece.width - 3, piece.height - 3);
  }
  ctx.restore();
};
