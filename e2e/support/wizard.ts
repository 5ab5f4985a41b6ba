import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openBrowser, watchConsole } from './browser.ts';

/** The configurator's texts the tests look for (sk.json, customer spec). */
export const TEXT = {
  uploaded: 'Načítanie fotografie bolo dokončené.',
  next: 'Ďalší krok',
  submit: 'Odoslať objednávku',
  back: 'Späť',
  lowResolution:
    'Upozornenie: Vaša fotografia nemá dostatočné rozlíšenie pre tlač - objednávku nie je možné potvrdiť.',
  personalised:
    'Výrobok z vašej vlastnej fotografie vyrábame na mieru, preto od zmluvy oň podľa zákona nie je možné odstúpiť.',
} as const;

/** A price difference as the options show it: '+3,40 €', '-12,00 €', '+0,00 €'. */
export const PRICE_DIFFERENCE = /^[+-]\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/;

/** The Back/Next bar; absent on steps 0 and 1. */
/** The courier's addressee and address, as the journeys' customers type them. */
export const fillAddress = async (page: Page) => {
  await page.getByLabel('Meno a priezvisko').fill('Jana Nováková');
  await page.getByLabel('Ulica a číslo').fill('Hlavná 12');
  await page.getByLabel('PSČ').fill('811 01');
  await page.getByLabel('Obec').fill('Bratislava');
};

export const navBar = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Navigácia sprievodcu' });

export const nextButton = (page: Page): Locator =>
  navBar(page).getByRole('button', { name: /^(Ďalší krok|Odoslať objednávku)$/ });

export const backButton = (page: Page): Locator =>
  navBar(page).getByRole('button', { name: TEXT.back });

/** Chooses a JPEG for the upload (the hidden file input behind the drop zone). */
export const choosePhoto = (page: Page, jpeg: Buffer, name = 'dovolenka.jpg') =>
  page.getByTestId('photo-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer: jpeg });

/** Uploads a JPEG and waits for the 'photo loading completed' notice. */
export const uploadPhoto = async (page: Page, jpeg: Buffer, name?: string) => {
  await choosePhoto(page, jpeg, name);
  await page.getByText(TEXT.uploaded).waitFor();
};

/** The crafted product's preview image. */
export const preview = (page: Page): Locator =>
  page.getByRole('img', { name: /^Náhľad: / }).first();

/** The price under the preview ('56,93 €'). */
export const priceText = async (page: Page): Promise<string> =>
  ((await page.getByTestId('price').first().textContent()) ?? '').trim();

/** Waits until no save of the crafted product runs and a preview is shown. */
export const settled = async (page: Page) => {
  await preview(page).waitFor();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Aktualizujeme náhľad' }).count())
    .toBe(0);
};

/** From the home page at `url`: uploads `jpeg`, keeps the default product, opens the summary. */
export const toSummary = async (page: Page, url: string, jpeg: Buffer, name = 'chata.jpg') => {
  await page.goto(`${url}/`);
  await uploadPhoto(page, jpeg, name);
  await page.getByRole('button', { name: 'Vybrať produkt' }).click();
  await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
  await settled(page);
  await nextButton(page).click();
  await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
};

/** Waits for the price to become something other than `old` (the server repriced a change). */
export const priceChangedFrom = async (page: Page, old: string): Promise<string> => {
  await expect.poll(() => priceText(page)).not.toBe(old);
  await settled(page);
  return priceText(page);
};

/** The page is no wider than the window: nothing scrolls sideways. */
export const expectNoSidewaysScroll = async (page: Page) => {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page wider than the window').toBeLessThanOrEqual(width);
};

/** Slows the browser's uploads to `bytesPerSecond`, so the progress bar can be seen moving. */
export const throttleUpload = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
};

/**
 * Failed answers (status 400 and above) the page received, as 'status url'. Wall pictures are
 * left out unless `wallServed`: `GET /api/crafted-products/{id}/wall/{n}` is not served yet (404),
 * and the carousel then hides itself.
 */
export const watchFailedResponses = (page: Page, wallServed = () => false): string[] => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() < 400) return;
    if (!wallServed() && /\/api\/crafted-products\/\d+\/wall\//.test(response.url())) return;
    failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
};

/** The console's own report of a failed answer; `watchFailedResponses` says which. */
export const withoutResourceMisses = (problems: string[]): string[] =>
  problems.filter((p) => !/^console: Failed to load resource: the server responded/.test(p));

/** Whether the server answers the wall pictures of a crafted product. */
export const wallIsServed = async (page: Page, url: string, craftedId: number): Promise<boolean> =>
  (await page.request.get(`${url}/api/crafted-products/${craftedId}/wall/0`)).ok();

/** The crafted product's id, from the wizard's stored progress. */
export const craftedIdOf = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('fotoobraz.configurator');
    return raw
      ? ((JSON.parse(raw) as { state: { craftedId: number | null } }).state.craftedId ?? null)
      : null;
  });

/**
 * Runs `journey` on a fresh phone (390 × 844 px, by touch) and expects no failed answer and no
 * console problem but those answers' own reports; the phone is closed after, whatever happened.
 */
export const cleanlyOnPhone = async (journey: (page: Page) => Promise<void>) => {
  const phone = await openBrowser({ width: 390, height: 844 }, { touch: true });
  try {
    const page = await phone.newPage();
    const problems = watchConsole(page);
    const failed = watchFailedResponses(page);
    await journey(page);
    expect(failed).toEqual([]);
    expect(withoutResourceMisses(problems)).toEqual([]);
  } finally {
    await phone.close();
  }
};
