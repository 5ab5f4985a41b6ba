import { describe, expect, it } from 'vitest';
import { gridSliceOf, rowsInView, type GridRows } from './use-grid-window';

describe('rowsInView: the rows a scroller shows, and one more each way', () => {
  it.each([
    // top, viewport, pitch -> first row, end row (exclusive)
    [0, 500, 250, 0, 3],
    [600, 500, 250, 1, 6],
    [500, 500, 250, 1, 5],
    // Above the list (the filters and the count scrolled into view): still from row 0.
    [-300, 500, 250, 0, 2],
    [-1000, 500, 250, 0, 0],
  ])('%i px in, %i px high, rows %i px apart: rows %i to %i', (top, viewport, pitch, f, e) => {
    expect(rowsInView(top, viewport, pitch)).toEqual({ firstRow: f, endRow: e });
  });
});

describe('gridSliceOf: the items mounted and the room kept for the others', () => {
  const rows = (firstRow: number, endRow: number): GridRows => ({
    columns: 7,
    pitch: 250,
    firstRow,
    endRow,
  });

  it.each<[string, number, GridRows | 'all' | null, ReturnType<typeof gridSliceOf>]>([
    ['the first only, to measure', 70, null, { start: 0, end: 1, before: 0, after: 0 }],
    ['nothing of an empty list', 0, null, { start: 0, end: 0, before: 0, after: 0 }],
    ['all where nothing is laid out', 70, 'all', { start: 0, end: 70, before: 0, after: 0 }],
    ['the top rows', 140, rows(0, 3), { start: 0, end: 21, before: 0, after: 4250 }],
    ['rows in the middle', 140, rows(1, 6), { start: 7, end: 42, before: 250, after: 3500 }],
    // 70 in 7 columns is 10 rows; the last row of 71 holds one tile.
    ['the last row, not full', 71, rows(9, 13), { start: 63, end: 71, before: 2250, after: 0 }],
    // The view stays where it was while a filter shortens the list, until it scrolls back up.
    [
      'past the end of a shortened list',
      7,
      rows(9, 13),
      { start: 7, end: 7, before: 250, after: 0 },
    ],
  ])('%s', (_, count, measured, slice) => {
    expect(gridSliceOf(count, measured)).toEqual(slice);
  });

  it('holds the height of the whole list: the mounted rows and the room add up', () => {
    for (const [first, end] of [
      [0, 3],
      [4, 9],
      [17, 21],
    ]) {
      const slice = gridSliceOf(140, rows(first, end));
      const mountedRows = Math.ceil((slice.end - slice.start) / 7);
      expect(slice.before + mountedRows * 250 + slice.after).toBe(20 * 250);
    }
  });
});
