import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { ROOT } from './support/paths.ts';
import { keepScreenshot, screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expectNoSidewaysScroll, navBar, nextButton, settled } from './support/wizard.ts';
import { useBrowser } from './support/dev-shop.ts';
import { closeToasts } from './support/browser.ts';

/** Where the screenshots are kept for review. */
const SHOTS = join(ROOT, 'docs/screenshots/issue-32');

const SCREENS = [
  ['phone', { width: 375, height: 812 }, true],
  ['desktop', { width: 1280, height: 800 }, false],
] as const;

interface Shop {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  email: string;
}

let server: RunningServer;
let shop: Shop;
let edition: { id: number; desc: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ profile: 'dev' });
  shop = (await (await fetch(`${server.url}/api/shop`)).json()) as Shop;
  const editions = (await (
    await fetch(
      `${server.url}/api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true&sort=poradie,asc&size=50`,
    )
  ).json()) as { id: number; desc: string }[];
  edition = editions[0]!;
});

afterAll(async () => {
  await server?.stop();
});

/**
 * The harmonised notice on the legal guarantee: its image is in view and its text
 * alternative names the guarantee and its two-year minimum.
 */
const expectGuaranteeNotice = async (page: Page) => {
  const notice = page.getByRole('img', { name: /^Zákonná záruka súladu tovaru so zmluvou/ });
  expect(await notice.getAttribute('aria-label')).toContain('minimálne 2 roky');
  await notice.scrollIntoViewIfNeeded();
  const box = (await notice.boundingBox())!;
  const height = await page.evaluate(() => window.innerHeight);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
};

/**
 * Scrolled to the end, each of the footer's links is what the window shows at its centre: the
 * wizard's fixed bar covers none of them.
 */
const expectFooterLinksUncovered = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const links = page.getByRole('navigation', { name: 'Právne informácie' }).getByRole('link');
  expect(await links.allTextContents()).toEqual(
    expect.arrayContaining(['Ochrana osobných údajov', 'Odstúpiť od zmluvy']),
  );
  const covered = await links.evaluateAll((anchors) =>
    anchors
      .filter((a) => {
        const box = a.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.bottom > window.innerHeight || !top || !a.contains(top);
      })
      .map((a) => a.textContent),
  );
  expect(covered).toEqual([]);
};

/** A screenshot for review, also under docs/screenshots/issue-32/. */
const keep = async (page: Page, name: string, fullPage = true) =>
  copyFileSync(await screenshot(page, name, fullPage), join(SHOTS, `${name}.png`));

describe.each(SCREENS)('product safety information on a %s', (screen, viewport, touch) => {
  const browser = useBrowser(viewport, { touch });

  it("the edition's product step and the basket name the manufacturer and the warnings", async () => {
    const page = await browser.newPage();
    onTestFailed(async () => {
      await screenshot(page, `failed-product-safety-${screen}`).catch(() => undefined);
    });
    await page.goto(`${server.url}/?editionPhoto=${edition.id}`);
    await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
    await settled(page);

    // The seeded shop is the manufacturer: its name, postal address and e-mail, in view.
    expect(shop.name).toBe('Fotoobraz s.r.o.');
    const safety = page.getByRole('region', { name: 'Informácie o bezpečnosti výrobku' });
    await safety.waitFor();
    await expect
      .poll(() => safety.textContent())
      .toContain(
        `Výrobca${shop.name}, ${shop.street}, ${shop.postcode} ${shop.city}, ${shop.country}, ${shop.email}`,
      );
    const mail = safety.getByRole('link', { name: shop.email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${shop.email}`);
    expect(await mail.isVisible()).toBe(true);

    // The chosen product, its picture and its warnings; another product shows its own.
    expect(await safety.getByRole('img', { name: /^Obrázok výrobku: / }).isVisible()).toBe(true);
    expect(await safety.textContent()).toContain(`Motív: ${edition.desc}`);
    await page.getByRole('radio', { name: 'Fotoobraz na plátne', exact: true }).check();
    await expect.poll(() => safety.textContent()).toContain('neutierajte ho mokrou handrou');
    await expect
      .poll(() => safety.textContent())
      .toContain('Fotoobraz na plátne · typ PHOTOCANVAS');
    await page.getByRole('radio', { name: 'Fotografia v ráme', exact: true }).check();
    await expect.poll(() => safety.textContent()).toContain('Sklo (okrem akrylátu)');
    expect(await safety.textContent()).toContain('háčik na zadnej strane');

    // An edition piece can be withdrawn.
    expect(await page.getByTestId('withdrawal-note').textContent()).toBe(
      'Môžete odstúpiť do 14 dní od prevzatia',
    );
    await settled(page);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await safety.scrollIntoViewIfNeeded();
    await keep(page, `product-step-${screen}`, false);
    await expectGuaranteeNotice(page);
    await keepScreenshot(page, 'issue-49', `guarantee-notice-product-step-${screen}`);
    await expectFooterLinksUncovered(page);
    await keepScreenshot(page, 'issue-49', `footer-product-step-${screen}`);

    // Into the basket: the manufacturer once, the line's warnings folded under it.
    await nextButton(page).click();
    await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
    await expectGuaranteeNotice(page);
    await navBar(page).getByRole('button', { name: 'Pridať do košíka' }).click();
    const added = page.getByRole('dialog', { name: 'Pridané do košíka' });
    await added.getByRole('link', { name: 'Prejsť do košíka' }).click();
    await page.getByRole('heading', { name: 'Košík', level: 1 }).waitFor();
    const manufacturer = page.getByTestId('basket-manufacturer');
    await expect
      .poll(() => manufacturer.textContent())
      .toContain(`${shop.name}, ${shop.street}, ${shop.postcode} ${shop.city}`);
    const warnings = page.getByTestId('line-safety');
    await warnings.getByText('Bezpečnostné upozornenia').click();
    expect(await warnings.getByText(/Sklo \(okrem akrylátu\)/).isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The toast 'Produkt je v košíku.' would cover the page's title in the screenshot.
    await closeToasts(page);
    await keep(page, `basket-${screen}`);
    await page.close();
  });
});
