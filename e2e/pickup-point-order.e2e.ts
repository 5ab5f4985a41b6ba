import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { onScreen, SCREENS, watchConsole } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { keepScreenshot } from './support/screenshots.ts';
import { nextButton, toSummary as wizardToSummary } from './support/wizard.ts';
import { useDevShop } from './support/dev-shop.ts';

/**
 * An order to a Packeta point on the dev profile's fixture feed (no account anywhere): the
 * customer searches a town without diacritics, chooses a point by keyboard, sees it with
 * 'Zmeniť', and the thank-you page names it; on a phone and on a desktop.
 */

const shop = useDevShop();

/** The screenshots kept with the documentation. */
const kept = (name: string) => join(ROOT, 'docs/screenshots/issue-34', name);

const toSummary = (page: Page) => wizardToSummary(page, shop.server.url, shop.photo);

describe('an order to a Packeta pick-up point', () => {
  it.each(['phone', 'desktop'] as const)(
    'on a %s: search, choose by keyboard, order, see the point',
    (name) =>
      onScreen(name, async (page) => {
        const problems = watchConsole(page);
        await toSummary(page);
        await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
        await page.getByRole('radio', { name: 'Výdajné miesto alebo Z-BOX Packeta' }).check();

        // Refused without a point, in Slovak.
        await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
        await nextButton(page).click();
        await page.getByText('Vyberte výdajné miesto.').waitFor();

        const search = page.getByRole('textbox', { name: /Hľadať výdajné miesto/ });
        await search.fill('bratislava');
        const results = page.getByRole('list', { name: 'Nájdené výdajné miesta' });
        await results.getByRole('button', { name: /Z-BOX Bratislava, Hodžovo/ }).waitFor();
        await page.getByText(/Našli sme 7 výdajných miest/).waitFor();
        // The fixed header covers the top: the legend is shown below it.
        await page.evaluate(() => {
          document.getElementById('contact-pickupPoint')?.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -140);
        });
        await page.screenshot({ path: kept(`pickup-point-results-${name}.png`) });
        // WCAG 2.1 AA: nothing serious or critical in the search and its results.
        expect(await seriousViolations(page)).toEqual([]);

        // A town without diacritics; ↓ into the results, ↓ to the next, Enter chooses.
        await search.fill('zilina');
        const zilina = results.getByRole('button', { name: /Žilina, Národná 12/ });
        await zilina.waitFor();
        await search.focus();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => zilina.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        const chosen = page.getByRole('group', { name: 'Vybrané výdajné miesto' });
        await chosen.getByText('Národná 12, 010 01 Žilina').waitFor();
        const change = page.getByRole('button', { name: /Zmeniť výdajné miesto/ });
        await expect.poll(() => change.evaluate((el) => el === document.activeElement)).toBe(true);

        await page
          .getByRole('textbox', { name: /Meno a priezvisko príjemcu/ })
          .fill('Jana Nováková');
        await page.evaluate(() =>
          document
            .querySelector('[aria-label="Vybrané výdajné miesto"]')
            ?.scrollIntoView({ block: 'center' }),
        );
        await page.screenshot({ path: kept(`pickup-point-chosen-${name}.png`) });
        expect(await seriousViolations(page)).toEqual([]);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          SCREENS[name].width,
        );

        await nextButton(page).click();
        await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
        await page.getByText(/Žilina, Národná 12.*010 01 Žilina/).waitFor();
        await page.getByText('IBAN', { exact: true }).waitFor();
        // The IBAN breaks between its groups of four, never inside one.
        const iban = page.getByText(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+$/);
        const brokenGroups = await iban.evaluate((dd) => {
          const text = dd.firstChild as Text;
          return [...text.data.matchAll(/\S+/g)]
            .filter((group) => {
              const range = document.createRange();
              range.setStart(text, group.index);
              range.setEnd(text, group.index + group[0].length);
              return range.getClientRects().length > 1;
            })
            .map((group) => group[0]);
        });
        expect(brokenGroups).toEqual([]);
        await iban.scrollIntoViewIfNeeded();
        await keepScreenshot(page, 'issue-49', `thank-you-iban-${name}`);
        await page.screenshot({ path: kept(`pickup-point-thanks-${name}.png`), fullPage: true });
        expect(problems).toEqual([]);
      }),
  );
});
