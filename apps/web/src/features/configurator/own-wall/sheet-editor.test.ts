import { describe, expect, it } from 'vitest';
import { guideCorners, middleOf, onPhoto, pieceOutline } from './sheet-editor';

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
});
