import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { json } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';

const events = (total: number) => () =>
  json(
    Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      timestamp: `2026-03-05T08:${String(i).padStart(2, '0')}:09Z`,
      principal: 'jana',
      type: i === 0 ? 'ORDER_STATUS_CHANGED' : 'AUTHENTICATION_SUCCESS',
      data: i === 0 ? { orderId: 42, from: 'POTVRDENA', to: 'ZAPLATENA' } : {},
    })),
    { headers: { 'X-Total-Count': String(total) } },
  );

/** Opens `url` on `total` events, waits until `shown` is on screen; the query the list sent. */
const openAudits = async (url: string, total: number, shown: string) => {
  const { requests } = renderApp(url, {
    account: ADMIN,
    routes: { 'GET /management/audits': events(total) },
  });
  await screen.findAllByText(shown);
  return requests.find((r) => r.url.pathname === '/management/audits')!.url.searchParams;
};

const hrefOf = (name: string, scope: Pick<typeof screen, 'getByRole'> = screen) =>
  scope.getByRole('link', { name }).getAttribute('href');

describe('/admin/audits', () => {
  it('sends the page, the date sort and the date range of the URL; at most 5 page buttons', async () => {
    const call = await openAudits(
      '/admin/audits?page=7&sort=auditEventDate,asc&fromDate=2026-03-01&toDate=2026-03-31',
      205,
      'Zmena stavu objednávky',
    );
    expect(Object.fromEntries(call)).toMatchObject({
      page: '6',
      size: '20',
      sort: 'auditEventDate,asc',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });

    const nav = screen.getByRole('navigation', { name: 'Stránkovanie' });
    const numbered = within(nav).getAllByRole('link', { name: /^Stránka \d+$/ });
    expect(numbered.map((a) => a.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('link', { name: 'Stránka 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(hrefOf('Posledná stránka', within(nav))).toBe(
      '/admin/audits?page=11&sort=auditEventDate%2Casc&fromDate=2026-03-01&toDate=2026-03-31',
    );
    expect(screen.getByText('Spolu 205 udalostí')).toBeInTheDocument();
    // Dates as the spec shows them, the event's data readable.
    expect(screen.getAllByText(/^5\.\s3\.\s2026 \d\d:00:09$/)).toHaveLength(1);
    expect(screen.getByText('orderId: 42, from: POTVRDENA, to: ZAPLATENA')).toBeInTheDocument();
    // The date header turns the order round and goes back to the first page.
    expect(hrefOf('Dátum')).toBe(
      '/admin/audits?page=1&sort=auditEventDate%2Cdesc&fromDate=2026-03-01&toDate=2026-03-31',
    );
  });

  it('newest first over the last month unless the URL says otherwise', async () => {
    const call = await openAudits('/admin/audits', 3, 'Prihlásenie');
    expect(call.get('page')).toBe('0');
    expect(call.get('sort')).toBe('auditEventDate,desc');
    expect(call.get('toDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = (Date.parse(call.get('toDate')!) - Date.parse(call.get('fromDate')!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const nav = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(nav).getAllByRole('link', { name: /^Stránka \d+$/ })).toHaveLength(1);
  });

  describe('at 00:30 in Slovakia, still the day before in UTC', () => {
    afterEach(() => vi.useRealTimers());

    it("ends the range on the shop's today, which the server reads in Slovak time", async () => {
      // Only the clock: the list's requests and React's timers run as usual.
      vi.useFakeTimers({ now: new Date('2026-11-24T23:30:00Z'), toFake: ['Date'] });
      const call = await openAudits('/admin/audits', 3, 'Prihlásenie');
      expect(call.get('toDate')).toBe('2026-11-25');
      expect(call.get('fromDate')).toBe('2026-10-25');
    });
  });
});
