import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { meanDeltaE } from '../../e2e/preview-comparison.ts';
import { choosePhoto } from '../../e2e/support/wizard.ts';
import {
  TIMEOUT_MS,
  busy,
  requestsSince,
  settled,
  watchRequests,
  type Request,
} from './page-timing.ts';
import { installProbe, probeOf } from './probe.ts';

/** Changes measured per option, alternating between two choices (after one warm-up change). */
export const CHANGES = 10;

/** One drop's marks, in ms after the drop. */
export interface Drop {
  uploadSent: number;
  uploadAnswered: number;
  pathClicked: number;
  fallback: number;
  step2: number;
  catalogueSent: number;
  saveSent: number;
  saveAnswered: number;
  saveWait: number;
  differencesAnswered: number;
  shown: number;
  busy: number;
  requests: Request[];
  /** The original's last chunk answered (verified), when it went up behind a working copy. */
  originalVerified: number;
}

/**
 * One drop in a new tab (the wizard keeps its progress per tab), up to the first preview shown;
 * returns the tab settled at step 2.
 */
export const dropOnce = async (page: Page, url: string, jpeg: Buffer): Promise<Drop> => {
  watchRequests(page);
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.evaluate(installProbe);
  await choosePhoto(page, jpeg, 'dovolenka.jpg');
  await page.waitForFunction(() => (window.customerWait?.previews[0]?.shown ?? NaN) > 0, null, {
    timeout: TIMEOUT_MS,
  });
  const probe = await probeOf(page);
  const requests = await requestsSince(page, probe.drop);
  const find = (path: RegExp) => requests.find((r) => path.test(r.path));
  // The photo goes up whole, or (a large one) as its working copy first.
  const upload = find(/^\/api\/photos(\/working-copy)?$/);
  const save = find(/^\/api\/crafted-products$/);
  const pathClicked = probe.pathClicked - probe.drop;
  const shown = probe.previews[0].shown - probe.drop;
  await settled(page);
  // The original goes on behind the preview; `settled` waited for its last chunk too.
  const original = (await requestsSince(page, probe.drop)).filter((r) =>
    /\/original$/.test(r.path),
  );
  return {
    uploadSent: upload?.start ?? NaN,
    uploadAnswered: upload?.end ?? NaN,
    pathClicked,
    fallback: probe.fallback - probe.drop,
    step2: probe.step2 - probe.drop,
    catalogueSent: requests.find((r) => r.start > pathClicked)?.start ?? NaN,
    saveSent: save?.start ?? NaN,
    saveAnswered: save?.end ?? NaN,
    saveWait: save?.wait ?? NaN,
    differencesAnswered: find(/price-differences$/)?.end ?? NaN,
    shown,
    busy: busy(probe, probe.drop, probe.drop + shown),
    requests,
    originalVerified: original.at(-1)?.end ?? NaN,
  };
};

/** One option change's marks, in ms after the click. */
export interface Change {
  price: number;
  shown: number;
  saveSent: number;
  saveAnswered: number;
  saveWait: number;
  differencesAnswered: number;
  busy: number;
  /** Long tasks from the click until the page settled (the save's answer handled): total, longest. */
  busyUntilSettled: number;
  longestTask: number;
  /** Who drew the new preview, and how far the browser's picture is from the server's. */
  painter: 'browser' | 'server';
  deltaE: number;
}

/** The browser's picture may differ from the server's by this mean ΔE2000 (DESIGN.md §9). */
const SAME_PICTURE_DELTA_E = 3;

/**
 * Checks that the canvas painted the configuration clicked: once the page settled, the saved
 * piece's summary names every part the canvas names, and the canvas's pixels match the preview
 * the server stored for it (mean ΔE2000 at the canvas's size). Throws when either does not hold.
 */
const paintedAsSaved = async (
  page: Page,
): Promise<{ painter: 'browser' | 'server'; deltaE: number }> => {
  const painted = await page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-configuration]');
    if (!canvas || getComputedStyle(canvas).visibility !== 'visible') return null;
    const raw = sessionStorage.getItem('fotoobraz.configurator');
    const id = raw ? (JSON.parse(raw) as { state: { craftedId: number } }).state.craftedId : null;
    const piece = (await (await fetch(`/api/crafted-products/${id}`)).json()) as { text1: string };
    const stored = new Uint8Array(
      await (await fetch(`/api/crafted-products/${id}/previewThumb`)).arrayBuffer(),
    );
    let binary = '';
    for (const byte of stored) binary += String.fromCharCode(byte);
    return {
      configuration: canvas.dataset.configuration ?? '',
      text1: piece.text1,
      canvas: canvas.toDataURL('image/png').split(',')[1],
      stored: btoa(binary),
    };
  });
  if (!painted) return { painter: 'server', deltaE: NaN };
  const summary = painted.text1.replace(/\s+/g, ' ');
  const missing = painted.configuration
    .split(', ')
    .flatMap((part) => part.split(/ (?=\d)/))
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => !summary.includes(part));
  if (missing.length)
    throw new Error(`the canvas shows '${painted.configuration}', the saved piece '${summary}'`);
  const canvas = await sharp(Buffer.from(painted.canvas, 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = canvas.info;
  const stored = await sharp(Buffer.from(painted.stored, 'base64'))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const deltaE = meanDeltaE(
    { data: canvas.data, width, height, channels: 3 },
    { data: stored, width, height, channels: 3 },
    { left: 0, top: 0, width, height },
  );
  if (deltaE > SAME_PICTURE_DELTA_E)
    throw new Error(`the canvas differs from the stored preview: mean ΔE2000 ${deltaE.toFixed(2)}`);
  return { painter: 'browser', deltaE };
};

/**
 * Calls `choose(i)` for i = 0 (unmeasured warm-up) to CHANGES, each time waiting for the new
 * preview shown and the page settled.
 */
export const changes = async (
  page: Page,
  choose: (i: number) => Promise<void>,
): Promise<Change[]> => {
  const runs: Change[] = [];
  for (let i = 0; i <= CHANGES; i++) {
    await choose(i);
    await page.waitForFunction(
      () => {
        const probe = window.customerWait!;
        const last = probe.previews.at(-1);
        return last !== undefined && last.src !== probe.srcBefore && last.shown > 0;
      },
      null,
      { timeout: TIMEOUT_MS },
    );
    const probe = await probeOf(page);
    const shown = probe.previews.at(-1)!.shown - probe.click;
    await settled(page);
    // A request is in the resource timing once answered: the save often after the new preview.
    const requests = await requestsSince(page, probe.click);
    const save = requests.find((r) => /^\/api\/crafted-products$/.test(r.path));
    const after = await probeOf(page);
    const now = await page.evaluate(() => performance.now());
    const tasks = after.longTasks.filter(([, end]) => end > probe.click);
    const check = await paintedAsSaved(page);
    if (i === 0) continue;
    runs.push({
      price: probe.price - probe.click,
      shown,
      saveSent: save?.start ?? NaN,
      saveAnswered: save?.end ?? NaN,
      saveWait: save?.wait ?? NaN,
      differencesAnswered: requests.find((r) => /price-differences$/.test(r.path))?.end ?? NaN,
      busy: busy(probe, probe.click, probe.click + shown),
      busyUntilSettled: busy(after, probe.click, now),
      longestTask: Math.max(0, ...tasks.map(([start, end]) => end - Math.max(start, probe.click))),
      ...check,
    });
  }
  return runs;
};
