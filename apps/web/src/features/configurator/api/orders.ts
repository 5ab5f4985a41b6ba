import type {
  GiftVoucherOrder,
  OrderAnswer,
  OrderContactSchema,
  OrderLookupAnswer,
  PaymentMethod,
} from '@fotoobraz/domain';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { api, postExplained } from '../../../lib/api/api-client';
import type { Order } from './types';

type Piece = { craftedProduct: { id: number } };

/**
 * The order as the shop places it: the contact, the terms version confirmed, and the wizard's one
 * piece or the basket's pieces as its lines, or gift vouchers alone; codes of vouchers paying
 * for the pieces.
 */
export type OrderRequest = z.input<typeof OrderContactSchema> & {
  status: 'POTVRDENA';
  termsVersion?: number;
  paymentMethod?: PaymentMethod;
  giftVouchers?: GiftVoucherOrder[];
  voucherCodes?: string[];
} & (Piece | { items: Piece[] } | { giftVouchers: GiftVoucherOrder[] });

/**
 * `POST /api/orders`: 201 with the new order, or 200 with the same order when this crafted product
 * was ordered already (a repeated submit, e.g. after a reload, makes no second order).
 */
export const placeOrder = async (request: OrderRequest): Promise<PlacedOrder> =>
  (await api.post<PlacedOrder>('api/orders', request)).data;

/** An order as placed: how it is paid, and for a card the gateway's page (null: none opened). */
export type PlacedOrder = Order & { paymentMethod: PaymentMethod; checkoutUrl: string | null };

/** The pro-forma invoice PDF (a download; the visitor cookie identifies the owner). */
export const proformaUrl = (orderId: number): string => `/api/orders/${orderId}/proforma`;

/** The placed order (its owner may read it): postage and the total to pay. */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['configurator', 'order', orderId],
    queryFn: async ({ signal }) => (await api.get<Order>(`api/orders/${orderId}`, { signal })).data,
    staleTime: Infinity,
  });

/** Refusals the pages that name an order by its number explain themselves: no error toast. */
const LOOKUP_REFUSALS = [403, 404] as const;

/**
 * `POST /api/orders/lookup`: the order the page's address names by the number its customer
 * knows, for the caller's session or for the holder of a mail's card payment link `token`.
 * Throws ApiError when refused (404: no such order for the caller; 403: the link has expired).
 */
export const lookupOrder = async (
  orderNumber: string,
  token?: string,
  signal?: AbortSignal,
): Promise<OrderLookupAnswer> =>
  postExplained<OrderLookupAnswer>(
    'api/orders/lookup',
    token === undefined ? { orderNumber } : { orderNumber, token },
    LOOKUP_REFUSALS,
    signal,
  );

/** The order of a page's number, as lookupOrder finds it. */
export const orderLookupQuery = (orderNumber: string, token?: string) =>
  queryOptions({
    queryKey: ['configurator', 'orderOfNumber', orderNumber, token ?? null] as const,
    queryFn: ({ signal }) => lookupOrder(orderNumber, token, signal),
  });

/** The signed-in customer's last order, whose contact the next one starts from (or null). */
export const lastOrderQuery = (userId: number) =>
  queryOptions({
    queryKey: ['configurator', 'lastOrder', userId],
    queryFn: async ({ signal }) =>
      (
        await api.get<OrderAnswer[]>('api/orders', {
          query: { 'usrid.equals': userId, sort: 'orderDate,desc', page: 0, size: 1 },
          signal,
        })
      ).data[0] ?? null,
    staleTime: Infinity,
  });
