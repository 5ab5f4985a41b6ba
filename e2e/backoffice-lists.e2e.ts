import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backofficeForFile } from './support/backoffice.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInPage } from './support/sign-in.ts';

/** The list behaviours of the spec's table, on the seeded demo catalogue. */

const bo = backofficeForFile();
let page: Page;
let problems: string[];

beforeAll(async () => {
  ({ page, problems } = await signedInPage(bo.browser, bo.server.url, 'admin'));
});

/** The next GET of an API list path, and its query. */
const nextListCall = (path: string) =>
  page.waitForRequest((r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === path);
const paramsOf = (request: Request) => new URL(request.url()).searchParams;

/** The names in the list's rows, top to bottom (the column after the id). */
const namesShown = (tableName: string) =>
  page
    .getByRole('table', { name: tableName })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''));

describe('paged and sortable lists keep page and sort in the URL', () => {
  it('frames: ?page=2&sort=name,desc asks the API for page 1 and shows its rows', async () => {
    const call = nextListCall('/api/frames');
    await page.goto(`${bo.server.url}/entity/frame?page=2&sort=name,desc`);
    const params = paramsOf(await call);
    expect(params.get('page')).toBe('1');
    expect(params.get('size')).toBe('20');
    expect(params.getAll('sort')).toEqual(['name,desc', 'id,asc']);
    const expected = await bo.admin.get<{ name: string }[]>(
      '/api/frames?page=1&size=20&sort=name,desc&sort=id,asc&notextures=true',
    );
    await expect.poll(() => namesShown('Rámy')).toEqual(expected.body.map((f) => f.name));
    const total = Number(expected.headers.get('X-Total-Count'));
    await page.getByText(`Záznamy 21 – 40 z ${total}`).waitFor();

    // Up to 10 numbered page links, at the top and at the bottom.
    const navs = page.getByRole('navigation', { name: 'Stránkovanie' });
    expect(await navs.count()).toBe(2);
    const numbered = navs.last().getByRole('link', { name: /^Stránka \d+$/ });
    expect(await numbered.count()).toBe(Math.min(10, Math.ceil(total / 20)));
    await screenshot(page, 'backoffice-list-frames');
    expect(problems).toEqual([]);
  });

  it('clicking a header toggles the direction; a page link moves through the pages', async () => {
    await page.goto(`${bo.server.url}/entity/frame?page=2&sort=name,desc`);
    const table = page.getByRole('table', { name: 'Rámy' });
    await table.locator('tbody tr').first().waitFor();
    const ascending = nextListCall('/api/frames');
    await table.getByRole('link', { name: 'Názov' }).click();
    await page.waitForURL(`${bo.server.url}/entity/frame?page=1&sort=name,asc`);
    expect(paramsOf(await ascending).getAll('sort')).toEqual(['name,asc', 'id,asc']);
    const firstPage = await bo.admin.get<{ name: string }[]>(
      '/api/frames?page=0&size=20&sort=name,asc&sort=id,asc&notextures=true',
    );
    await expect.poll(() => namesShown('Rámy')).toEqual(firstPage.body.map((f) => f.name));

    const third = nextListCall('/api/frames');
    await page
      .getByRole('navigation', { name: 'Stránkovanie' })
      .last()
      .getByRole('link', { name: 'Stránka 3' })
      .click();
    await page.waitForURL(`${bo.server.url}/entity/frame?page=3&sort=name,asc`);
    expect(paramsOf(await third).get('page')).toBe('2');

    // Back in the browser is back in the list's history.
    await page.goBack();
    await page.waitForURL(`${bo.server.url}/entity/frame?page=1&sort=name,asc`);
    await page.goBack();
    await page.waitForURL(`${bo.server.url}/entity/frame?page=2&sort=name,desc`);
    expect(problems).toEqual([]);
  });

  it('product configs: 5 page links below the rows, sort by a clicked header', async () => {
    await page.goto(`${bo.server.url}/entity/product-config?page=4&sort=id,asc`);
    const nav = page.getByRole('navigation', { name: 'Stránkovanie' });
    await nav.waitFor();
    expect(await nav.count()).toBe(1);
    expect(await nav.getByRole('link', { name: /^Stránka \d+$/ }).allTextContents()).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const sorted = nextListCall('/api/product-configs');
    await page
      .getByRole('table', { name: 'Rozmery produktov' })
      .getByRole('link', { name: 'Pomer strán' })
      .click();
    await page.waitForURL(`${bo.server.url}/entity/product-config?page=1&sort=ratio,asc`);
    expect(paramsOf(await sorted).getAll('sort')).toEqual(['ratio,asc', 'id,asc']);
    expect(problems).toEqual([]);
  });

  it('unpaged lists (products) ask for everything, without paging', async () => {
    const call = nextListCall('/api/products');
    await page.goto(`${bo.server.url}/entity/product`);
    expect([...paramsOf(await call).keys()]).toEqual(['cacheBuster']);
    const all = await bo.admin.get<unknown[]>('/api/products');
    await expect
      .poll(() => page.getByRole('table', { name: 'Produkty' }).locator('tbody tr').count())
      .toBe(all.body.length);
    expect(await page.getByRole('navigation', { name: 'Stránkovanie' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('the frame list filter', () => {
  it('GET api/frames?filter=...&page=0&size=100&sort=...: rows whose name or colour code match', async () => {
    await page.goto(`${bo.server.url}/entity/frame?page=3&sort=name,asc`);
    await page.getByRole('table', { name: 'Rámy' }).locator('tbody tr').first().waitFor();
    await page.getByLabel('Názov alebo kód farby').fill('dub');
    const call = nextListCall('/api/frames');
    await page.getByRole('button', { name: 'Filtrovať' }).click();
    const params = paramsOf(await call);
    expect([params.get('filter'), params.get('page'), params.get('size')]).toEqual([
      'dub',
      '0',
      '100',
    ]);
    expect(params.getAll('sort')).toEqual(['name,asc', 'id,asc']);
    await page.waitForURL(`${bo.server.url}/entity/frame?page=1&sort=name,asc&filter=dub`);

    const expected = await bo.admin.get<{ name: string }[]>(
      '/api/frames?filter=dub&page=0&size=100&sort=name,asc&sort=id,asc&notextures=true',
    );
    expect(expected.body.length).toBeGreaterThan(0);
    await expect.poll(() => namesShown('Rámy')).toEqual(expected.body.map((f) => f.name));
    for (const name of await namesShown('Rámy')) expect(name.toLowerCase()).toContain('dub');
    await page.getByText(`Nájdené záznamy: ${expected.headers.get('X-Total-Count')}`).waitFor();
    await screenshot(page, 'backoffice-list-frame-filter');

    await page.getByRole('button', { name: 'Zrušiť filter' }).click();
    await page.waitForURL(`${bo.server.url}/entity/frame?page=1&sort=name,asc`);
    await page.getByRole('navigation', { name: 'Stránkovanie' }).first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe('frame-2: infinite scroll', () => {
  const rows = () => page.getByRole('table', { name: 'Rámy 2' }).locator('tbody tr');

  it('loads more rows while scrolling, and starts over after a save', async () => {
    const total = Number(
      (await bo.admin.get('/api/frame-2-s?page=0&size=1')).headers.get('X-Total-Count'),
    );
    expect(total).toBeGreaterThan(20);
    const first = nextListCall('/api/frame-2-s');
    await page.goto(`${bo.server.url}/entity/frame-2`);
    expect([paramsOf(await first).get('page'), paramsOf(await first).get('size')]).toEqual([
      '0',
      '20',
    ]);
    await expect.poll(() => rows().count()).toBe(20);
    expect(await page.getByRole('navigation', { name: 'Stránkovanie' }).count()).toBe(0);

    // Scroll until every row has come, however long each next page takes to arrive.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return rows().count();
        },
        { interval: 300 },
      )
      .toBe(total);
    await page.getByText(`Zobrazené sú všetky záznamy (${total}).`).waitFor();

    // Edit a row far down the list; after the save the list starts over at its first page.
    const last = rows().last();
    const id = Number(await last.locator('td').first().textContent());
    await last.getByRole('link', { name: 'Upraviť' }).click();
    await page.waitForURL(`${bo.server.url}/entity/frame-2/${id}/edit`);
    const name = page.getByLabel('Názov');
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Partnerská lišta upravená');
    const reset = nextListCall('/api/frame-2-s');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.waitForURL(`${bo.server.url}/entity/frame-2`);
    expect(paramsOf(await reset).get('page')).toBe('0');
    await expect.poll(() => rows().count()).toBe(20);
    expect((await bo.admin.get<{ name: string }>(`/api/frame-2-s/${id}`)).body.name).toBe(
      'Partnerská lišta upravená',
    );
    expect(problems).toEqual([]);
  });
});

describe('the generic form', () => {
  it("validates with the model's rules and shows the spec's messages in Slovak", async () => {
    await page.goto(`${bo.server.url}/entity/product-config/new`);
    await page.getByRole('heading', { name: 'Nový záznam: Rozmer produktu' }).waitFor();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.getByLabel(/^Pomer strán/).fill('3-2');
    await page.getByLabel(/^Rozmer fotografie/).fill('40 x 30 cm²');
    await page.getByLabel(/^Prídavok/).fill('veľa');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.getByText('Toto pole musí zodpovedať vzoru ^\\d+:\\d+$.').waitFor();
    await page.getByText('Toto pole je povinné.').waitFor();
    await page.getByText('Toto pole môže mať najviac 10 znakov.').waitFor();
    await page.getByText('Toto pole musí byť číslo.').waitFor();
    await screenshot(page, 'backoffice-form-validation');
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  });
});
