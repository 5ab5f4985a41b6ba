import {
  homographyOf,
  invertHomography,
  mapPoint,
  type Homography,
  type Point,
} from './homography.ts';

/** An A4 sheet, ISO 216: its long and short side in millimetres. */
export const A4_MM = { long: 297, short: 210 } as const;

/** The shortest side a sheet may have in the wall photo, in its pixels. */
export const MIN_SHEET_SIDE_PX = 16;

/** A sheet's four corners in the wall photo's pixels, clockwise from its top-left. */
export type SheetCorners = readonly [Point, Point, Point, Point];

export type SheetProblem = 'shape' | 'collinear' | 'crossed' | 'small';

/** What the customer reads when the corners cannot be a sheet on a wall (Slovak). */
export const SHEET_PROBLEM_TEXT: Record<SheetProblem, string> = {
  shape: 'Hárok má štyri rohy, každý s dvoma súradnicami v pixeloch fotografie.',
  collinear: 'Tri rohy hárka ležia na jednej priamke. Posuňte rohy do rohov hárka.',
  crossed:
    'Strany hárka sa krížia. Rohy idú v smere hodinových ručičiek od ľavého horného a tvoria vypuklý štvoruholník.',
  small:
    'Hárok je na fotografii príliš malý. Odfoťte stenu bližšie alebo posuňte rohy do rohov hárka.',
};

/** The wall's plane: where the sheet lies in millimetres and the transforms between the two. */
export interface WallPlane {
  /** Wall-photo pixels to millimetres on the wall, the sheet's top-left corner at the origin. */
  readonly toMm: Homography;
  /** Millimetres on the wall to wall-photo pixels. */
  readonly toPx: Homography;
  /** The sheet hangs with its long side level. */
  readonly landscape: boolean;
}

export type WallPlaneResult =
  | { readonly ok: true; readonly plane: WallPlane }
  | { readonly ok: false; readonly problem: SheetProblem; readonly message: string };

const cross = (o: Point, a: Point, b: Point): number =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const length = (a: Point, b: Point): number => Math.hypot(b[0] - a[0], b[1] - a[1]);

const refuse = (problem: SheetProblem): WallPlaneResult => ({
  ok: false,
  problem,
  message: SHEET_PROBLEM_TEXT[problem],
});

/**
 * The plane of the wall from the four corners of an A4 sheet on it, as the customer's camera saw
 * them (clockwise from top-left, in the photo's pixels; the y axis points down). The sheet's long
 * side is 297 mm whichever way it hangs: the pair of opposite sides longer in the photo is taken
 * as the long one. Refused, with a Slovak sentence, when the corners are not four finite points,
 * three lie on a line, the sides cross or turn the wrong way (no convex clockwise quadrilateral),
 * or a side is shorter than MIN_SHEET_SIDE_PX.
 * @example wallPlaneOf([[100,100],[397,100],[397,310],[100,310]])
 * // -> ok, landscape; mapPoint(plane.toMm, [397,310]) -> [297, 210] (1 px = 1 mm)
 */
export const wallPlaneOf = (corners: readonly (readonly number[])[]): WallPlaneResult => {
  if (
    corners.length !== 4 ||
    !corners.every((p) => p.length === 2 && p.every((v) => Number.isFinite(v)))
  ) {
    return refuse('shape');
  }
  const q = corners as unknown as SheetCorners;
  const sides = [0, 1, 2, 3].map((n) => length(q[n], q[(n + 1) % 4]));
  const turns = [0, 1, 2, 3].map((n) => cross(q[n], q[(n + 1) % 4], q[(n + 2) % 4]));
  const longest = Math.max(...sides);
  // A turn smaller than a fortieth of a degree between sides of this length: a straight line.
  const flat = longest * longest * 4e-4;
  if (turns.some((t) => Math.abs(t) <= flat)) return refuse('collinear');
  // Clockwise on screen (y down) turns right at every corner: every cross product is positive.
  if (turns.some((t) => t < 0)) return refuse('crossed');
  if (Math.min(...sides) < MIN_SHEET_SIDE_PX) return refuse('small');
  const landscape = sides[0] + sides[2] >= sides[1] + sides[3];
  const w = landscape ? A4_MM.long : A4_MM.short;
  const h = landscape ? A4_MM.short : A4_MM.long;
  const mm: SheetCorners = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  try {
    const toMm = homographyOf(q, mm);
    return { ok: true, plane: { toMm, toPx: invertHomography(toMm), landscape } };
  } catch {
    return refuse('collinear');
  }
};

/** A piece drawn on the wall: its corners in the photo, clockwise from top-left. */
export interface PieceOnWall {
  readonly corners: SheetCorners;
  /** The piece's top-left corner on the wall, in millimetres of the wall's plane. */
  readonly originMm: Point;
  /** The piece's size in millimetres. */
  readonly sizeMm: { readonly width: number; readonly height: number };
}

/**
 * Where a piece of `pieceCm` (its whole outer size) hangs when its centre is at `at` (wall-photo
 * pixels): the rectangle of that size on the wall's plane, level with the sheet, mapped back
 * into the photo. Its corners come out clockwise from top-left.
 * @example pieceOnWall(planeOfOnePxPerMm, [300, 300], { width: 40, height: 30 })
 * // -> corners [[100,150],[500,150],[500,450],[100,450]]
 */
export const pieceOnWall = (
  plane: WallPlane,
  at: Point,
  pieceCm: { readonly width: number; readonly height: number },
): PieceOnWall => {
  const [cx, cy] = mapPoint(plane.toMm, at);
  const width = pieceCm.width * 10;
  const height = pieceCm.height * 10;
  const left = cx - width / 2;
  const top = cy - height / 2;
  const mm: Point[] = [
    [left, top],
    [left + width, top],
    [left + width, top + height],
    [left, top + height],
  ];
  return {
    corners: mm.map((p) => mapPoint(plane.toPx, p)) as unknown as SheetCorners,
    originMm: [left, top],
    sizeMm: { width, height },
  };
};
