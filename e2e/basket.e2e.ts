import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, placeOrder } from './support/api.ts';
import { openBrowser, watchConsole } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { landscapeJpeg } from './support/photos.ts';
import { screenshot, SCREENSHOTS } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/sign-in.ts';
import {
  expectNoSidewaysScroll,
  navBar,
  nextButton,
  settled,
  uploadPhoto,
  watchFailedResponses,
  withoutResourceMisses,
  fillAddress,
  cleanlyOnPhone,
} from './support/wizard.ts';
import { useBrowser } from './support/dev-shop.ts';

// Two photos, two products, one basket, one order, one QR for the total; the admin
// sees both lines; a past order comes back into the basket.

/** The closing note's pictures, kept with the docs. */
const DOCS = join(ROOT, 'docs/screenshots/issue-18');

let server: RunningServer;
let photos: Buffer[];

beforeAll(async () => {
  [server, ...photos] = await Promise.all([
    startServer({ profile: 'dev' }),
    landscapeJpeg(4200, 2800),
    landscapeJpeg(3600, 2400),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

interface OrderJson {
  id: number;
  variableSymbol: string;
  postage: number;
  totalAmount: number;
  handoverMethod: string;
  items: { id: number; position: number; price: number; copies: number }[];
}

const euros = (cents: number) =>
  `${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+,)/g, '\u00a0')}\u00a0€`;
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** Waits until the header's 'Košík' names that many items ('Košík, 2 položky'). */
const basketShows = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).waitFor();

/** Step 3 of a fresh upload: a product (the default one) or a plain print; into the basket. */
const addPhoto = async (page: Page, photo: Buffer, name: string, plain: boolean, shot?: string) => {
  await uploadPhoto(page, photo, name);
  await page
    .getByRole('button', { name: plain ? 'Vytlačiť fotografiu' : 'Vybrať produkt' })
    .click();
  await page
    .getByRole('heading', { name: plain ? 'Tlač fotografie' : 'Vyberte si produkt', level: 1 })
    .waitFor();
  await settled(page);
  await nextButton(page).click();
  await page.getByRole('heading', { name: 'Súhrn objednávky', level: 1 }).waitFor();
  if (shot) await screenshot(page, `${shot}-summary`);
  await navBar(page).getByRole('button', { name: 'Pridať do košíka' }).click();
  const added = page.getByRole('dialog', { name: 'Pridané do košíka' });
  await added.waitFor();
  if (shot) await screenshot(page, `${shot}-added`);
  return added;
};

/** The customer's journey; returns the order placed from the basket. */
const basketJourney = async (page: Page, shot: string, phone: boolean): Promise<OrderJson> => {
  await page.goto(`${server.url}/`);
  await basketShows(page, 'Košík, 0 položiek');

  let added = await addPhoto(page, photos[0]!, 'tatry.jpg', false, shot);
  await added.getByRole('button', { name: 'Ďalšia fotografia' }).click();
  await page.getByRole('button', { name: 'Vybrať fotografiu' }).waitFor();
  await basketShows(page, 'Košík, 1 položka');

  added = await addPhoto(page, photos[1]!, 'more.jpg', true);
  await added.getByRole('link', { name: 'Prejsť do košíka' }).click();
  await page.getByRole('heading', { name: 'Košík', level: 1 }).waitFor();
  await basketShows(page, 'Košík, 2 položky');
  const lines = page.getByTestId('basket-line');
  await expect.poll(() => lines.count()).toBe(2);

  // Two copies of the print: the server reprices the line and the totals.
  const second = page.getByRole('article', { name: /^Položka 2:/ });
  const onePrint = cents(await second.getByTestId('line-price').textContent());
  await second.getByRole('button', { name: 'O kus viac' }).click();
  await expect
    .poll(async () => cents(await second.getByTestId('line-price').textContent()))
    .toBe(2 * onePrint);
  expect(await second.getByRole('textbox', { name: 'Počet kusov' }).inputValue()).toBe('2');

  // The basket lives on the server: a reload shows it as it was.
  await page.reload();
  await page.getByRole('article', { name: /^Položka 2:/ }).waitFor();
  expect(await lines.count()).toBe(2);
  const linePrices = await page.getByTestId('line-price').allTextContents();
  const itemsCents = linePrices.map(cents).reduce((a, b) => a + b, 0);
  const totals = page.getByTestId('basket-totals');
  expect(await totals.textContent()).toContain(`Produkty spolu${euros(itemsCents)}`);

  if (!phone) {
    // 'Upraviť' opens that very piece in the wizard; back in the basket nothing was added.
    await page
      .getByRole('article', { name: /^Položka 1:/ })
      .getByRole('button', { name: /^Upraviť/ })
      .click();
    await page.getByRole('heading', { name: 'Vyberte si produkt', level: 1 }).waitFor();
    await settled(page);
    await page.getByRole('link', { name: 'Košík, 2 položky', exact: true }).click();
    await page.getByRole('article', { name: /^Položka 2:/ }).waitFor();
    expect(await lines.count()).toBe(2);
    expect(await totals.textContent()).toContain(`Produkty spolu${euros(itemsCents)}`);
  }
  await page.getByLabel('E-mail').fill('jana.novakova@example.sk');
  await page.getByRole('radio', { name: 'Doručenie kuriérom' }).check();
  await fillAddress(page);
  await page.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }).check();
  const postageText = (await totals.locator('dd').nth(1).textContent()) ?? '';
  expect(cents(postageText)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await screenshot(page, shot, true);
  if (phone) {
    await expectNoSidewaysScroll(page);
    // As a phone shows them: the lines at the top, then the totals above the order button.
    await screenshot(page, `${shot}-lines`);
    await page.getByRole('region', { name: 'Spolu' }).scrollIntoViewIfNeeded();
    await screenshot(page, `${shot}-order`);
  }

  await page.getByRole('button', { name: 'Odoslať objednávku' }).click();
  await page.getByRole('heading', { name: 'Ďakujeme za objednávku!' }).waitFor();
  const qr = page.getByRole('img', { name: 'QR kód PAY by square na úhradu objednávky' });
  await qr.waitFor();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const ordered = page.getByRole('list', { name: 'Objednané produkty' });
  expect(await ordered.getByRole('listitem').count()).toBe(2);
  await basketShows(page, 'Košík, 0 položiek');
  if (phone) await expectNoSidewaysScroll(page);
  await screenshot(page, `${shot}-thank-you`, true);

  // The thank-you's address names the order by the number its customer knows, not its row.
  const number = new URL(page.url()).searchParams.get('objednavka');
  const found = await page.request.post(`${server.url}/api/orders/lookup`, {
    data: { orderNumber: number },
  });
  const orderId = ((await found.json()) as { id: number }).id;
  // One order of both lines; the total and the QR's amount are the lines plus postage once.
  const order = (await (
    await page.request.get(`${server.url}/api/orders/${orderId}`)
  ).json()) as OrderJson;
  expect(order.variableSymbol).toBe(number);
  expect(order.items).toHaveLength(2);
  expect(order.handoverMethod).toBe('KURIER');
  const lineCents = order.items.map((i) => Math.round(i.price * 100));
  expect(lineCents.reduce((a, b) => a + b, 0)).toBe(itemsCents);
  expect(Math.round(order.postage * 100)).toBe(cents(postageText));
  expect(Math.round(order.totalAmount * 100)).toBe(itemsCents + cents(postageText));
  const payment = (await (
    await page.request.get(`${server.url}/api/orders/${orderId}/payment`)
  ).json()) as { amount: number | string };
  expect(Math.round(Number(payment.amount) * 100)).toBe(itemsCents + cents(postageText));
  expect(await page.getByText(euros(itemsCents + cents(postageText))).count()).toBeGreaterThan(0);
  return order;
};

describe('the basket on a desktop', () => {
  const browser = useBrowser({ width: 1280, height: 900 });

  it('two photos, two products, the basket, one order with the QR for the total; the admin sees both lines', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const failed = watchFailedResponses(page);
    const order = await basketJourney(page, 'basket-desktop', false);
    expect(failed).toEqual([]);
    expect(withoutResourceMisses(problems)).toEqual([]);
    await page.close();

    // The back-office order lists both lines, each with its own print file and job ticket.
    const admin = await apiAs(server.url, 'admin');
    for (const line of order.items) {
      const file = await admin.get(`/api/orders/${order.id}/items/${line.id}/print-file`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('image/jpeg');
    }
    const office = await openBrowser({ width: 1400, height: 1000 });
    try {
      const desk = await office.newPage();
      await signIn(desk, server.url, 'admin');
      await desk.goto(`${server.url}/entity/order/${order.id}`);
      const section = desk.getByRole('region', { name: 'Položky objednávky' });
      await section.waitFor();
      expect(await section.getByRole('article').count()).toBe(2);
      await section.getByRole('img').nth(1).waitFor();
      expect(
        await section.getByRole('button', { name: 'Tlačový súbor (JPEG) položky 2' }).count(),
      ).toBe(1);
      mkdirSync(DOCS, { recursive: true });
      copyFileSync(
        await screenshot(desk, 'basket-backoffice-order'),
        join(DOCS, 'backoffice-order-two-lines.png'),
      );
    } finally {
      await office.close();
    }
  });

  it("'Objednať znova' from Moje objednávky puts a past order's lines into the basket", async () => {
    const { product } = await placeOrder(await apiAs(server.url, 'user'));
    // A browser of its own: this visitor's basket, merged at sign-in, is empty.
    const own = await openBrowser();
    const page = await own.newPage();
    await signIn(page, server.url, 'user');
    await page.goto(`${server.url}/account/orders`);
    // The order number is its (first) crafted product's id.
    const card = page.getByRole('article', { name: `Objednávka č. ${product.id}` });
    await card.waitFor();
    await basketShows(page, 'Košík, 0 položiek');
    await card.getByRole('button', { name: 'Objednať znova' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produkty objednávky sú v košíku' });
    await dialog.waitFor();
    // Today's prices are the ordered ones: the dialog says so instead of listing changes.
    await dialog.getByText('Produkty sú v košíku za rovnaké ceny ako v objednávke.').waitFor();
    await screenshot(page, 'basket-reorder');
    await dialog.getByRole('link', { name: 'Prejsť do košíka' }).click();
    await page.getByRole('heading', { name: 'Košík', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('basket-line').count()).toBe(1);
    await basketShows(page, 'Košík, 1 položka');
    await own.close();
  });
});

describe('the basket on a phone', () => {
  it('the same journey at 390 px by touch, never scrolling sideways', async () => {
    await cleanlyOnPhone(async (page) => {
      await basketJourney(page, 'basket-phone', true);
      mkdirSync(DOCS, { recursive: true });
      for (const name of ['basket-phone-lines', 'basket-phone-order'])
        copyFileSync(join(SCREENSHOTS, `${name}.png`), join(DOCS, `${name}.png`));
    });
  });
});
