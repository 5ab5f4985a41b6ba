import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, watchConsole, type TestBrowser } from './support/browser.ts';
import { landscapeJpeg } from './support/photos.ts';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInHere } from './support/sign-in.ts';

/** DESIGN.md §9: the initial JavaScript of `/`, gzipped. */
const INITIAL_JS_BUDGET = 250 * 1024;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ profile: 'dev' });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shell in Chromium', () => {
  it('home: header with logo, version 1.4.1 and the dev ribbon; no console errors', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response
        .body()
        .then((body) => scripts.push({ url: response.url(), gzip: gzipSync(body).length }));
    });

    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' }).waitFor();

    const banner = page.getByRole('banner');
    expect(await banner.textContent()).toContain('1.4.1');
    expect(await banner.getByRole('link', { name: 'Fotoobraz' }).isVisible()).toBe(true);
    expect(await page.getByTestId('ribbon').textContent()).toBe('Vývoj');
    // The ribbon's corner stays clear of the logo.
    const logo = (await banner.getByRole('link', { name: 'Fotoobraz' }).boundingBox())!;
    expect(logo.x).toBeGreaterThanOrEqual(64);
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop)).toBe(
      '60px',
    );
    // The content starts below the fixed header, not under it.
    const header = await banner.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    const initialJs = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `initial JS of /: ${(initialJs / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
    );
    expect(initialJs).toBeLessThanOrEqual(INITIAL_JS_BUDGET);

    await screenshot(page, 'home', true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a phone: the header fits, signed out and signed in', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const page = await phone.newPage();
      const problems = watchConsole(page);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' }).waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      await screenshot(page, 'home-phone', true);

      // Signed in as admin the header holds four menus; it must still fit.
      await page.goto(`${server.url}/login`);
      await signInHere(page, 'admin');
      await page.getByRole('button', { name: 'Administrácia' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      const banner = page.getByRole('banner');
      const brand = (await banner.getByRole('link', { name: /Fotoobraz/ }).boundingBox())!;
      const nav = (await banner.getByRole('navigation').boundingBox())!;
      expect(brand.x + brand.width).toBeLessThanOrEqual(nav.x);
      expect(nav.x + nav.width).toBeLessThanOrEqual(390);
      expect(await banner.textContent()).toContain('1.4.1');
      await screenshot(page, 'admin-phone');
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('an anonymous visitor of /entity/frame lands on /login; admin/admin gets the admin menu', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}/entity/frame`);
    await page.waitForURL('**/login');
    await page.getByRole('dialog', { name: 'Prihlásenie' }).waitFor();
    await screenshot(page, 'login');

    await signInHere(page, 'admin');
    await page.waitForURL('**/entity/frame');
    await page.getByRole('heading', { name: 'Evidencia: Rámy' }).waitFor();
    await page.getByRole('button', { name: 'Evidencia' }).waitFor();
    await page.getByRole('button', { name: 'Administrácia' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toContain('Používatelia');
    await screenshot(page, 'admin-menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Evidencia' }).click();
    // The catalogue's 18 entities but 'Rámy 2', a list the shop never uses.
    expect(await page.getByRole('menu').getByRole('menuitem').count()).toBe(17);
    await screenshot(page, 'entity-menu');
    await page.keyboard.press('Escape');

    // Toasts appear at the top left (both specs §2).
    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Odhlásiť sa' }).click();
    const toast = page.getByText('Odhlásenie prebehlo úspešne.');
    await toast.waitFor();
    // Once it has slid in: left edge of the window, just below the header.
    await expect.poll(async () => (await toast.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    const box = (await toast.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.x).toBeLessThan(100);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y).toBeLessThan(150);
    await screenshot(page, 'signed-out-toast');
    expect(await page.getByRole('button', { name: 'Administrácia' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('user/user may enter /entity but is told /admin is not for them', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}/login`);
    await signInHere(page, 'user');
    await page.getByRole('button', { name: 'Evidencia' }).waitFor();
    await page.goto(`${server.url}/admin/user-management`);
    await page.getByText('Nemáte oprávnenie na prístup k tejto stránke.').waitFor();
    expect(await page.getByRole('button', { name: 'Administrácia' }).count()).toBe(0);
    await screenshot(page, 'not-authorized');
    await page.goto(`${server.url}/entity/order`);
    await page.getByRole('heading', { name: 'Evidencia: Objednávky' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the prerendered home page', () => {
  /** Holds the app's code back until released: the customer sees only the prerendered page. */
  const holdAppCode = async (page: Page): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };

  it("asks for the app's code only once the page has painted", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // Asked for earlier (as modulepreloads from <head>), fetching and compiling the app held the
    // first paint back on a slow phone.
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    await page.close();
  });

  it('keeps a photo chosen before the app took the page over', async () => {
    const page = await browser.newPage();
    const release = await holdAppCode(page);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' }).waitFor();
    await page.getByTestId('photo-input').setInputFiles({
      name: 'skoro.jpg',
      mimeType: 'image/jpeg',
      buffer: await landscapeJpeg(2400, 1600),
    });
    release();
    await page.getByText('Načítanie fotografie bolo dokončené.').waitFor();
    await page.close();
  });

  it("opens the file chooser from a tap or a key before the app's code has arrived", async () => {
    const page = await browser.newPage();
    const release = await holdAppCode(page);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    const choose = page.getByRole('button', { name: 'Vybrať fotografiu' });
    await choose.waitFor();
    // A tap on the zone's text, then Enter on its button: each opens the chooser at once.
    let chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.getByText('Presuňte sem fotografiu alebo kliknite a vyberte ju').click();
    await (await chooser).setFiles([]);
    chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await choose.focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'hned.jpg',
      mimeType: 'image/jpeg',
      buffer: await landscapeJpeg(2400, 1600),
    });
    release();
    await page.getByText('Načítanie fotografie bolo dokončené.').waitFor();
    // Once the app has it, the zone's own click opens the chooser, once.
    const another = page.getByRole('button', { name: 'Nahrať inú fotografiu' });
    await another.waitFor();
    let opened = 0;
    page.on('filechooser', () => opened++);
    await another.click();
    await expect.poll(() => opened).toBe(1);
    await page.close();
  });
});
