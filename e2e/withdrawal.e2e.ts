import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutText } from '../apps/server/test/helpers/pdf-text.ts';
import { apiAs, expectStatus, paperOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { openBrowser, watchConsole } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The withdrawal function on the built server, without signing in: an edition piece
 * ordered through the API, then the footer's 'Odstúpiť od zmluvy', the order by its number and
 * e-mail, the line, 'Potvrdiť odstúpenie' and the acknowledgement PDF; on a phone and a laptop.
 */

let server: RunningServer;

const EMAIL = 'jana.novakova@example.sk';
const kept = (name: string) => join(ROOT, 'docs/screenshots/issue-32', name);

/** An order of one 30 × 20 cm print of the first limited edition, as a visitor places it. */
const placeEditionOrder = async (): Promise<string> => {
  const visitor = await apiAs(server.url, 'user');
  const editions = expectStatus(
    await visitor.get<{ id: number }[]>(
      '/api/internal-images?imageCategory.equals=EDICIA&enabled.equals=true&sort=poradie,asc&size=1',
    ),
    200,
    'editions',
  );
  const piece = expectStatus(
    await visitor.post<{ id: number }>('/api/crafted-products', {
      productEnum: 'PLAINPHOTO',
      internalImage: { id: editions[0]!.id },
      printMedia: { id: await paperOf(visitor) },
      photoOnlyWidth: 30,
      photoOnlyHeight: 20,
      copies: 1,
    }),
    201,
    'edition piece',
  );
  const order = expectStatus(
    await visitor.post<{ id: number; variableSymbol: string }>('/api/orders', {
      email: EMAIL,
      handoverMethod: 'OSOBNY_ODBER',
      craftedProduct: { id: piece.id },
    }),
    201,
    'order',
  );
  return order.variableSymbol;
};

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  server = await startServer({ profile: 'dev' });
});
afterAll(async () => {
  await server?.stop();
});

describe('withdrawing from an edition piece without signing in', () => {
  it.each([
    ['phone', { width: 375, height: 740 }],
    ['laptop', { width: 1366, height: 768 }],
  ] as const)('on a %s', async (name, size) => {
    const number = await placeEditionOrder();
    const browser = await openBrowser({ ...size }, { touch: name === 'phone' });
    try {
      const page = await browser.newPage();
      const problems = watchConsole(page);
      await page.goto(`${server.url}/`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Odstúpiť od zmluvy' }).click();
      await heading(page, 'Odstúpiť od zmluvy');
      expect(new URL(page.url()).pathname).toBe('/odstupenie-od-zmluvy');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Číslo objednávky').fill(number);
      await page.getByLabel('E-mail').fill(EMAIL);
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      await heading(page, `Objednávka č. ${number}`);
      const line = page.getByRole('checkbox').first();
      expect(await line.isChecked()).toBe(true);
      await page.getByText('Môžete odstúpiť do 14 dní od prevzatia').first().waitFor();
      await page.getByText('Lehota začne plynúť dňom prevzatia tovaru').waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: kept(`e2e-step-2-${name}.png`), fullPage: true });

      await page.getByLabel('Dôvod (nepovinné)').fill('Do obývačky sa napokon nehodí.');
      await page.getByRole('button', { name: 'Potvrdiť odstúpenie' }).click();
      await heading(page, 'Odstúpenie od zmluvy sme prijali');
      await page.getByText('Potvrdenie sme vám poslali e-mailom.').waitFor();
      const pdfLink = page.getByRole('link', { name: 'Stiahnuť potvrdenie (PDF)' });
      const href = await pdfLink.getAttribute('href');
      const pdf = await page.request.get(new URL(href!, server.url).toString());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect(layoutText(await pdf.body())).toContain(number);

      // The same line cannot be withdrawn twice: step 2 shows it withdrawn and disabled.
      await page.goto(`${server.url}/odstupenie-od-zmluvy?objednavka=${number}`);
      await page.getByLabel('E-mail').fill(EMAIL);
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      await heading(page, `Objednávka č. ${number}`);
      expect(await page.getByRole('checkbox').first().isDisabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('tells a wrong e-mail as it tells a wrong number', async () => {
    const number = await placeEditionOrder();
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      const alertOf = async (orderNumber: string, email: string) => {
        await page.goto(`${server.url}/odstupenie-od-zmluvy`);
        await page.getByLabel('Číslo objednávky').fill(orderNumber);
        await page.getByLabel('E-mail').fill(email);
        await page.getByRole('button', { name: 'Pokračovať' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'nenašli' });
        await alert.waitFor();
        return alert.textContent();
      };
      expect(await alertOf(number, 'iny@example.sk')).toBe(await alertOf('9999999999', EMAIL));
    } finally {
      await browser.close();
    }
  });
});
