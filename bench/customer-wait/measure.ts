import type { Page } from 'playwright-core';
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
}

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
    const requests = await requestsSince(page, probe.click);
    const save = requests.find((r) => /^\/api\/crafted-products$/.test(r.path));
    const shown = probe.previews.at(-1)!.shown - probe.click;
    await settled(page);
    if (i === 0) continue;
    runs.push({
      price: probe.price - probe.click,
      shown,
      saveSent: save?.start ?? NaN,
      saveAnswered: save?.end ?? NaN,
      saveWait: save?.wait ?? NaN,
      differencesAnswered: requests.find((r) => /price-differences$/.test(r.path))?.end ?? NaN,
      busy: busy(probe, probe.click, probe.click + shown),
    });
  }
  return runs;
};
