import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/support/fake-server';
import { voucherRow } from '../../../../test/support/gift-vouchers';
import { renderAdmin } from '../../../../test/support/render-admin';

const GIVEN = voucherRow({
  id: 4,
  code: '••••-••••-••••-WXYZ',
  value: 20,
  balance: 20,
  uses: 0,
  state: 'ZABLOKOVANA',
  treatment: 'DAROVANA',
  buyerEmail: null,
  recipientName: 'Peter',
  sendTo: null,
  orderId: null,
  orderNumber: null,
  reason: 'Ospravedlnenie k reklamácii',
});

describe('/admin/gift-vouchers', () => {
  it('lists each voucher masked, with its worth, last day, state and tax treatment', async () => {
    const { requests } = renderAdmin('/admin/gift-vouchers', {
      'GET /api/admin/gift-vouchers': () =>
        json([voucherRow(), GIVEN], { headers: { 'X-Total-Count': '45' } }),
    });
    const table = await screen.findByRole('table', { name: 'Darčekové poukážky' });
    const link = within(table).getByRole('link', { name: '••••-••••-••••-PQRS' });
    expect(link).toHaveAttribute('href', '/admin/gift-vouchers/3');
    const sold = link.closest('tr')!;
    expect(within(sold).getByText('50,00 €')).toBeInTheDocument();
    expect(within(sold).getByText('8,00 €')).toBeInTheDocument();
    expect(within(sold).getByText('7. 12. 2029')).toBeInTheDocument();
    expect(within(sold).getByText('Platná')).toBeInTheDocument();
    expect(within(sold).getByText('Jednoúčelový poukaz (DPH pri predaji)')).toBeInTheDocument();
    expect(within(sold).getByText('jana@example.sk')).toBeInTheDocument();
    expect(within(sold).getByText('pre Eva (eva@example.sk)')).toBeInTheDocument();
    const given = within(table).getByRole('link', { name: '••••-••••-••••-WXYZ' }).closest('tr')!;
    expect(within(given).getByText('Zablokovaná')).toBeInTheDocument();
    expect(within(given).getByText('vydal obchod')).toBeInTheDocument();
    expect(within(given).getByText('Darovaná poukážka (zľava pri použití)')).toBeInTheDocument();
    expect(screen.getByText('Spolu 45 poukážok')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(nav).getByRole('link', { name: 'Stránka 3' })).toHaveAttribute(
      'href',
      '/admin/gift-vouchers?page=3',
    );
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toMatchObject({
      filter: '',
      page: '0',
      size: '20',
    });
  });

  it('asks the server for a code or an e-mail once typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/gift-vouchers?page=2', {
      'GET /api/admin/gift-vouchers': ({ url }) =>
        url.searchParams.get('filter') === 'wxyz'
          ? json([GIVEN], { headers: { 'X-Total-Count': '1' } })
          : json([voucherRow()], { headers: { 'X-Total-Count': '21' } }),
    });
    await screen.findByRole('link', { name: '••••-••••-••••-PQRS' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Hľadať podľa kódu alebo e-mailu' }),
      'wxyz',
    );
    expect(await screen.findByRole('link', { name: '••••-••••-••••-WXYZ' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '••••-••••-••••-PQRS' })).not.toBeInTheDocument();
    const searches = requests
      .filter((r) => r.url.pathname === '/api/admin/gift-vouchers')
      .map((r) => [r.url.searchParams.get('filter'), r.url.searchParams.get('page')]);
    expect(searches).toEqual([
      ['', '1'],
      ['wxyz', '0'],
    ]);
    await waitFor(() => expect(screen.getByText('Spolu 1 poukážka')).toBeInTheDocument());
  });
});
