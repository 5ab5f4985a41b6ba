import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { STATE_WAIT_MS } from './waits.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, offline-friendly Chromium: no updates, sync, QUIC or background traffic. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  /** Closes the window and forgets its profile. */
  close(): Promise<void>;
}

let chromiumOfFile: Promise<Browser> | undefined;

/** What each open page of the file logged, for the account of a failed test. */
const logs = new WeakMap<Page, string[]>();
/** The file's open windows. */
const openContexts = new Set<BrowserContext>();

/** The last lines a page logged that a failure is read with: errors, failed and refused requests. */
const LOG_LINES = 30;

const keepLog = (page: Page) => {
  const log: string[] = [];
  const add = (line: string) => {
    log.push(line);
    if (log.length > LOG_LINES) log.shift();
  };
  logs.set(page, log);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      add(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    add(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      add(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
};

/**
 * What the file's open pages show and logged: a test that timed out on a CI machine says what
 * was there instead of what it waited for.
 */
export const accountOfOpenPages = async (): Promise<string> => {
  const pages = [...openContexts].flatMap((context) => context.pages());
  const accounts = await Promise.all(
    pages.map(async (page) => {
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch((error: Error) => `(unreadable: ${error.message})`);
      return [
        `page ${page.url()}`,
        `shows: ${text.replace(/\s+/g, ' ').slice(0, 2000)}`,
        ...(logs.get(page) ?? []),
      ].join('\n  ');
    }),
  );
  return accounts.join('\n');
};

/**
 * Debian's Chromium, started once per test file (each file runs in a process of its own) on
 * the first window asked for: a start took 0.6 to 0.9 s, a new profile in it takes 0.05 s.
 */
const fileChromium = (): Promise<Browser> =>
  (chromiumOfFile ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS }));

/** Ends the file's Chromium, if one was started (the e2e setup file, after the file's tests). */
export const closeFileChromium = async (): Promise<void> => {
  const started = chromiumOfFile;
  chromiumOfFile = undefined;
  await (await started)?.close();
};

/**
 * A browser window with a fresh profile of its own (a context of the file's Chromium), so no
 * test sees another's storage or cookies. Viewport 1280 x 800 unless given; `touch` makes it a
 * phone (touch screen, mobile viewport), so the page's `(pointer: coarse)` and `(hover: none)`
 * hold.
 */
export const openBrowser = async (
  viewport = { width: 1280, height: 800 },
  { touch = false }: { touch?: boolean } = {},
): Promise<TestBrowser> => {
  const context = await (
    await fileChromium()
  ).newContext({
    viewport,
    locale: 'sk-SK',
    ...(touch && { hasTouch: true, isMobile: true, deviceScaleFactor: 2 }),
  });
  context.setDefaultTimeout(STATE_WAIT_MS);
  context.on('page', keepLog);
  openContexts.add(context);
  return {
    context,
    newPage: () => context.newPage(),
    close: () => {
      openContexts.delete(context);
      return context.close();
    },
  };
};

/** The screens the journeys are checked on; a phone is a touch screen. */
export const SCREENS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Runs `journey` on a new page of a browser sized as `screen`, then closes the browser. */
export const onScreen = async (
  screen: keyof typeof SCREENS,
  journey: (page: Page) => Promise<void>,
): Promise<void> => {
  const browser = await openBrowser({ ...SCREENS[screen] }, { touch: screen === 'phone' });
  try {
    await journey(await browser.newPage());
  } finally {
    await browser.close();
  }
};

/**
 * Collects what a user would never want to see in the console: errors, uncaught exceptions and
 * failed requests. Read the array at the end of the test.
 */
export const watchConsole = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels what the page was still loading; that is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  return problems;
};

/** Counts the orders the page places (its POSTs to /api/orders); read `placed` at the end. */
export const countOrdersPlaced = (page: Page) => {
  const count = { placed: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
      count.placed++;
  });
  return count;
};

/**
 * Closes the page's toasts, however many come and go meanwhile. A toast also closes itself: one
 * found a moment ago may be gone when it is clicked, and a click on it would wait for it for good,
 * so a click gives up at once and the page is looked at again.
 */
export const closeToasts = async (page: Page): Promise<void> => {
  const close = page.getByRole('button', { name: 'Zavrieť oznámenie' });
  await expect
    .poll(async () => {
      await close
        .first()
        .click({ timeout: 500 })
        .catch(() => undefined);
      return close.count();
    })
    .toBe(0);
};
