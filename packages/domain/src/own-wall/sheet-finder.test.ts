import { describe, expect, it } from 'vitest';
import { mapPoint, type Point } from './homography.ts';
import { cameraSeeing, rectangle, turned } from './quads.fixture.ts';
import { findSheet, type GreyImage } from './sheet-finder.ts';

/** A grey wall (level 128) with a white quadrilateral; pixels whose centre is inside are white. */
const wallWith = (width: number, height: number, quad: readonly Point[]): GreyImage => {
  const data = new Uint8Array(width * height).fill(128);
  const inside = (x: number, y: number) =>
    quad.every((p, n) => {
      const q = quad[(n + 1) % 4];
      return (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]) >= 0;
    });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (inside(x + 0.5, y + 0.5)) data[y * width + x] = 245;
  }
  return { data, width, height };
};

const near = (found: readonly Point[] | null, expected: readonly Point[], px: number) => {
  expect(found).not.toBeNull();
  found!.forEach((p, n) => {
    expect(Math.abs(p[0] - expected[n][0])).toBeLessThanOrEqual(px);
    expect(Math.abs(p[1] - expected[n][1])).toBeLessThanOrEqual(px);
  });
};

describe('findSheet', () => {
  it('finds a frontal sheet to the pixel', () => {
    const sheet: Point[] = rectangle(100, 80, 397, 290);
    near(findSheet(wallWith(800, 600, sheet)), sheet, 0);
  });

  it('finds a sheet seen from the side, and one turned 30°', () => {
    const side: Point[] = [
      [300, 150],
      [520, 190],
      [520, 350],
      [300, 420],
    ];
    near(findSheet(wallWith(800, 600, side)), side, 0.75);
    const tilted = turned(rectangle(0, 0, 210, 297), 30, [400, 100]);
    near(findSheet(wallWith(800, 600, tilted)), tilted, 0.75);
  });

  it('takes the largest sheet and passes over bright shapes of other proportions', () => {
    const small: Point[] = rectangle(20, 20, 79, 62);
    const strip: Point[] = rectangle(20, 500, 780, 540);
    const large: Point[] = rectangle(400, 100, 697, 310);
    const a = wallWith(800, 600, small);
    const b = wallWith(800, 600, strip);
    const c = wallWith(800, 600, large);
    const data = a.data.map((v, i) => Math.max(v, b.data[i], c.data[i]));
    near(findSheet({ ...a, data }), large, 0);
    expect(findSheet(b)).toBeNull();
  });

  it('finds nothing on a bare wall, nor a disc', () => {
    expect(
      findSheet(
        wallWith(400, 300, [
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 0],
        ]),
      ),
    ).toBeNull();
    const disc = new Uint8Array(400 * 300).fill(128);
    for (let y = 0; y < 300; y++) {
      for (let x = 0; x < 400; x++)
        if ((x - 200) ** 2 + (y - 150) ** 2 < 80 ** 2) disc[y * 400 + x] = 250;
    }
    expect(findSheet({ data: disc, width: 400, height: 300 })).toBeNull();
  });

  it('finds the sheet a camera sees: corners agree with the projection within under a pixel', () => {
    const camera = cameraSeeing([
      [0, 0],
      [800, 60],
      [800, 540],
      [0, 600],
    ]);
    const sheet = rectangle(300, 300, 597, 510).map((p) => mapPoint(camera, p));
    near(findSheet(wallWith(800, 600, sheet)), sheet, 0.75);
  });
});
