import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountingMonthOf } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { json, problem } from '../../../../test/support/fake-server';
import { renderApp } from '../../../../test/support/render-app';

const NOVEMBER = {
  month: '2026-11',
  rates: [
    { ratePercent: 23, base: 1040.65, vat: 239.35, total: 1280, documents: 4 },
    { ratePercent: 5, base: -10, vat: -0.5, total: -10.5, documents: 1 },
  ],
  total: { base: 1030.65, vat: 238.85, total: 1269.5, documents: 4 },
};

describe('/admin/accounting', () => {
  it("shows the month's VAT per rate in Slovak amounts, credit notes negative", async () => {
    renderApp('/admin/accounting?month=2026-11', {
      account: ADMIN,
      routes: { 'GET /api/accounting/2026-11/vat-summary': () => json(NOVEMBER) },
    });
    const table = await screen.findByRole('table', { name: 'Prehľad DPH podľa sadzieb' });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('23 %')).getByText('1 040,65 €')).toBeInTheDocument();
    expect(within(row('23 %')).getByText('239,35 €')).toBeInTheDocument();
    expect(within(row('5 %')).getByText('-0,50 €')).toBeInTheDocument();
    expect(within(row('Spolu všetky sadzby')).getByText('1 269,50 €')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Účtovníctvo' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mesiac' })).toHaveTextContent('november');
    expect(screen.getByRole('combobox', { name: 'Rok' })).toHaveTextContent('2026');
  });

  it('starts at the current month and says when it has no tax document', async () => {
    const current = accountingMonthOf(new Date());
    const { requests } = renderApp('/admin/accounting', {
      account: ADMIN,
      routes: {
        [`GET /api/accounting/${current}/vat-summary`]: () =>
          json({ month: current, rates: [], total: { base: 0, vat: 0, total: 0, documents: 0 } }),
      },
    });
    expect(
      await screen.findByText('V tomto mesiaci nie je žiadny daňový doklad.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === `/api/accounting/${current}/vat-summary`)).toBe(
      true,
    );
  });

  it('asks for the month picked', async () => {
    const { requests } = renderApp('/admin/accounting?month=2026-11', {
      account: ADMIN,
      routes: {
        'GET /api/accounting/2026-11/vat-summary': () => json(NOVEMBER),
        'GET /api/accounting/2026-03/vat-summary': () =>
          json({ ...NOVEMBER, month: '2026-03', rates: NOVEMBER.rates.slice(1) }),
      },
    });
    await screen.findByRole('rowheader', { name: '23 %' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mesiac' }));
    fireEvent.click(await screen.findByRole('option', { name: 'marec' }));
    await screen.findByRole('rowheader', { name: '5 %' });
    expect(screen.queryByRole('rowheader', { name: '23 %' })).not.toBeInTheDocument();
    // One rate needs no line of all rates.
    expect(
      screen.queryByRole('rowheader', { name: 'Spolu všetky sadzby' }),
    ).not.toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toContain('/api/accounting/2026-03/vat-summary');
  });

  it('tells in Slovak that a document is still being made when the ZIP is refused', async () => {
    renderApp('/admin/accounting?month=2026-11', {
      account: ADMIN,
      routes: {
        'GET /api/accounting/2026-11/vat-summary': () => json(NOVEMBER),
        'GET /api/accounting/2026-11/documents.zip': () =>
          problem(409, 'error.accounting.pdfpending'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stiahnuť PDF dokladov (ZIP)' }));
    expect(
      await screen.findByText(
        'Niektorý doklad z tohto mesiaca sa ešte vytvára. Skúste to, prosím, o chvíľu znova.',
      ),
    ).toBeInTheDocument();
  });

  it("downloads the month's Stripe payouts, the file that lists Stripe's fees, where the shop takes cards", async () => {
    const { requests } = renderApp('/admin/accounting?month=2026-11', {
      account: ADMIN,
      routes: {
        'GET /api/accounting/2026-11/vat-summary': () => json(NOVEMBER),
        'GET /api/payments/methods': () => json({ methods: ['PREVOD', 'KARTA'] }),
        'GET /api/accounting/2026-11/card-payouts.csv': () =>
          new Response('\ufeffDátum pripísania;Výplata Stripe\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8' },
          }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stiahnuť výplaty Stripe (CSV)' }));
    await waitFor(() =>
      expect(requests.map((r) => r.url.pathname)).toContain(
        '/api/accounting/2026-11/card-payouts.csv',
      ),
    );
  });

  it("downloads the month's gift vouchers sold and spent", async () => {
    const { requests } = renderApp('/admin/accounting?month=2026-11', {
      account: ADMIN,
      routes: {
        'GET /api/accounting/2026-11/vat-summary': () => json(NOVEMBER),
        'GET /api/accounting/2026-11/gift-vouchers.csv': () =>
          new Response('\ufeffDátum;Poukážka\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8' },
          }),
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Stiahnuť darčekové poukážky (CSV)' }),
    );
    await waitFor(() =>
      expect(requests.map((r) => r.url.pathname)).toContain(
        '/api/accounting/2026-11/gift-vouchers.csv',
      ),
    );
  });

  it('offers no Stripe payouts to a shop that takes transfers only', async () => {
    renderApp('/admin/accounting?month=2026-11', {
      account: ADMIN,
      routes: {
        'GET /api/accounting/2026-11/vat-summary': () => json(NOVEMBER),
        'GET /api/payments/methods': () => json({ methods: ['PREVOD'] }),
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Stiahnuť CSV dokladov' }),
    ).toBeInTheDocument();
    await screen.findByText('1 269,50 €');
    expect(screen.queryByRole('button', { name: 'Stiahnuť výplaty Stripe (CSV)' })).toBeNull();
  });
});
