import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatVoucherCode, newVoucherCode } from '@fotoobraz/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutText } from '../apps/server/test/helpers/pdf-text.ts';
import { apiAs, expectStatus } from './support/api.ts';
import { openBrowser, watchConsole } from './support/browser.ts';
import { useDevShop } from './support/dev-shop.ts';
import { waitForMail } from './support/mails.ts';
import { ROOT } from './support/paths.ts';
import { screenshot } from './support/screenshots.ts';
import { signIn } from './support/sign-in.ts';
import {
  expectNoSidewaysScroll,
  nextButton,
  priceChangedFrom,
  priceText,
  settled,
  uploadPhoto,
  watchFailedResponses,
  withoutResourceMisses,
} from './support/wizard.ts';

/**
 * A gift voucher from its purchase to its last cent: bought alone on a phone, paid, mailed with
 * its PDF, brought by its link to a cheap print it pays whole, typed into a dearer piece's order
 * it pays part of, refused when mistyped, and found by the owner with its two uses.
 */

const shop = useDevShop();

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const BUYER = 'peter.kovac@example.sk';
const RECIPIENT = 'Jana Nováková';

/** What the journey carries from step to step. */
const journey = { code: '', balanceCents: 5000, lastSpentCents: 0 };

/** docs/screenshots/gift-voucher-<name>.png, kept for review. */
const keep = async (page: Page, name: string, fullPage = true) => {
  // A whole page is drawn from the top, where its fixed header belongs.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0 }));
  mkdirSync(join(ROOT, 'docs/screenshots'), { recursive: true });
  copyFileSync(
    await screenshot(page, `gift-voucher-${name}`, fullPage),
    join(ROOT, `docs/screenshots/gift-voucher-${name}.png`),
  );
};

/** Scrolls `part` to the middle of the window, clear of the fixed header and bar. */
const inMiddle = (part: Locator) =>
  part.evaluate((element) => element.scrollIntoView({ block: 'center' }));

const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const euros = (amount: number) => `${(amount / 100).toFixed(2).replace('.', ',')}\u00a0€`;

interface OrderJson {
  id: number;
  status: string;
  amountDue: number;
  totalAmount: number;
  vouchers?: { code: string; amount: number }[];
  giftVouchers?: { value: number; recipientName: string }[];
}

/** The shop's newest order, as the owner reads it (the wizard's thank-you names no row). */
const newestOrder = async (): Promise<OrderJson> => {
  const admin = await apiAs(shop.server.url, 'admin');
  const [{ id }] = expectStatus(
    await admin.get<{ id: number }[]>('/api/orders?sort=id,desc&size=1'),
    200,
    'orders',
  );
  return expectStatus(await admin.get<OrderJson>(`/api/orders/${id}`), 200, 'order');
};

/** A browser of its own (no storage of the others), closed after `run`, clean of failures. */
const asCustomer = async (
  screen: typeof PHONE | typeof DESK,
  run: (page: Page) => Promise<void>,
) => {
  const browser = await openBrowser({ ...screen }, { touch: screen === PHONE });
  try {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const failed = watchFailedResponses(page);
    await run(page);
    // A mistyped code is refused by the server: that answer is the one failure expected.
    expect(failed.filter((f) => !f.includes('/api/gift-vouchers/'))).toEqual([]);
    expect(withoutResourceMisses(problems)).toEqual([]);
  } finally {
    await browser.close();
  }
};

/**
 * From the home page: a photo, then its plain print (cheap) or its largest framed print with a
 * mat (dear), to the summary.
 */
const toSummary = async (page: Page, plain: boolean) => {
  await uploadPhoto(page, shop.photo, 'leto.jpg');
  await page
    .getByRole('button', { name: plain ? 'Vytlačiť fotografiu' : 'Vybrať produkt' })
    .click();
  await settled(page);
  if (!plain) {
    const price = await priceText(page);
    await page.getByRole('radio', { name: 'Fotografia s paspartou v ráme' }).check();
    await page.getByRole('group', { name: 'Pasparta' }).waitFor();
    await priceChangedFrom(page, price);
  }
  await nextButton(page).click();
  await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
};

const orderAsPickUp = async (page: Page, email: string) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
};

describe('a gift voucher bought, spent on two orders and found by the owner', () => {
  it('is bought alone on a phone: value, recipient, message, e-mail, nothing to ship', async () => {
    await asCustomer(PHONE, async (page) => {
      await page.goto(`${shop.server.url}/darcekova-poukazka`);
      await page.getByRole('heading', { name: 'Darčeková poukážka', level: 1 }).waitFor();
      await page.getByRole('radio', { name: '50 €' }).click();
      await page.getByLabel('Meno obdarovaného').fill(RECIPIENT);
      await page.getByLabel('Venovanie').fill('Všetko najlepšie k narodeninám!');
      await expectNoSidewaysScroll(page);
      await keep(page, 'page-phone');

      await page.getByRole('button', { name: 'Objednať teraz' }).click();
      await page.getByRole('heading', { name: 'Objednávka darčekovej poukážky' }).waitFor();
      expect(await page.getByLabel('Ulica a číslo').count()).toBe(0);
      await orderAsPickUp(page, BUYER);
      await expectNoSidewaysScroll(page);
      await keep(page, 'checkout-phone');
      await page.getByRole('button', { name: 'Odoslať objednávku' }).click();
      await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
      await page.getByText(`50,00\u00a0€ pre ${RECIPIENT}`).waitFor();
      await expectNoSidewaysScroll(page);
      await keep(page, 'thank-you-phone');

      const order = await newestOrder();
      expect(order.giftVouchers).toMatchObject([{ value: 50, recipientName: RECIPIENT }]);
      expect(order.amountDue).toBe(50);

      // The owner sees the transfer: the voucher is issued and mailed with its PDF.
      const admin = await apiAs(shop.server.url, 'admin');
      expectStatus(
        await admin.post(`/api/orders/${order.id}/status`, { status: 'ZAPLATENA' }),
        200,
        'paid',
      );
    });
    const mail = await waitForMail(shop.server.dataDir, {
      to: BUYER,
      subject: `Vaša darčeková poukážka pre ${RECIPIENT}`,
    });
    const pdf = mail.attachments.find((file) => file.mimeType === 'application/pdf');
    expect(pdf, 'the voucher PDF').toBeDefined();
    const text = layoutText(pdf!.content);
    expect(text).toContain(RECIPIENT);
    expect(text).toMatch(/50,00\s€/);
    const printed = text.match(/\b[A-Z2-9]{4}-?[A-Z2-9]{4}-?[A-Z2-9]{4}-?[A-Z2-9]{4}\b/);
    expect(printed, 'a code in the PDF').not.toBeNull();
    // The file's name gives away only the code's last group.
    expect(pdf!.filename).toBe(`darcekova-poukazka-${printed![0].slice(-4)}.pdf`);
    journey.code = formatVoucherCode(printed![0]);
  });

  it("the voucher's link (its QR code) fills the code in; a cheap print is paid whole, nothing to transfer", async () => {
    await asCustomer(PHONE, async (page) => {
      await page.goto(`${shop.server.url}/?poukazka=${journey.code}`);
      await page
        .getByText(`Poukážka ••••-${journey.code.slice(-4)} bude uplatnená pri objednávke.`)
        .waitFor();
      expect(new URL(page.url()).search).toBe('');
      await toSummary(page, true);
      await orderAsPickUp(page, 'eva.mala@example.sk');
      const codes = page.getByTestId('voucher-codes');
      const spend = codes.getByText(/^Odpočíta sa /);
      await spend.waitFor();
      const spentCents = cents((await spend.textContent())!.match(/sa ([^,]+,\d\d)/)![1]!);
      expect(spentCents).toBeGreaterThan(0);
      expect(spentCents).toBeLessThan(journey.balanceCents);
      expect(await spend.textContent()).toBe(
        `Odpočíta sa ${euros(spentCents)}, na poukážke zostane ${euros(journey.balanceCents - spentCents)}`,
      );
      expect(await page.getByTestId('voucher-totals').textContent()).toContain(
        `Zostáva zaplatiť${euros(0)}`,
      );
      await inMiddle(codes);
      await expectNoSidewaysScroll(page);
      await keep(page, 'code-phone', false);

      await nextButton(page).click();
      await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
      await page.getByText('Nie je potrebné nič uhrádzať.', { exact: false }).waitFor();
      expect(
        await page.getByRole('img', { name: 'QR kód PAY by square na úhradu objednávky' }).count(),
      ).toBe(0);
      await keep(page, 'paid-phone');
      const order = await newestOrder();
      expect(order).toMatchObject({ status: 'ZAPLATENA', amountDue: 0 });
      expect(order.vouchers).toEqual([
        { code: `••••-••••-••••-${journey.code.slice(-4)}`, amount: spentCents / 100 },
      ]);
      journey.balanceCents -= spentCents;
    });
  });

  it('typed into a dearer piece it pays the rest, and a wrong code is refused in Slovak', async () => {
    await asCustomer(DESK, async (page) => {
      await page.goto(`${shop.server.url}/darcekova-poukazka`);
      await page.getByRole('radio', { name: '50 €' }).click();
      await page.getByLabel('Meno obdarovaného').fill(RECIPIENT);
      await page.getByLabel('Venovanie').fill('Všetko najlepšie k narodeninám!');
      await keep(page, 'page-desk');

      await page.goto(`${shop.server.url}/`);
      await toSummary(page, false);
      await orderAsPickUp(page, 'eva.mala@example.sk');
      const field = page.getByLabel('Kód darčekovej poukážky');
      const apply = page.getByRole('button', { name: 'Uplatniť kód poukážky' });

      // A code of the right form that the shop never issued: the server's sentence.
      await field.fill(
        formatVoucherCode(newVoucherCode((n) => new Uint8Array(n).fill(42))).toLowerCase(),
      );
      await apply.click();
      await page
        .getByRole('alert')
        .filter({
          hasText:
            'Darčeková poukážka s týmto kódom neexistuje. Skontrolujte, či ste kód opísali presne.',
        })
        .waitFor();
      // One character mistyped: told at once, before any lookup.
      const last = journey.code.at(-1) === 'A' ? 'B' : 'A';
      await field.fill(`${journey.code.slice(0, -1)}${last}`);
      await apply.click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Kód poukážky nemá správny tvar. Skontrolujte ho, prosím.' })
        .waitFor();
      await keep(page, 'refused-desk', false);

      await field.fill(journey.code.replaceAll('-', ' ').toLowerCase());
      await apply.click();
      const spend = page.getByTestId('voucher-codes').getByText(/^Odpočíta sa /);
      await spend.waitFor();
      expect(await spend.textContent()).toBe(
        `Odpočíta sa ${euros(journey.balanceCents)}, na poukážke zostane ${euros(0)}`,
      );
      const totals = page.getByTestId('voucher-totals');
      const due = cents(await totals.locator('dd').nth(1).textContent());
      expect(due).toBeGreaterThan(0);
      await inMiddle(page.getByTestId('voucher-codes'));
      await keep(page, 'code-desk', false);

      await nextButton(page).click();
      await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
      await page.getByRole('img', { name: 'QR kód PAY by square na úhradu objednávky' }).waitFor();
      await page.getByText(euros(due)).first().waitFor();
      const order = await newestOrder();
      expect(order.amountDue).toBe(due / 100);
      expect(order.vouchers).toEqual([
        { code: `••••-••••-••••-${journey.code.slice(-4)}`, amount: journey.balanceCents / 100 },
      ]);
      journey.lastSpentCents = journey.balanceCents;
      journey.balanceCents = 0;
    });
  });

  it('the owner finds it by its last four characters, with two uses and nothing left', async () => {
    const browser = await openBrowser({ ...DESK });
    try {
      const page = await browser.newPage();
      const problems = watchConsole(page);
      await signIn(page, shop.server.url, 'admin');
      await page.goto(`${shop.server.url}/admin/gift-vouchers`);
      await page.getByLabel('Hľadať podľa kódu alebo e-mailu').fill(journey.code.slice(-4));
      const masked = `••••-••••-••••-${journey.code.slice(-4)}`;
      const row = page.getByRole('row').filter({ hasText: masked });
      await row.waitFor();
      await page.getByText('Spolu 1 poukážka').waitFor();
      expect(await row.textContent()).toContain(euros(0));
      await keep(page, 'admin-list-desk');
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await keep(page, 'admin-list-phone');
      await page.setViewportSize(DESK);

      await row.getByRole('link', { name: masked }).click();
      await page.getByRole('heading', { name: `Darčeková poukážka ${masked}` }).waitFor();
      const uses = page.getByRole('table', { name: 'Použitia' });
      await expect
        .poll(() => uses.getByRole('row').filter({ hasText: 'Použitie' }).count())
        .toBe(2);
      await keep(page, 'admin-detail-desk');
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      // Each use's amount is in sight on a phone, not behind the table's own scroll.
      const lastUse = uses.getByRole('cell', { name: `−${euros(journey.lastSpentCents)}` });
      const box = (await lastUse.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await keep(page, 'admin-detail-phone');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
