import { withEmotionCache, type EmotionCache } from '@emotion/react';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render } from '@testing-library/react';
import type * as notistack from 'notistack';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import sk from '../../public/i18n/sk.json';
import { originalUploads } from '../../src/features/configurator/hooks/use-original-upload';
import { OriginalUploads } from '../../src/features/configurator/model/original-uploads';
import { initI18n } from '../../src/lib/i18n/i18n';
import { toastsReady } from '../../src/lib/toasts/toasts';

/**
 * A test waits for the state it expects, not for a clock: a lazily loaded page or an MUI form
 * takes many times longer on a busy machine, and a short wait failed tests that were right. The
 * one clock is the web project's testTimeout (vitest.config.ts), a guard against a hang; this
 * stays below it, so that an element that never comes still fails with Testing Library's account
 * of what the page shows instead of a bare timeout.
 */
configure({ asyncUtilTimeout: 100_000 });

// The real Slovak texts: tests read what a customer reads.
await initI18n({ sk: { translation: sk } });

/** Gives `store` the state of a newly made `fresh` one; its own bound methods stay as they are. */
const renew = <T extends object>(store: T, fresh: T): void => {
  for (const [key, value] of Object.entries(fresh)) {
    if (typeof value !== 'function') Reflect.set(store, key, value);
  }
};

/** The cache MUI's styles go to: emotion's default one, kept by the worker for all its files. */
const stylesOfThePage = (): EmotionCache => {
  let found: EmotionCache | undefined;
  const Read = withEmotionCache((_props: object, cache) => {
    found = cache;
    return null;
  });
  render(createElement(Read));
  cleanup();
  if (!found) throw new Error('No emotion cache');
  return found;
};
const emotion = stylesOfThePage();

/** Where the toasts of a page that is gone go: nobody would see them. */
const NO_PAGE = { enqueueSnackbar: () => undefined } as unknown as typeof notistack;

/**
 * Each test is a new tab. The files of a worker share their modules (isolate: false in
 * vitest.config.ts), so what lives in a module for the whole tab is made new here: an original
 * still on its way (product-steps leaves one whose chunk never gets an answer) would hold the
 * order of the same photo in every later file, and a toast queued as a page closed would show
 * on the next one.
 */
afterEach(async () => {
  cleanup();
  // A page's code still loading (a prefetched step, a lazy area) would be cut off at the file's
  // end, and the worker's module cache keeps that failed load: every later file of the worker
  // that needs the module got the error page ('Vyskytla sa neočakávaná chyba.') instead.
  await vi.dynamicImportSettled();
  // Emotion adds a style element per rule and keeps it: jsdom reads them all for each
  // getByRole and toBeVisible, and a worker's tests got slower with every file before them.
  emotion.sheet.flush();
  emotion.inserted = {};
  emotion.registered = {};
  renew(originalUploads, new OriginalUploads());
  toastsReady(NO_PAGE)();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
