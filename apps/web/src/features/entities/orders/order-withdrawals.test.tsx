import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../../test/support/accounts';
import { json } from '../../../../test/support/fake-server';
import { PAGE_LOAD } from '../../../../test/support/form-helpers';
import { renderApp } from '../../../../test/support/render-app';

const ORDER = {
  id: 5,
  orderDate: '2026-11-20T08:00:00Z',
  status: 'VYBAVENA',
  email: 'jana@example.sk',
  totalAmount: 14.74,
  postage: 6.9,
  invoiceNumber: '2026-000005',
  variableSymbol: '45',
  craftedProduct: null,
};

const open = (withdrawals: unknown[]) =>
  renderApp('/entity/order/5', {
    account: ADMIN,
    routes: {
      'GET /api/orders/5': () => json(ORDER),
      'GET /api/orders/5/history': () => json([]),
      'GET /api/orders/5/documents': () => json([]),
      'GET /api/orders/5/withdrawals': () => json(withdrawals),
    },
  });

describe("the order's withdrawals (back-office)", () => {
  it('shows each withdrawal with its state, lines and credit note, and leads to the list', async () => {
    open([
      {
        id: 7,
        orderId: 5,
        orderNumber: '45',
        orderStatus: 'VYBAVENA',
        submittedAt: '2026-11-21T09:00:00Z',
        name: 'Jana Nováková',
        email: 'jana@example.sk',
        reason: null,
        state: 'TOVAR_PRIJATY',
        lines: [
          { craftedProductId: 46, position: 2, title: 'Fotoobraz 60 × 40 cm', priceCents: 780 },
        ],
        receivedAt: '2026-11-25T10:00:00Z',
        receivedBy: 'admin',
        creditNoteNumber: 'DB2026000003',
        refundCents: 980,
        postageRefundCents: 200,
        refundIban: null,
        paidFromIban: null,
        refundIbanSource: null,
        noCreditNoteReason: null,
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Odstúpenia od zmluvy' }, PAGE_LOAD);
    expect(await within(section).findByText('Tovar prijatý späť')).toBeInTheDocument();
    expect(within(section).getByText('DB2026000003: 9,80 €')).toBeInTheDocument();
    expect(within(section).getByText('2. Fotoobraz 60 × 40 cm – 7,80 €')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Spravovať odstúpenia' })).toHaveAttribute(
      'href',
      '/admin/withdrawals',
    );
  });

  it('says when the customer has not withdrawn', async () => {
    open([]);
    const section = await screen.findByRole('region', { name: 'Odstúpenia od zmluvy' }, PAGE_LOAD);
    expect(
      await within(section).findByText('Zákazník od tejto objednávky neodstúpil.'),
    ).toBeInTheDocument();
  });
});
