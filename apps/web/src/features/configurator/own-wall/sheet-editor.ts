import { A4_MM, pieceOnWall, wallPlaneOf, type Point, type SheetCorners } from '@fotoobraz/domain';

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
 * The piece's outline on the photo for the sheet `corners`, or the Slovak reason the corners are
 * not a sheet.
 */
export const pieceOutline = (
  corners: SheetCorners,
  at: Point,
  pieceCm: { width: number; height: number },
): { outline: readonly Point[] } | { problem: string } => {
  const plane = wallPlaneOf(corners);
  if (!plane.ok) return { problem: plane.message };
  return { outline: pieceOnWall(plane.plane, at, pieceCm).corners };
};
