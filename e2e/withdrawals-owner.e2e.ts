import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camt053 } from '../apps/server/test/areas/payments/camt053-fixture.ts';
import { painSchemaCheck } from '../apps/server/test/areas/withdrawals/owner-withdrawal-helpers.ts';
import { apiAs, expectStatus, paperOf, type Api } from './support/api.ts';
import { openBrowser, type TestBrowser } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signedInPage } from './support/sign-in.ts';

/**
 * The owner's side of withdrawals on the built server: two paid orders of edition pieces, one
 * paid from a known account and withdrawn in part and received, one paid without an account
 * and withdrawn whole; the back office's withdrawals, the order's and the refunds, with the
 * SEPA file the bank review offers.
 */
let server: RunningServer;
let browser: TestBrowser;
let admin: Api;
const orders: { id: number; variableSymbol: string; email: string; totalAmount: number }[] = [];
const PAYER_IBAN = 'SK6807200002891987426353';
const SHOTS = join(ROOT, 'docs/screenshots/issue-32');

const keep = (path: string, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, join(SHOTS, `${name}.png`));
};

/**
 * The customer withdraws through the withdrawal function, as its page sends it: the order's
 * number and e-mail, no sign-in. Its two calls stay far below the function's limit per address
 * (30 a minute), though both come from this machine.
 */
const withdraw = async (
  order: { variableSymbol: string; email: string },
  lines: number[],
  reason?: string,
): Promise<number> => {
  const res = await fetch(`${server.url}/api/withdrawals`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderNumber: order.variableSymbol, email: order.email, lines, reason }),
  });
  const body = (await res.json()) as { id: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id;
};

beforeAll(async () => {
  server = await startServer({ profile: 'dev' });
  browser = await openBrowser({ width: 1400, height: 900 });
  admin = await apiAs(server.url, 'admin');
  const paper = await paperOf(admin);
  const [edition] = expectStatus(
    await admin.get<{ id: number }[]>(
      '/api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true&size=1',
    ),
    200,
    'editions',
  );
  const piece = async (width: number, height: number) =>
    expectStatus(
      await admin.post<{ id: number }>('/api/crafted-products', {
        productEnum: 'PLAINPHOTO',
        internalImage: { id: edition.id },
        printMedia: { id: paper },
        photoOnlyWidth: width,
        photoOnlyHeight: height,
        copies: 1,
      }),
      201,
      'piece',
    ).id;
  const pieces = [await piece(30, 20), await piece(60, 40), await piece(40, 30)];
  const place = async (items: number[]) => {
    const order = expectStatus(
      await admin.post<(typeof orders)[number]>('/api/orders', {
        email: 'jana.novakova@example.sk',
        handoverMethod: 'KURIER',
        deliveryName: 'Jana Nováková',
        deliveryStreet: 'Hlavná 1',
        deliveryCity: 'Košice',
        deliveryPostcode: '040 01',
        items: items.map((id) => ({ craftedProduct: { id } })),
      }),
      201,
      'order',
    );
    orders.push(order);
    return order;
  };
  const first = await place([pieces[0], pieces[1]]);
  const second = await place([pieces[2]]);
  const token = (await (
    await fetch(`${server.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    })
  ).json()) as { id_token: string };
  const statement = await fetch(`${server.url}/api/bank-statements`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.id_token}`, 'Content-Type': 'application/xml' },
    body: camt053({
      id: 'E2E-WITHDRAWALS',
      entries: [
        {
          direction: 'CRDT',
          bookingDate: '2026-11-20',
          transactions: [
            {
              amount: Number(first.totalAmount).toFixed(2),
              ref: 'E2E-1',
              endToEndId: `/VS${first.variableSymbol}`,
              party: 'Jana Nováková',
              partyIban: PAYER_IBAN,
            },
            {
              amount: Number(second.totalAmount).toFixed(2),
              ref: 'E2E-2',
              endToEndId: `/VS${second.variableSymbol}`,
              party: 'Jana Nováková',
            },
          ],
        },
      ],
    }),
  });
  expect(statement.status).toBe(201);
  for (const order of [first, second]) {
    for (const status of ['VO_VYROBE', 'ODOSLANA', 'VYBAVENA']) {
      expectStatus(await admin.post(`/api/orders/${order.id}/status`, { status }), 200, status);
    }
  }
  const partial = await withdraw(first, [pieces[1]], 'Nehodí sa do interiéru');
  expectStatus(await admin.post(`/api/withdrawals/${partial}/received`, {}), 200, 'received');
  await withdraw(second, [pieces[2]]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the owner's side of withdrawals", () => {
  it('lists the withdrawals and confirms the goods back, asking for an unknown account', async () => {
    const { page } = await signedInPage(browser, server.url, 'admin');
    await page.goto(`${server.url}/admin/withdrawals`);
    await page.getByRole('table', { name: 'Odstúpenia od zmluvy' }).waitFor();
    await page
      .getByText(/DB\d{10}/)
      .first()
      .waitFor();
    keep(await screenshot(page, 'withdrawals-list'), 'withdrawals-list');
    await page.getByRole('button', { name: 'Tovar prijatý' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'IBAN zákazníka na vrátenie peňazí' })
      .fill('SK31 1200 0000 1987 4263 7541');
    keep(await screenshot(page, 'withdrawal-received-dialog'), 'withdrawal-received-dialog');
    await dialog.getByRole('button', { name: 'Potvrdiť prijatie tovaru' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(/DB\d{10}/).count()).toBe(2);
  });

  it("shows the order's withdrawals on its detail", async () => {
    const { page } = await signedInPage(browser, server.url, 'admin');
    await page.goto(`${server.url}/entity/order/${orders[0].id}`);
    const section = page.getByRole('region', { name: 'Odstúpenia od zmluvy' });
    await section.getByText('Tovar prijatý späť').waitFor();
    await section.scrollIntoViewIfNeeded();
    keep(await screenshot(page, 'order-withdrawals'), 'order-withdrawals');
  });

  it('lists the refunds with their accounts, and the SEPA file passes the schema', async () => {
    const { page } = await signedInPage(browser, server.url, 'admin');
    await page.goto(`${server.url}/admin/bank-review`);
    const refunds = page.getByRole('table', { name: 'Vratky zákazníkom' });
    await refunds.getByText(PAYER_IBAN, { exact: false }).waitFor();
    await refunds.scrollIntoViewIfNeeded();
    keep(await screenshot(page, 'bank-review-refunds', true), 'bank-review-refunds');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stiahnuť platobný príkaz (SEPA XML)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vratky-.+\.xml$/);
    const xml = readFileSync((await file.path())!, 'utf8');
    expect((await painSchemaCheck(xml)).errors).toEqual([]);
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    // Each refund of the file is marked, and the file waits for the owner's confirmation.
    await refunds
      .getByText(/Exportované/)
      .first()
      .waitFor();
    expect(await refunds.getByText(/Exportované/).count()).toBe(2);
    await page
      .getByRole('table', { name: 'Exportované platobné príkazy' })
      .getByRole('button', { name: 'Potvrdiť odoslanie do banky' })
      .waitFor();
    keep(await screenshot(page, 'bank-review-exported', true), 'bank-review-exported');
  });
});
