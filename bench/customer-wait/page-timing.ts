import type { Page } from 'playwright-core';
import { preview } from '../../e2e/support/wizard.ts';
import type { Probe } from './probe.ts';

/** How long any one wait of the measurement may take. */
export const TIMEOUT_MS = 30_000;

/** An API request of the page, as its resource timing shows it. */
export interface Request {
  path: string;
  /** Sent, answered: ms after the measurement's start. */
  start: number;
  end: number;
  /** Request sent (body included) to the answer's first byte: mostly the server. */
  wait: number;
}

/** The page's API requests started since `from` (a performance.now() time), relative to it. */
export const requestsSince = (page: Page, from: number): Promise<Request[]> =>
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

/** Milliseconds of long tasks between `from` and `to`. */
export const busy = (probe: Probe, from: number, to: number): number =>
  probe.longTasks.reduce(
    (sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)),
    0,
  );

/** The page's requests still running, counted from Node. */
const inFlight = (page: Page): (() => number) => {
  let running = 0;
  page.on('request', () => running++);
  page.on('requestfinished', () => running--);
  page.on('requestfailed', () => running--);
  return () => running;
};
const requestsRunning = new WeakMap<Page, () => number>();

/** Starts counting the requests of a new tab, for `settled`. */
export const watchRequests = (page: Page): void => {
  requestsRunning.set(page, inFlight(page));
};

/**
 * Waits until the preview is not being updated any more and no request has run for 300 ms, so
 * that each measurement starts on a quiet page, as a customer's next click would.
 */
export const settled = async (page: Page) => {
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
