import type { BankEntryView, BankRefundDue, BankReview } from '@fotoobraz/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/support/fake-server';
import { renderAdmin } from '../../../../test/support/render-admin';

const entry = (over: Partial<BankEntryView>): BankEntryView => ({
  id: 1,
  statementId: 1,
  entryKey: 'SK31|TX-0002',
  bookingDate: '2026-11-20',
  amountCents: 1000,
  currency: 'EUR',
  creditDebit: 'CRDT',
  variableSymbol: '1002',
  specificSymbol: null,
  constantSymbol: null,
  counterpartyName: 'Peter Malý',
  counterpartyIban: null,
  remittance: null,
  state: 'REVIEW',
  reviewReason: 'UNDERPAID',
  orderId: 2,
  orderNumber: '1002',
  creditNoteId: null,
  creditNoteNumber: null,
  resolvedBy: null,
  resolvedDate: null,
  note: null,
  ...over,
});

const refund = (over: Partial<BankRefundDue>): BankRefundDue => ({
  orderId: 3,
  paidBy: 'PREVOD',
  cardRefund: null,
  variableSymbol: '1003',
  totalCents: 3500,
  paidCents: 4000,
  creditedCents: 0,
  refundedCents: 0,
  dueCents: 500,
  creditNoteNumbers: [],
  withdrawalIds: [],
  name: 'Peter Malý',
  iban: null,
  ibanSource: null,
  toTransferCents: 500,
  exported: null,
  ...over,
});

const REVIEW: BankReview = {
  entries: [
    entry({}),
    entry({
      id: 3,
      variableSymbol: '9999',
      reviewReason: 'UNKNOWN_VS',
      orderId: null,
      orderNumber: null,
      counterpartyName: 'Neznámy',
    }),
    entry({
      id: 5,
      variableSymbol: null,
      reviewReason: 'PAYOUT',
      orderId: null,
      orderNumber: null,
      counterpartyName: 'Stripe Technology Europe Ltd',
      note: 'Stripe nepozná nezaúčtovanú výplatu 12,34 € pripísanú 5. 12. 2026.',
    }),
  ],
  refunds: [
    refund({}),
    refund({
      orderId: 4,
      variableSymbol: '1004',
      totalCents: 8180,
      paidCents: 8180,
      creditedCents: 3890,
      dueCents: 3890,
      creditNoteNumbers: ['DB2026000002'],
      withdrawalIds: [7],
      name: 'Jana Nováková',
      iban: 'SK6807200002891987426353',
      ibanSource: 'PAYMENT',
      toTransferCents: 3890,
    }),
  ],
  cardPayments: [],
  transfers: [],
};

describe('/admin/bank-review', () => {
  it('lists why each payment waits, and the refunds due with their accounts', async () => {
    renderAdmin('/admin/bank-review', { 'GET /api/bank-entries/review': () => json(REVIEW) });
    const underpaid = (await screen.findByText('Nedoplatok')).closest('tr')!;
    expect(within(underpaid).getByText('+10,00 €')).toBeInTheDocument();
    expect(within(underpaid).getByText('VS 1002')).toBeInTheDocument();
    // The payment's order by its number, not its row's id.
    expect(within(underpaid).getByRole('link', { name: '1002' })).toHaveAttribute(
      'href',
      '/entity/order/2',
    );
    expect(screen.getByText('Neznámy variabilný symbol')).toBeInTheDocument();
    // Stripe's payout it could not book: what Stripe said, beside the reason.
    const payout = screen.getByText('Výplata Stripe').closest('tr')!;
    expect(
      within(payout).getByText(
        'Stripe nepozná nezaúčtovanú výplatu 12,34 € pripísanú 5. 12. 2026.',
      ),
    ).toBeInTheDocument();
    const refunds = screen.getByRole('table', { name: 'Vratky zákazníkom' });
    const overpaid = within(refunds).getByText('5,00 €').closest('tr')!;
    expect(within(overpaid).getByText(/Chýba platný IBAN/)).toBeInTheDocument();
    const withdrawn = within(refunds).getByText('DB2026000002').closest('tr')!;
    expect(within(withdrawn).getByText('Odstúpenie č. 7')).toBeInTheDocument();
    // The order by the number its customer knows, not its row's id.
    expect(within(withdrawn).getByRole('link', { name: '1004' })).toHaveAttribute(
      'href',
      '/entity/order/4',
    );
    expect(within(withdrawn).queryByRole('link', { name: '4' })).toBeNull();
    expect(within(withdrawn).getAllByText('38,90 €')).toHaveLength(2);
    expect(
      within(withdrawn).getByText(/SK6807200002891987426353 \(účet, z ktorého zákazník platil\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Stiahnuť platobný príkaz (SEPA XML)' }),
    ).toBeEnabled();
  });

  it('names the way each overpayment came in; a card’s goes back to the card, with its state', async () => {
    renderAdmin('/admin/bank-review', {
      'GET /api/bank-entries/review': () =>
        json({
          ...REVIEW,
          refunds: [
            refund({ iban: 'SK6807200002891987426353', ibanSource: 'PAYMENT' }),
            refund({
              orderId: 5,
              variableSymbol: '1005',
              paidBy: 'KARTA',
              paidCents: 1290,
              dueCents: 1290,
              toTransferCents: 0,
              cardRefund: {
                creditNoteNumber: null,
                amountCents: 1290,
                state: 'TO_SEND',
                stateLabel: 'Čaká na odoslanie',
                failureReason: null,
              },
            }),
          ],
        }),
    });
    const refunds = await screen.findByRole('table', { name: 'Vratky zákazníkom' });
    const transfer = within(refunds).getByRole('link', { name: '1003' }).closest('tr')!;
    expect(within(transfer).getByText('prevod')).toBeInTheDocument();
    const card = within(refunds).getByRole('link', { name: '1005' }).closest('tr')!;
    expect(within(card).getByText('karta')).toBeInTheDocument();
    expect(
      within(card).getByText('Vracia sa na kartu, nie platobným príkazom: Čaká na odoslanie'),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Chýba platný IBAN/)).toBeNull();
  });

  it('offers no transfer file while no refund has an account', async () => {
    renderAdmin('/admin/bank-review', {
      'GET /api/bank-entries/review': () => json({ ...REVIEW, refunds: [REVIEW.refunds[0]] }),
    });
    expect(
      await screen.findByRole('button', { name: 'Stiahnuť platobný príkaz (SEPA XML)' }),
    ).toBeDisabled();
  });

  it('shows a refund exported in a file, puts it back, and confirms the file as sent', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const messageId = 'FOTO-20261207140500-3f9a1c2b7d4e';
    const exported = refund({
      orderId: 4,
      iban: 'SK6807200002891987426353',
      ibanSource: 'PAYMENT',
      toTransferCents: 0,
      exported: { messageId, exportedAt: '2026-12-07T13:05:00Z', cents: 500, confirmedAt: null },
    });
    const file = {
      messageId,
      exportedAt: '2026-12-07T13:05:00Z',
      exportedBy: 'admin',
      count: 1,
      sumCents: 500,
      confirmedAt: null,
      confirmedBy: null,
    };
    renderAdmin('/admin/bank-review', {
      'GET /api/bank-entries/review': () =>
        json({ ...REVIEW, refunds: [exported], transfers: [file] }),
      [`POST /api/bank/refund-transfers/${messageId}/confirmation`]: () => {
        calls.push('confirm');
        return json({ ...file, confirmedAt: '2026-12-07T13:10:00Z', confirmedBy: 'admin' });
      },
      'DELETE /api/bank/refunds/4/export': () => {
        calls.push('put back');
        return json({ orderId: 4, toTransferCents: 500 });
      },
    });
    const refunds = await screen.findByRole('table', { name: 'Vratky zákazníkom' });
    const row = within(refunds)
      .getByText(/Exportované/)
      .closest('tr')!;
    expect(
      within(row).getByText(new RegExp(`v súbore ${messageId} \\(5,00 €\\)`)),
    ).toBeInTheDocument();
    expect(within(row).getByText(/odoslanie súboru do banky nepotvrdené/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Vrátiť do ďalšieho súboru' }));
    const files = screen.getByRole('table', { name: 'Exportované platobné príkazy' });
    expect(within(files).getByText(messageId)).toBeInTheDocument();
    await user.click(within(files).getByRole('button', { name: 'Potvrdiť odoslanie do banky' }));
    await waitFor(() => expect(calls).toEqual(['put back', 'confirm']));
  });

  it('assigns a payment to the order its VS names, or to the one the owner enters', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderAdmin('/admin/bank-review', {
      'GET /api/bank-entries/review': () => json(REVIEW),
      'POST /api/bank-entries/1/assign': async (request) => {
        sent = request.body;
        return json(entry({ state: 'ASSIGNED' }));
      },
    });
    const row = (await screen.findByText('Nedoplatok')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Priradiť' }));
    const dialog = await screen.findByRole('dialog', { name: 'Priradiť platbu k objednávke' });
    const orderId = within(dialog).getByRole('textbox', { name: /Číslo objednávky/ });
    expect(orderId).toHaveValue('2');
    await user.clear(orderId);
    await user.type(orderId, '7');
    await user.type(within(dialog).getByRole('textbox', { name: 'Poznámka' }), 'Doplatok');
    await user.click(within(dialog).getByRole('button', { name: 'Priradiť' }));
    await waitFor(() => expect(sent).toEqual({ orderId: 7, note: 'Doplatok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
