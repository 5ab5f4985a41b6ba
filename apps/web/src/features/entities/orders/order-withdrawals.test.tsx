import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/support/fake-server';
import { backOfficeOrder, openBackOfficeOrder } from '../../../../test/support/orders';
import { adminWithdrawal } from '../../../../test/support/withdrawals';

const open = (withdrawals: unknown[]) =>
  openBackOfficeOrder(backOfficeOrder(), {
    routes: { 'GET /api/orders/5/withdrawals': () => json(withdrawals) },
  });

describe("the order's withdrawals (back-office)", () => {
  it('shows each withdrawal with its state, lines and credit note, and leads to the list', async () => {
    open([
      adminWithdrawal({
        orderId: 5,
        orderNumber: '45',
        submittedAt: '2026-11-21T09:00:00Z',
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
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Odstúpenia od zmluvy' });
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
    const section = await screen.findByRole('region', { name: 'Odstúpenia od zmluvy' });
    expect(
      await within(section).findByText('Zákazník od tejto objednávky neodstúpil.'),
    ).toBeInTheDocument();
  });
});
