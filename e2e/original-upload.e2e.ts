import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { choosePhoto, nextButton, settled, TEXT } from './support/wizard.ts';
import { useBrowser } from './support/dev-shop.ts';

/**
 * On a slow uplink, a large photo goes up as its working copy first, its original
 * behind it; a reload mid-upload resumes where the server stands, and an order sent at once
 * waits for the original.
 */
let server: RunningServer;
let photo: Buffer;

/** A busy 12 MP photo of a few MB: large enough to go up as a working copy. */
const busyPhoto = () =>
  sharp({
    create: {
      width: 4200,
      height: 2800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

beforeAll(async () => {
  [server, photo] = await Promise.all([startServer({ profile: 'dev' }), busyPhoto()]);
});
afterAll(async () => {
  await server?.stop();
});

/** 500 KB/s up: the original of a few MB takes several seconds, the working copy about one. */
const UPLINK_BYTES_PER_SECOND = 500 * 1024;

const throttle = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: (40e6 / 8) | 0,
    uploadThroughput: UPLINK_BYTES_PER_SECOND,
  });
};

/** The page's network events in the order the browser reported them. */
let sequence = 0;

/** The offsets the page's chunks of the original were sent at, and when each was answered. */
const watchChunks = (page: Page) => {
  const chunks: { offset: number; answered: number; state?: string }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'PATCH' || !/\/original$/.test(request.url())) return;
    const answered = ++sequence;
    const offset = Number((await request.allHeaders())['upload-offset']);
    const state = ((await response.json().catch(() => ({}))) as { state?: string }).state;
    chunks.push({ offset, answered, state });
  });
  return chunks;
};

const originalPercent = async (page: Page): Promise<number> => {
  const text = await page
    .getByText(/^(Nahrávame originál pre tlač|Čakáme na originál pre tlač) … \d+ %$/)
    .first()
    .textContent();
  return Number(/(\d+) %$/.exec(text ?? '')?.[1] ?? NaN);
};

describe('a large photo on a slow uplink', () => {
  const browser = useBrowser();

  it('shows the preview from the working copy, resumes the original after a reload, and the order waits for it', async () => {
    expect(photo.length).toBeGreaterThan(2_000_000);
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await throttle(page);
    const chunks = watchChunks(page);
    const workingCopies: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/photos/working-copy'))
        workingCopies.push(request.postDataBuffer()?.length ?? 0);
    });

    await choosePhoto(page, photo, 'hory.jpg');
    await page.getByText(TEXT.uploaded).waitFor();
    // The working copy went up, far smaller than the photo; the whole photo never did.
    expect(workingCopies).toHaveLength(1);
    expect(workingCopies[0]).toBeLessThan(photo.length / 2);
    await page.getByRole('button', { name: 'Vybrať produkt' }).click();
    await settled(page);
    await screenshot(page, 'original-upload-1-step2-uploading');

    // Part of the original is there; then the page is reloaded.
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const before = await originalPercent(page);
    expect(before).toBeLessThan(100);
    await page.reload();
    await throttle(page);
    await settled(page);
    // The upload goes on from where the server stood, not from the start.
    await expect.poll(() => chunks.filter((c) => c.offset > 0).length).toBeGreaterThan(0);
    const resumedFrom = Math.min(...chunks.slice(1).map((c) => c.offset));
    expect(resumedFrom).toBeGreaterThan(0);
    expect(chunks.filter((c) => c.offset === 0)).toHaveLength(1);

    // The summary says the original is still on its way; the order is sent at once.
    await nextButton(page).click();
    await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
    await page.getByText(/Originál fotografie pre tlač sa ešte nahráva/).waitFor();
    await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
    await page.getByLabel('Telefón').fill('+421 900 123 456');
    await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
    await screenshot(page, 'original-upload-2-summary-waiting');
    let orderSent = NaN;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders'))
        orderSent = ++sequence;
    });
    await nextButton(page).click();
    await page.getByText(/^Čakáme na originál pre tlač … \d+ %$/).waitFor();
    await screenshot(page, 'original-upload-3-order-waiting');
    await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
    // The order went out only once the original had arrived and was verified.
    const verified = chunks.find((c) => c.state === 'verified');
    expect(verified).toBeDefined();
    expect(orderSent).toBeGreaterThan(verified!.answered);
    await page.close();
  });
});
