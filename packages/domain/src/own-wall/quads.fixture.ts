import { homographyOf, type Point } from './homography.ts';

/**
 * An upright rectangle's corners in the order the geometry takes a sheet's: clockwise from the
 * top left, y growing downwards.
 */
export const rectangle = (left: number, top: number, right: number, bottom: number): Point[] => [
  [left, top],
  [right, top],
  [right, bottom],
  [left, bottom],
];

/** A camera that sees a square metre of wall (in mm) as the quadrilateral `seen` (in px). */
export const cameraSeeing = (seen: readonly Point[]) =>
  homographyOf(rectangle(0, 0, 1000, 1000), [...seen]);

/** `corners` turned by `deg` about the origin, then moved by `by`. */
export const turned = (corners: readonly Point[], deg: number, by: Point): Point[] => {
  const r = (deg * Math.PI) / 180;
  return corners.map(([x, y]) => [
    by[0] + x * Math.cos(r) - y * Math.sin(r),
    by[1] + x * Math.sin(r) + y * Math.cos(r),
  ]);
};
