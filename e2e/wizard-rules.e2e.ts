import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openBrowser, watchConsole, type TestBrowser } from './support/browser.ts';
import { landscapeJpeg } from './support/photos.ts';
import { ROOT } from './support/paths.ts';
import { keepScreenshot, screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import {
  backButton,
  navBar,
  nextButton,
  preview,
  priceChangedFrom,
  priceText,
  settled,
  TEXT,
  uploadPhoto,
  watchFailedResponses,
  withoutResourceMisses,
} from './support/wizard.ts';

let server: RunningServer;
let browser: TestBrowser;
const photos: Record<'good' | 'small' | 'panorama', Buffer> = {} as never;

beforeAll(async () => {
  mkdirSync(join(ROOT, 'docs/screenshots/issue-33'), { recursive: true });
  [server, browser, photos.good, photos.small, photos.panorama] = await Promise.all([
    startServer({ profile: 'dev' }),
    openBrowser(),
    landscapeJpeg(4200, 2800), // 11.8 MP, 3:2: status Y
    landscapeJpeg(1200, 800), // 0.96 MP, 3:2: status N
    landscapeJpeg(4000, 2000), // 8 MP, 2:1 (no such sizes): status C
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose screen and the server's last words are kept when its test fails. */
const newPage = async (name: string): Promise<Page> => {
  const page = await browser.newPage();
  onTestFailed(async () => {
    await screenshot(page, `failed-${name}`).catch(() => undefined);
    console.log(`server output:\n${server.output().slice(-4000)}`);
  });
  return page;
};

/** The crop screen must keep its controls in view on a laptop and on a phone. */
const CROP_SCREENS = [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** 'Použiť orez' and the zoom lie inside the window, and no notice lies over either. */
const cropControlsInView = async (page: Page, size: { width: number; height: number }) => {
  const controls = [
    page.getByRole('button', { name: 'Použiť orez' }),
    page.getByRole('slider', { name: 'Priblíženie' }),
  ];
  // Read at once: a notice closes itself, and a locator to one that has gone waits for it.
  const noticeBoxes = await page.locator('.configurator-info-notice').evaluateAll((notices) =>
    notices
      .map((notice) => notice.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    for (const notice of noticeBoxes) {
      const apart =
        notice.y + notice.height <= box.y ||
        box.y + box.height <= notice.y ||
        notice.x + notice.width <= box.x ||
        box.x + box.width <= notice.x;
      expect(apart).toBe(true);
    }
  }
};

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();

/** A save of the crafted product, with or without a query (an anonymous visitor's `nothumbs`). */
const SAVES = /\/api\/crafted-products(\?|$)/;

/**
 * Holds every save of the crafted product back until the returned release is called, so the
 * state before it can be looked at, however long a busy machine takes to show it.
 */
const holdSaves = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SAVES, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

describe('Back/Next (customer spec §2) and the paths after the upload (§4)', () => {
  it('crop path and photo-only path: the bar, its buttons, and Back skipping skipped steps', async () => {
    const page = await newPage('paths');
    const problems = watchConsole(page);
    const failed = watchFailedResponses(page);
    await page.goto(`${server.url}/`);
    expect(await navBar(page).count()).toBe(0);

    await uploadPhoto(page, photos.panorama, 'panorama.jpg');
    await page.getByText(/pomer strán nezodpovedá našim rozmerom/).waitFor();
    expect(await navBar(page).count()).toBe(0);

    // C: crop for a product. Step 1 has no Back/Next bar; it has its own buttons.
    await page.getByRole('button', { name: 'Orezať fotografiu' }).click();
    await stepHeading(page, 'Orezanie fotografie');
    expect(await navBar(page).count()).toBe(0);
    await page.getByText(/Pomer strán 16:9/).waitFor();
    // While the upload's notice is still up, it covers neither the zoom nor the apply.
    for (const [device, size] of CROP_SCREENS) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await cropControlsInView(page, size);
      copyFileSync(
        await screenshot(page, `wizard-1-crop-${device}`),
        join(ROOT, `docs/screenshots/issue-33/crop-${device}.png`),
      );
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('slider', { name: 'Priblíženie' }).focus();
    await page.keyboard.press('ArrowRight');
    await screenshot(page, 'wizard-1-crop');
    const releaseCropSave = await holdSaves(page);
    await page.getByRole('button', { name: 'Použiť orez' }).click();

    // Step 2: Next waits for the preview; Back is open.
    await stepHeading(page, 'Vyberte si produkt');
    expect(await nextButton(page).textContent()).toBe(TEXT.next);
    expect(await nextButton(page).isDisabled()).toBe(true);
    expect(await backButton(page).isEnabled()).toBe(true);
    releaseCropSave();
    await settled(page);
    expect(await nextButton(page).isEnabled()).toBe(true);
    await page.unroute(SAVES);

    // 'Upraviť výrez' reframes from step 2 and comes back there; the piece is saved anew.
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'wizard-2-reframe');
    // The size shown stays once back, or the step says what replaced it and why.
    const chosenSize = page
      .getByRole('group', { name: 'Rozmer' })
      .getByRole('radio', { checked: true });
    const sizeBefore = await chosenSize.evaluate((radio) => radio.id);
    const priceBefore = await priceText(page);
    await page.getByRole('button', { name: 'Upraviť výrez' }).click();
    await stepHeading(page, 'Orezanie fotografie');
    await page.getByRole('slider', { name: 'Priblíženie' }).focus();
    for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
    const resaved = page.waitForResponse(
      (r) => SAVES.test(r.url()) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Použiť orez' }).click();
    await stepHeading(page, 'Vyberte si produkt');
    expect((await resaved).ok()).toBe(true);
    await settled(page);
    const notice = page.getByTestId('size-notice');
    if ((await chosenSize.evaluate((radio) => radio.id)) === sizeBefore) {
      expect(await priceText(page)).toBe(priceBefore);
      expect(await notice.count()).toBe(0);
    } else {
      expect(await notice.textContent()).toMatch(/^Nový výrez má menej bodov: rozmer .* cm by sa/);
    }
    await keepScreenshot(page, 'issue-49', 'reframed-size-desktop');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Back from 2 returns to the crop, which was part of this journey; from there to the upload.
    await backButton(page).click();
    await stepHeading(page, 'Orezanie fotografie');
    await page.getByRole('button', { name: 'Späť' }).click();
    await page.getByRole('button', { name: 'Vytlačiť fotografiu' }).waitFor();

    // Print the photo as it is: PLAIN products only, sized by the photo-only fields.
    await page.getByRole('button', { name: 'Vytlačiť fotografiu' }).click();
    await stepHeading(page, 'Tlač fotografie');
    const products = page.getByRole('group', { name: 'Produkt' }).getByRole('radio');
    expect(await products.count()).toBe(2);
    expect(await page.getByRole('radio', { name: 'Fotografia', exact: true }).isChecked()).toBe(
      true,
    );
    await page.getByRole('radio', { name: 'Laminovaná fotografia' }).waitFor();
    await settled(page);
    const width = page.getByLabel('Šírka');
    const height = page.getByLabel('Výška');
    expect(await width.inputValue()).toBe('40,00');
    expect(await height.inputValue()).toBe('20,00');
    // Clamped when the field loses focus: the long side stops at 120 cm.
    const before = await priceText(page);
    await width.fill('500');
    await height.focus();
    expect(await width.inputValue()).toBe('120,00');
    expect(await height.inputValue()).toBe('60,00');
    await priceChangedFrom(page, before);
    await page
      .getByText(/nedostatočná kvalita · \d+ DPI/)
      .first()
      .waitFor();

    // Back from 2 skips the crop this time.
    await backButton(page).click();
    await page.getByRole('button', { name: 'Orezať fotografiu' }).waitFor();
    expect(await navBar(page).count()).toBe(0);

    expect(failed).toEqual([]);
    expect(withoutResourceMisses(problems)).toEqual([]);
    await page.close();
  });
});

describe('keyboard and layout', () => {
  it('the upload opens from the keyboard; options move with the arrows; the preview does not push the page', async () => {
    const page = await newPage('keyboard');
    await page.goto(`${server.url}/`);
    const zone = page.getByRole('button', { name: 'Vybrať fotografiu' });
    await zone.waitFor();
    // Enter on the zone opens the file input's chooser (its click; the dialog itself is the OS's).
    const input = page.getByTestId('photo-input');
    await input.evaluate((el) =>
      el.addEventListener('click', () => el.setAttribute('data-clicked', 'yes'), { once: true }),
    );
    await zone.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => input.getAttribute('data-clicked')).toBe('yes');
    await input.setInputFiles({ name: 'les.jpg', mimeType: 'image/jpeg', buffer: photos.good });
    await page.getByText(TEXT.uploaded).waitFor();

    // Hold the first save back: the preview's box is there before the server's picture (the
    // browser paints its own at once, or says it is preparing one).
    const releaseFirstSave = await holdSaves(page);
    await page.getByRole('button', { name: 'Vybrať produkt' }).focus();
    await page.keyboard.press('Enter');
    await stepHeading(page, 'Vyberte si produkt');
    await page.getByText('Pripravujeme náhľad …').or(preview(page)).first().waitFor();
    const box = page.getByTestId('preview-box');
    const sizes = page.getByRole('group', { name: 'Rozmer' });
    // The sizes are there (a busy machine showed the group before its sizes).
    await sizes.getByRole('radio').first().waitFor();
    const [boxBefore, sizesBefore] = [await box.boundingBox(), await sizes.boundingBox()];
    releaseFirstSave();
    await settled(page);
    expect(await box.boundingBox()).toEqual(boxBefore);
    expect(await sizes.boundingBox()).toEqual(sizesBefore);
    await page.unroute(SAVES);

    // The products are one radio group: arrows move the choice.
    const canvas = page.getByRole('radio', { name: 'Fotoobraz na plátne', exact: true });
    expect(await canvas.isChecked()).toBe(true);
    await canvas.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('radio', { name: 'Fotoobraz na plátne v ráme' }).isChecked())
      .toBe(true);
    await settled(page);
    // Next is reachable with Tab and works with Enter.
    await nextButton(page).focus();
    await page.keyboard.press('Enter');
    await stepHeading(page, 'Súhrn objednávky');
    await page.close();
  });
});

describe('eligibility for print (customer spec §4)', () => {
  it('a low-resolution photo (N) can be previewed, but its order cannot be confirmed', async () => {
    const page = await newPage('low-resolution');
    const problems = watchConsole(page);
    await page.goto(`${server.url}/`);
    await uploadPhoto(page, photos.small, 'mala.jpg');
    await page
      .getByText(/nízke rozlíšenie/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Vybrať produkt' }).click();
    await stepHeading(page, 'Vyberte si produkt');
    await page.getByText(/objednávku však nie je možné dokončiť/).waitFor();
    await settled(page);
    await nextButton(page).click();

    await stepHeading(page, 'Súhrn objednávky');
    await page.getByText(TEXT.lowResolution, { exact: true }).waitFor();
    await page.getByLabel('E-mail').fill('jana@example.sk');
    expect(await nextButton(page).textContent()).toBe(TEXT.submit);
    expect(await nextButton(page).isDisabled()).toBe(true);
    await screenshot(page, 'wizard-3-low-resolution');
    expect(withoutResourceMisses(problems)).toEqual([]);
    await page.close();
  });

  it('a good photo is blocked too at a size below 150 DPI, and free again at a smaller one', async () => {
    const page = await newPage('dpi');
    await page.goto(`${server.url}/`);
    await uploadPhoto(page, photos.good);
    await page.getByRole('button', { name: 'Vybrať produkt' }).click();
    await stepHeading(page, 'Vyberte si produkt');
    await settled(page);
    const largest = page
      .getByRole('group', { name: 'Rozmer' })
      .getByRole('radio', { name: /nedostatočná kvalita/ })
      .last();
    let before = await priceText(page);
    await largest.check();
    await priceChangedFrom(page, before);
    await nextButton(page).click();
    await page.getByText(TEXT.lowResolution, { exact: true }).waitFor();
    expect(await nextButton(page).isDisabled()).toBe(true);

    await backButton(page).click();
    before = await priceText(page);
    await page
      .getByRole('group', { name: 'Rozmer' })
      .getByRole('radio', { name: /výborná kvalita/ })
      .first()
      .check();
    await priceChangedFrom(page, before);
    await nextButton(page).click();
    await stepHeading(page, 'Súhrn objednávky');
    expect(await page.getByText(TEXT.lowResolution).count()).toBe(0);
    expect(await nextButton(page).isEnabled()).toBe(true);
    await page.close();
  });
});

describe('edition mode (customer spec §2 and §4)', () => {
  it('/?editionPhoto=<id> starts at step 2 with Back closed; the panel starts it too', async () => {
    const page = await newPage('edition');
    const problems = watchConsole(page);
    const editions = (await (
      await page.request.get(
        `${server.url}/api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true&sort=poradie,asc&size=50`,
      )
    ).json()) as { id: number; desc: string }[];
    const [first, second] = editions;

    const releaseEditionSave = await holdSaves(page);
    await page.goto(`${server.url}/?editionPhoto=${first.id}`);
    await stepHeading(page, 'Vyberte si produkt');
    await page.getByText(`Obraz z limitovanej edície: ${first.desc}`).waitFor();
    expect(await page.getByText('preskočené').count()).toBe(2);
    expect(await backButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).isDisabled()).toBe(true);
    releaseEditionSave();
    await settled(page);
    expect(await nextButton(page).isEnabled()).toBe(true);
    expect(await backButton(page).isDisabled()).toBe(true);
    await page.unroute(SAVES);
    await screenshot(page, 'wizard-2-edition');

    // A reload keeps edition mode; the summary's Back returns to step 2, whose Back stays closed.
    await page.reload();
    await stepHeading(page, 'Vyberte si produkt');
    await settled(page);
    await nextButton(page).click();
    await stepHeading(page, 'Súhrn objednávky');
    expect(await page.getByText(TEXT.lowResolution).count()).toBe(0);
    await backButton(page).click();
    await stepHeading(page, 'Vyberte si produkt');
    expect(await backButton(page).isDisabled()).toBe(true);

    // Leaving edition mode is a fresh start at the upload.
    await page.getByRole('button', { name: 'Nahrať vlastnú fotografiu' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Vybrať fotografiu' }).waitFor();

    // The limited-editions panel starts edition mode as well.
    await page.getByRole('button', { name: `Vybrať obraz ${second.desc}` }).click();
    await stepHeading(page, 'Vyberte si produkt');
    await page.getByText(`Obraz z limitovanej edície: ${second.desc}`).waitFor();
    await preview(page).waitFor();
    expect(await backButton(page).isDisabled()).toBe(true);
    expect(withoutResourceMisses(problems)).toEqual([]);
    await page.close();
  });
});
