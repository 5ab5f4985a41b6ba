import { describe, expect, it } from 'vitest';
import { cardPayoutsCsv } from '../accounting/card-payouts-csv.ts';
import {
  isGatewayPayout,
  payoutReferenceOf,
  payoutTotals,
  type PayoutLine,
} from './gateway-payout.ts';

describe("the card gateway's payouts", () => {
  const credit = { creditDebit: 'CRDT' as const, counterpartyName: null, remittance: null };

  it('recognises a credit with Stripe’s name as its payer or in its message, never a debit', () => {
    expect(isGatewayPayout({ ...credit, counterpartyName: 'Stripe Technology Europe Ltd' })).toBe(
      true,
    );
    expect(isGatewayPayout({ ...credit, remittance: 'STRIPE PAYOUT' })).toBe(true);
    expect(isGatewayPayout({ ...credit, remittance: 'Stripe' })).toBe(true);
    expect(isGatewayPayout({ ...credit, counterpartyName: 'Jana Stripeková' })).toBe(false);
    expect(
      isGatewayPayout({ ...credit, counterpartyName: 'Jana Nováková', remittance: 'VS 15' }),
    ).toBe(false);
    expect(
      isGatewayPayout({ creditDebit: 'DBIT', counterpartyName: 'Stripe', remittance: null }),
    ).toBe(false);
  });

  it('reads the payout’s id where the bank kept it', () => {
    expect(payoutReferenceOf('STRIPE po_1QabcDEF23456789 výplata')).toBe('po_1QabcDEF23456789');
    expect(payoutReferenceOf('STRIPE')).toBeNull();
    expect(payoutReferenceOf('po_short')).toBeNull();
    expect(payoutReferenceOf(null)).toBeNull();
  });

  const lines: PayoutLine[] = [
    { kind: 'PAYMENT', paymentId: 'pi_1', amountCents: 4990, feeCents: 100 },
    { kind: 'PAYMENT', paymentId: 'pi_2', amountCents: 8905, feeCents: 159 },
    { kind: 'REFUND', paymentId: 'pi_1', amountCents: -1000, feeCents: 0 },
    { kind: 'FEE', paymentId: null, amountCents: -150, feeCents: 0 },
    { kind: 'OTHER', paymentId: null, amountCents: 12, feeCents: 0 },
  ];

  it('adds a payout up to the cent: payments less refunds, fees and the rest is what came', () => {
    expect(payoutTotals(lines)).toEqual({
      paymentsCents: 13895,
      refundsCents: 1000,
      feesCents: 409,
      otherCents: 12,
      netCents: 13895 - 1000 - 409 + 12,
    });
    expect(payoutTotals([])).toEqual({
      paymentsCents: 0,
      refundsCents: 0,
      feesCents: 0,
      otherCents: 0,
      netCents: 0,
    });
  });

  it('lists a month’s payouts for the accountant, fees as the shop’s cost, nets adding up to the payout', () => {
    const csv = cardPayoutsCsv(
      lines.map((line, n) => ({
        ...line,
        payoutId: 'po_1',
        bookingDate: '2026-12-03',
        orderNumber: line.paymentId === 'pi_1' ? '2026000015' : n === 1 ? '2026000016' : null,
      })),
    );
    expect(csv).toBe(
      '\ufeffDátum pripísania;Výplata Stripe;Druh;Objednávka;ID platby Stripe;Suma;Poplatok Stripe (náklad);Čistá suma\r\n' +
        '03.12.2026;po_1;Platba kartou;2026000015;pi_1;49,90;1,00;48,90\r\n' +
        '03.12.2026;po_1;Platba kartou;2026000016;pi_2;89,05;1,59;87,46\r\n' +
        '03.12.2026;po_1;Vrátenie na kartu;2026000015;pi_1;-10,00;0,00;-10,00\r\n' +
        '03.12.2026;po_1;Poplatok Stripe;;;0,00;1,50;-1,50\r\n' +
        '03.12.2026;po_1;Iný pohyb;;;0,12;0,00;0,12\r\n',
    );
    // 48,90 + 87,46 − 10,00 − 1,50 + 0,12 = 124,98: the payout.
    expect(payoutTotals(lines).netCents).toBe(12498);
  });
});
