import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_BUYER } from '../apps/server/test/helpers/buyers.ts';
import { ruleFindings } from '../apps/server/test/areas/tax-documents/ubl-samples.ts';
import { apiAs, expectStatus, makePlainPrint, type Api } from './support/api.ts';
import { openBrowser, type TestBrowser } from './support/browser.ts';
import { ROOT } from './support/paths.ts';
import { screenshot } from './support/screenshots.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signedInPage } from './support/sign-in.ts';

/**
 * A company's order on the built server with an access point on loopback: the advance invoice is
 * accepted, the final invoice refused, and the back office's order detail shows both states.
 */
let accessPoint: Server;
const received: string[] = [];
let server: RunningServer;
let browser: TestBrowser;
let admin: Api;
let orderId: number;

beforeAll(async () => {
  accessPoint = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      received.push(key);
      res.writeHead(key.startsWith('FA') ? 422 : 201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          key.startsWith('FA')
            ? { detail: 'Príjemca 0245:2020317068 nie je registrovaný v sieti Peppol' }
            : { messageId: `ap-${received.length}` },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => accessPoint.listen(0, '127.0.0.1', resolve));
  const { port } = accessPoint.address() as AddressInfo;
  server = await startServer({
    profile: 'dev',
    env: { PEPPOL_AP_URL: `http://127.0.0.1:${port}/documents`, PEPPOL_AP_TOKEN: 'e2e' },
  });
  browser = await openBrowser({ width: 1400, height: 900 });
  admin = await apiAs(server.url, 'admin');
  const params = expectStatus(
    await admin.get<{ id: number; name: string; value: string }[]>('/api/global-params?size=200'),
    200,
    'params',
  );
  for (const [name, value] of [
    ['SHOP_VAT_PAYER', 'true'],
    ['SHOP_IC_DPH', 'SK2020123456'],
    ['SHOP_DIC', '2020123456'],
  ]) {
    const row = params.find((p) => p.name === name);
    const answer = row
      ? await admin.put(`/api/global-params/${row.id}`, { ...row, value })
      : await admin.post('/api/global-params', { name, value });
    expect(answer.status).toBeLessThan(300);
  }
  const { product } = await makePlainPrint(admin);
  orderId = expectStatus(
    await admin.post<{ id: number }>('/api/orders', {
      email: 'uctaren@fotoatelier.sk',
      handoverMethod: 'OSOBNY_ODBER',
      craftedProduct: { id: product.id },
      ...COMPANY_BUYER,
    }),
    201,
    'order',
  ).id;
  for (const status of ['ZAPLATENA', 'VO_VYROBE', 'VYBAVENA']) {
    expectStatus(await admin.post(`/api/orders/${orderId}/status`, { status }), 200, status);
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => accessPoint?.close(resolve));
});

describe('e-invoices in the back office', () => {
  it("the order's documents show each e-invoice's state, the refusal's reason and the XML", async () => {
    const { page } = await signedInPage(browser, server.url, 'admin');
    await page.goto(`${server.url}/entity/order/${orderId}`);
    await page.getByText('E-faktúra: Odoslaná').waitFor();
    await page.getByText('E-faktúra: Odmietnutá').waitFor();
    await page.getByText(/nie je registrovaný v sieti Peppol/).waitFor();
    await page.getByRole('button', { name: /^FA\d{10} \(XML\)$/ }).waitFor();
    await page
      .getByText(/^Faktúra FA/)
      .first()
      .scrollIntoViewIfNeeded();
    const shot = await screenshot(page, 'backoffice-einvoices');
    mkdirSync(join(ROOT, 'docs/screenshots'), { recursive: true });
    copyFileSync(shot, join(ROOT, 'docs/screenshots/backoffice-einvoices.png'));
    expect(received.filter((k) => k.startsWith('ZF'))).toHaveLength(1);
  });

  it('serves the XML the built server made, which passes the official rules', async () => {
    const list = expectStatus(
      await admin.get<{ type: string; url: string }[]>(`/api/orders/${orderId}/documents`),
      200,
      'documents',
    );
    for (const doc of list.filter((d) => d.type !== 'PROFORMA')) {
      const xml = expectStatus(await admin.get<string>(`${doc.url}/ubl`), 200, 'ubl');
      expect(ruleFindings(xml)).toEqual([]);
    }
  });
});
