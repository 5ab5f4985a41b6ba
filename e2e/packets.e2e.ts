import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPacketaReceiver,
  type PacketaReceiver,
} from '../apps/server/test/areas/packets/packeta-receiver.ts';
import { apiAs, expectStatus, makePlainPrint, type Api } from './support/api.ts';
import { openBrowser, type TestBrowser } from './support/browser.ts';
import { waitForMail } from './support/mails.ts';
import { ROOT } from './support/paths.ts';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signedInPage, signIn } from './support/sign-in.ts';

/**
 * The owner's packets on the built server with Packeta's API on loopback: two courier orders of
 * a signed-in customer are dispatched, their packets are created and mailed with the tracking
 * link; the owner prints one label from the order and both at once from the filtered list; the
 * customer sees the packet in 'Moje objednávky' on a phone.
 */
let packeta: PacketaReceiver;
let server: RunningServer;
let desk: TestBrowser;
let phone: TestBrowser;
let admin: Api;
const orders: { id: number; variableSymbol: string; email: string }[] = [];
let refused: { id: number; variableSymbol: string };
const SHOTS = join(ROOT, 'docs/screenshots/issue-34');

/** A screenshot of `page`, kept with the screenshots too. */
const keep = async (page: Page, name: string) => {
  const path = await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, join(SHOTS, `${name}.png`));
};

const packetOf = async (id: number) =>
  expectStatus(
    await admin.get<{ packet: { state: string; barcode: string | null } | null }>(
      `/api/orders/${id}/packet`,
    ),
    200,
    'packet',
  ).packet;

const waitForCall = async (method: string) => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const call = packeta.calls.find((c) => c.method === method);
    if (call) return call;
    if (Date.now() > deadline) throw new Error(`Packeta got no ${method}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Clicks `button` (on `page`, or in `within`), which prints labels in a new tab; returns Packeta's
 * `method` call for them.
 */
const printLabels = async (
  page: Page,
  button: string,
  method: string,
  within: Page | Locator = page,
) => {
  const tab = page.context().waitForEvent('page');
  await within.getByRole('button', { name: button }).click();
  await tab;
  return waitForCall(method);
};

beforeAll(async () => {
  packeta = await startPacketaReceiver();
  server = await startServer({
    profile: 'dev',
    env: { PACKETA_API_URL: packeta.url, PACKETA_HOME_CARRIER_ID: '131' },
  });
  desk = await openBrowser({ width: 1280, height: 800 });
  phone = await openBrowser({ width: 390, height: 844 }, { touch: true });
  admin = await apiAs(server.url, 'admin');
  const customer = await apiAs(server.url, 'user');
  for (const [i, name] of ['Jana Nováková', 'Peter Horváth'].entries()) {
    const { product } = await makePlainPrint(customer, `Dovolenka-${i}.jpg`);
    orders.push(
      expectStatus(
        await customer.post<{ id: number; variableSymbol: string; email: string }>('/api/orders', {
          email: `zasielka${i}@example.sk`,
          phone: '+421 900 000 000',
          handoverMethod: 'KURIER',
          deliveryName: name,
          deliveryStreet: 'Hlavná 12',
          deliveryCity: 'Košice',
          deliveryPostcode: '040 01',
          craftedProduct: { id: product.id },
        }),
        201,
        'order',
      ),
    );
  }
  // A third order whose point Packeta does not know: its packet is refused.
  const { product } = await makePlainPrint(customer, 'Chata.jpg');
  refused = expectStatus(
    await customer.post<{ id: number; variableSymbol: string }>('/api/orders', {
      email: 'odmietnuta@example.sk',
      handoverMethod: 'KURIER',
      deliveryName: 'Eva Malá',
      deliveryStreet: 'Dlhá 3',
      deliveryCity: 'Žilina',
      deliveryPostcode: '010 01',
      craftedProduct: { id: product.id },
    }),
    201,
    'refused order',
  );
  packeta.scripts.set(refused.variableSymbol, ['refuse']);
  for (const order of [...orders, refused]) {
    for (const status of ['ZAPLATENA', 'VO_VYROBE', 'ODOSLANA']) {
      expectStatus(await admin.post(`/api/orders/${order.id}/status`, { status }), 200, status);
    }
  }
}, 240_000);

afterAll(async () => {
  await desk?.close();
  await phone?.close();
  await server?.stop();
  await packeta?.close();
});

describe("the owner's packets", () => {
  it('marking the orders Odoslaná creates one packet each and mails its tracking link', async () => {
    for (const order of orders) {
      const deadline = Date.now() + 20_000;
      let packet = await packetOf(order.id);
      while (packet?.state !== 'CREATED' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        packet = await packetOf(order.id);
      }
      expect(packet?.state).toBe('CREATED');
      expect(packeta.createsOf(order.variableSymbol)).toHaveLength(1);
      const mail = await waitForMail(server.dataDir, { to: order.email, subject: 'Odoslaná' });
      expect(mail.text).toContain(`https://tracking.packeta.com/sk/?id=${packet!.barcode}`);
    }
  });

  it("the order's packet panel prints its label", async () => {
    const { page, problems } = await signedInPage(desk, server.url, 'admin');
    await page.goto(`${server.url}/entity/order/${orders[0]!.id}`);
    const panel = page.getByRole('region', { name: 'Zásielka Packeta' });
    await panel.getByText('Vytvorená').waitFor();
    await panel.getByRole('link', { name: 'Sledovať zásielku' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await keep(page, 'backoffice-order-packet');
    const call = await printLabels(page, 'Vytlačiť štítok A6', 'packetLabelPdf', panel);
    expect(call.body.format).toBe('A6 on A6');
    expect(problems).toEqual([]);
  });

  it("a refused packet shows Packeta's reason and the owner's way on", async () => {
    const { page } = await signedInPage(desk, server.url, 'admin');
    await page.goto(`${server.url}/entity/order/${refused.id}`);
    const panel = page.getByRole('region', { name: 'Zásielka Packeta' });
    await panel.getByText('Odmietnutá').waitFor();
    await panel.getByText(/Packeta odmietla údaje zásielky: addressId/).waitFor();
    await panel.getByRole('button', { name: 'Vytvoriť znova' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await keep(page, 'backoffice-order-packet-refused');
  });

  it("the list filters Packeta's orders and prints both labels on A4", async () => {
    const { page } = await signedInPage(desk, server.url, 'admin');
    await page.goto(
      `${server.url}/entity/order?page=1&sort=id,desc&handoverMethod.equals=KURIER&packetState=CREATED`,
    );
    for (const order of orders) {
      await page
        .getByRole('checkbox', { name: `Vybrať objednávku ${order.variableSymbol}` })
        .check();
    }
    await page.getByText('Vybrané: 2').waitFor();
    await keep(page, 'backoffice-orders-packets');
    const call = await printLabels(page, 'Štítky vybraných A4', 'packetsLabelsPdf');
    expect(call.body.format).toBe('A6 on A4');
    expect([].concat((call.body.packetIds as { id: never }).id)).toHaveLength(2);
  });

  it("the customer sees the packet and its tracking link in 'Moje objednávky' on a phone", async () => {
    const page = await phone.newPage();
    await signIn(page, server.url, 'user');
    await page.goto(`${server.url}/account/orders`);
    await page.getByRole('link', { name: 'Sledovať zásielku' }).first().waitFor();
    const card = page.getByRole('article').first();
    await card.getByText('Zásielka Packeta:').scrollIntoViewIfNeeded();
    await keep(page, 'my-orders-packet-phone');
  });
});
