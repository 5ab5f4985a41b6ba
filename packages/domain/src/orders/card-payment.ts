import {
  EXPRESS_LABEL,
  POSTAGE_TITLE,
  type OrderAmounts,
  type OwedPiece,
} from './order-amounts.ts';

/** How a customer pays an order: by card (or a wallet) on the gateway's page, or by transfer. */
export const PAYMENT_METHODS = ['KARTA', 'PREVOD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What an order placed without a choice is paid by, as every order was before cards. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'PREVOD';

/** How the accountant's documents name a payment method. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  KARTA: 'platba kartou',
  PREVOD: 'bankový prevod',
};

/**
 * How an order is paid: by card once a card payment settled it, or while it still waits for
 * the card payment its customer chose; otherwise by transfer (a card order the customer paid by
 * transfer after all, or one whose card payment came only after a transfer had paid it).
 * @example paymentMethodOf('ZAPLATENA', { chosen: true, settled: false }) // -> 'PREVOD'
 */
export const paymentMethodOf = (
  status: string,
  card: { chosen: boolean; settled: boolean },
): PaymentMethod => (card.settled || (card.chosen && status === 'POTVRDENA') ? 'KARTA' : 'PREVOD');

/** One line of the gateway's payment page: a name and its amount, VAT included. */
export interface CardCheckoutLine {
  name: string;
  amountCents: number;
}

/**
 * What the customer pays on the card gateway's page, line by line: each piece (without its
 * express production), each piece's express production, and the postage, adding up to
 * `amountDueCents`. When something already lowered what is due (a payment, a credit, a
 * discount: the gateway takes no negative line), the page shows one line of the order instead.
 * @example checkoutLinesOf([{ lineId: 1, title: 'Fotografia 40 × 30 cm', quantity: 1, amountCents: 4700, expressCents: 990 }], { postageCents: 490, amountDueCents: 5190 }, '4711')
 * // -> [{ name: 'Fotografia 40 × 30 cm', amountCents: 3710 }, { name: 'Expresná výroba: Fotografia 40 × 30 cm', amountCents: 990 }, { name: 'Poštovné a balné', amountCents: 490 }]
 */
export const checkoutLinesOf = (
  pieces: readonly OwedPiece[],
  amounts: Pick<OrderAmounts, 'postageCents' | 'amountDueCents'>,
  orderNumber: string,
): CardCheckoutLine[] => {
  const lines: CardCheckoutLine[] = [];
  for (const piece of pieces) {
    const name = piece.quantity > 1 ? `${piece.title} (${piece.quantity} ks)` : piece.title;
    lines.push({ name, amountCents: piece.amountCents - piece.expressCents });
    if (piece.expressCents > 0) {
      lines.push({ name: `${EXPRESS_LABEL}: ${piece.title}`, amountCents: piece.expressCents });
    }
  }
  if (amounts.postageCents > 0)
    lines.push({ name: POSTAGE_TITLE, amountCents: amounts.postageCents });
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  const whole = lines.every((line) => line.amountCents > 0) && sum === amounts.amountDueCents;
  return whole
    ? lines
    : [{ name: `Objednávka č. ${orderNumber}`, amountCents: amounts.amountDueCents }];
};
