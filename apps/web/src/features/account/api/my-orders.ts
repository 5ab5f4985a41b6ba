import type { OrderAnswer } from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { dataUrlOf, fetchBinary } from '../../../lib/api/binary';

/** One order as the list shows it (GET /api/orders: the crafted product nested, no images). */
export type MyOrder = OrderAnswer;

export interface MyOrdersPage {
  orders: MyOrder[];
  total: number;
}

export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * The signed-in user's orders, newest first. The server shows a customer only their own; an
 * administrator would see everyone's, hence the owner filter.
 */
export const myOrdersQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['account', 'orders', userId, page],
    queryFn: async ({ signal }): Promise<MyOrdersPage> => {
      const { data, headers } = await api.get<MyOrder[]>('api/orders', {
        query: {
          'usrid.equals': userId,
          sort: 'orderDate,desc',
          page,
          size: MY_ORDERS_PAGE_SIZE,
        },
        signal,
      });
      return { orders: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
  });

/** The crafted product's preview (`GET /api/crafted-products/{id}/previewThumb`) as a data URL. */
export const previewQuery = (craftedProductId: number) =>
  queryOptions({
    queryKey: ['account', 'preview', craftedProductId],
    queryFn: async ({ signal }) =>
      dataUrlOf(
        (await fetchBinary(`api/crafted-products/${craftedProductId}/previewThumb`, signal)).blob,
      ),
    staleTime: Infinity,
  });

/** The pro-forma invoice PDF as issued with the order. */
export const proformaPath = (orderId: number): string => `api/orders/${orderId}/proforma`;
