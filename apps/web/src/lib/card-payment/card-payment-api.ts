import type { CardCheckoutAnswer, PaymentMethod } from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';

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

/** Refusals the mail link's page explains itself: no error toast says them a second time. */
const LINK_REFUSALS = [403, 404, 409, 502] as const;

/**
 * `POST /api/orders/{id}/card-payment`: a fresh payment page of an unpaid card order, for its
 * owner, or for the holder of a mail's link `token`. Throws ApiError when refused.
 */
export const freshCheckoutUrl = async (orderId: number, token?: string): Promise<string> => {
  const path = `api/orders/${orderId}/card-payment`;
  if (token === undefined) return (await api.post<CardCheckoutAnswer>(path, {})).data.checkoutUrl;
  const answer = await api.post<CardCheckoutAnswer>(
    path,
    { token },
    { acceptStatuses: LINK_REFUSALS },
  );
  if (answer.status !== 200) {
    throw new ApiError({
      status: answer.status,
      url: path,
      headers: answer.headers,
      data: answer.data,
    });
  }
  return answer.data.checkoutUrl;
};

/**
 * Leaves for the gateway's payment page of a card order just placed, or, when the shop could
 * not open one, for the page that offers another try and the transfer.
 */
export const goToCardPayment = (order: { id: number; checkoutUrl?: unknown }): void => {
  const url = typeof order.checkoutUrl === 'string' ? order.checkoutUrl : null;
  window.location.assign(url ?? cardPaymentPath(order.id, 'zrusena'));
};
