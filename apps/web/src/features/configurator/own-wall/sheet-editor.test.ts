import { describe, expect, it } from 'vitest';
import {
  guideCorners,
  loupeOf,
  middleOf,
  nearestCorner,
  onPhoto,
  pieceOutline,
} from './sheet-editor';

describe('the sheet editor', () => {
  it('guides with an A4 outline lying in the middle, a quarter of the photo wide', () => {
    expect(guideCorners({ width: 1188, height: 800 })).toEqual([
      [445.5, 295],
      [742.5, 295],
      [742.5, 505],
      [445.5, 505],
    ]);
    expect(middleOf(guideCorners({ width: 1188, height: 800 }))).toEqual([594, 400]);
  });

  it('keeps a dragged point on the photo', () => {
    expect(onPhoto([-5, 900], { width: 800, height: 600 })).toEqual([0, 600]);
  });

  it('outlines the piece at true size, or says in Slovak why the corners are no sheet', () => {
    const sheet = guideCorners({ width: 1188, height: 800 });
    // 297 px for 297 mm: a 40 × 30 cm piece is 400 × 300 px round its centre.
    const piece = pieceOutline(sheet, [594, 400], { width: 40, height: 30 });
    expect('outline' in piece && piece.outline[0][0]).toBeCloseTo(394, 6);
    expect('outline' in piece && piece.outline[2][1]).toBeCloseTo(550, 6);
    const crossed = pieceOutline([sheet[0], sheet[2], sheet[1], sheet[3]], [594, 400], {
      width: 40,
      height: 30,
    });
    expect(crossed).toEqual({ problem: expect.stringContaining('Strany hárka sa krížia') });
  });

  it('takes hold of the corner nearest the touch, where handles lie close together', () => {
    const far = guideCorners({ width: 342, height: 256 }).map(([x, y]) => [
      x / 3 + 114,
      y / 3 + 85,
    ]) as unknown as ReturnType<typeof guideCorners>;
    far.forEach((corner, n) => expect(nearestCorner(far, [corner[0] + 3, corner[1] - 2])).toBe(n));
  });

  it('magnifies the dragged corner above the finger, or beside it at the top of the photo', () => {
    const shown = { width: 400, height: 300 };
    const loupe = loupeOf([400, 500], { width: 800, height: 600 }, shown);
    // The corner is shown at 200 × 250 px; three times larger, 600 × 750 px is the loupe's centre.
    expect(loupe).toEqual({
      left: 140,
      top: 250 - 120 - 36,
      backgroundSize: '1200px 900px',
      backgroundPosition: '-540px -690px',
    });
    // 10 px from the top: to the left of the corner (at 200 px), or right of one at the left edge.
    expect(loupeOf([400, 20], { width: 800, height: 600 }, shown)).toMatchObject({
      left: 200 - 120 - 36,
      top: 0,
    });
    expect(loupeOf([40, 20], { width: 800, height: 600 }, shown).left).toBe(20 + 36);
  });
});
