import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeToasts, openBrowser, watchConsole } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { landscapeJpeg } from './support/photos.ts';
import { startServer, type RunningServer } from './support/server.ts';
import {
  navBar,
  nextButton,
  priceChangedFrom,
  priceText,
  settled,
  uploadPhoto,
} from './support/wizard.ts';

// The day a piece ships: 'Odošleme do …' beside the price, express production with its price
// and day, the same day on the summary and in the basket (each line and the order).

const DOCS = join(ROOT, 'docs/screenshots/issue-34');

/** 'Odošleme do pondelka 7. 12. 2026': a working day's genitive, then the Slovak date. */
const SENTENCE = /^Odošleme do (pondelka|utorka|stredy|štvrtka|piatka) \d{1,2}\. \d{1,2}\. \d{4}$/;

const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

let server: RunningServer;
let photo: Buffer;

beforeAll(async () => {
  [server, photo] = await Promise.all([startServer({ profile: 'dev' }), landscapeJpeg(4200, 2800)]);
  mkdirSync(DOCS, { recursive: true });
});

afterAll(async () => {
  await server?.stop();
});

/** A picture for the docs, without the notices that would cover what it shows. */
const shot = async (page: Page, name: string, fullPage = false) => {
  await closeToasts(page);
  // A whole page is taken from its top, so the sticky header stays where it belongs.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.screenshot({ path: join(DOCS, `${name}.png`), fullPage, animations: 'disabled' });
};

/** From the upload to the basket, checking the day at each step; `tag` names the screenshots. */
const journey = async (page: Page, tag: string) => {
  await page.goto(`${server.url}/`);
  await uploadPhoto(page, photo, 'tatry.jpg');
  await page.getByRole('button', { name: 'Vybrať produkt' }).click();
  await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
  await settled(page);

  const day = page.getByTestId('dispatch-date').first();
  await day.waitFor();
  const standard = ((await day.textContent()) ?? '').trim();
  expect(standard).toMatch(SENTENCE);

  // Express: its price added once, its day sooner than the standard one.
  const express = page.getByRole('checkbox', { name: /^Expresná výroba \(\+\d+,\d{2}\s€\)$/ });
  await express.waitFor();
  const label = (await page.getByText(/^Expresná výroba \(\+/).textContent()) ?? '';
  const before = await priceText(page);
  await express.check();
  const after = await priceChangedFrom(page, before);
  expect(cents(after) - cents(before)).toBe(cents(label));
  await expect.poll(async () => ((await day.textContent()) ?? '').trim()).not.toBe(standard);
  const sooner = ((await day.textContent()) ?? '').trim();
  expect(sooner).toMatch(SENTENCE);
  await day.scrollIntoViewIfNeeded();
  await shot(page, `dispatch-product-step-${tag}`);

  await nextButton(page).click();
  await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
  await expect
    .poll(async () => (await page.getByTestId('dispatch-date').first().textContent())?.trim())
    .toBe(sooner);
  await page.getByTestId('dispatch-date').first().scrollIntoViewIfNeeded();
  await shot(page, `dispatch-summary-${tag}`);

  await navBar(page).getByRole('button', { name: 'Pridať do košíka' }).click();
  const added = page.getByRole('dialog', { name: 'Pridané do košíka' });
  await added.getByRole('link', { name: 'Prejsť do košíka' }).click();
  await page.getByRole('heading', { name: 'Košík', level: 1 }).waitFor();
  const line = page.getByRole('article', { name: /^Položka 1:/ });
  await expect
    .poll(async () => (await line.getByTestId('dispatch-date').textContent())?.trim())
    .toBe(sooner);
  const order = page.getByTestId('order-dispatch-date');
  await expect
    .poll(async () => (await order.textContent())?.trim())
    .toBe(sooner.replace('Odošleme do', 'Celú objednávku odošleme do'));
  await shot(page, `dispatch-basket-${tag}`, true);
};

describe('the day a piece ships, in the browser', () => {
  it('on a desktop: product step with express, summary and basket', async () => {
    const browser = await openBrowser({ width: 1280, height: 800 });
    try {
      const page = await browser.newPage();
      const problems = watchConsole(page);
      await journey(page, 'desktop');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('on a phone: the same, the day beside the price', async () => {
    const browser = await openBrowser({ width: 390, height: 844 }, { touch: true });
    try {
      const page = await browser.newPage();
      await journey(page, 'phone');
    } finally {
      await browser.close();
    }
  });
});
