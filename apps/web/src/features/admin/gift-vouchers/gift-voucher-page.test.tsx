import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem } from '../../../../test/support/fake-server';
import { voucherDetail } from '../../../../test/support/gift-vouchers';
import { renderAdmin } from '../../../../test/support/render-admin';

describe('/admin/gift-vouchers/:id', () => {
  it('shows what the voucher holds and each use with the order it paid', async () => {
    renderAdmin('/admin/gift-vouchers/3', {
      'GET /api/admin/gift-vouchers/3': () =>
        json(
          voucherDetail({
            entries: [
              ...voucherDetail().entries,
              {
                kind: 'RETURN',
                amount: 42,
                orderId: 40,
                orderNumber: '1300',
                date: '2026-12-22T10:00:00Z',
                note: 'Objednávka zrušená',
              },
            ],
          }),
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'Darčeková poukážka ••••-••••-••••-PQRS' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('table', { name: 'Údaje poukážky' });
    const fact = (name: string) =>
      within(facts).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(fact('Zostatok')).getByText('8,00 €')).toBeInTheDocument();
    expect(within(fact('Platná do')).getByText('7. 12. 2029')).toBeInTheDocument();
    expect(within(fact('Kúpená objednávkou')).getByRole('link')).toHaveAttribute(
      'href',
      '/entity/order/12',
    );
    const uses = screen.getByRole('table', { name: 'Použitia' });
    const spent = within(uses).getByText('Použitie').closest('tr')!;
    expect(within(spent).getByRole('link', { name: 'č. 1300' })).toHaveAttribute(
      'href',
      '/entity/order/40',
    );
    expect(within(spent).getByText('−42,00 €')).toBeInTheDocument();
    const back = within(uses).getByText('Vrátenie na poukážku').closest('tr')!;
    expect(within(back).getByText('+42,00 €')).toBeInTheDocument();
    expect(within(back).getByText('Objednávka zrušená')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stiahnuť PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odblokovať' })).not.toBeInTheDocument();
    // Spent once: its contract is performed, nothing to withdraw from.
    expect(screen.queryByRole('button', { name: 'Odstúpiť' })).not.toBeInTheDocument();
  });

  it('blocks the voucher with a note after asking, and shows it blocked', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderAdmin('/admin/gift-vouchers/3', {
      'GET /api/admin/gift-vouchers/3': () => json(voucherDetail()),
      'PATCH /api/admin/gift-vouchers/3': (request) => {
        sent = request.body;
        return json(voucherDetail({ state: 'ZABLOKOVANA', stateLabel: 'Zablokovaná' }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zablokovať' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Zablokovať poukážku ••••-••••-••••-PQRS?',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Poznámka (nepovinná)' }),
      'Nahlásená ako ukradnutá',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zablokovať' }));
    await waitFor(() => expect(sent).toEqual({ blocked: true, note: 'Nahlásená ako ukradnutá' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Odblokovať' })).toBeInTheDocument();
    expect(screen.getByText('Zablokovaná')).toBeInTheDocument();
  });

  it('moves the last day and tells the refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAdmin('/admin/gift-vouchers/3', {
      'GET /api/admin/gift-vouchers/3': () => json(voucherDetail()),
      'PATCH /api/admin/gift-vouchers/3': (request) => {
        sent.push(request.body);
        return problem(400, 'error.validation', {
          detail: 'Nový posledný deň musí byť neskôr ako doterajší.',
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Predĺžiť platnosť' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText('Platná do');
    await user.clear(day);
    await user.click(within(dialog).getByRole('button', { name: 'Predĺžiť platnosť' }));
    expect(within(dialog).getByText('Zadajte platný dátum.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(day, '2030-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Predĺžiť platnosť' }));
    expect(await within(dialog).findByText(/musí byť neskôr/)).toBeInTheDocument();
    expect(sent).toEqual([{ validUntil: '2030-06-30', note: null }]);
  });

  const unused = (over: Parameters<typeof voucherDetail>[0] = {}) =>
    voucherDetail({ uses: 0, balance: 50, entries: [], ...over });

  it('withdraws a bought voucher never spent, after asking, and shows it withdrawn', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderAdmin('/admin/gift-vouchers/3', {
      'GET /api/admin/gift-vouchers/3': () => json(unused()),
      'POST /api/admin/gift-vouchers/3/withdrawal': (request) => {
        sent = request.body;
        return json(unused({ state: 'ODSTUPENA', stateLabel: 'Odstúpená' }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Odstúpiť' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Odstúpiť od zmluvy o poukážke ••••-••••-••••-PQRS?',
    });
    expect(within(dialog).getByText(/do 14 dní od jej vydania/)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Poznámka (nepovinná)' }),
      'Kupujúca odstúpila e-mailom',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Odstúpiť a vrátiť peniaze' }));
    await waitFor(() => expect(sent).toEqual({ note: 'Kupujúca odstúpila e-mailom' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Odstúpená')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odstúpiť' })).not.toBeInTheDocument();
  });

  it('tells a late withdrawal’s refusal in the server’s words', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/gift-vouchers/3', {
      'GET /api/admin/gift-vouchers/3': () => json(unused()),
      'POST /api/admin/gift-vouchers/3/withdrawal': () =>
        problem(409, 'error.giftvoucher.period', {
          detail: 'Lehota na odstúpenie uplynula 21. 12. 2026 (poukážka bola vydaná 7. 12. 2026).',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Odstúpiť' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Odstúpiť a vrátiť peniaze' }));
    expect(await within(dialog).findByText(/Lehota na odstúpenie uplynula/)).toBeInTheDocument();
  });

  it('offers no withdrawal of a voucher the shop gave', async () => {
    renderAdmin('/admin/gift-vouchers/3', {
      'GET /api/admin/gift-vouchers/3': () =>
        json(
          unused({
            treatment: 'DAROVANA',
            orderId: null,
            orderNumber: null,
            buyerEmail: null,
            reason: 'Ospravedlnenie',
          }),
        ),
    });
    expect(await screen.findByRole('button', { name: 'Zablokovať' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odstúpiť' })).not.toBeInTheDocument();
  });
});
