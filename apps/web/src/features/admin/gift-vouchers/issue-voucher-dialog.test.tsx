import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/support/fake-server';
import { voucherDetail } from '../../../../test/support/gift-vouchers';
import { renderAdmin } from '../../../../test/support/render-admin';

const ISSUED = voucherDetail({
  id: 9,
  code: '••••-••••-••••-PQRS',
  value: 25,
  balance: 25,
  validUntil: '2029-12-07',
  treatment: 'DAROVANA',
  buyerEmail: null,
  orderId: null,
  orderNumber: null,
  uses: 0,
  entries: [],
  reason: 'Ospravedlnenie k reklamácii',
  fullCode: 'ABCD-EFGH-JKMN-PQRS',
});

describe('Vydať poukážku', () => {
  it('checks the value, the names and the day, then shows the whole code once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAdmin('/admin/gift-vouchers', {
      'GET /api/admin/gift-vouchers': () => json([], { headers: { 'X-Total-Count': '0' } }),
      'POST /api/admin/gift-vouchers': (request) => {
        sent.push(request.body);
        return json(ISSUED, { status: 201 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Vydať poukážku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vydať darčekovú poukážku' });
    expect(within(dialog).getByText(/je dar: .*neplatí DPH.*ako zľava/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Vydať poukážku' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name });

    await user.click(submit);
    expect(within(dialog).getAllByText('Toto pole je povinné.')).toHaveLength(3);

    await user.type(box('Hodnota (€)'), '600');
    expect(
      within(dialog).getByText('Zadajte hodnotu v celých eurách od 10 do 500 €.'),
    ).toBeInTheDocument();
    await user.clear(box('Hodnota (€)'));
    await user.type(box('Hodnota (€)'), '25');
    await user.type(box('Meno príjemcu'), 'Eva');
    await user.type(box('Dôvod'), 'Ospravedlnenie k reklamácii');
    await user.type(within(dialog).getByLabelText('Deň odoslania (nepovinný)'), '2026-12-24');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Deň odoslania sa dá zvoliť len s e-mailom príjemcu.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(box('E-mail príjemcu (nepovinný)'), 'eva@example.sk');
    await user.click(submit);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          value: 25,
          recipientName: 'Eva',
          message: null,
          sendTo: 'eva@example.sk',
          sendOn: '2026-12-24',
          reason: 'Ospravedlnenie k reklamácii',
        },
      ]),
    );

    expect(await within(dialog).findByText(/Poukážka na 25,00 € je vydaná/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Celý kód poukážky')).toHaveTextContent(
      'ABCD-EFGH-JKMN-PQRS',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kopírovať kód' }));
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(within(dialog).getByRole('button', { name: 'Stiahnuť PDF' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Otvoriť poukážku' })).toHaveAttribute(
      'href',
      '/admin/gift-vouchers/9',
    );
  });
});
