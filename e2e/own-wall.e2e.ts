import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { openBrowser, watchConsole } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { landscapeJpeg } from './support/photos.ts';
import { keepScreenshot, screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { craftedIdOf, settled, uploadPhoto } from './support/wizard.ts';

const DOCS = join(ROOT, 'docs/screenshots/own-wall');

/** A wall photo, 2400 × 1600: grey, with a white A4 sheet lying at 2 px per mm. */
const SHEET = [
  [900, 500],
  [1494, 500],
  [1494, 920],
  [900, 920],
] as const;
const WALL = { width: 2400, height: 1600 };

let server: RunningServer;
let photo: Buffer;
let wall: Buffer;

beforeAll(async () => {
  const points = SHEET.map(([x, y]) => `${x},${y}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WALL.width}" height="${WALL.height}">
    <rect width="100%" height="100%" fill="#9a958c"/><polygon points="${points}" fill="#fbfbf8"/></svg>`;
  [server, photo, wall] = await Promise.all([
    startServer({ profile: 'dev' }),
    landscapeJpeg(4200, 2800),
    sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

/** The centre of a located element, in page pixels. */
const centreOf = async (page: Page, name: string) => {
  const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const drag = async (page: Page, from: { x: number; y: number }, dx: number, dy: number) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 3 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 3 });
  await page.mouse.up();
};

/**
 * The journey: a framed piece, then 'Na mojej stene' with a wall photo; the sheet is found, a
 * corner dragged and one moved by the keyboard, the piece moved; the view is drawn, and redrawn
 * when the size changes.
 */
const journey = async (page: Page, device: 'desktop' | 'phone') => {
  const problems = watchConsole(page);
  await page.goto(`${server.url}/`);
  await uploadPhoto(page, photo);
  await page.getByRole('button', { name: 'Vybrať produkt' }).click();
  await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
  await page.getByRole('radio', { name: 'Fotografia s paspartou v ráme' }).check();
  await page.getByRole('group', { name: 'Pasparta' }).waitFor();
  await settled(page);
  const craftedId = await craftedIdOf(page);
  expect(craftedId).not.toBeNull();

  const section = page.getByRole('region', { name: 'Na mojej stene' });
  await section.scrollIntoViewIfNeeded();
  const input = page.getByTestId('own-wall-input');
  // A phone opens its camera; a desktop offers a file. Both take only JPEG.
  expect(await input.getAttribute('accept')).toBe('image/jpeg');
  expect(await input.getAttribute('capture')).toBe(device === 'phone' ? 'environment' : null);
  await input.setInputFiles({ name: 'stena.jpg', mimeType: 'image/jpeg', buffer: wall });

  const dialog = page.getByRole('dialog', { name: 'Obraz na mojej stene' });
  await dialog.waitFor();
  await dialog.getByRole('img', { name: 'Fotografia vašej steny s hárkom A4' }).waitFor();
  // The sheet was found: no guide notice, and the top-left handle sits on the sheet's corner.
  expect(await dialog.getByText('Hárok sme na fotografii nenašli.', { exact: false }).count()).toBe(
    0,
  );
  const area = (await page.getByTestId('own-wall-area').boundingBox())!;
  const scale = area.width / WALL.width;
  const topLeft = await centreOf(page, 'Ľavý horný roh hárka');
  expect(Math.abs(topLeft.x - (area.x + SHEET[0][0] * scale))).toBeLessThan(3);
  expect(Math.abs(topLeft.y - (area.y + SHEET[0][1] * scale))).toBeLessThan(3);
  expect(await seriousViolations(page)).toEqual([]);
  mkdirSync(DOCS, { recursive: true });
  copyFileSync(
    await screenshot(page, `own-wall-dialog-${device}`),
    join(DOCS, `dialog-${device}.png`),
  );

  // A corner dragged away and back by the mouse or a finger, then nudged by the keyboard.
  const bottomRight = await centreOf(page, 'Pravý dolný roh hárka');
  // While a corner is held, a magnifier shows it above the finger.
  await page.mouse.move(bottomRight.x, bottomRight.y);
  await page.mouse.down();
  const loupe = page.getByRole('img', { name: 'Zväčšený roh hárka' });
  const lens = (await loupe.boundingBox())!;
  expect(lens.width).toBeGreaterThanOrEqual(100);
  // Not under the finger: the touched point lies outside the magnifier.
  const under =
    bottomRight.x > lens.x &&
    bottomRight.x < lens.x + lens.width &&
    bottomRight.y > lens.y &&
    bottomRight.y < lens.y + lens.height;
  expect(under).toBe(false);
  await keepScreenshot(page, 'issue-49', `own-wall-loupe-${device}`);
  await page.mouse.up();
  expect(await loupe.count()).toBe(0);
  await drag(page, bottomRight, 40, 30);
  const moved = await centreOf(page, 'Pravý dolný roh hárka');
  expect(moved.x - bottomRight.x).toBeGreaterThan(30);
  await drag(page, moved, -40, -30);
  const corner = page.getByRole('button', { name: 'Pravý dolný roh hárka', exact: true });
  await corner.focus();
  const before = (await corner.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const after = (await corner.boundingBox())!;
  expect(after.y).toBeLessThan(before.y);
  await page.keyboard.press('ArrowDown');

  // The piece dragged to the right of the sheet.
  const piece = await centreOf(page, 'Obraz: posuňte ho na miesto, kde bude visieť');
  await drag(page, piece, 500 * scale, 0);
  const placedAt = await centreOf(page, 'Obraz: posuňte ho na miesto, kde bude visieť');
  expect(placedAt.x - piece.x).toBeGreaterThan(400 * scale);

  const posted = page.waitForResponse(
    (r) => r.url().endsWith(`/own-wall`) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Zobraziť na stene' }).click();
  expect((await posted).status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  const view = page.getByRole('img', { name: 'Obraz v skutočnej veľkosti na vašej stene' });
  await expect.poll(() => view.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2400);
  // The result comes into the window by itself, where the dialog was.
  await expect
    .poll(() =>
      view.evaluate((img) => {
        const box = img.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        return middle > 0 && middle < window.innerHeight;
      }),
    )
    .toBe(true);
  await keepScreenshot(page, 'issue-49', `own-wall-result-${device}`);
  copyFileSync(await screenshot(page, `own-wall-view-${device}`), join(DOCS, `view-${device}.png`));

  // A bigger size: the view is redrawn on the same wall, without a new upload.
  const firstSrc = await view.getAttribute('src');
  const redrawn = page.waitForResponse(
    (r) => r.url().includes(`/own-wall?`) && r.request().method() === 'GET',
  );
  const sizes = page.getByRole('group', { name: 'Rozmer' }).getByRole('radio');
  await sizes.last().check();
  expect((await redrawn).status()).toBe(200);
  await settled(page);
  expect(await view.getAttribute('src')).not.toBe(firstSrc);
  expect(problems).toEqual([]);
};

describe("'Na mojej stene'", () => {
  it('on a desktop: a file, the sheet found, a corner dragged, the piece moved, the size changed', async () => {
    const browser = await openBrowser({ width: 1280, height: 900 });
    try {
      const page = await browser.newPage();
      await journey(page, 'desktop');
    } finally {
      await browser.close();
    }
  });

  it('on a phone by touch: the camera, the same steps', async () => {
    const browser = await openBrowser({ width: 390, height: 844 }, { touch: true });
    try {
      await journey(await browser.newPage(), 'phone');
    } finally {
      await browser.close();
    }
  });
});
