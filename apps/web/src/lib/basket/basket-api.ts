import type { BasketAnswer, BasketItemAnswer, ReorderAnswerSchema } from '@fotoobraz/domain';
import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/api-client';
import { useSession } from '../auth/session';

/** The basket and its lines as the server answers them (packages/domain: answers). */
export type Basket = BasketAnswer;
export type BasketItem = BasketItemAnswer;
/** A crafted product as the basket carries it, with what one copy brings to the parcel. */
export type BasketProduct = BasketItem['craftedProduct'];
export type BasketProblem = BasketItem['problems'][number];
export type Reordered = z.output<typeof ReorderAnswerSchema>;
export type PriceChange = Reordered['changes'][number];

export const EMPTY_BASKET: Basket = {
  items: [],
  count: 0,
  itemsTotal: 0,
  courierPostage: 0,
  parcel: null,
  dispatchDate: null,
};

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
