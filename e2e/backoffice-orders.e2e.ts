import { join } from 'node:path';
import { formatEur, roundHalfUpToCents, slovakDateTime } from '@fotoobraz/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, placeOrder, type Api } from './support/api.ts';
import { backofficeForFile } from './support/backoffice.ts';
import { ROOT } from './support/paths.ts';
import { keepScreenshot, screenshot } from './support/screenshots.ts';
import { signedInPage } from './support/sign-in.ts';

/**
 * Orders as a customer places them (through the API, as the wizard does), then in the
 * back-office: the list's previews, the detail's summary and breakdown, the workflow and the
 * documents; what a plain user may and may not see; user management.
 */

const bo = backofficeForFile();

/** The screenshots kept with the documentation. */
const kept = (name: string) => join(ROOT, 'docs/screenshots/issue-33', name);
let customer: Api;
let mine: Awaited<ReturnType<typeof placeOrder>>;
let someoneElses: Awaited<ReturnType<typeof placeOrder>>;

beforeAll(async () => {
  customer = await apiAs(bo.server.url, 'user');
  mine = await placeOrder(customer);
  someoneElses = await placeOrder(bo.admin, 'Objednávka iného zákazníka');
});

/** A tab signed in as `login`, opened at `path` when one is given. */
const signedIn = async (login: string, path?: string) => {
  const tab = await signedInPage(bo.browser, bo.server.url, login);
  if (path) await tab.page.goto(`${bo.server.url}${path}`);
  return tab;
};

/** The value cell beside a label in a two-column table. */
const cellOf = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

describe('orders in the back-office, as admin', () => {
  it("the list: the spec's columns, the crafted product's preview with type and size, opening it", async () => {
    const { page, problems } = await signedIn('admin', '/entity/order?page=1&sort=id,asc');
    const table = page.getByRole('table', { name: 'Objednávky' });
    await table.locator('tbody tr').first().waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Výber',
      'Číslo objednávky',
      'Dátum objednávky',
      'Zákazník',
      'Spolu na úhradu',
      'Stav',
      'Odovzdanie a zásielka',
      'E-mail',
      'Telefón',
      'Poznámka zákazníka',
      'Poznámka strojníka',
      'Dátum expedície',
      'Náhľad',
      'Vyrobený produkt',
      'Akcie',
    ]);
    const row = table
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/entity/order/${mine.order.id}"]`) });
    await row.getByText('Potvrdená').waitFor();
    // The date the Slovak way (7. 12. 2026 09:05), never the spec's 07/12/26.
    const placed = (await bo.admin.get<{ orderDate: string }>(`/api/orders/${mine.order.id}`)).body
      .orderDate;
    expect(slovakDateTime(placed)).toMatch(/^\d{1,2}\.\u00a0\d{1,2}\.\u00a020\d\d \d\d:\d\d$/);
    await row.getByText(slovakDateTime(placed), { exact: true }).waitFor();
    expect(await row.textContent()).not.toMatch(/\d\d\/\d\d\/\d\d/);
    const preview = row.getByRole('img', { name: `Náhľad produktu ${mine.product.id}` });
    await preview.waitFor();
    const height = (await preview.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(30);
    expect(height).toBeLessThanOrEqual(120);
    await row.getByText(/^image\/jpeg, \d+(,\d)?\skB$/).waitFor();
    expect(
      await row.locator(`a[href="/entity/crafted-product/${mine.product.id}"]`).textContent(),
    ).toBe(String(mine.product.id));

    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: /^Otvoriť súbor: Náhľad produktu/ }).click();
    // The tab opens blank inside the click and is sent to the file once its bytes arrive.
    const opened = await popup;
    await opened.waitForURL(/^blob:/);
    await opened.close();

    await screenshot(page, 'backoffice-list-orders');

    // Found by the number the customer quotes, typed and applied with Enter.
    await page.getByLabel('Číslo objednávky, e-mail alebo meno').fill(String(mine.product.id));
    await page.keyboard.press('Enter');
    await page.waitForURL(/filter=/);
    await row.getByText('jana.novakova@example.sk').first().waitFor();
    expect(await row.getByRole('link', { name: String(mine.product.id) }).count()).toBeGreaterThan(
      0,
    );
    await page.setViewportSize({ width: 1366, height: 768 });
    // The opening of the preview above scrolled the wide table sideways: back to its start.
    await page.locator('.MuiTableContainer-root').evaluate((el) => el.scrollTo({ left: 0 }));
    await page.screenshot({ path: kept('backoffice-orders-search.png') });
    await keepScreenshot(page, 'issue-49', 'backoffice-orders-slovak-dates-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: kept('backoffice-orders-search-phone.png') });
    await keepScreenshot(page, 'issue-49', 'backoffice-orders-slovak-dates-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${bo.server.url}/entity/order?page=1&sort=id,asc`);
    await table.locator('tbody tr').first().waitFor();

    // The preview column sorts by the crafted product; the product's own column does not.
    expect(await table.getByRole('link', { name: 'Vyrobený produkt' }).count()).toBe(0);
    await table.getByRole('link', { name: 'Náhľad' }).click();
    await page.waitForURL(`${bo.server.url}/entity/order?page=1&sort=craftedProduct,asc`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the detail: summary, preview, breakdown from text2, links, every field, history', async () => {
    const { page, problems } = await signedIn('admin');
    const product = (
      await bo.admin.get<Record<string, unknown>>(`/api/crafted-products/${mine.product.id}`)
    ).body;
    await page.goto(`${bo.server.url}/entity/order/${mine.order.id}`);
    // Titled by the number the customer knows (the variable symbol), not by the row's id.
    await page.getByRole('heading', { name: `Objednávka č. ${mine.product.id}` }).waitFor();

    const summary = 'Zhrnutie objednávky';
    await cellOf(page, summary, 'Číslo objednávky').getByText(String(mine.product.id)).waitFor();
    expect(await cellOf(page, summary, 'Produkt').textContent()).toBe(product.text3);
    expect(await cellOf(page, summary, 'Rozmer').textContent()).toBe('30 x 20 cm');
    expect(await cellOf(page, summary, 'Cena').textContent()).toBe(
      `${formatEur(roundHalfUpToCents(product.price as number))} + poštovné`,
    );
    await page.getByRole('img', { name: `Náhľad produktu ${mine.product.id}` }).waitFor();

    const breakdown = page.getByRole('table', { name: 'Rozpis ceny' });
    const lines = String(product.text2)
      .split('\n')
      .map((line) => line.split(';'));
    const shown = await breakdown.getByRole('row').evaluateAll((rows) =>
      // Each line's name is its row header (th), its detail and amount are cells (td).
      rows.map((r) => Array.from(r.querySelectorAll('th, td'), (cell) => cell.textContent)),
    );
    expect(shown).toEqual(lines);

    expect(
      await page
        .getByRole('link', { name: `Vyrobený produkt ${mine.product.id}` })
        .getAttribute('href'),
    ).toBe(`/entity/crafted-product/${mine.product.id}`);
    expect(
      await page
        .getByRole('link', { name: `Originál fotografie ${mine.photo.fullfotoid}` })
        .getAttribute('href'),
    ).toBe(`/entity/full-photo/${mine.photo.fullfotoid}`);

    const fields = 'Objednávka';
    expect(await cellOf(page, fields, 'Stav').textContent()).toBe('Potvrdená');
    expect(await cellOf(page, fields, 'Poznámka zákazníka').textContent()).toBe(
      'Prosím zabaliť ako darček.',
    );
    expect(await cellOf(page, fields, 'Spôsob odovzdania').textContent()).toBe(
      'Osobný odber po dohode',
    );
    // What was ordered is shown per line, not among the fields; the session token not at all.
    const ordered = page.getByRole('region', { name: 'Objednané' });
    expect(await ordered.locator('dt').allTextContents()).toContain('Tlačové médium');
    expect(await ordered.textContent()).not.toContain('{');
    expect(await cellOf(page, fields, 'Návštevník (sid)').count()).toBe(0);
    expect(await cellOf(page, fields, 'Číslo zálohovej faktúry').textContent()).toMatch(/\S/);
    expect(await cellOf(page, fields, 'Variabilný symbol').textContent()).toBe(
      String(mine.product.id),
    );
    expect(await cellOf(page, fields, 'Spolu na úhradu').textContent()).toMatch(/\s€$/);
    const history = page.getByRole('table', { name: 'História stavov' });
    await history.getByRole('cell', { name: 'Potvrdená' }).waitFor();
    await page.getByRole('link', { name: 'Späť' }).waitFor();
    await page.getByRole('link', { name: 'Upraviť' }).waitFor();
    await screenshot(page, 'backoffice-detail-order', true);
    await page.screenshot({ path: kept('backoffice-order-detail.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the workflow: only the allowed next statuses; a change is recorded with its note', async () => {
    const { page, problems } = await signedIn('admin', `/entity/order/${mine.order.id}`);
    const workflow = page.getByRole('region', { name: 'Stav objednávky' });
    await workflow.getByRole('button').first().waitFor();
    expect(await workflow.getByRole('button').allTextContents()).toEqual([
      'Zmeniť na: Zaplatená',
      'Zmeniť na: Zrušená',
    ]);
    await workflow.getByRole('button', { name: 'Zmeniť na: Zaplatená' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmena stavu objednávky' });
    await dialog.getByLabel(/^Poznámka/).fill('Platba prišla 22. 11.');
    await dialog.getByRole('button', { name: 'Zmeniť stav' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellOf(page, 'Objednávka', 'Stav').textContent()).toBe('Zaplatená');
    expect(await workflow.getByRole('button').allTextContents()).toEqual([
      'Zmeniť na: Vo výrobe',
      'Zmeniť na: Zrušená',
    ]);
    const history = page.getByRole('table', { name: 'História stavov' });
    await history.getByRole('cell', { name: 'Platba prišla 22. 11.' }).waitFor();
    const stored = await bo.admin.get<{ status: string }>(`/api/orders/${mine.order.id}`);
    expect(stored.body.status).toBe('ZAPLATENA');
    const changes = await bo.admin.get<{ toStatus: string; note: string; changedBy: string }[]>(
      `/api/orders/${mine.order.id}/history`,
    );
    expect(changes.body.at(-1)).toMatchObject({
      toStatus: 'ZAPLATENA',
      note: 'Platba prišla 22. 11.',
      changedBy: 'admin',
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the documents download: print file (JPEG), job ticket and pro-forma invoice (PDF)', async () => {
    const { page, problems } = await signedIn('admin', `/entity/order/${mine.order.id}`);
    const documents = page.getByRole('region', { name: 'Dokumenty' });
    for (const [label, magic, extension] of [
      ['Tlačový súbor (JPEG)', [0xff, 0xd8, 0xff], '.jpg'],
      ['Výrobný lístok (PDF)', [0x25, 0x50, 0x44, 0x46], '.pdf'],
      ['Zálohová faktúra (PDF)', [0x25, 0x50, 0x44, 0x46], '.pdf'],
    ] as const) {
      const download = page.waitForEvent('download');
      await documents.getByRole('button', { name: label }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
      const path = await file.path();
      const { readFileSync } = await import('node:fs');
      expect([...readFileSync(path).subarray(0, magic.length)]).toEqual([...magic]);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a plain user in the back-office', () => {
  it("sees their own orders only, and no workflow; another customer's order is not found", async () => {
    const { page, problems } = await signedIn('user');
    await page.goto(`${bo.server.url}/entity/order`);
    const table = page.getByRole('table', { name: 'Objednávky' });
    await table.locator(`a[href="/entity/order/${mine.order.id}"]`).first().waitFor();
    expect(await table.locator(`a[href="/entity/order/${someoneElses.order.id}"]`).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Vytvoriť nový záznam' }).count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Upraviť' }).count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Zmazať' }).count()).toBe(0);

    await page.goto(`${bo.server.url}/entity/order/${mine.order.id}`);
    await cellOf(page, 'Zhrnutie objednávky', 'Rozmer').getByText('30 x 20 cm').waitFor();
    expect(await page.getByRole('region', { name: 'Stav objednávky' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Upraviť' }).count()).toBe(0);
    const documents = page.getByRole('region', { name: 'Dokumenty' });
    // The workflow test marked the order paid: its tax document is listed beside the pro-forma.
    await documents.getByRole('button', { name: /^Faktúra – daňový doklad/ }).waitFor();
    expect(await documents.getByRole('button').allTextContents()).toEqual([
      'Zálohová faktúra (PDF)',
      expect.stringMatching(/^Faktúra – daňový doklad k prijatej platbe ZF\d{10} \(PDF\)$/),
    ]);
    expect(problems).toEqual([]);

    await page.goto(`${bo.server.url}/entity/order/${someoneElses.order.id}`);
    await page.getByText('Záznam sa nepodarilo načítať.').waitFor();
    expect(await page.getByText('Objednávka iného zákazníka').count()).toBe(0);
    // The API agrees: the row's existence is not told.
    expect((await customer.get(`/api/orders/${someoneElses.order.id}`)).status).toBe(404);
    await page.close();
  });

  it('reads the catalogue but is offered no writes; admin-only lists are not theirs', async () => {
    const { page, problems } = await signedIn('user');
    await page.goto(`${bo.server.url}/entity/frame`);
    const table = page.getByRole('table', { name: 'Rámy' });
    await table.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('link', { name: 'Vytvoriť nový záznam' }).count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Upraviť' }).count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Zmazať' }).count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Zobraziť' }).count()).toBeGreaterThan(0);

    for (const path of [
      '/entity/frame/new',
      '/entity/frame/1/edit',
      '/entity/frame/1/delete',
      '/entity/manufacturer',
    ]) {
      await page.goto(`${bo.server.url}${path}`);
      await page.getByText('Nemáte oprávnenie na prístup k tejto stránke.').waitFor();
    }
    await page.getByRole('button', { name: 'Evidencia' }).click();
    const menu = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(menu).toContain('Rámy');
    expect(menu).not.toContain('Výrobcovia');
    expect(menu).not.toContain('Rámy na sklade');
    await page.keyboard.press('Escape');
    // Still signed in: no call was refused on the way.
    await page.getByRole('button', { name: 'user', exact: true }).waitFor();
    expect(problems).toEqual([]);

    // The server refuses catalogue writes anyway.
    expect((await customer.put('/api/frames', { id: 1, name: 'Môj rám' })).status).toBe(403);
    expect((await customer.post('/api/frames', { name: 'Môj rám' })).status).toBe(403);
    expect((await customer.delete('/api/frames/1')).status).toBe(403);
    await page.close();
  });
});

describe('user management, as admin', () => {
  it('lists users with their count, creates, edits and deletes one', async () => {
    const { page, problems } = await signedIn('admin', '/admin/user-management');
    const table = page.getByRole('table', { name: 'Používatelia' });
    await table.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    const total = (await bo.admin.get('/api/users?page=0&size=1')).headers.get('X-Total-Count');
    await page.getByText(`Spolu ${total} používateľov`).waitFor();
    // The signed-in admin cannot delete themselves.
    const adminRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    expect(await adminRow.getByRole('link', { name: 'Zmazať' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Vytvoriť nového používateľa' }).click();
    await page.waitForURL(`${bo.server.url}/admin/user-management/new`);
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.getByText('Toto pole je povinné.').first().waitFor();
    await page.getByLabel(/^Prihlasovacie meno/).fill('jana.novakova');
    await page.getByLabel(/^Meno/).fill('Jana');
    await page.getByLabel(/^Priezvisko/).fill('Nováková');
    await page.getByLabel(/^E-mail/).fill('jana-at-example');
    await page.getByText('Zadajte platnú e-mailovú adresu.').waitFor();
    await page.getByLabel(/^E-mail/).fill('jana.novakova@example.sk');
    await screenshot(page, 'backoffice-form-user');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.waitForURL(`${bo.server.url}/admin/user-management`);
    await table.getByRole('cell', { name: 'jana.novakova', exact: true }).waitFor();
    const created = await bo.admin.get<Record<string, unknown>>('/api/users/jana.novakova');
    expect(created.body).toMatchObject({
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana.novakova@example.sk',
      activated: true,
      authorities: ['ROLE_USER'],
      createdBy: 'admin',
    });

    // A taken login is told at its field.
    await page.goto(`${bo.server.url}/admin/user-management/new`);
    await page.getByLabel(/^Prihlasovacie meno/).fill('user');
    await page.getByLabel(/^E-mail/).fill('iny@example.sk');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.getByText('Toto prihlasovacie meno už má iný používateľ.').waitFor();

    // Edit: deactivate and grant ROLE_ADMIN.
    await page.goto(`${bo.server.url}/admin/user-management/jana.novakova/edit`);
    await page.getByLabel('ID', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Aktivovaný' }).uncheck();
    await page.getByRole('checkbox', { name: 'ROLE_ADMIN' }).check();
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.waitForURL(`${bo.server.url}/admin/user-management`);
    await expect
      .poll(
        async () =>
          (
            await bo.admin.get<{ activated: boolean; authorities: string[] }>(
              '/api/users/jana.novakova',
            )
          ).body,
      )
      .toMatchObject({ activated: false, authorities: ['ROLE_ADMIN', 'ROLE_USER'] });

    // Delete with confirmation.
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'jana.novakova', exact: true }) });
    await row.getByRole('link', { name: 'Zmazať' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potvrdenie zmazania' });
    await dialog.getByText('Naozaj chcete zmazať používateľa jana.novakova?').waitFor();
    await dialog.getByRole('button', { name: 'Zmazať' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => table.getByRole('cell', { name: 'jana.novakova', exact: true }).count())
      .toBe(0);
    expect((await bo.admin.get('/api/users/jana.novakova')).status).toBe(404);

    // A user who owns data cannot be deleted; the dialog says why.
    await page.goto(`${bo.server.url}/admin/user-management/user/delete`);
    await page
      .getByRole('dialog', { name: 'Potvrdenie zmazania' })
      .getByRole('button', { name: 'Zmazať' })
      .click();
    await page
      .getByText(
        'Používateľa nemožno zmazať: patria mu albumy, fotografie, produkty alebo objednávky.',
      )
      .waitFor();
    expect((await bo.admin.get('/api/users/user')).status).toBe(200);
    // The taken login (400) and the refused delete (409) are the only failed calls.
    expect(problems.filter((p) => !/status of (400|409)/.test(p))).toEqual([]);
    await page.close();
  });
});
