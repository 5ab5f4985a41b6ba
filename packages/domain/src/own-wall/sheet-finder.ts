import { MIN_SHEET_SIDE_PX, wallPlaneOf, type SheetCorners } from './own-wall-geometry.ts';
import type { Point } from './homography.ts';

/** A grey image: one byte per pixel, rows top to bottom. */
export interface GreyImage {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** A region this much brighter than the photo's median counts as paper. */
const PAPER_ABOVE_MEDIAN = 40;
/** The brightest pixels of a sheet in shade still stand above this. */
const PAPER_MIN_LEVEL = 120;
/** A sheet fills its quadrilateral: a blob that fills less is something else (a window, a lamp). */
const MIN_FILL = 0.88;
/**
 * A4's 1.414 seen under perspective: a sheet photographed from 45° off its axis looks about 1.4
 * times narrower, so its sides' ratio lies between 1 and 2.
 */
const SIDE_RATIO = { min: 1.0, max: 2.1 } as const;

/**
 * The sheet of paper on a photo of a wall: the largest bright region whose outline is a convex
 * quadrilateral with the proportions an A4 sheet can show under perspective. Returns its corners
 * clockwise from top-left in `image`'s pixels (pixel edges, not centres), or null when nothing
 * looks like a sheet. The image is best a grey copy of about 800 px on its long side: a blob is
 * filled pixel by pixel.
 * @example findSheet(greyWallWithSheetAt([[100,80],[397,80],[397,290],[100,290]]))
 * // -> [[100,80],[397,80],[397,290],[100,290]] within a pixel
 */
export const findSheet = (image: GreyImage): SheetCorners | null => {
  const { width, height, data } = image;
  const threshold = Math.max(PAPER_MIN_LEVEL, Math.min(250, medianOf(data) + PAPER_ABOVE_MEDIAN));
  const label = new Int32Array(width * height);
  const minArea = Math.max(MIN_SHEET_SIDE_PX * MIN_SHEET_SIDE_PX, (width * height) / 2000);
  let best: { corners: SheetCorners; area: number } | null = null;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (label[start] !== 0 || data[start] < threshold) continue;
    next++;
    const blob: number[] = [];
    label[start] = next;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      blob.push(i);
      const x = i % width;
      const around = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        i >= width ? i - width : -1,
        i + width < data.length ? i + width : -1,
      ];
      for (const j of around) {
        if (j >= 0 && label[j] === 0 && data[j] >= threshold) {
          label[j] = next;
          stack.push(j);
        }
      }
    }
    if (blob.length < minArea || (best && blob.length <= best.area)) continue;
    const rough = quadrilateralOf(blob, width);
    if (!rough || !looksLikeSheet(rough, blob.length)) continue;
    best = {
      corners: refinedCorners(rough, outlineOf(blob, label, width, height)),
      area: blob.length,
    };
  }
  return best?.corners ?? null;
};

const medianOf = (data: Uint8Array): number => {
  const counts = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) counts[data[i]]++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v];
    if (seen * 2 >= data.length) return v;
  }
  return 255;
};

const area = (q: readonly Point[]): number => {
  let s = 0;
  for (let n = 0; n < q.length; n++) {
    const [x0, y0] = q[n];
    const [x1, y1] = q[(n + 1) % q.length];
    s += x0 * y1 - x1 * y0;
  }
  return Math.abs(s) / 2;
};

const side = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

const looksLikeSheet = (q: SheetCorners, pixels: number): boolean => {
  if (!wallPlaneOf(q).ok) return false;
  const quadArea = area(q);
  if (pixels < MIN_FILL * quadArea || pixels > quadArea / MIN_FILL) return false;
  const across = (side(q[0], q[1]) + side(q[2], q[3])) / 2;
  const down = (side(q[1], q[2]) + side(q[3], q[0])) / 2;
  const ratio = Math.max(across, down) / Math.min(across, down);
  return ratio >= SIDE_RATIO.min && ratio <= SIDE_RATIO.max;
};

/**
 * The four corners of a blob that is nearly a convex quadrilateral, whatever its rotation: the
 * point farthest from the blob's centre is a corner, the point farthest from it the opposite one,
 * and the points farthest from the diagonal between them, one on each side, the other two. Pixel
 * corners are used, not centres, so a sheet of 297 pixels measures 297.
 */
const quadrilateralOf = (blob: readonly number[], width: number): SheetCorners | null => {
  let cx = 0;
  let cy = 0;
  for (const i of blob) {
    cx += (i % width) + 0.5;
    cy += Math.floor(i / width) + 0.5;
  }
  cx /= blob.length;
  cy /= blob.length;
  const points: Point[] = [];
  for (const i of blob) {
    const x = i % width;
    const y = Math.floor(i / width);
    // Each pixel's corner farthest from the centre stands for it on the outline.
    points.push([x + (x + 0.5 >= cx ? 1 : 0), y + (y + 0.5 >= cy ? 1 : 0)]);
  }
  const farthestFrom = (p: Point): Point => {
    let best = p;
    let d = -1;
    for (const q of points) {
      const dq = (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2;
      if (dq > d) {
        d = dq;
        best = q;
      }
    }
    return best;
  };
  const a = farthestFrom([cx, cy]);
  const c = farthestFrom(a);
  let b: Point | null = null;
  let d: Point | null = null;
  let bDist = 0;
  let dDist = 0;
  for (const p of points) {
    const s = (c[0] - a[0]) * (p[1] - a[1]) - (c[1] - a[1]) * (p[0] - a[0]);
    if (s > bDist) {
      bDist = s;
      b = p;
    } else if (-s > dDist) {
      dDist = -s;
      d = p;
    }
  }
  if (!b || !d) return null;
  return clockwiseFromTopLeft([a, b, c, d]);
};

/** The centres of the blob's pixels that touch a pixel outside it. */
const outlineOf = (
  blob: readonly number[],
  label: Int32Array,
  width: number,
  height: number,
): Point[] => {
  const own = label[blob[0]];
  const outline: Point[] = [];
  for (const i of blob) {
    const x = i % width;
    const y = Math.floor(i / width);
    const edge =
      x === 0 ||
      y === 0 ||
      x === width - 1 ||
      y === height - 1 ||
      label[i - 1] !== own ||
      label[i + 1] !== own ||
      label[i - width] !== own ||
      label[i + width] !== own;
    if (edge) outline.push([x + 0.5, y + 0.5]);
  }
  return outline;
};

/**
 * Corners to a fraction of a pixel: each side is the straight line best fitting the outline
 * between two rough corners (its middle 70 %, away from the corners' rounding), moved out by half
 * a pixel to the pixels' edge; a corner is where two sides meet. The rough corners stay when a
 * side has too few points to fit.
 */
const refinedCorners = (rough: SheetCorners, outline: readonly Point[]): SheetCorners => {
  const lines: { p: Point; d: Point }[] = [];
  for (let n = 0; n < 4; n++) {
    const a = rough[n];
    const b = rough[(n + 1) % 4];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const d: Point = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    // Outward on screen for a clockwise outline: the side's direction turned left.
    const out: Point = [d[1], -d[0]];
    const near = outline.filter(([x, y]) => {
      const along = (x - a[0]) * d[0] + (y - a[1]) * d[1];
      const off = (x - a[0]) * out[0] + (y - a[1]) * out[1];
      return along > 0.15 * len && along < 0.85 * len && Math.abs(off) < 3 + 0.02 * len;
    });
    if (near.length < 6) return rough;
    const mx = near.reduce((s, p) => s + p[0], 0) / near.length;
    const my = near.reduce((s, p) => s + p[1], 0) / near.length;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    for (const [x, y] of near) {
      sxx += (x - mx) ** 2;
      sxy += (x - mx) * (y - my);
      syy += (y - my) ** 2;
    }
    const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    let dir: Point = [Math.cos(angle), Math.sin(angle)];
    if (dir[0] * d[0] + dir[1] * d[1] < 0) dir = [-dir[0], -dir[1]];
    const normal: Point = [dir[1], -dir[0]];
    lines.push({ p: [mx + 0.5 * normal[0], my + 0.5 * normal[1]], d: dir });
  }
  const meet = (l: { p: Point; d: Point }, m: { p: Point; d: Point }): Point | null => {
    const det = l.d[0] * m.d[1] - l.d[1] * m.d[0];
    if (Math.abs(det) < 1e-9) return null;
    const t = ((m.p[0] - l.p[0]) * m.d[1] - (m.p[1] - l.p[1]) * m.d[0]) / det;
    return [l.p[0] + t * l.d[0], l.p[1] + t * l.d[1]];
  };
  const corners = [0, 1, 2, 3].map((n) => meet(lines[(n + 3) % 4], lines[n]));
  if (corners.some((c) => c === null)) return rough;
  const refined = corners as unknown as SheetCorners;
  // A fit pulled by something touching the sheet can go astray: keep it only near the rough one.
  const moved = refined.some((c, n) => Math.hypot(c[0] - rough[n][0], c[1] - rough[n][1]) > 4);
  return moved ? rough : refined;
};

/** Four corners of a convex quadrilateral ordered clockwise on screen, from the top-left one. */
export const clockwiseFromTopLeft = (q: readonly Point[]): SheetCorners => {
  const cx = q.reduce((s, p) => s + p[0], 0) / q.length;
  const cy = q.reduce((s, p) => s + p[1], 0) / q.length;
  // On screen (y down) a growing atan2 goes clockwise.
  const sorted = [...q].sort(
    (p, r) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(r[1] - cy, r[0] - cx),
  );
  let first = 0;
  for (let n = 1; n < 4; n++) {
    if (sorted[n][0] + sorted[n][1] < sorted[first][0] + sorted[first][1]) first = n;
  }
  return [0, 1, 2, 3].map((n) => sorted[(first + n) % 4]) as unknown as SheetCorners;
};

/** The corners of a sheet found on a smaller copy, in the pixels of the photo `scale` times larger. */
export const scaleCorners = (corners: SheetCorners, scale: number): SheetCorners =>
  corners.map(([x, y]) => [x * scale, y * scale] as Point) as unknown as SheetCorners;
