import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeRequest } from '../../../../test/support/fake-server';
import { backOfficeOrder, openBackOfficeOrder } from '../../../../test/support/orders';

const orderRow = (status: string) => backOfficeOrder({ status, dispatchDate: '2026-12-07' });

const DOCUMENTS = [
  {
    number: '2026-000005',
    type: 'PROFORMA',
    title: 'Zálohová faktúra',
    url: '/api/orders/5/documents/2026-000005',
  },
  {
    number: 'ZF2026000007',
    type: 'ADVANCE_INVOICE',
    title: 'Faktúra – daňový doklad k prijatej platbe',
    url: '/api/orders/5/documents/ZF2026000007',
  },
];

const open = (status: string) => {
  const posted: FakeRequest[] = [];
  openBackOfficeOrder(orderRow(status), {
    routes: {
      'GET /api/orders/5/documents': () => json(DOCUMENTS),
      'POST /api/orders/5/status': (request) => {
        posted.push(request);
        return json(orderRow(String((request.body as { status: string }).status)));
      },
    },
  });
  return posted;
};

describe('the order workflow and documents (back-office)', () => {
  it('states the dispatch day promised to the customer', async () => {
    open('ZAPLATENA');
    expect(await screen.findByTestId('order-dispatch-date')).toHaveTextContent(
      'Zákazníkovi sme sľúbili odoslanie do pondelka 7. 12. 2026.',
    );
  });

  it('lists the tax documents beside the pro-forma', async () => {
    open('ZAPLATENA');
    const documents = await screen.findByRole('list', { name: 'Doklady k objednávke' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Faktúra – daňový doklad k prijatej platbe ZF2026000007 (PDF)']);
  });

  it("marking it paid sends the payment's day, today unless changed", async () => {
    const posted = open('POTVRDENA');
    await userEvent.click(await screen.findByRole('button', { name: 'Zmeniť na: Zaplatená' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText(/^Dátum prijatia platby/);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Bratislava' });
    expect(day).toHaveValue(today);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-18');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmeniť stav' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ status: 'ZAPLATENA', note: null, paidOn: '2026-11-18' });
  });

  it('cancelling a paid order needs the reason the credit note states', async () => {
    const posted = open('ZAPLATENA');
    await userEvent.click(await screen.findByRole('button', { name: 'Zmeniť na: Zrušená' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Zmeniť stav' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Dôvod zrušenia/), 'Rozmyslel si to');
    await userEvent.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ status: 'ZRUSENA', note: 'Rozmyslel si to' });
  });
});
