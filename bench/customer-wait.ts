// npm run bench:customer-wait — DESIGN.md §9's customer's wait in Chromium, against the real
// server as `npm start` runs it (fresh SQLite, demo catalogue seeded, the built web app):
//  1. A 24 MP photo dropped -> the first preview shown at step 2: once with the demo's default
//     product (WEB_DEFAULT_PRODUCT_ENUM, a canvas without a frame), then with the default set to
//     the framed photo with a mat, as a shop admin would, so that the first preview is a framed
//     one (target <= 2 s). The customer is taken to click the suggested 'Vybrať produkt' the
//     moment it shows; the upload runs over loopback.
//  2. An option of that framed piece changed (size, mat, frame; alternating between two choices)
//     -> the new price shown (target <= 150 ms) and the new preview shown (target <= 400 ms).
// Every time is taken in the page with performance.now(): from the file input's `change` event
// (what a drop or a pick in the file dialog fires) or the option's trusted `click`, to the price's
// text changing in the DOM (seen by a MutationObserver, before the next paint), and to the
// preview <img> with its new data URL decoded and its next animation frame begun. The rows under
// each figure split it up with the page's resource timing (requests) and long tasks (the page's
// main thread busy for more than 50 ms at a stretch).
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { ensureWebBuilt } from '../scripts/builds.mjs';
import { choosePhoto, preview } from '../e2e/support/wizard.ts';
import { percentile, photoLikeJpeg, startServer } from './support.ts';

/** Drops measured per default product (after one warm-up drop). */
const DROPS = 5;
/** Changes measured per option, alternating between two choices (after one warm-up change). */
const CHANGES = 10;
const TIMEOUT_MS = 30_000;
const FRAMED = { productEnum: 'PHOTOPASPARTAFRAME', name: 'Fotografia s paspartou v ráme' };

/** What the page records; see `installProbe`. */
interface Probe {
  /** The file input's `change` event. */
  drop: number;
  /** The suggested path's button ('Vybrať produkt') appeared and was clicked. */
  pathClicked: number;
  /** After that click: the lazy steps' Suspense fallback ('Načítava sa ...'), then step 2. */
  fallback: number;
  step2: number;
  /** The last trusted click (an option chosen). */
  click: number;
  /** The price's text at that click, and when it first differed afterwards. */
  priceBefore: string;
  price: number;
  /** The preview's src at that click. */
  srcBefore: string;
  /** Every preview src seen: when it was set, and when it was decoded and in a frame. */
  previews: { src: string; set: number; shown: number }[];
  /** Long tasks of the main thread, as [start, end]. */
  longTasks: [number, number][];
}

declare global {
  interface Window {
    customerWait?: Probe;
  }
}

/**
 * Runs in the page: records the marks of `Probe`, and plays the customer who clicks the
 * suggested path as soon as the uploaded photo's status offers it.
 */
const installProbe = (): void => {
  const probe: Probe = {
    drop: NaN,
    pathClicked: NaN,
    fallback: NaN,
    step2: NaN,
    click: NaN,
    priceBefore: '',
    price: NaN,
    srcBefore: '',
    previews: [],
    longTasks: [],
  };
  window.customerWait = probe;
  // The tab that changes options makes hundreds of requests; the default buffer keeps 250.
  performance.setResourceTimingBufferSize(100_000);
  const priceText = () => document.querySelector('[data-testid="price"]')?.textContent ?? '';
  const previewImg = () => document.querySelector<HTMLImageElement>('img[alt^="Náhľad: "]');
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      probe.longTasks.push([task.startTime, task.startTime + task.duration]);
  }).observe({ type: 'longtask' });
  document.addEventListener(
    'change',
    (event) => {
      if ((event.target as Element).matches('[data-testid="photo-input"]'))
        probe.drop = performance.now();
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return; // the probe's own click on the path button
      probe.click = performance.now();
      probe.priceBefore = priceText();
      probe.price = NaN;
      probe.srcBefore = previewImg()?.src ?? '';
    },
    true,
  );
  const observe = () => {
    const now = performance.now();
    if (!Number.isNaN(probe.drop) && Number.isNaN(probe.pathClicked)) {
      const path = Array.from(document.querySelectorAll('button')).find(
        (button) => button.textContent?.trim() === 'Vybrať produkt',
      );
      if (path) {
        probe.pathClicked = now;
        path.click();
      }
    }
    if (!Number.isNaN(probe.pathClicked)) {
      if (Number.isNaN(probe.fallback)) {
        const loading = Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
          status.textContent?.includes('Načítava sa'),
        );
        if (loading) probe.fallback = now;
      }
      if (Number.isNaN(probe.step2) && document.getElementById('configure-title'))
        probe.step2 = now;
    }
    if (!Number.isNaN(probe.click) && Number.isNaN(probe.price)) {
      const text = priceText();
      if (text && text !== probe.priceBefore) probe.price = now;
    }
    const img = previewImg();
    if (img && img.src !== probe.previews.at(-1)?.src) {
      const seen = { src: img.src, set: now, shown: NaN };
      probe.previews.push(seen);
      void img
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => (seen.shown = performance.now())));
    }
  };
  new MutationObserver(observe).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['src'],
  });
};

interface Request {
  path: string;
  /** Sent, answered: ms after the measurement's start. */
  start: number;
  end: number;
  /** Request sent (body included) to the answer's first byte: mostly the server. */
  wait: number;
}

/** The page's API requests started since `from` (a performance.now() time), relative to it. */
const requestsSince = (page: Page, from: number): Promise<Request[]> =>
  page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from - 1 && /\/api\//.test(entry.name))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return {
            path: new URL(timing.name).pathname,
            start: timing.startTime - from,
            end: timing.responseEnd - from,
            wait: timing.responseStart - timing.requestStart,
          };
        }),
    from,
  );

const probeOf = async (page: Page): Promise<Probe> =>
  (await page.evaluate(() => window.customerWait))!;

/** Milliseconds of long tasks between `from` and `to`. */
const busy = (probe: Probe, from: number, to: number): number =>
  probe.longTasks.reduce(
    (sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)),
    0,
  );

const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(0));

/** The page's requests still running, counted from Node. */
const inFlight = (page: Page): (() => number) => {
  let running = 0;
  page.on('request', () => running++);
  page.on('requestfinished', () => running--);
  page.on('requestfailed', () => running--);
  return () => running;
};
const requestsRunning = new WeakMap<Page, () => number>();

/**
 * Waits until the preview is not being updated any more and no request has run for 300 ms, so
 * that each measurement starts on a quiet page, as a customer's next click would.
 */
const settled = async (page: Page) => {
  await preview(page).waitFor({ timeout: TIMEOUT_MS });
  await page
    .getByRole('status')
    .filter({ hasText: 'Aktualizujeme náhľad' })
    .waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  const running = requestsRunning.get(page)!;
  const deadline = Date.now() + TIMEOUT_MS;
  for (let quietSince = Date.now(); Date.now() - quietSince < 300;) {
    if (running() > 0) quietSince = Date.now();
    if (Date.now() > deadline) throw new Error('the page never became quiet');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** One drop's marks, in ms after the drop. */
interface Drop {
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
}

/**
 * One drop in a new tab (the wizard keeps its progress per tab), up to the first preview shown;
 * returns the tab settled at step 2.
 */
const dropOnce = async (page: Page, url: string, jpeg: Buffer): Promise<Drop> => {
  requestsRunning.set(page, inFlight(page));
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.evaluate(installProbe);
  await choosePhoto(page, jpeg, 'dovolenka.jpg');
  await page.waitForFunction(() => (window.customerWait?.previews[0]?.shown ?? NaN) > 0, null, {
    timeout: TIMEOUT_MS,
  });
  const probe = await probeOf(page);
  const requests = await requestsSince(page, probe.drop);
  const find = (path: RegExp) => requests.find((r) => path.test(r.path));
  const upload = find(/^\/api\/photos$/);
  const save = find(/^\/api\/crafted-products$/);
  const pathClicked = probe.pathClicked - probe.drop;
  const shown = probe.previews[0].shown - probe.drop;
  await settled(page);
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
  };
};

/** One option change's marks, in ms after the click. */
interface Change {
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
const changes = async (page: Page, choose: (i: number) => Promise<void>): Promise<Change[]> => {
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

/**
 * The chosen radio of a step 2 group and the first other one whose price differs (its label shows
 * a difference other than +0,00 €), alternately.
 */
const twoRadios = async (page: Page, group: string) => {
  const radios = page.getByRole('group', { name: group }).getByRole('radio');
  const options = await radios.evaluateAll((inputs) =>
    inputs.map((input) => ({
      checked: (input as HTMLInputElement).checked,
      text: input.closest('label')?.textContent ?? '',
    })),
  );
  const checked = options.findIndex((o) => o.checked);
  const other = options.findIndex(
    (o, i) => i !== checked && /[+-]\d+,\d{2}/.test(o.text) && !/[+-]0,00/.test(o.text),
  );
  if (checked < 0 || other < 0) throw new Error(`no two prices to alternate in '${group}'`);
  return (i: number) => radios.nth(i % 2 === 0 ? other : checked).check();
};

/**
 * Through the picker, as a customer does: the first frame of its list that is not the chosen one,
 * so the choice alternates between its first two frames.
 */
const otherFrame = (page: Page) => async () => {
  await page.getByRole('button', { name: 'Vybrať iný rám' }).click();
  const dialog = page.getByRole('dialog', { name: 'Výber rámu' });
  await dialog.getByTestId('frame-list').getByRole('button').nth(1).waitFor();
  await dialog.getByTestId('frame-list').getByRole('button', { pressed: false }).first().click();
  await dialog.waitFor({ state: 'detached' });
};

/** Sets WEB_DEFAULT_PRODUCT_ENUM as the shop's admin; returns the value it had. */
const setDefaultProduct = async (url: string, productEnum: string): Promise<string> => {
  const auth = await fetch(`${url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const params = (await (
    await fetch(`${url}/api/global-params?startswith=WEB_DEFAULT_PRODUCT_ENUM`)
  ).json()) as { id: number; name: string; value: string }[];
  const param = params.find((p) => p.name === 'WEB_DEFAULT_PRODUCT_ENUM')!;
  const put = await fetch(`${url}/api/global-params/${param.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...param, value: productEnum }),
  });
  if (!put.ok) throw new Error(`setting WEB_DEFAULT_PRODUCT_ENUM: ${put.status}`);
  return param.value;
};

/** Prints rows of [label, figures, target] with p50, p95 and max of each figure. */
const table = (title: string, rows: [string, number[], string?][]) => {
  console.log(`\n${title}`);
  const line = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i === 0 ? c.padEnd(56) : c.padStart(i === 4 ? 8 : 7))).join('  '),
    );
  line(['interval (ms)', 'p50', 'p95', 'max', 'target']);
  for (const [label, xs, target] of rows)
    line([label, ...[50, 95, 100].map((p) => ms(percentile(xs, p))), target ?? '']);
};

ensureWebBuilt();
const [server, jpeg] = await Promise.all([
  startServer({ SEED_DEMO: 'true' }),
  photoLikeJpeg(24, 24),
]);
const loadBefore = loadavg()[0];
const browser = await launchBrowser().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
try {
  // tsx names functions with an `__name` helper, which functions run in the page then call.
  await browser.context.addInitScript({ content: 'globalThis.__name = (f) => f;' });

  let page: Page | undefined;
  const drops = async (): Promise<Drop[]> => {
    const runs: Drop[] = [];
    for (let i = 0; i <= DROPS; i++) {
      await page?.close();
      page = await browser.newPage();
      const run = await dropOnce(page, server.url, jpeg);
      if (i > 0) runs.push(run);
    }
    return runs;
  };
  const unframed = await drops();
  const demoDefault = await setDefaultProduct(server.url, FRAMED.productEnum);
  const framed = await drops();
  const tab = page!;
  if (!(await tab.getByRole('radio', { name: FRAMED.name }).isChecked()))
    throw new Error(`the first preview is not of '${FRAMED.name}'`);
  const options: [string, Change[]][] = [
    ['size', await changes(tab, await twoRadios(tab, 'Rozmer'))],
    ['mat', await changes(tab, await twoRadios(tab, 'Pasparta'))],
    ['frame', await changes(tab, otherFrame(tab))],
  ];

  console.log(
    `Customer's wait in Chromium (DESIGN.md §9): ${(jpeg.length / 1e6).toFixed(1)} MB 24 MP ` +
      `JPEG over loopback; in-page performance.now(); ${DROPS} drops per default product, ` +
      `${CHANGES} changes per option, each after a warm-up; load average ` +
      `${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ` +
      `${availableParallelism()} cores`,
  );
  const dropRows = (
    label: string,
    runs: Drop[],
    target?: string,
  ): [string, number[], string?][] => {
    const of = (f: (d: Drop) => number) => runs.map(f);
    return [
      [label, of((d) => d.shown), target],
      ['  drop -> POST /api/photos sent (file read as base64)', of((d) => d.uploadSent)],
      ['  drop -> POST /api/photos answered', of((d) => d.uploadAnswered)],
      ["  drop -> 'Vybrať produkt' shown (clicked at once)", of((d) => d.pathClicked)],
      ["  drop -> 'Načítava sa ...' (lazy steps' fallback) shown", of((d) => d.fallback)],
      ['  drop -> step 2 shown', of((d) => d.step2)],
      ['  drop -> first catalogue request of step 2', of((d) => d.catalogueSent)],
      ['  drop -> POST /api/crafted-products sent', of((d) => d.saveSent)],
      ['  POST /api/crafted-products: server wait (TTFB)', of((d) => d.saveWait)],
      ['  drop -> POST /api/crafted-products answered', of((d) => d.saveAnswered)],
      ['  drop -> POST price-differences answered (alongside)', of((d) => d.differencesAnswered)],
      ['  main thread in long tasks, drop -> preview', of((d) => d.busy)],
    ];
  };
  table('A 24 MP photo dropped (file input change event) -> first preview decoded and shown', [
    ...dropRows(`drop -> first preview (default ${demoDefault}, no frame)`, unframed),
    ...dropRows(`drop -> first framed preview (default ${FRAMED.productEnum})`, framed, '<= 2000'),
  ]);
  table(
    `An option of the framed piece changed (trusted click), alternating two choices`,
    options.flatMap(([option, runs]): [string, number[], string?][] => {
      const of = (f: (c: Change) => number) => runs.map(f);
      const samePrice = runs.filter((c) => Number.isNaN(c.price)).length;
      return [
        [
          `${option} -> new price${samePrice ? ` (unchanged ${samePrice}x)` : ''}`,
          of((c) => c.price),
          '<= 150',
        ],
        [`${option} -> new preview`, of((c) => c.shown), '<= 400'],
        ['  click -> PUT /api/crafted-products sent', of((c) => c.saveSent)],
        ['  PUT /api/crafted-products: server wait (TTFB)', of((c) => c.saveWait)],
        ['  click -> PUT /api/crafted-products answered', of((c) => c.saveAnswered)],
        ['  click -> price-differences answered (if not cached)', of((c) => c.differencesAnswered)],
        ['  main thread in long tasks, click -> preview', of((c) => c.busy)],
      ];
    }),
  );
  console.log(
    '\nRequests of the last framed drop (ms after the drop: sent-answered, server wait):',
  );
  for (const r of framed.at(-1)!.requests)
    console.log(
      `  ${ms(r.start).padStart(5)}-${ms(r.end).padEnd(5)} ${ms(r.wait).padStart(5)}  ${r.path}`,
    );
} finally {
  await browser.close();
  await server.stop();
}
