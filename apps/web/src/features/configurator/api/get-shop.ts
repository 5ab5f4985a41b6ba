import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopIdentity } from '@fotoobraz/domain';
import { api } from '../../../lib/api/api-client';

/**
 * `GET /api/shop`: the shop as the manufacturer of every piece (GPSR Art. 19(a)), which the
 * product step and the basket name. It does not change during a visit, so it loads once.
 */
export const shopQuery = () =>
  queryOptions({
    queryKey: ['configurator', 'shop'],
    queryFn: async ({ signal }) => (await api.get<ShopIdentity>('api/shop', { signal })).data,
    staleTime: Infinity,
  });

/** The shop's identity, or undefined while it loads (or when it could not be loaded). */
export const useShopIdentity = (): ShopIdentity | undefined => useQuery(shopQuery()).data;
