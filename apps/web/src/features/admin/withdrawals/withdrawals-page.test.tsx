import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem } from '../../../../test/support/fake-server';
import { renderAdmin } from '../../../../test/support/render-admin';
import { adminWithdrawal as withdrawal } from '../../../../test/support/withdrawals';

const RECEIVED = withdrawal({
  id: 5,
  orderId: 9,
  orderNumber: '1001',
  state: 'TOVAR_PRIJATY',
  receivedAt: '2026-11-25T10:00:00Z',
  receivedBy: 'admin',
  creditNoteNumber: 'DB2026000002',
  refundCents: 3890,
  postageRefundCents: 200,
  refundIban: 'SK6807200002891987426353',
  paidFromIban: 'SK6807200002891987426353',
  refundIbanSource: 'PAYMENT',
});

describe('/admin/withdrawals', () => {
  it('lists each withdrawal with its order, lines, state and credit note', async () => {
    renderAdmin('/admin/withdrawals', {
      'GET /api/withdrawals': () => json([withdrawal({}), RECEIVED]),
    });
    const table = await screen.findByRole('table', { name: 'Odstúpenia od zmluvy' });
    const link = within(table).getByRole('link', { name: 'č. 1234' });
    expect(link).toHaveAttribute('href', '/entity/order/12');
    const open = link.closest('tr')!;
    expect(within(open).getAllByText('Nahlásené')).toHaveLength(1);
    expect(within(open).getByText('2. Fotoobraz 60 × 40 cm – 36,90 €')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Tovar prijatý' })).toBeInTheDocument();
    const done = within(table).getByText('DB2026000002').closest('tr')!;
    expect(within(done).getByText('Tovar prijatý späť')).toBeInTheDocument();
    expect(within(done).getByText('vrátiť 38,90 € (z toho poštovné 2,00 €)')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the IBAN where the payment names none, checks it, and confirms', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderAdmin('/admin/withdrawals', {
      'GET /api/withdrawals': () => json([withdrawal({})]),
      'POST /api/withdrawals/7/received': async (request) => {
        sent = request.body;
        return json(RECEIVED);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tovar prijatý' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tovar z objednávky č. 1234 prijatý späť?',
    });
    const iban = within(dialog).getByRole('textbox', { name: 'IBAN zákazníka na vrátenie peňazí' });
    const confirm = within(dialog).getByRole('button', { name: 'Potvrdiť prijatie tovaru' });
    await user.type(iban, 'SK32 1200 0000 1987 4263 7541');
    expect(within(dialog).getByText(/nemá správne kontrolné číslice/)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.clear(iban);
    await user.type(iban, 'SK31 1200 0000 1987 4263 7541');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual({ refundIban: 'SK31 1200 0000 1987 4263 7541' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the account the customer paid from instead, and shows a refusal', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/withdrawals', {
      'GET /api/withdrawals': () =>
        json([withdrawal({ paidFromIban: 'SK6807200002891987426353' })]),
      'POST /api/withdrawals/7/received': () =>
        problem(409, 'error.withdrawal.received', {
          detail: 'Tovar z tohto odstúpenia už bol prijatý a dobropis vybavený.',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tovar prijatý' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/SK6807200002891987426353/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Potvrdiť prijatie tovaru' }));
    expect(await within(dialog).findByText(/už bol prijatý/)).toBeInTheDocument();
  });
});
