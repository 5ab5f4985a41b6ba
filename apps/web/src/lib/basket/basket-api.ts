import type { craftedProduct, PieceParcel, RowOf } from '@fotoobraz/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/api-client';
import { useSession } from '../auth/session';

/**
 * A crafted product as the basket carries it (GET /api/crafted-products/{id}, repriced), with
 * what one copy brings to the order's parcel.
 */
export type BasketProduct = RowOf<typeof craftedProduct> & { parcel?: PieceParcel | null };

/** A catalogue choice of the line that is no longer on offer; `field` names the choice. */
export interface BasketProblem {
  field: string;
  message: string;
}

export interface BasketItem {
  id: number;
  position: number;
  addedDate: string;
  craftedProduct: BasketProduct;
  priceWhenAdded: number;
  problems: BasketProblem[];
  /** The day the line would ship, ordered now ('YYYY-MM-DD'). */
  dispatchDate?: string;
}

export interface Basket {
  items: BasketItem[];
  count: number;
  itemsTotal: number;
  /** What a courier would cost for these items (postage is charged once per order). */
  courierPostage: number;
  /** The day the whole order would ship: its slowest line's. */
  dispatchDate?: string | null;
}

export interface PriceChange {
  itemId: number;
  description: string;
  oldPrice: number;
  newPrice: number;
}

export interface Reordered {
  basket: Basket;
  changes: PriceChange[];
}

export const EMPTY_BASKET: Basket = { items: [], count: 0, itemsTotal: 0, courierPostage: 0 };

const BASKET_KEY = 'basket';

/**
 * The caller's basket: the visitor's (by the sid cookie) or the signed-in user's, so the key
 * names the owner and a sign-in or sign-out reads the other one (the server merged it).
 */
export const basketQuery = (owner: number | null) =>
  queryOptions({
    queryKey: [BASKET_KEY, owner ?? 'visitor'],
    queryFn: async ({ signal }) => (await api.get<Basket>('api/basket', { signal })).data,
  });

/** Marks every owner's basket stale; the shown one loads again (after an order, a change). */
export const refreshBasket = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: [BASKET_KEY] });

/** `POST /api/basket/items`: 201 a new line, 200 the line the piece already has. */
export const addToBasket = async (craftedId: number): Promise<BasketItem> =>
  (await api.post<BasketItem>('api/basket/items', { craftedProduct: { id: craftedId } })).data;

/** `PUT /api/basket/items/{id}`: the piece's copies changed and repriced by the server. */
export const changeCopies = async (itemId: number, copies: number): Promise<BasketItem> =>
  (await api.put<BasketItem>(`api/basket/items/${itemId}`, { copies })).data;

/** `DELETE /api/basket/items/{id}`: the line leaves the basket; the piece itself stays. */
export const removeFromBasket = async (itemId: number): Promise<void> => {
  await api.delete(`api/basket/items/${itemId}`);
};

/** `POST /api/orders/{id}/reorder`: the order's lines as new pieces in the basket, priced today. */
export const reorder = async (orderId: number): Promise<Reordered> =>
  (await api.post<Reordered>(`api/orders/${orderId}/reorder`)).data;

/** The basket of whoever uses the shop now, and a way to store a fresher copy of it. */
export const useBasket = () => {
  const { account, status } = useSession();
  const client = useQueryClient();
  const owner = account?.id ?? null;
  const query = useQuery({ ...basketQuery(owner), enabled: status !== 'loading' });
  const store = useCallback(
    (basket: Basket) => client.setQueryData(basketQuery(owner).queryKey, basket),
    [client, owner],
  );
  return { basket: query.data, query, store };
};
