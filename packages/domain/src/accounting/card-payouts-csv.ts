import type { PayoutLine, PayoutLineKind } from '../payments/gateway-payout.ts';
import { csvAmount, csvCell, csvDate, csvFile } from './accounting-csv.ts';

/** A movement a payout of the card gateway carried, with the payout and the day it came. */
export interface PayoutLineOfMonth extends PayoutLine {
  payoutId: string;
  /** The day the payout reached the shop's account, 'YYYY-MM-DD'. */
  bookingDate: string;
  /** The order the payment paid, by its number; null for a fee of its own. */
  orderNumber: string | null;
}

export const PAYOUT_LINE_KIND_LABELS: Record<PayoutLineKind, string> = {
  PAYMENT: 'Platba kartou',
  REFUND: 'Vrátenie na kartu',
  FEE: 'Poplatok Stripe',
  OTHER: 'Iný pohyb',
};

/**
 * The month's payouts of the card gateway, a row per movement each carried, as the accountant
 * books them: what the payment brought, Stripe's fee on it (the shop's cost, in its own
 * column) and what reached the bank. A fee Stripe charged on its own is a cost of its full
 * amount. Same file conventions as the documents' CSV.
 * @example cardPayoutsCsv([{ payoutId: 'po_1', bookingDate: '2026-12-03', kind: 'PAYMENT', paymentId: 'pi_1', orderNumber: '2026000015', amountCents: 4990, feeCents: 95 }])
 *   // -> '\ufeffDátum pripísania;Výplata Stripe;Druh;Objednávka;ID platby Stripe;Suma;Poplatok Stripe (náklad);Čistá suma\r\n03.12.2026;po_1;Platba kartou;2026000015;pi_1;49,90;0,95;48,95\r\n'
 */
export const cardPayoutsCsv = (lines: readonly PayoutLineOfMonth[]): string => {
  const header = [
    'Dátum pripísania',
    'Výplata Stripe',
    'Druh',
    'Objednávka',
    'ID platby Stripe',
    'Suma',
    'Poplatok Stripe (náklad)',
    'Čistá suma',
  ].map((title) => csvCell(title));
  const rows = lines.map((line) => {
    const fee = line.kind === 'FEE' ? line.feeCents - line.amountCents : line.feeCents;
    const amount = line.kind === 'FEE' ? 0 : line.amountCents;
    return [
      csvDate(line.bookingDate),
      csvCell(line.payoutId),
      csvCell(PAYOUT_LINE_KIND_LABELS[line.kind]),
      csvCell(line.orderNumber),
      csvCell(line.paymentId),
      csvAmount(amount),
      csvAmount(fee),
      csvAmount(amount - fee),
    ];
  });
  return csvFile([header, ...rows]);
};
