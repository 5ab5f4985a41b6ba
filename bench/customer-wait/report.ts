import { percentile } from '../support.ts';
import type { Change, Drop } from './measure.ts';

/** A figure of the tables: whole milliseconds, '-' when it was not measured. */
export const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(0));

/** A table row: label, the figures measured, the target. */
type Row = [string, number[], string?];

/** Prints rows of [label, figures, target] with p50, p95 and max of each figure. */
export const table = (title: string, rows: Row[]) => {
  console.log(`\n${title}`);
  const line = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i === 0 ? c.padEnd(56) : c.padStart(i === 4 ? 8 : 7))).join('  '),
    );
  line(['interval (ms)', 'p50', 'p95', 'max', 'target']);
  for (const [label, xs, target] of rows)
    line([label, ...[50, 95, 100].map((p) => ms(percentile(xs, p))), target ?? '']);
};

/** The rows of the drops to one first preview: the total, then the marks that split it up. */
export const dropRows = (label: string, runs: Drop[], target?: string): Row[] => {
  const of = (f: (d: Drop) => number) => runs.map(f);
  return [
    [label, of((d) => d.shown), target],
    ['  drop -> photo sent (working copy made, or file read as base64)', of((d) => d.uploadSent)],
    ['  drop -> POST /api/photos[/working-copy] answered', of((d) => d.uploadAnswered)],
    ["  drop -> 'Vybrať produkt' shown (clicked at once)", of((d) => d.pathClicked)],
    ["  drop -> 'Načítava sa ...' (lazy steps' fallback) shown", of((d) => d.fallback)],
    ['  drop -> step 2 shown', of((d) => d.step2)],
    ['  drop -> first catalogue request of step 2', of((d) => d.catalogueSent)],
    ['  drop -> POST /api/crafted-products sent', of((d) => d.saveSent)],
    ['  POST /api/crafted-products: server wait (TTFB)', of((d) => d.saveWait)],
    ['  drop -> POST /api/crafted-products answered', of((d) => d.saveAnswered)],
    ['  drop -> POST price-differences answered (alongside)', of((d) => d.differencesAnswered)],
    ['  main thread in long tasks, drop -> preview', of((d) => d.busy)],
    [
      '  drop -> original verified (behind the preview: last chunk answered)',
      of((d) => d.originalVerified),
    ],
  ];
};

/** Which painter drew the new previews: the browser's canvas, the server's image, or both. */
const painters = (runs: Change[]): string => {
  const browser = runs.filter((c) => c.painter === 'browser').length;
  if (browser === runs.length) return 'canvas';
  return browser === 0
    ? 'server image'
    : `canvas ${browser}x, server image ${runs.length - browser}x`;
};

/** The rows of one option's changes: new price and new preview, then the marks between. */
export const changeRows = ([option, runs]: [string, Change[]]): Row[] => {
  const of = (f: (c: Change) => number) => runs.map(f);
  const samePrice = runs.filter((c) => Number.isNaN(c.price)).length;
  return [
    [
      `${option} -> new price${samePrice ? ` (unchanged ${samePrice}x)` : ''}`,
      of((c) => c.price),
      '<= 150',
    ],
    [`${option} -> new preview (${painters(runs)})`, of((c) => c.shown), 'p95 <= 50'],
    ['  click -> PUT /api/crafted-products sent', of((c) => c.saveSent)],
    ['  PUT /api/crafted-products: server wait (TTFB)', of((c) => c.saveWait)],
    ['  click -> PUT /api/crafted-products answered', of((c) => c.saveAnswered)],
    ['  click -> price-differences answered (if not cached)', of((c) => c.differencesAnswered)],
    ['  main thread in long tasks, click -> preview', of((c) => c.busy)],
    [
      '  main thread in long tasks, click -> settled (save answered)',
      of((c) => c.busyUntilSettled),
    ],
    ['  longest main-thread task after the click', of((c) => c.longestTask), '<= 50'],
    [
      '  browser picture vs stored preview, mean ΔE2000 (x100)',
      of((c) => 100 * c.deltaE),
      '<= 300',
    ],
  ];
};
