import type { Page } from 'playwright-core';

/** What the page records; see `installProbe`. */
export interface Probe {
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
  /** What the preview showed at that click (see `previewKey`). */
  srcBefore: string;
  /**
   * Every preview seen: the server's <img> by its src, the browser's canvas by the configuration
   * it holds; when it was set, and the first animation frame after it was decoded (an <img>) or
   * painted (a canvas, textures and all: it names its configuration only then).
   */
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
export const installProbe = (): void => {
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
  const previewCanvas = () => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-configuration]');
    return canvas && getComputedStyle(canvas).visibility === 'visible' ? canvas : null;
  };
  /** The picture the preview shows: the canvas once it has painted, else the server's image. */
  const previewKey = () => {
    const canvas = previewCanvas();
    if (canvas) return `canvas: ${canvas.dataset.configuration}`;
    return previewImg()?.src ?? '';
  };
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
      probe.srcBefore = previewKey();
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
    const key = previewKey();
    if (key && key !== probe.previews.at(-1)?.src) {
      const seen = { src: key, set: now, shown: NaN };
      probe.previews.push(seen);
      const img = previewCanvas() ? null : previewImg();
      void (img ? img.decode().catch(() => undefined) : Promise.resolve()).then(() =>
        requestAnimationFrame(() => (seen.shown = performance.now())),
      );
    }
  };
  new MutationObserver(observe).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['src', 'data-configuration', 'class'],
  });
};

/** The marks the page has recorded so far. */
export const probeOf = async (page: Page): Promise<Probe> =>
  (await page.evaluate(() => window.customerWait))!;
