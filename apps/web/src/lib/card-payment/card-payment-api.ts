import type { PaymentMethod } from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** `GET /api/payments/methods`: KARTA only when the shop's card gateway is configured. */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['payments', 'methods'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ methods: PaymentMethod[] }>('api/payments/methods', { signal })).data,
  staleTime: 5 * 60_000,
});

/** The thank-you page of a card payment, as the gateway comes back to it. */
export const cardPaymentPath = (orderId: number, outcome: 'ok' | 'zrusena') =>
  `/objednavka/${orderId}/platba?vysledok=${outcome}`;

/** `POST /api/orders/{id}/card-payment`: a fresh payment page of an unpaid card order. */
export const freshCheckoutUrl = async (orderId: number): Promise<string> =>
  (await api.post<{ checkoutUrl: string }>(`api/orders/${orderId}/card-payment`, {})).data
    .checkoutUrl;

/**
 * Leaves for the gateway's payment page of a card order just placed, or, when the shop could
 * not open one, for the page that offers another try and the transfer.
 */
export const goToCardPayment = (order: { id: number; checkoutUrl?: unknown }): void => {
  const url = typeof order.checkoutUrl === 'string' ? order.checkoutUrl : null;
  window.location.assign(url ?? cardPaymentPath(order.id, 'zrusena'));
};
