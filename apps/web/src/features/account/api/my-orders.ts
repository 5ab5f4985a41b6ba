import type { OrderStatus, PacketState } from '@fotoobraz/domain';
import type { OrderPointFields } from '../../../lib/delivery/order-pickup-point';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { dataUrlOf, fetchBinary } from '../../../lib/api/binary';

/** One order as the list shows it (GET /api/orders: the crafted product nested, no images). */
export interface MyOrder extends OrderPointFields {
  id: number;
  orderDate: string | null;
  status: OrderStatus | string;
  totalAmount: number | string | null;
  postage: number | string | null;
  invoiceNumber: string | null;
  variableSymbol: string | null;
  /** The day the shop promised to send it off, 'YYYY-MM-DD' (orders placed since it does). */
  dispatchDate?: string | null;
  craftedProduct: {
    id: number;
    text1: string | null;
    text3: string | null;
    previewThumbContentType: string | null;
  } | null;
  /** The Packeta packet of an order to a pick-up point or by courier, once it is asked for. */
  packet?: {
    state: PacketState;
    stateLabel: string;
    barcodeText: string | null;
    trackingUrl: string | null;
  } | null;
}

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
