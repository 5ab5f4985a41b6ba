import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countOrdersPlaced, watchConsole } from './support/browser.ts';
import { arrowTo, press, tabTo } from './support/keyboard.ts';
import { landscapeJpeg } from './support/photos.ts';
import { screenshot } from './support/screenshots.ts';
import { nextButton, settled, TEXT } from './support/wizard.ts';
import { useDevShop } from './support/dev-shop.ts';

// The whole order without a mouse. Only the keyboard moves and presses (Tab, arrows,
// Enter, Space, typing); the file itself is handed to the browser's file chooser, which the
// keyboard opened. Every stop of the focus must be visible.

// 8 MP at 2:1: the upload offers the crop.
const shop = useDevShop({ browser: [], photo: () => landscapeJpeg(4000, 2000) });

/** Waits until `target` holds the focus. */
const expectFocused = (target: Locator) =>
  expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);

describe('keyboard only', () => {
  it('choose the file, crop, configure with the frame picker, order', async () => {
    const page = await shop.browser.newPage();
    const problems = watchConsole(page);
    const orders = countOrdersPlaced(page);
    // Listening early: Playwright takes over the chooser only once it has set that up.
    const chooser = page.waitForEvent('filechooser');
    await page.goto(`${shop.server.url}/`);
    await page.getByRole('heading', { name: 'Vaša fotografia ako obraz na stenu' }).waitFor();

    // The file: Enter on the upload button opens the chooser.
    await tabTo(page, page.getByRole('button', { name: 'Vybrať fotografiu' }));
    await screenshot(page, 'keyboard-0-upload-focus');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'panorama.jpg', mimeType: 'image/jpeg', buffer: shop.photo });
    await page.getByText(TEXT.uploaded).waitFor();

    // The crop: the region moves with the arrows, the zoom slider with the arrows.
    await tabTo(page, page.getByRole('button', { name: 'Orezať fotografiu' }));
    await page.keyboard.press('Enter');
    await expectFocused(page.getByRole('heading', { name: 'Orezanie fotografie', level: 1 }));
    await tabTo(page, page.getByRole('group', { name: 'Oblasť orezu' }));
    await press(page, 'ArrowLeft');
    await tabTo(page, page.getByRole('slider', { name: 'Priblíženie' }));
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await screenshot(page, 'keyboard-1-crop');
    await tabTo(page, page.getByRole('button', { name: 'Použiť orez' }));
    await page.keyboard.press('Enter');

    // The product: the focus is on the step's heading; the arrows choose within the group.
    await expectFocused(page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }));
    await settled(page);
    const framed = page.getByRole('radio', { name: 'Fotografia s paspartou v ráme' });
    await tabTo(page, page.getByRole('radio', { checked: true }).first());
    await arrowTo(page, framed);
    await page.getByRole('group', { name: 'Pasparta' }).waitFor();
    await settled(page);

    // The frame picker: opened with Enter, a frame taken with Enter, the focus back on its button.
    const before = await page.getByTestId('chosen-frame').textContent();
    const other = page.getByRole('button', { name: 'Vybrať iný rám' });
    await tabTo(page, other);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Výber rámu' });
    const list = dialog.getByTestId('frame-list');
    await list.getByRole('button').nth(1).waitFor();
    const frame = list.getByRole('button', { pressed: false }).first();
    await tabTo(page, frame);
    await screenshot(page, 'keyboard-2-frame-picker');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('chosen-frame').textContent()).not.toBe(before);
    await expect.poll(() => other.evaluate((el) => el === document.activeElement)).toBe(true);
    await settled(page);
    await screenshot(page, 'keyboard-3-configured');

    // The order: Next, the e-mail typed, the order sent.
    await tabTo(page, nextButton(page));
    await page.keyboard.press('Enter');
    // The focus is on the summary's heading, not on 'Odoslať objednávku' where 'Ďalší krok'
    // was: a second Enter sends nothing and asks for nothing.
    await expectFocused(page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }));
    await screenshot(page, 'keyboard-3b-summary-heading-focus');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(orders.placed).toBe(0);
    expect(await page.getByText('Zadajte, prosím, e-mail.').count()).toBe(0);
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type('jana.novakova@example.sk');
    // A private pick-up: nobody's name or address, only the terms, ticked with Space.
    expect(await page.getByLabel('Meno a priezvisko').count()).toBe(0);
    const terms = page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, nextButton(page));
    await screenshot(page, 'keyboard-4-summary');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
    await page.getByText('Objednávka bola úspešne uložená.').waitFor();
    await screenshot(page, 'keyboard-5-thank-you');
    expect(problems).toEqual([]);
    await page.close();
  });
});
