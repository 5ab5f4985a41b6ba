import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backOfficeOrder, openBackOfficeOrder } from '../../../../test/support/orders';

const paymentPanel = () => screen.findByRole('region', { name: 'Platba' });

describe("the order's payment (back-office)", () => {
  it('a card-paid order: the method, Stripe’s payment id and its refunds with their state', async () => {
    openBackOfficeOrder(
      backOfficeOrder({
        status: 'ZRUSENA',
        paymentMethod: 'KARTA',
        checkoutUrl: null,
        cardPaymentId: 'pi_3QfotoobrazA1',
        cardRefunds: [
          {
            creditNoteNumber: 'DB2026000004',
            amountCents: 1474,
            state: 'FAILED',
            stateLabel: 'Odmietnuté',
            failureReason: 'Charge has already been refunded.',
          },
          {
            creditNoteNumber: null,
            amountCents: 1474,
            state: 'SUCCEEDED',
            stateLabel: 'Vrátené na kartu',
            failureReason: null,
          },
        ],
      }),
    );
    const panel = await paymentPanel();
    expect(within(panel).getByText('Platba kartou (Stripe)')).toBeInTheDocument();
    expect(within(panel).getByText('pi_3QfotoobrazA1')).toBeInTheDocument();
    const refunds = within(panel).getByRole('table', { name: 'Vrátenia na kartu' });
    const rows = within(refunds).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'DB202600000414,74 €OdmietnutéCharge has already been refunded.',
      'Preplatok (platba kartou navyše)14,74 €Vrátené na kartu',
    ]);
  });

  it('a transfer-paid order: the method only, no Stripe id, no card refunds', async () => {
    openBackOfficeOrder(
      backOfficeOrder({
        paymentMethod: 'PREVOD',
        checkoutUrl: null,
        cardPaymentId: null,
        cardRefunds: [],
      }),
    );
    const panel = await paymentPanel();
    expect(within(panel).getByText('Bankový prevod')).toBeInTheDocument();
    expect(within(panel).queryByText(/ID platby v Stripe/)).toBeNull();
    expect(within(panel).queryByRole('table')).toBeNull();
  });
});
