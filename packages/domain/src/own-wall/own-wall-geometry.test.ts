import { describe, expect, it } from 'vitest';
import { homographyOf, invertHomography, mapPoint, type Point } from './homography.ts';
import { cameraSeeing, rectangle, turned } from './quads.fixture.ts';
import {
  pieceOnWall,
  SHEET_PROBLEM_TEXT,
  wallPlaneOf,
  type WallPlane,
} from './own-wall-geometry.ts';

const planeOf = (corners: readonly Point[]): WallPlane => {
  const result = wallPlaneOf(corners);
  if (!result.ok) throw new Error(result.message);
  return result.plane;
};

const close = (p: Point, q: Point, digits = 6) => {
  expect(p[0]).toBeCloseTo(q[0], digits);
  expect(p[1]).toBeCloseTo(q[1], digits);
};

describe('homographyOf', () => {
  it('maps each point to its partner and back', () => {
    const from: Point[] = [
      [120, 80],
      [530, 130],
      [510, 420],
      [90, 380],
    ];
    const to: Point[] = rectangle(0, 0, 297, 210);
    const h = homographyOf(from, to);
    from.forEach((p, n) => close(mapPoint(h, p), to[n]));
    const back = invertHomography(h);
    to.forEach((p, n) => close(mapPoint(back, p), from[n]));
  });

  it('refuses points of which three lie on a line', () => {
    const line: Point[] = [
      [0, 0],
      [1, 1],
      [2, 2],
      [0, 5],
    ];
    expect(() => homographyOf(line, line)).toThrow(RangeError);
  });
});

/**
 * A wall seen from its left: the wall's right side recedes. The camera is modelled exactly by a
 * projective map from the wall (mm) to the photo; a sheet's corners are where it puts them.
 */
const SIDE_VIEW = cameraSeeing([
  [0, 0],
  [1400, 200],
  [1400, 800],
  [0, 1000],
]);

describe('wallPlaneOf and pieceOnWall: worked examples', () => {
  it('a frontal sheet, landscape, 2 px per mm: a 40 × 30 cm piece is 800 × 600 px', () => {
    // The sheet's top-left at (1000, 600), 594 × 420 px.
    const plane = planeOf(rectangle(1000, 600, 1594, 1020));
    expect(plane.landscape).toBe(true);
    close(mapPoint(plane.toMm, [1594, 1020]), [297, 210]);
    const piece = pieceOnWall(plane, [1297, 810], { width: 40, height: 30 });
    close(piece.corners[0], [897, 510]);
    close(piece.corners[1], [1697, 510]);
    close(piece.corners[2], [1697, 1110]);
    close(piece.corners[3], [897, 1110]);
  });

  it('a frontal sheet hung upright: its long side is still 297 mm', () => {
    const plane = planeOf(rectangle(100, 100, 310, 397));
    expect(plane.landscape).toBe(false);
    close(mapPoint(plane.toMm, [310, 397]), [210, 297]);
    const piece = pieceOnWall(plane, [205, 248.5], { width: 50, height: 40 });
    // 1 px = 1 mm: 500 × 400 px round the sheet's centre.
    close(piece.corners[0], [-45, 48.5]);
    close(piece.corners[2], [455, 448.5]);
  });

  it('a sheet seen from the side: the far side is shorter and so is the piece there', () => {
    const camera = SIDE_VIEW;
    const sheetMm: Point[] = rectangle(300, 400, 597, 610);
    const plane = planeOf(sheetMm.map((p) => mapPoint(camera, p)));
    // A 40 × 30 cm piece centred at the wall's (448.5, 505) mm lands where the camera puts it.
    const at = mapPoint(camera, [448.5, 505]);
    const piece = pieceOnWall(plane, at, { width: 40, height: 30 });
    const expected: Point[] = rectangle(248.5, 355, 648.5, 655);
    piece.corners.forEach((p, n) => close(p, mapPoint(camera, expected[n]), 4));
    const left = piece.corners[3][1] - piece.corners[0][1];
    const right = piece.corners[2][1] - piece.corners[1][1];
    expect(right).toBeLessThan(left);
  });

  it('a rotated sheet (the camera held askew): the piece turns with it', () => {
    const turn = (deg: number, p: Point): Point => turned([p], deg, [500, 400])[0];
    const plane = planeOf(rectangle(0, 0, 297, 210).map((p) => turn(10, p)));
    const piece = pieceOnWall(plane, turn(10, [148.5, 105]), { width: 30, height: 20 });
    close(piece.corners[0], turn(10, [-1.5, 5]));
    close(piece.corners[2], turn(10, [298.5, 205]));
    const top = Math.hypot(
      piece.corners[1][0] - piece.corners[0][0],
      piece.corners[1][1] - piece.corners[0][1],
    );
    expect(top).toBeCloseTo(300, 6);
  });

  it('a piece reaching beyond the horizon of a wall seen from the side is not in view', () => {
    const camera = SIDE_VIEW;
    const plane = planeOf(rectangle(300, 400, 597, 610).map((p) => mapPoint(camera, p)));
    const at = mapPoint(camera, [448.5, 505]);
    expect(pieceOnWall(plane, at, { width: 40, height: 30 }).inView).toBe(true);
    // 20 m wide: its right half lies past the wall's vanishing line.
    expect(pieceOnWall(plane, at, { width: 2000, height: 30 }).inView).toBe(false);
  });

  it.each([
    [
      'three corners on a line',
      [
        [0, 0],
        [100, 0],
        [200, 0],
        [0, 100],
      ],
      'collinear',
    ],
    [
      'sides that cross (a bow tie)',
      [
        [0, 0],
        [300, 0],
        [0, 200],
        [300, 200],
      ],
      'crossed',
    ],
    [
      'corners counter-clockwise',
      [
        [0, 0],
        [0, 200],
        [300, 200],
        [300, 0],
      ],
      'crossed',
    ],
    [
      'a concave outline',
      [
        [0, 0],
        [300, 0],
        [100, 60],
        [0, 200],
      ],
      'crossed',
    ],
    ['a sheet of a few pixels', rectangle(0, 0, 12, 9), 'small'],
    [
      'three corners',
      [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      'shape',
    ],
    [
      'a corner that is not a number',
      [
        [0, 0],
        [Number.NaN, 0],
        [10, 10],
        [0, 10],
      ],
      'shape',
    ],
  ])('refuses %s with a Slovak sentence', (_name, corners, problem) => {
    const result = wallPlaneOf(corners);
    expect(result).toEqual({
      ok: false,
      problem,
      message: SHEET_PROBLEM_TEXT[problem as keyof typeof SHEET_PROBLEM_TEXT],
    });
    if (!result.ok) expect(result.message).toMatch(/[áčéíľňóšťúýž]/);
  });
});
