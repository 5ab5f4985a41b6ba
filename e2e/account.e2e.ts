import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeToasts, watchConsole } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mails.ts';
import { landscapeJpeg } from './support/photos.ts';
import { screenshot } from './support/screenshots.ts';
import { submitSignIn } from './support/sign-in.ts';
import { useDevShop } from './support/dev-shop.ts';

/** The customer of this story. */
const LOGIN = 'jana.novakova';
const EMAIL = 'jana.novakova@example.sk';
const FIRST_PASSWORD = 'Leto2026!';
const CHANGED_PASSWORD = 'Zima2026#sneh';
const RESET_PASSWORD = 'Jar2026?kvety';

const shop = useDevShop({
  browser: [{ width: 1280, height: 900 }],
  photo: () => landscapeJpeg(3600, 2400),
});

/** Requests the story makes fail on purpose: the console reports each failed answer. */
const EXPECTED_FAILURES =
  /Failed to load resource: the server responded with a status of (400|401)/;

const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

const openAccountMenuItem = async (page: Page, login: string, item: string) => {
  await accountMenu(page, login).click();
  await page.getByRole('menuitem', { name: item }).click();
};

const signInWith = (page: Page, password: string) => submitSignIn(page, LOGIN, password);

/**
 * What a visitor does in the wizard, through the page's own fetch (so with its visitor cookie):
 * upload a photo, make a 30 x 20 cm print or a 60 x 40 cm canvas of it, and order it. Returns
 * the order's id.
 */
const orderAsVisitor = async (page: Page, kind: 'PLAINPHOTO' | 'PHOTOCANVAS'): Promise<number> =>
  page.evaluate(
    async ({ image, kind }) => {
      const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
        const response = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok)
          throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      };
      const media = kind === 'PLAINPHOTO' ? 'PAPIER' : 'PLATNO';
      const [printMedia] = (
        await call<{ id: number }[]>(
          'GET',
          `/api/print-medias?mediaTypeEnum.equals=${media}&enabled.equals=true&size=100&sort=id,asc`,
        )
      ).filter((m) => m.id !== 1);
      const photo = await call<{ id: number }>('POST', '/api/photos', {
        image,
        imageContentType: 'image/jpeg',
        title: 'Tatry.jpg',
        fileSize: image.length,
      });
      const size =
        kind === 'PLAINPHOTO'
          ? { photoOnlyWidth: 30, photoOnlyHeight: 20 }
          : {
              productConfig: {
                id: (
                  await call<{ id: number; totalSizeCm: string }[]>(
                    'GET',
                    '/api/product-configs?productenum=PHOTOCANVAS&ratio=3:2&size=100',
                  )
                ).find((c) => c.totalSizeCm === '60x40')!.id,
              },
            };
      const crafted = await call<{ id: number }>('POST', '/api/crafted-products', {
        productEnum: kind,
        photo: { id: photo.id },
        printMedia: { id: printMedia!.id },
        copies: 1,
        ...size,
      });
      const order = await call<{ id: number }>('POST', '/api/orders', {
        email: 'jana.novakova@example.sk',
        phone: '',
        userNote: '',
        status: 'POTVRDENA',
        handoverMethod: 'OSOBNY_ODBER',
        craftedProduct: { id: crafted.id },
      });
      return order.id;
    },
    { image: shop.photo.toString('base64'), kind },
  );

/** The administrator marks an order paid (the back-office's workflow, through the API). */
const markPaid = async (orderId: number) => {
  const auth = await fetch(`${shop.server.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const paid = await fetch(`${shop.server.url}/api/orders/${orderId}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'ZAPLATENA' }),
  });
  expect(paid.status).toBe(200);
};

describe('account flows in Chromium', () => {
  it('register, activate by mail, sign in, settings, password, my orders, sign out, reset by mail, sign in again', async () => {
    const started = Date.now();
    const page = await shop.browser.newPage();
    const problems = watchConsole(page);

    // Registration, with the strength meter and the confirmation.
    await page.goto(`${shop.server.url}/register`);
    await page.getByRole('heading', { name: 'Registrácia' }).waitFor();
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await page.getByText('Toto pole je povinné.').first().waitFor();
    expect(await page.getByText('Toto pole je povinné.').count()).toBe(4);
    await screenshot(page, 'account-register-errors', true);
    await page.getByLabel('Používateľské meno').fill(LOGIN);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel(/^Heslo/).fill(FIRST_PASSWORD);
    await page.getByLabel('Potvrdenie hesla').fill('Leto2026');
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await page.getByText('Heslo a jeho potvrdenie sa nezhodujú!').waitFor();
    await page.getByLabel('Potvrdenie hesla').fill(FIRST_PASSWORD);
    const meter = page.getByRole('meter', { name: 'Sila hesla' });
    expect(await meter.getAttribute('aria-valuenow')).toBe('5');
    await screenshot(page, 'account-register', true);
    await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await page.getByText(/^Registrácia bola uložená!/).waitFor();

    // Not active yet: signing in fails.
    await page.goto(`${shop.server.url}/login`);
    const early = await signInWith(page, FIRST_PASSWORD);
    await early
      .getByText('Nepodarilo sa prihlásiť! Skontrolujte prihlasovacie údaje a skúste to znova.')
      .waitFor();

    // The activation link from the mail.
    const activationMail = await waitForMail(shop.server.dataDir, {
      to: EMAIL,
      subject: 'Aktivácia účtu',
    });
    const activationLink = linkIn(activationMail, `${shop.server.url}/activate?key=`);
    await page.goto(activationLink);
    await page.getByText('Váš používateľský účet bol aktivovaný.').waitFor();

    // Shopping as a visitor before signing in: the orders become the account's at sign-in.
    const canvasOrder = await orderAsVisitor(page, 'PHOTOCANVAS');
    await orderAsVisitor(page, 'PLAINPHOTO');
    await markPaid(canvasOrder);

    await page.getByRole('link', { name: 'Prihlásiť sa' }).click();
    const dialog = await signInWith(page, FIRST_PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await accountMenu(page, LOGIN).waitFor();

    // The same link again: a key works once.
    const again = await shop.browser.newPage();
    await again.goto(activationLink);
    await again.getByText(/^Váš účet sa nepodarilo aktivovať\./).waitFor();
    await again.close();

    // Settings.
    await openAccountMenuItem(page, LOGIN, 'Nastavenia');
    await page.getByRole('heading', { name: 'Nastavenia účtu' }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(EMAIL);
    await page.getByLabel('Meno', { exact: true }).fill('Jana');
    await page.getByLabel('Priezvisko').fill('Nováková');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.getByText('Nastavenia boli uložené!').waitFor();
    await screenshot(page, 'account-settings', true);
    await page.reload();
    await page.getByRole('heading', { name: 'Nastavenia účtu' }).waitFor();
    await expect.poll(() => page.getByLabel('Priezvisko').inputValue()).toBe('Nováková');

    // Password change.
    await openAccountMenuItem(page, LOGIN, 'Zmena hesla');
    await page.getByRole('heading', { name: 'Zmena hesla' }).waitFor();
    await page.getByLabel('Súčasné heslo').fill('nie-je-to-ono');
    await page.getByLabel(/^Nové heslo/).fill(CHANGED_PASSWORD);
    await page.getByLabel('Potvrdenie nového hesla').fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await page.getByText('Nastala chyba! Heslo sa nepodarilo zmeniť.').waitFor();
    await page.getByLabel('Súčasné heslo').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await page.getByText('Heslo bolo zmenené!').waitFor();

    // My orders: the two claimed at sign-in, newest first; the unpaid one with its QR.
    await openAccountMenuItem(page, LOGIN, 'Moje objednávky');
    await page.getByRole('heading', { name: 'Moje objednávky' }).waitFor();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(2);
    const unpaid = cards.nth(0);
    const paid = cards.nth(1);
    await unpaid.getByText('Potvrdená').waitFor();
    await paid.getByText('Zaplatená').waitFor();
    await unpaid.getByRole('img', { name: /^QR kód PAY by square/ }).waitFor();
    expect(await paid.getByRole('region', { name: 'Čaká na úhradu' }).count()).toBe(0);
    for (const card of [unpaid, paid]) {
      const preview = card.getByRole('img', { name: /^Náhľad objednávky/ });
      await preview.waitFor();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.waitForLoadState('networkidle');
    // The toast of the failed password change would cover the heading.
    await closeToasts(page);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'account-orders', true);
    // On a phone the cards stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await unpaid.getByRole('img', { name: /^QR kód PAY by square/ }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'account-orders-phone', true);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      unpaid.getByRole('button', { name: 'Zálohová faktúra (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zalohova-faktura-\d{4}-\d{6}\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Sign out; the old password no longer works.
    await openAccountMenuItem(page, LOGIN, 'Odhlásiť sa');
    await page.getByText('Odhlásenie prebehlo úspešne.').waitFor();
    await accountMenu(page, 'Účet').waitFor();
    await page.goto(`${shop.server.url}/login`);
    const stale = await signInWith(page, FIRST_PASSWORD);
    await stale.getByText(/^Nepodarilo sa prihlásiť!/).waitFor();

    // Forgotten password: the reset link from the mail.
    await stale.getByRole('link', { name: 'Zabudli ste heslo?' }).click();
    await page.getByRole('heading', { name: 'Obnovenie hesla' }).waitFor();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await page.getByText(/^Ak je adresa jana\.novakova@example\.sk zaregistrovaná/).waitFor();
    const resetMail = await waitForMail(shop.server.dataDir, {
      to: EMAIL,
      subject: 'Obnovenie hesla',
    });
    const resetLink = linkIn(resetMail, `${shop.server.url}/reset/finish?key=`);
    await page.goto(resetLink);
    await page.getByRole('heading', { name: 'Nastavenie nového hesla' }).waitFor();
    await page.getByLabel(/^Nové heslo/).fill(RESET_PASSWORD);
    await page.getByLabel('Potvrdenie nového hesla').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
    await page.getByText('Vaše heslo bolo zmenené.').waitFor();

    // Sign in with the new password.
    await page.getByRole('link', { name: 'Prihlásiť sa' }).click();
    const last = await signInWith(page, RESET_PASSWORD);
    await last.waitFor({ state: 'detached' });
    await accountMenu(page, LOGIN).waitFor();

    // The reset link works once.
    await page.goto(resetLink);
    await page.getByLabel(/^Nové heslo/).fill('Leto2027!');
    await page.getByLabel('Potvrdenie nového hesla').fill('Leto2027!');
    await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
    await page.getByText(/^Heslo sa nepodarilo nastaviť/).waitFor();

    console.log(`account story: ${((Date.now() - started) / 1000).toFixed(1)} s in Chromium`);
    expect(problems.filter((p) => !EXPECTED_FAILURES.test(p))).toEqual([]);
    await page.close();
  });
});
