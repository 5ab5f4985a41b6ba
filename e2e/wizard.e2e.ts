import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { watchConsole } from './support/browser.ts';
import { landscapeJpeg } from './support/photos.ts';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import {
  backButton,
  craftedIdOf,
  expectNoSidewaysScroll,
  navBar,
  nextButton,
  preview,
  priceChangedFrom,
  priceText,
  settled,
  TEXT,
  throttleUpload,
  uploadPhoto,
  choosePhoto,
  wallIsServed,
  watchFailedResponses,
  withoutResourceMisses,
  fillAddress,
  cleanlyOnPhone,
} from './support/wizard.ts';
import { useBrowser } from './support/dev-shop.ts';

/** DESIGN.md §9: the initial JavaScript of `/`, gzipped. */
const INITIAL_JS_BUDGET = 250 * 1024;

let server: RunningServer;
let photo: Buffer;

beforeAll(async () => {
  [server, photo] = await Promise.all([startServer({ profile: 'dev' }), landscapeJpeg(4200, 2800)]);
});

afterAll(async () => {
  await server?.stop();
});

/** Step 2 with the framed mat product chosen, its preview shown. */
const chooseFramedWithMat = async (page: Page) => {
  await page.getByRole('button', { name: 'Vybrať produkt' }).click();
  await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
  await settled(page);
  const before = await priceText(page);
  await page.getByRole('radio', { name: 'Fotografia s paspartou v ráme' }).check();
  await page.getByRole('group', { name: 'Pasparta' }).waitFor();
  return priceChangedFrom(page, before);
};

/** Opens the frame picker, narrows it to wooden frames and takes the first; returns its name. */
const chooseWoodenFrame = async (page: Page, shot?: string): Promise<string> => {
  await page.getByRole('button', { name: 'Vybrať iný rám' }).click();
  const dialog = page.getByRole('dialog', { name: 'Výber rámu' });
  await dialog.waitFor();
  await dialog.getByLabel('Materiál').selectOption('DREVENY');
  await dialog.getByText(/^Zobrazené \d+ z \d+ rámov$/).waitFor();
  const frame = dialog.getByTestId('frame-list').getByRole('button').first();
  await expect.poll(() => frame.textContent()).toMatch(/Drevo/);
  if (shot) {
    await expectNoSidewaysScroll(page);
    await screenshot(page, shot);
  }
  const name = (await frame
    .getByText(/^Drevo/)
    .first()
    .textContent())!;
  await frame.click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('chosen-frame').textContent()).toBe(name);
  return name;
};

describe('the wizard on a desktop', () => {
  const browser = useBrowser();

  it('home: the upload and the editions; initial JavaScript within the budget', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const scripts: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => scripts.push(gzipSync(body).length));
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Vybrať fotografiu' }).waitFor();
    expect(
      await page.getByText('Podporovaný formát JPG, minimálne rozlíšenie 8 megapixelov').count(),
    ).toBe(1);
    expect(
      await page.getByText('Presuňte sem fotografiu alebo kliknite a vyberte ju').count(),
    ).toBe(1);
    expect(await navBar(page).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: /Limitované edície/ }).getAttribute('href'),
    ).toMatch(/^https:\/\//);
    await page
      .getByRole('button', { name: /^Vybrať obraz / })
      .first()
      .waitFor();

    const initialJs = scripts.reduce((sum, size) => sum + size, 0);
    console.log(`initial JS of / with the wizard: ${(initialJs / 1024).toFixed(1)} KB gzip`);
    expect(initialJs).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    await screenshot(page, 'wizard-0-home');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the whole journey: upload, a framed photo with a mat, a frame from the picker, summary, order, thank-you', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    let wallServed = false;
    const failed = watchFailedResponses(page, () => wallServed);
    await page.goto(`${server.url}/`);

    // Step 0: the upload starts at once and shows its real progress.
    const unthrottle = await throttleUpload(page, 64 * 1024);
    await choosePhoto(page, photo, 'tatry.jpg');
    const progress = page.getByRole('progressbar', { name: 'Priebeh nahrávania' });
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0), {
        interval: 50,
      })
      .toBeGreaterThan(0);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await screenshot(page, 'wizard-0-uploading');
    await unthrottle();
    await page.getByText(TEXT.uploaded).waitFor();
    await page.getByText(/Fotografia je vhodná na tlač vo vysokej kvalite/).waitFor();
    expect(await page.getByRole('button', { name: 'Vytlačiť fotografiu' }).isVisible()).toBe(true);
    await screenshot(page, 'wizard-0-uploaded');

    // Step 2: the default product (WEB_DEFAULT_PRODUCT_ENUM), then the framed photo with a mat.
    const firstPrice = await chooseFramedWithMat(page);
    expect(firstPrice).toMatch(/€$/);
    const sizes = page.getByRole('group', { name: 'Rozmer' });
    const sizeOptions = sizes.getByRole('radio');
    expect(await sizeOptions.count()).toBeGreaterThanOrEqual(3);
    // Every size shows its print quality and price difference before it is picked.
    for (const text of await sizes.locator('label').allTextContents()) {
      expect(text).toMatch(/(výborná|dostatočná|nedostatočná) kvalita · \d+ DPI/);
      expect(text).toMatch(/[+-]\d+,\d{2}\u00a0€$/);
    }
    const mats = page.getByRole('group', { name: 'Pasparta' });
    await mats.getByRole('radio', { name: /Krémová/ }).check();
    await settled(page);
    for (const group of ['Fotopapier', 'Pasparta', 'Sklo']) {
      for (const text of await page
        .getByRole('group', { name: group })
        .locator('label')
        .allTextContents())
        expect(text).toMatch(/[+-]\d+,\d{2}\u00a0€$/);
    }
    expect(await nextButton(page).isEnabled()).toBe(true);
    expect(await backButton(page).isEnabled()).toBe(true);

    // The frame picker: 70 a page, the next page when scrolled near the end, filters.
    await page.getByRole('button', { name: 'Vybrať iný rám' }).click();
    const dialog = page.getByRole('dialog', { name: 'Výber rámu' });
    await dialog.getByText(/^Zobrazené 70 z \d+ rámov$/).waitFor();
    // Its pictures have the cards' small rounded corners, not 8 times them (ovals).
    const corners = await dialog
      .getByTestId('frame-list')
      .locator('img')
      .evaluateAll((images) => [...new Set(images.map((i) => getComputedStyle(i).borderRadius))]);
    expect(corners).toEqual(['8px']);
    await screenshot(page, 'wizard-2-frame-picker');
    await dialog
      .getByTestId('frame-list')
      .evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await dialog.getByText(/^Zobrazené 140 z \d+ rámov$/).waitFor();
    await dialog.getByRole('button', { name: 'Zavrieť výber rámu' }).click();
    await dialog.waitFor({ state: 'detached' });
    const before = await priceText(page);
    const frameName = await chooseWoodenFrame(page);
    const framedPrice = await priceChangedFrom(page, before);

    // The frame's surface shows while the mouse is over the preview.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await preview(page).hover();
    await page.getByTestId('frame-surface').waitFor({ state: 'visible' });
    await screenshot(page, 'wizard-2-desktop');
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The wall carousel: nine interiors, turning every 4 s (when the server draws them).
    const craftedId = (await craftedIdOf(page))!;
    wallServed = await wallIsServed(page, server.url, craftedId);
    // It has been turning since the product was made, so any room may be showing now.
    const wall = page.getByRole('img', { name: /v interiéri \d z 9/ });
    if (wallServed) {
      await wall.waitFor();
      const shown = Number(/interiéri (\d) z/.exec((await wall.getAttribute('alt')) ?? '')?.[1]);
      expect(shown).toBeGreaterThanOrEqual(1);
      const next = new RegExp(`v interiéri ${(shown % 9) + 1} z 9`);
      await page.getByRole('img', { name: next }).waitFor({ timeout: 6000 });
    } else {
      await expect.poll(() => wall.count()).toBe(0);
    }

    // A reload keeps the customer's progress.
    await page.reload();
    await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
    await settled(page);
    expect(
      await page.getByRole('radio', { name: 'Fotografia s paspartou v ráme' }).isChecked(),
    ).toBe(true);
    expect(
      await page
        .getByRole('group', { name: 'Pasparta' })
        .getByRole('radio', { name: /Krémová/ })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByTestId('chosen-frame').textContent()).toBe(frameName);
    expect(await priceText(page)).toBe(framedPrice);

    // Step 3: the summary; the e-mail is checked before the step can be left.
    await nextButton(page).click();
    await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
    expect(await page.getByTestId('product-name').textContent()).toBe(
      'Fotografia s paspartou v ráme',
    );
    expect(await nextButton(page).textContent()).toBe(TEXT.submit);
    expect(await page.getByText(TEXT.personalised).count()).toBe(1);
    expect(await page.getByText(/súhlasíte so spracovaním osobných údajov/).count()).toBe(1);
    await nextButton(page).click();
    await page.getByText('Zadajte, prosím, e-mail.').waitFor();
    await page.getByLabel('E-mail').fill('jana@');
    await page.getByText(/Zadajte platnú e-mailovú adresu/).waitFor();
    // The shop's words only: the input has no constraint of its own that Chromium would report
    // (or show on hover) in English, 'Please include an '@' ...'.
    expect(
      await page
        .getByLabel('E-mail')
        .evaluate((input: HTMLInputElement) => input.validationMessage),
    ).toBe('');
    await screenshot(page, 'wizard-3-summary-invalid-email');
    await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
    await page.getByLabel('Telefón').fill('+421 900 123 456');
    await page.getByLabel('Poznámka k objednávke').fill('Prosím zabaliť ako darček.');
    await page.getByRole('radio', { name: 'Doručenie kuriérom' }).check();
    await nextButton(page).click();
    await page.getByText('Tento údaj je pre doručenie kuriérom povinný.').first().waitFor();
    await fillAddress(page);
    // The courier's addressee is billed by default; the terms are confirmed with a tick.
    expect(
      await page
        .getByRole('checkbox', { name: 'Fakturačná adresa je rovnaká ako doručovacia' })
        .isChecked(),
    ).toBe(true);
    await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
    await screenshot(page, 'wizard-3-summary', true);

    // Step 4 places the order; the thank-you screen shows the payment with its QR.
    await nextButton(page).click();
    await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
    await page.getByText('Objednávka bola úspešne uložená.').waitFor();
    const qr = page.getByRole('img', { name: 'QR kód PAY by square na úhradu objednávky' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByText(/^SK\d{2}(\s\d{4})+$/).count()).toBe(1);
    expect(await navBar(page).count()).toBe(0);
    const proforma = page.getByRole('link', { name: 'Stiahnuť zálohovú faktúru (PDF)' });
    const pdf = await page.request.get(`${server.url}${await proforma.getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await screenshot(page, 'wizard-5-thank-you', true);

    // A new order starts from the upload again.
    await page.getByRole('button', { name: 'Nová objednávka' }).click();
    await page.getByRole('button', { name: 'Vybrať fotografiu' }).waitFor();
    expect(await page.getByText(/je nahraná/).count()).toBe(0);

    expect(failed).toEqual([]);
    expect(withoutResourceMisses(problems)).toEqual([]);
    await page.close();
  });
});

describe('the wizard on a phone', () => {
  it('the same journey at 390 px, by touch, never scrolling sideways', async () => {
    await cleanlyOnPhone(async (page) => {
      await page.goto(`${server.url}/`);
      await page.getByText('Kliknite a vyberte fotografiu').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'wizard-phone-0-home', true);

      await uploadPhoto(page, photo, 'chata.jpg');
      await expectNoSidewaysScroll(page);
      // The status and its choices scroll into view by themselves.
      const choose = page.getByRole('button', { name: 'Vybrať produkt' });
      await expect
        .poll(() => choose.evaluate((b) => b.getBoundingClientRect().bottom))
        .toBeLessThan(844);
      let lastY = -1;
      const scrolledAndStill = async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y > 0 && y === lastY;
        lastY = y;
        return still;
      };
      await expect.poll(scrolledAndStill, { interval: 250 }).toBe(true);
      await screenshot(page, 'wizard-phone-0-uploaded');

      await chooseFramedWithMat(page);
      await expectNoSidewaysScroll(page);
      const before = await priceText(page);
      await chooseWoodenFrame(page, 'wizard-phone-2-frames');
      await priceChangedFrom(page, before);
      await expectNoSidewaysScroll(page);
      // No hover on a touch screen: the surface view never shows.
      await preview(page).tap();
      expect(await page.getByTestId('frame-surface').isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await screenshot(page, 'wizard-phone-2');

      // The bar stays at the bottom of the screen.
      const bar = (await navBar(page).boundingBox())!;
      expect(bar.y + bar.height).toBeCloseTo(844, 0);
      expect(await nextButton(page).isVisible()).toBe(true);

      await nextButton(page).click();
      await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
      await expectNoSidewaysScroll(page);
      await page.getByLabel('E-mail').fill('peter@example.sk');
      // Bought 'na firmu': the box asks for the company and its numbers, checked by their rules.
      await page.getByRole('checkbox', { name: 'Nakupujem na firmu' }).check();
      await page.getByLabel('Názov firmy').fill('Fotoateliér s.r.o.');
      await page.getByLabel('Ulica a číslo').fill('Štúrova 5');
      await page.getByLabel('PSČ').fill('040 01');
      await page.getByLabel('Obec').fill('Košice');
      await page.getByLabel('IČO').fill('35763468');
      await page.getByLabel('DIČ').fill('2020317068');
      await page.getByLabel('IČ DPH').fill('SK2020317068');
      await nextButton(page).click();
      await page
        .getByText(
          'IČO nesedí na kontrolnej (poslednej) číslici: skontrolujte, či ste ho opísali presne.',
        )
        .waitFor();
      await page
        .getByText('Na odoslanie objednávky potvrďte súhlas s obchodnými podmienkami.')
        .waitFor();
      await page.getByLabel('IČO').fill('35763469');
      await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'wizard-phone-3-summary');
      await nextButton(page).click();
      await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
      await page.getByRole('img', { name: 'QR kód PAY by square na úhradu objednávky' }).waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'wizard-phone-5-thank-you', true);
      const admin = await apiAs(server.url, 'admin');
      const placed = await admin.get<Record<string, unknown>[]>('/api/orders?sort=id,desc&size=1');
      expect(placed.body[0]).toMatchObject({
        email: 'peter@example.sk',
        buyerName: 'Fotoateliér s.r.o.',
        buyerIco: '35763469',
        buyerDic: '2020317068',
        buyerIcDph: 'SK2020317068',
        termsVersion: 1,
      });
    });
  });
});
