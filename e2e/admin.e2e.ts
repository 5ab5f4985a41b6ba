import { shopDay } from '@fotoobraz/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type TestBrowser, watchConsole } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/sign-in.ts';

let server: RunningServer;
let browser: TestBrowser;
let token: string;

beforeAll(async () => {
  server = await startServer({ profile: 'dev' });
  browser = await openBrowser({ width: 1280, height: 900 });
  token = await tokenOf('admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in through the API, which also records an AUTHENTICATION_SUCCESS audit event. */
const tokenOf = async (login: string): Promise<string> => {
  const response = await fetch(`${server.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: login, password: login }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
};

const management = async <T>(path: string): Promise<{ body: T; headers: Headers }> => {
  const response = await fetch(`${server.url}/management/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return { body: (await response.json()) as T, headers: response.headers };
};

const signInAsAdmin = async (page: Page) => {
  await signIn(page, server.url, 'admin');
  await page.getByRole('button', { name: 'Administrácia' }).waitFor();
};

/** Goes to an admin screen the way an admin does: through the header's menu. */
const openFromMenu = async (page: Page, item: string, heading: string) => {
  await page.getByRole('button', { name: 'Administrácia' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};

/** Catalogue reads, 404s and health checks in the background, so the charts have something. */
const generateTraffic = (until: () => boolean): Promise<void> => {
  const paths = ['/api/products', '/api/global-params', '/management/info', '/api/nothing-here'];
  return (async () => {
    for (let i = 0; !until(); i++) {
      await fetch(`${server.url}${paths[i % paths.length]}`).then((r) => r.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  })();
};

/** A day in the shop's calendar, as the server reads the audit's filter (Europe/Bratislava). */
const shopDayFromToday = (offsetDays = 0): string => {
  const [year, month, day] = shopDay().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offsetDays)).toISOString().slice(0, 10);
};

describe('the administration screens in Chromium', () => {
  it('opens every admin screen as admin/admin without a console error; metrics chart the last minutes', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await signInAsAdmin(page);

    let trafficDone = false;
    const traffic = generateTraffic(() => trafficDone);
    const requests = page.getByRole('img', { name: 'Požiadavky za sekundu' });
    try {
      await openFromMenu(page, 'Metriky', 'Metriky aplikácie');
      await requests.waitFor();
      for (const chart of [
        'Odozva (95. percentil)',
        'Pamäť procesu',
        'Oneskorenie slučky udalostí (99. percentil)',
      ]) {
        await page.getByRole('img', { name: chart }).waitFor();
      }
      // A sample every 10 s: with auto-refresh the lines grow to at least three points.
      await expect
        .poll(() => requests.locator('circle').count(), { interval: 1000 })
        .toBeGreaterThanOrEqual(6);
    } finally {
      trafficDone = true;
      await traffic;
    }
    // The dots lie inside the chart's own drawing.
    const box = (await requests.boundingBox())!;
    for (const dot of await requests.locator('circle').all()) {
      const d = (await dot.boundingBox())!;
      expect(d.x).toBeGreaterThanOrEqual(box.x);
      expect(d.x + d.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(d.y).toBeGreaterThanOrEqual(box.y);
      expect(d.y + d.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    expect(await page.getByRole('img', { name: 'Pamäť procesu' }).locator('path').count()).toBe(2);
    const byRoute = page.getByRole('table', { name: 'Požiadavky podľa cesty a stavu' });
    await byRoute.getByRole('cell', { name: '/api/products', exact: true }).first().waitFor();
    expect(await byRoute.getByRole('cell', { name: '404', exact: true }).count()).toBeGreaterThan(
      0,
    );
    await page.getByRole('button', { name: 'Obnoviť' }).click();
    await screenshot(page, 'admin-metrics', true);

    await page.getByRole('link', { name: 'Stav procesu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stav procesu' }).waitFor();
    await page.getByRole('table', { name: 'Aktívne zdroje' }).getByText('TCPServerWrap').waitFor();
    await screenshot(page, 'admin-thread-dump', true);

    await openFromMenu(page, 'Stav systému', 'Stav systému');
    const health = page.getByRole('table', { name: 'Stav systému' });
    for (const component of ['Databáza', 'Miesto na disku', 'Odosielanie pošty']) {
      const row = health
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: component, exact: true }) });
      await row.getByText('V poriadku').waitFor();
    }
    expect(
      await health.getByText(/^\d[\d\u00a0 ]*(,\d)? GB z \d[\d\u00a0 ]*(,\d)? GB/).count(),
    ).toBe(1);
    const up = page.getByText('V poriadku').first();
    expect(
      await up.evaluate((el) => getComputedStyle(el.closest('.MuiChip-root')!).backgroundColor),
    ).toBe('rgb(46, 125, 50)');
    await screenshot(page, 'admin-health', true);

    await openFromMenu(page, 'Konfigurácia', 'Konfigurácia');
    await page.getByLabel('Hľadať v kľúčoch a hodnotách').fill('jwtSecret');
    const settings = page.getByRole('table', { name: 'Nastavenia aplikácie' });
    await settings.getByRole('cell', { name: 'jwtSecret', exact: true }).waitFor();
    expect(await settings.getByRole('row').count()).toBe(2);
    expect(await settings.getByRole('cell', { name: '******', exact: true }).count()).toBe(1);
    await page.getByLabel('Hľadať v kľúčoch a hodnotách').fill('DATA_DIR');
    await page
      .getByRole('table', { name: 'Prostredie: Premenné prostredia' })
      .getByRole('cell', { name: server.dataDir, exact: true })
      .waitFor();
    await screenshot(page, 'admin-configuration');

    await openFromMenu(page, 'Audit prihlásení', 'Audit');
    await page.getByRole('table', { name: 'Audit' }).getByText('Prihlásenie').first().waitFor();
    await screenshot(page, 'admin-audits');

    await openFromMenu(page, 'Logovanie', 'Logovanie');
    await page.getByRole('group', { name: 'Úroveň loggera ROOT' }).waitFor();

    await openFromMenu(page, 'Dokumentácia API', 'Dokumentácia API');
    const swagger = page.frameLocator('iframe[title="Dokumentácia API (Swagger UI)"]');
    await swagger.locator('.swagger-ui .info .title').first().waitFor();
    await swagger.locator('.opblock').first().waitFor();
    await screenshot(page, 'admin-docs');

    await openFromMenu(page, 'Používatelia', 'Používatelia');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('changes a logger level through the UI and sees it, also after a reload', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await signInAsAdmin(page);
    await openFromMenu(page, 'Logovanie', 'Logovanie');
    await page.getByLabel('Filter').fill('mail');
    await expect.poll(() => page.getByRole('group', { name: /^Úroveň loggera/ }).count()).toBe(1);
    const mail = page.getByRole('group', { name: 'Úroveň loggera fotoobraz.mail' });
    expect(await mail.getByRole('button', { name: 'WARN' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await mail.getByRole('button', { name: 'DEBUG' }).click();
    await page.getByText('Úroveň loggera fotoobraz.mail je teraz DEBUG.').waitFor();
    await expect
      .poll(() => mail.getByRole('button', { name: 'DEBUG' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await mail.getByRole('button', { name: 'WARN' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const { body } = await management<{ loggers: Record<string, { effectiveLevel: string }> }>(
      'logs',
    );
    expect(body.loggers['fotoobraz.mail'].effectiveLevel).toBe('DEBUG');
    expect(body.loggers.ROOT.effectiveLevel).toBe('WARN');
    await screenshot(page, 'admin-logs');

    await page.reload();
    await page
      .getByRole('group', { name: 'Úroveň loggera fotoobraz.mail' })
      .getByRole('button', { name: 'DEBUG', pressed: true })
      .waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters audits by date and sorts them by date', async () => {
    // Three more sign-ins today (the audit records them).
    for (let i = 0; i < 3; i++) await tokenOf('user');
    const today = shopDayFromToday();
    const { headers } = await management<unknown[]>(
      `audits?page=0&size=1&fromDate=${today}&toDate=${today}`,
    );
    const total = Number(headers.get('X-Total-Count'));
    expect(total).toBeGreaterThanOrEqual(4);

    const page = await browser.newPage();
    const problems = watchConsole(page);
    await signInAsAdmin(page);
    await openFromMenu(page, 'Audit prihlásení', 'Audit');
    const table = page.getByRole('table', { name: 'Audit' });
    const rows = table.locator('tbody tr');
    await table.getByRole('cell', { name: 'user', exact: true }).first().waitFor();

    // Tomorrow onwards: nothing has happened yet.
    await setDay(page, 'Od', shopDayFromToday(1));
    await table.getByText('Žiadne záznamy.').waitFor();
    await page.getByText('Spolu 0 udalostí').waitFor();

    // Only yesterday: nothing either (the server started today).
    await setDay(page, 'Od', shopDayFromToday(-1));
    await setDay(page, 'Do', shopDayFromToday(-1));
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe(shopDayFromToday(-1));
    await table.getByText('Žiadne záznamy.').waitFor();

    // Today: every event so far (the UI's own sign-in adds one more).
    await setDay(page, 'Od', today);
    await setDay(page, 'Do', today);
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe(today);
    await table.getByRole('cell', { name: 'user', exact: true }).first().waitFor();
    const shown = await rows.count();
    expect(shown).toBeGreaterThanOrEqual(total);
    const status = await page.getByText(/^Spolu \d+ udalost/).textContent();
    expect(Number(status!.match(/\d+/)![0])).toBe(shown);
    await screenshot(page, 'admin-audits-today');

    // Newest first; one click on the date turns it round.
    const dates = async () =>
      (await rows.locator('td:first-child').allTextContents()).map(toSortable);
    const newestFirst = await dates();
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    await table.getByRole('link', { name: 'Dátum' }).click();
    await page.waitForURL(withParams({ sort: 'auditEventDate,asc', page: '1' }));
    await expect.poll(async () => (await dates())[0]).toBe(newestFirst.at(-1));
    const oldestFirst = await dates();
    expect(oldestFirst).toEqual([...oldestFirst].sort());

    expect(problems).toEqual([]);
    await page.close();
  });
});

/** Whether a URL's query holds these parameters (whatever else it holds). */
const withParams =
  (wanted: Record<string, string>) =>
  (url: URL): boolean =>
    Object.entries(wanted).every(([name, value]) => url.searchParams.get(name) === value);

/** Types a day into the audits' Od or Do field and waits until the URL carries it. */
const setDay = async (page: Page, label: 'Od' | 'Do', day: string) => {
  await page.getByLabel(label, { exact: true }).fill(day);
  await page.waitForURL(withParams({ [label === 'Od' ? 'fromDate' : 'toDate']: day }));
};

/** Slovak 'D. M. YYYY HH:mm:ss' as 'YYYY/MM/DD HH:mm:ss', which sorts as text. */
const toSortable = (shown: string): string => {
  const match = /^(\d{1,2})\.\s(\d{1,2})\.\s(\d{4}) (\d\d:\d\d:\d\d)$/.exec(shown);
  expect(match, shown).not.toBeNull();
  const [, day, month, year, time] = match!;
  return `${year}/${month.padStart(2, '0')}/${day.padStart(2, '0')} ${time}`;
};
