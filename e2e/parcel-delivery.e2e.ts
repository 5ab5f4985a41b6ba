import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { openBrowser, onScreen, watchConsole } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import {
  expectNoSidewaysScroll,
  fillAddress,
  navBar,
  nextButton,
  toSummary as wizardToSummary,
} from './support/wizard.ts';
import { useDevShop } from './support/dev-shop.ts';

/**
 * The hand-over choices with their postage: the summary prices each way by the delivery rule
 * from the piece's parcel and the shop's rates, and the order then charges what the choice said;
 * on a laptop and on a phone.
 */

const shop = useDevShop();

/** The screenshots kept with the documentation. */
const kept = (name: string) => join(ROOT, 'docs/screenshots/issue-34', name);

const toSummary = (page: Page) => wizardToSummary(page, shop.server.url, shop.photo);

const cents = (text: string) =>
  Math.round(Number((text.match(/(\d+,\d{2})\s€/)?.[1] ?? '').replace(',', '.')) * 100);

describe('the hand-over with its postage', () => {
  it.each(['laptop', 'phone'] as const)('on a %s: each way priced, the order charges it', (name) =>
    onScreen(name, async (page) => {
      const email = `jana.${name}@example.sk`;
      const problems = watchConsole(page);
      await toSummary(page);
      const pickUp = page.getByRole('radio', { name: /Osobný odber/ });
      expect(await pickUp.isChecked()).toBe(true);
      // The rule runs once the piece's parcel and the shop's rates are in: the courier's price.
      const courier = page.getByRole('radio', { name: /Doručenie kuriérom\s+\d+,\d{2}\s€/ });
      await courier.waitFor({ state: 'attached' });
      expect(await courier.isEnabled()).toBe(true);
      const group = page.getByRole('radiogroup', { name: 'Spôsob prevzatia' });
      const label = (await group.locator('label').filter({ hasText: 'kuriérom' }).textContent())!;
      const postage = cents(label);
      expect(postage).toBeGreaterThan(0);
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: kept(`handover-${name}.png`) });

      await page.getByLabel('E-mail').fill(email);
      await courier.check();
      await fillAddress(page);
      await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
      if (name === 'phone') await expectNoSidewaysScroll(page);
      await nextButton(page).click();
      await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
      const admin = await apiAs(shop.server.url, 'admin');
      const [order] = (
        await admin.get<{ postage: number; handoverMethod: string; email: string }[]>(
          '/api/orders?sort=id,desc&size=1',
        )
      ).body;
      expect(order.email).toBe(email);
      expect(order.handoverMethod).toBe('KURIER');
      expect(Math.round(order.postage * 100)).toBe(postage);
      expect(problems).toEqual([]);
    }),
  );
});

describe('a way the parcel exceeds', () => {
  it('is disabled with its Slovak reason, the pick-up kept (a phone)', async () => {
    // A courier that takes nothing longer than 40 cm: the demo's default piece exceeds it.
    const admin = await apiAs(shop.server.url, 'admin');
    const params = (
      await admin.get<{ id: number; name: string; value: string }[]>('/api/global-params?size=200')
    ).body;
    const limit = params.find((p) => p.name === 'PARCEL_COURIER_MAX_LENGTH_CM')!;
    await admin.put(`/api/global-params/${limit.id}`, { ...limit, value: '40' });
    const browser = await openBrowser({ width: 390, height: 844 }, { touch: true });
    try {
      const page = await browser.newPage();
      await toSummary(page);
      const courier = page.getByRole('radio', {
        name: /Doručenie kuriérom.*Zásielka je na doručenie kuriérom príliš veľká\./,
      });
      await courier.waitFor({ state: 'attached' });
      expect(await courier.isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: /Osobný odber/ }).isChecked()).toBe(true);
      await page.getByRole('radiogroup', { name: 'Spôsob prevzatia' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: kept('handover-refused-phone.png') });
    } finally {
      await browser.close();
      await admin.put(`/api/global-params/${limit.id}`, limit);
    }
  });
});

describe('the basket prices the hand-over by the same rule', () => {
  it.each(['desktop', 'phone'] as const)(
    "on a %s: the totals add the chosen way's postage",
    (name) =>
      onScreen(name, async (page) => {
        await toSummary(page);
        await navBar(page).getByRole('button', { name: 'Pridať do košíka' }).click();
        const added = page.getByRole('dialog', { name: 'Pridané do košíka' });
        await added.getByRole('link', { name: 'Prejsť do košíka' }).click();
        await page.getByRole('heading', { name: 'Košík', level: 1 }).waitFor();
        const courier = page.getByRole('radio', { name: /Doručenie kuriérom\s+\d+,\d{2}\s€/ });
        await courier.waitFor({ state: 'attached' });
        const group = page.getByRole('radiogroup', { name: 'Spôsob prevzatia' });
        const label = (await group.locator('label').filter({ hasText: 'kuriérom' }).textContent())!;
        await courier.check();
        const totals = page.getByTestId('basket-totals');
        await expect
          .poll(async () => cents((await totals.locator('dd').nth(1).textContent()) ?? ''))
          .toBe(cents(label));
        if (name === 'phone') await expectNoSidewaysScroll(page);
        await group.scrollIntoViewIfNeeded();
        await page.screenshot({ path: kept(`basket-handover-${name}.png`) });
      }),
  );
});
