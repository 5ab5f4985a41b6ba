import { paymentMethodOf, type PaymentMethod } from '@fotoobraz/domain';
import type { CardCheckout } from '../repositories/card-payment.repository.ts';

/** How an order is paid, as its answer and the accountant's documents name it. */
export interface OrderPayment {
  paymentMethod: PaymentMethod;
  /** The card gateway's payment that paid the order; null unless a card payment did. */
  cardPaymentId: string | null;
}

/**
 * The order's payment from its card attempts: the attempt that paid it (PAID), if any; a card
 * payment that came after the order was paid (SURPLUS) is refunded, so it names nothing.
 */
export const orderPaymentOf = (status: string, attempts: readonly CardCheckout[]): OrderPayment => {
  const settled = attempts.find((attempt) => attempt.state === 'PAID');
  return {
    paymentMethod: paymentMethodOf(status, {
      chosen: attempts.length > 0,
      settled: settled !== undefined,
    }),
    cardPaymentId: settled?.paymentId ?? null,
  };
};
