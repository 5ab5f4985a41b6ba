import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliverySettings, PublicShop, ShopIdentity } from '@fotoobraz/domain';
import { api } from '../../../lib/api/api-client';

/** The shop's public answer: its identity, and what each way of delivery takes and costs. */
export type { PublicShop };

/**
 * `GET /api/shop`: the shop as the manufacturer of every piece (GPSR Art. 19(a)), which the
 * product step and the basket name, and the delivery rule's limits and rates. It does not change
 * during a visit, so it loads once.
 */
export const shopQuery = () =>
  queryOptions({
    queryKey: ['configurator', 'shop'],
    queryFn: async ({ signal }) => (await api.get<PublicShop>('api/shop', { signal })).data,
    staleTime: Infinity,
  });

/** The shop's identity, or undefined while it loads (or when it could not be loaded). */
export const useShopIdentity = (): ShopIdentity | undefined => useQuery(shopQuery()).data;

/** The delivery rule's settings, or undefined while the shop loads. */
export const useDeliverySettings = (): DeliverySettings | undefined =>
  useQuery(shopQuery()).data?.delivery;
