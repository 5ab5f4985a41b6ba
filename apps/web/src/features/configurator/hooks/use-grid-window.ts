import { useCallback, useRef, useState } from 'react';

/**
 * Rows mounted beyond the visible ones, each way: a Tab or a wheel step lands on tiles that are
 * there already, and the browser scrolling a focused tile into view mounts the row after it.
 */
const OVERSCAN_ROWS = 1;

/** The rows of a grid its scroller shows, end exclusive; rows are `pitch` px apart. */
export type GridRows = { columns: number; pitch: number; firstRow: number; endRow: number };

/** The items mounted, end exclusive, and the room held for the rows left out above and below. */
export type GridSlice = { start: number; end: number; before: number; after: number };

/**
 * The rows a view `viewport` px high shows from `top` px into a grid, with one more each way:
 * rows 250 px apart, 600 px in, 500 px high gives `{ firstRow: 1, endRow: 6 }`.
 */
export const rowsInView = (top: number, viewport: number, pitch: number) => ({
  firstRow: Math.max(0, Math.floor(top / pitch) - OVERSCAN_ROWS),
  endRow: Math.max(0, Math.ceil((top + viewport) / pitch) + OVERSCAN_ROWS),
});

/**
 * Which of `count` items to mount. Before the grid is measured only the first, to measure; where
 * nothing is laid out (`'all'`), every one. 140 items in 7 columns, rows 1 to 5 of 250 px:
 * `{ start: 7, end: 42, before: 250, after: 3500 }`.
 */
export const gridSliceOf = (count: number, rows: GridRows | 'all' | null): GridSlice => {
  if (rows === 'all') return { start: 0, end: count, before: 0, after: 0 };
  if (rows === null) return { start: 0, end: Math.min(count, 1), before: 0, after: 0 };
  const total = Math.ceil(count / rows.columns);
  const first = Math.min(rows.firstRow, total);
  const end = Math.min(Math.max(rows.endRow, first), total);
  return {
    start: first * rows.columns,
    end: Math.min(count, end * rows.columns),
    before: first * rows.pitch,
    after: (total - end) * rows.pitch,
  };
};

const sameRows = (a: GridRows | 'all' | null, b: GridRows): boolean =>
  a !== null &&
  a !== 'all' &&
  a.columns === b.columns &&
  a.pitch === b.pitch &&
  a.firstRow === b.firstRow &&
  a.endRow === b.endRow;

/**
 * Mounts only the rows of a grid in view (`repeat(auto-fill, minmax(minColumnPx, 1fr))` with
 * `gapPx` between tiles of one height), the grid's parent being what scrolls: a list of a hundred
 * tiles is mounted, and taken down, a screenful at a time. The list holds the left-out rows'
 * height as its padding (`slice.before`, `slice.after`), so the scrollbar and the scroll height
 * stay those of the whole list; `measure` belongs in the scroller's scroll handler. The list is
 * measured as it attaches, before it is painted: a dialog's portal mounts its content a render
 * after the dialog, where an effect of the dialog would not see it.
 */
export const useGridWindow = (
  count: number,
  { minColumnPx, gapPx }: { minColumnPx: number; gapPx: number },
) => {
  const [rows, setRows] = useState<GridRows | 'all' | null>(null);
  const listRef = useRef<HTMLElement | null>(null);

  const measure = useCallback(() => {
    const list = listRef.current;
    const scroller = list?.parentElement;
    const tile = list?.firstElementChild as HTMLElement | null | undefined;
    if (!list || !scroller || !tile) return;
    if (tile.offsetHeight === 0) {
      setRows('all');
      return;
    }
    const pitch = tile.offsetHeight + gapPx;
    const columns = Math.max(1, Math.floor((list.clientWidth + gapPx) / (minColumnPx + gapPx)));
    const top = scroller.getBoundingClientRect().top - list.getBoundingClientRect().top;
    const next = { columns, pitch, ...rowsInView(top, scroller.clientHeight, pitch) };
    setRows((current) => (sameRows(current, next) ? current : next));
  }, [minColumnPx, gapPx]);

  // Tiles of another height (a loading placeholder's, a font's), another width or a taller
  // window: measured again.
  const attach = useCallback(
    (list: HTMLUListElement | null) => {
      listRef.current = list;
      if (!list) return;
      measure();
      if (typeof ResizeObserver !== 'function') return;
      const observer = new ResizeObserver(measure);
      observer.observe(list);
      if (list.parentElement) observer.observe(list.parentElement);
      return () => observer.disconnect();
    },
    [measure],
  );

  return { listRef: attach, slice: gridSliceOf(count, rows), measure };
};
