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

/** The list with its dialog open; the requests the dialog sent. */
const openDialog = async () => {
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
  const box = (name: string) => within(dialog).getByRole('textbox', { name });
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Vydať poukážku' }));
  return { user, sent, dialog, box, submit };
};

describe('Vydať poukážku', () => {
  it('says it is a gift, and wants whole euros, a name, a reason, and an address for a day', async () => {
    const { user, sent, dialog, box, submit } = await openDialog();
    expect(within(dialog).getByText(/je dar: .*neplatí DPH.*ako zľava/)).toBeInTheDocument();
    await submit();
    expect(within(dialog).getAllByText('Toto pole je povinné.')).toHaveLength(3);
    await user.type(box('Hodnota (€)'), '600');
    expect(
      within(dialog).getByText('Zadajte sumu od 10 do 500 € v celých eurách.'),
    ).toBeInTheDocument();
    await user.clear(box('Hodnota (€)'));
    await user.type(box('Hodnota (€)'), '25,5');
    expect(
      within(dialog).getByText('Zadajte sumu od 10 do 500 € v celých eurách.'),
    ).toBeInTheDocument();
    // The day is weighed against the address once the voucher itself is right.
    await user.clear(box('Hodnota (€)'));
    await user.type(box('Hodnota (€)'), '25');
    await user.type(box('Meno príjemcu'), 'Eva');
    await user.type(box('Dôvod'), 'Ospravedlnenie k reklamácii');
    await user.type(within(dialog).getByLabelText('Deň odoslania (nepovinný)'), '2026-12-24');
    await submit();
    expect(
      await within(dialog).findByText('Deň odoslania sa dá zvoliť len s e-mailom príjemcu.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('gives the voucher and shows its whole code once, to copy or print', async () => {
    const { user, sent, dialog, box, submit } = await openDialog();
    await user.type(box('Hodnota (€)'), '25');
    await user.type(box('Meno príjemcu'), 'Eva');
    await user.type(box('E-mail príjemcu (nepovinný)'), 'eva@example.sk');
    await user.type(within(dialog).getByLabelText('Deň odoslania (nepovinný)'), '2026-12-24');
    await user.type(box('Dôvod'), 'Ospravedlnenie k reklamácii');
    await submit();
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
