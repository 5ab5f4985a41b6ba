import {
  orderNumberOf,
  type CardCheckoutAnswer,
  type NumberedOrder,
  type PaymentMethod,
} from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, postExplained } from '../api/api-client';

/** `GET /api/payments/methods`: KARTA only when the shop's card gateway is configured. */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['payments', 'methods'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ methods: PaymentMethod[] }>('api/payments/methods', { signal })).data,
  staleTime: 5 * 60_000,
});

/**
 * The thank-you page of a card payment, as the gateway comes back to it: named by the number the
 * customer knows, never by the order's row.
 * @example cardPaymentPath('4711', 'zrusena') // -> '/objednavka/4711/platba?vysledok=zrusena'
 */
export const cardPaymentPath = (orderNumber: string, outcome: 'ok' | 'zrusena') =>
  `/objednavka/${encodeURIComponent(orderNumber)}/platba?vysledok=${outcome}`;

/** Refusals the mail link's page explains itself: no error toast says them a second time. */
const LINK_REFUSALS = [403, 404, 409, 502] as const;

/**
 * `POST /api/orders/{id}/card-payment`: a fresh payment page of an unpaid card order, for its
 * owner, or for the holder of a mail's link `token`. Throws ApiError when refused.
 */
export const freshCheckoutUrl = async (orderId: number, token?: string): Promise<string> => {
  const path = `api/orders/${orderId}/card-payment`;
  if (token === undefined) return (await api.post<CardCheckoutAnswer>(path, {})).data.checkoutUrl;
  return (await postExplained<CardCheckoutAnswer>(path, { token }, LINK_REFUSALS)).checkoutUrl;
};

/**
 * Leaves for the gateway's payment page of a card order just placed, or, when the shop could
 * not open one, for the page that offers another try and the transfer.
 */
export const goToCardPayment = (order: NumberedOrder & { checkoutUrl?: unknown }): void => {
  const url = typeof order.checkoutUrl === 'string' ? order.checkoutUrl : null;
  window.location.assign(url ?? cardPaymentPath(orderNumberOf(order), 'zrusena'));
};
