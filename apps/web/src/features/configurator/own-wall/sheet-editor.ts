import {
  A4_MM,
  PIECE_OUT_OF_VIEW_TEXT,
  pieceOnWall,
  wallPlaneOf,
  type Point,
  type SheetCorners,
} from '@fotoobraz/domain';

/** A photo's upright size in pixels. */
export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Where the four handles start when no sheet was found: an A4 outline, lying, a quarter of the
 * photo wide, in its middle, for the customer to drag onto the sheet's corners.
 * @example guideCorners({ width: 1188, height: 800 }) // -> [[445.5,295],[742.5,295],[742.5,505],[445.5,505]]
 */
export const guideCorners = ({ width, height }: PhotoSize): SheetCorners => {
  const w = width / 4;
  const h = (w * A4_MM.short) / A4_MM.long;
  const left = (width - w) / 2;
  const top = (height - h) / 2;
  return [
    [left, top],
    [left + w, top],
    [left + w, top + h],
    [left, top + h],
  ];
};

/** The middle of a quadrilateral (the mean of its corners): where the piece starts. */
export const middleOf = (corners: readonly Point[]): Point => [
  corners.reduce((s, p) => s + p[0], 0) / corners.length,
  corners.reduce((s, p) => s + p[1], 0) / corners.length,
];

/** A point kept on the photo. */
export const onPhoto = ([x, y]: Point, size: PhotoSize): Point => [
  Math.min(size.width, Math.max(0, x)),
  Math.min(size.height, Math.max(0, y)),
];

/**
 * The piece's outline on the photo for the sheet `corners`, or the Slovak reason it cannot be
 * drawn: the corners are not a sheet, or the piece would reach beyond the wall's horizon.
 */
export const pieceOutline = (
  corners: SheetCorners,
  at: Point,
  pieceCm: { width: number; height: number },
): { outline: readonly Point[] } | { problem: string } => {
  const plane = wallPlaneOf(corners);
  if (!plane.ok) return { problem: plane.message };
  const piece = pieceOnWall(plane.plane, at, pieceCm);
  return piece.inView ? { outline: piece.corners } : { problem: PIECE_OUT_OF_VIEW_TEXT };
};

/**
 * The corner nearest to a point, which a touch between handles lying close together (a sheet far
 * away: 28 px apart on a phone) takes hold of.
 * @example nearestCorner([[0, 0], [10, 0], [10, 10], [0, 10]], [9, 2]) // -> 1
 */
export const nearestCorner = (corners: SheetCorners, [x, y]: Point): number =>
  corners.reduce(
    (best, [cx, cy], n) => {
      const distance = Math.hypot(cx - x, cy - y);
      return distance < best.distance ? { n, distance } : best;
    },
    { n: 0, distance: Infinity },
  ).n;

/** The magnifier's diameter and zoom: a corner is placed by eye, not under a fingertip. */
export const LOUPE = { diameterPx: 120, zoom: 3, gapPx: 36 } as const;

/**
 * Where the magnifier of a dragged corner sits over the photo shown `shown` px large, and which
 * part of the photo it shows: centred on the corner, above the finger; near the photo's top,
 * beside it (to the left, or to the right near the left edge), never under the finger or hand.
 * @example loupeOf([400, 500], { width: 800, height: 600 }, { width: 400, height: 300 }) // -> { left: 140, top: 94, backgroundSize: '1200px 900px', backgroundPosition: '-540px -690px' }
 */
export const loupeOf = (
  [x, y]: Point,
  size: PhotoSize,
  shown: { width: number; height: number },
) => {
  const { diameterPx: d, zoom, gapPx } = LOUPE;
  const px = (x / size.width) * shown.width;
  const py = (y / size.height) * shown.height;
  const above = py - d - gapPx;
  const beside = px - d - gapPx >= 0 ? px - d - gapPx : px + gapPx;
  return {
    left: above >= 0 ? px - d / 2 : beside,
    top: above >= 0 ? above : Math.max(0, py - d / 2),
    backgroundSize: `${shown.width * zoom}px ${shown.height * zoom}px`,
    backgroundPosition: `${-(px * zoom - d / 2)}px ${-(py * zoom - d / 2)}px`,
  };
};
