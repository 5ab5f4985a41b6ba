import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStripeStandIn,
  type StripeStandIn,
} from '../apps/server/test/areas/card-payments/stripe-stand-in.ts';
import {
  countOrdersPlaced,
  openBrowser,
  watchConsole,
  type TestBrowser,
} from './support/browser.ts';
import { apiAs, expectStatus, makePlainPrint } from './support/api.ts';
import { linkIn, waitForMail } from './support/mails.ts';
import { ROOT } from './support/paths.ts';
import { navBar, nextButton, settled, uploadPhoto } from './support/wizard.ts';
import { useDevShop } from './support/dev-shop.ts';

/**
 * The shortest order a customer can place: a private personal pick-up asks for an e-mail and the
 * terms, nothing more; 'Pridať do košíka' waits beside 'Ďalší krok' where the piece is made, on
 * a laptop and on a phone.
 */

/** Stripe on loopback: its payment page pays and sends the signed webhook to the shop. */
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe?.close());

const shop = useDevShop({
  env: () => ({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  }),
});

/** The screenshots kept with the documentation. */
const kept = (name: string) => join(ROOT, 'docs/screenshots/issue-33', name);

const toProductStep = async (page: Page) => {
  await page.goto(`${shop.server.url}/`);
  await uploadPhoto(page, shop.photo, 'chata.jpg');
  await page.getByRole('button', { name: 'Vybrať produkt' }).click();
  await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
  await settled(page);
};

describe('the shortest pick-up order', () => {
  it.each([
    ['laptop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)(
    'on a %s: the basket beside Next, then an e-mail and the terms',
    async (name, size) => {
      const browser: TestBrowser = await openBrowser({ ...size }, { touch: name === 'phone' });
      try {
        const page = await browser.newPage();
        const problems = watchConsole(page);
        const orders = countOrdersPlaced(page);
        await toProductStep(page);
        const add = navBar(page).getByRole('button', { name: 'Pridať do košíka' });
        await expect.poll(() => add.isEnabled()).toBe(true);
        const [addBox, nextBox] = [
          (await add.boundingBox())!,
          (await nextButton(page).boundingBox())!,
        ];
        // Beside each other on the bar, both inside the screen.
        expect(Math.abs(addBox.y - nextBox.y)).toBeLessThan(12);
        expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(size.width);
        await page.screenshot({ path: kept(`product-step-basket-${name}.png`) });

        await nextButton(page).click();
        await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
        for (const label of ['Meno a priezvisko', 'Ulica a číslo', 'IČO']) {
          expect(await page.getByLabel(label).count(), label).toBe(0);
        }
        await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
        await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
        // A full page is drawn from the top, where the fixed header and bar belong.
        await page.evaluate(() => window.scrollTo({ top: 0 }));
        await page.screenshot({ path: kept(`pick-up-summary-${name}.png`), fullPage: true });
        await nextButton(page).click();
        await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
        expect(orders.placed).toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );

  it('on a laptop, paid by card: Stripe’s page, back to Zaplatené', async () => {
    stripe.sendWebhooksTo(`${shop.server.url}/api/payments/stripe/webhook`);
    const browser = await openBrowser({ width: 1366, height: 768 });
    try {
      const page = await browser.newPage();
      const problems = watchConsole(page);
      await toProductStep(page);
      await nextButton(page).click();
      await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
      await page.getByLabel('E-mail').fill('karta@example.sk');
      await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
      await page.getByRole('radio', { name: /Platba kartou, Apple Pay alebo Google Pay/ }).check();
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await page.screenshot({ path: kept('card-choice-laptop.png'), fullPage: true });
      await nextButton(page).click();
      // Stripe's page (the stand-in's): pay, and come back.
      await page.waitForURL(`${stripe.url}/c/pay/**`);
      await page.getByRole('link', { name: 'Zaplatiť' }).click();
      const paid = page.getByRole('heading', { name: 'Zaplatené' });
      await paid.waitFor({ timeout: 15_000 });
      // Stripe came back to the page of the order's number (its reference there), not its row.
      const session = [...stripe.sessions.values()].at(-1)!;
      expect(page.url()).toBe(
        `${shop.server.url}/objednavka/${String(session.client_reference_id)}/platba?vysledok=ok`,
      );
      // The heading has the focus for a screen reader, and shows no ring: no key reaches it.
      expect(
        await paid.evaluate(
          (el) => el === document.activeElement && getComputedStyle(el).outlineStyle,
        ),
      ).toBe('none');
      await page.screenshot({ path: kept('card-paid-laptop.png') });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("a card payment left unpaid, paid later from the mail's link in a browser without a session", async () => {
    stripe.sendWebhooksTo(`${shop.server.url}/api/payments/stripe/webhook`);
    const customer = await apiAs(shop.server.url, 'user');
    // Two pieces, the later one ordered: the order's number (its piece) runs ahead of its row.
    const prints = await Promise.all([makePlainPrint(customer), makePlainPrint(customer)]);
    const piece = prints.map((p) => p.product).sort((a, b) => b.id - a.id)[0]!;
    const email = 'karta.neskor@example.sk';
    const order = expectStatus(
      await customer.post<{ id: number; variableSymbol: string }>('/api/orders', {
        email,
        handoverMethod: 'OSOBNY_ODBER',
        craftedProduct: { id: piece.id },
        paymentMethod: 'KARTA',
      }),
      201,
      'card order',
    );
    const number = order.variableSymbol;
    expect(number).not.toBe(String(order.id));
    // The customer left Stripe's page without paying, and it expired.
    const left = [...stripe.sessions.values()].find((s) => s.client_reference_id === number)!;
    stripe.expire(String(left.id));

    const mail = await waitForMail(shop.server.dataDir, { to: email, subject: 'Potvrdenie' });
    const link = linkIn(mail, `${shop.server.url}/objednavka/${number}/zaplatit-kartou?token=`);
    const browser = await openBrowser({ width: 1366, height: 768 });
    try {
      const page = await browser.newPage();
      const problems = watchConsole(page);
      await page.goto(link);
      await page.waitForURL(`${stripe.url}/c/pay/**`);
      await page.getByRole('link', { name: 'Zaplatiť' }).click();
      await page.getByRole('heading', { name: 'Zaplatené' }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe(`/objednavka/${number}/platba`);
      await page.getByText(`platba za objednávku č. ${number} prišla`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
