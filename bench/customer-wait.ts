// npm run bench:customer-wait — DESIGN.md §9's customer's wait in Chromium, against the real
// server as `npm start` runs it (fresh SQLite, demo catalogue seeded, the built web app):
//  1. A 24 MP photo dropped -> the first preview shown at step 2: once with the demo's default
//     product (WEB_DEFAULT_PRODUCT_ENUM, a canvas without a frame), then with the default set to
//     the framed photo with a mat, as a shop admin would, so that the first preview is a framed
//     one (target <= 2 s). The customer is taken to click the suggested 'Vybrať produkt' the
//     moment it shows; the upload runs over loopback.
//     With `--uplink-mbit N` the framed drops run again under Chromium's network emulation
//     (N Mbit/s up, 40 Mbit/s down, 20 ms latency: a customer at home), where the photo goes up as
//     its working copy and the original follows behind the preview.
//  2. An option of that framed piece changed (size, mat, frame; alternating between two choices)
//     -> the new price shown (target <= 150 ms) and the new preview shown (target p95 <= 50 ms),
//     with the main thread's long tasks of the click; each new picture is checked to be the
//     configuration clicked (the saved piece names what the canvas names, and the canvas matches
//     the preview the server stored for it).
// Every time is taken in the page with performance.now(): from the file input's `change` event
// (what a drop or a pick in the file dialog fires) or the option's trusted `click`, to the price's
// text changing in the DOM (seen by a MutationObserver, before the next paint), and to the
// first animation frame after the preview shows the new configuration: the browser's canvas
// holding it with all its textures, or (where the browser cannot paint) the server's <img> with
// its new source decoded. The rows under each figure split it up with the page's resource timing
// (requests) and long tasks (the page's main thread busy for more than 50 ms at a stretch).
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { closeFileChromium, openBrowser } from '../e2e/support/browser.ts';
import { ensureWebBuilt } from '../scripts/builds.mjs';
import { otherFrame, setDefaultProduct, twoRadios } from './customer-wait/choices.ts';
import { CHANGES, changes, dropOnce, type Change, type Drop } from './customer-wait/measure.ts';
import { emulateUplink, uplinkOption, type Uplink } from './customer-wait/uplink.ts';
import { changeRows, dropRows, ms, table } from './customer-wait/report.ts';
import { photoLikeJpeg, startServer } from './support.ts';

/** Drops measured per default product (after one warm-up drop). */
const DROPS = 5;
const FRAMED = { productEnum: 'PHOTOPASPARTAFRAME', name: 'Fotografia s paspartou v ráme' };
const uplink = uplinkOption(process.argv.slice(2));

ensureWebBuilt();
const [server, jpeg] = await Promise.all([
  startServer({ SEED_DEMO: 'true' }),
  photoLikeJpeg(24, 24),
]);
const loadBefore = loadavg()[0];
const browser = await openBrowser().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
try {
  // tsx names functions with an `__name` helper, which functions run in the page then call.
  await browser.context.addInitScript({ content: 'globalThis.__name = (f) => f;' });

  let page: Page | undefined;
  const drops = async (network?: Uplink): Promise<Drop[]> => {
    const runs: Drop[] = [];
    for (let i = 0; i <= DROPS; i++) {
      await page?.close();
      page = await browser.newPage();
      if (network) await emulateUplink(page, network);
      const run = await dropOnce(page, server.url, jpeg);
      if (i > 0) runs.push(run);
    }
    return runs;
  };
  const unframed = await drops();
  const demoDefault = await setDefaultProduct(server.url, FRAMED.productEnum);
  const emulated = uplink ? await drops(uplink) : [];
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
  table('A 24 MP photo dropped (file input change event) -> first preview decoded and shown', [
    ...dropRows(`drop -> first preview (default ${demoDefault}, no frame)`, unframed),
    ...dropRows(`drop -> first framed preview (default ${FRAMED.productEnum})`, framed, '<= 2000'),
    ...(uplink
      ? dropRows(
          `drop -> first framed preview, emulated ${uplink.upMbit} Mbit/s up, ` +
            `${uplink.downMbit} down, ${uplink.latencyMs} ms`,
          emulated,
          '<= 2000',
        )
      : []),
  ]);
  table(
    `An option of the framed piece changed (trusted click), alternating two choices`,
    options.flatMap(changeRows),
  );
  for (const [run, label] of [
    [framed, 'the last framed drop'],
    [emulated, 'the last emulated-uplink drop'],
  ] as const) {
    if (run.length === 0) continue;
    console.log(`\nRequests of ${label} (ms after the drop: sent-answered, server wait):`);
    for (const r of run.at(-1)!.requests)
      console.log(
        `  ${ms(r.start).padStart(5)}-${ms(r.end).padEnd(5)} ${ms(r.wait).padStart(5)}  ${r.path}`,
      );
  }
} finally {
  await browser.close();
  await closeFileChromium();
  await server.stop();
}
