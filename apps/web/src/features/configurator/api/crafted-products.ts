import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type { PricedBasis } from '../model/expected-price';
import type { AlternativeRelation, CraftedProduct, PriceDifferences, ProductEnum } from './types';

type Ref = { id: number } | null;

/** The customer's choices as `POST/PUT /api/crafted-products` takes them (crop in thumbnail px). */
export interface CraftedProductRequest {
  productEnum: ProductEnum;
  photo: Ref;
  internalImage: Ref;
  productConfig: Ref;
  printMedia: Ref;
  glass: Ref;
  pasparta: Ref;
  frame: Ref;
  copies: number;
  photoOnlyWidth: number | null;
  photoOnlyHeight: number | null;
  cropX: number | null;
  cropY: number | null;
  cropWidth: number | null;
  cropHeight: number | null;
}

/**
 * Creates the crafted product (no id yet) or updates it; either way the answer carries the
 * server's price, breakdown, sizes and preview.
 */
export const saveCraftedProduct = async (
  request: CraftedProductRequest,
  id: number | null,
): Promise<CraftedProduct> =>
  id === null
    ? (await api.post<CraftedProduct>('api/crafted-products', request)).data
    : (await api.put<CraftedProduct>('api/crafted-products', { ...request, id })).data;

/** `GET /api/crafted-products/{id}`: the piece again after a reload. */
export const craftedProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['configurator', 'crafted-product', id],
    queryFn: async ({ signal }) =>
      (await api.get<CraftedProduct>(`api/crafted-products/${id}`, { signal })).data,
    staleTime: Infinity,
  });

export type Alternatives = Partial<Record<AlternativeRelation, number[]>>;

/**
 * What each alternative would change in the price of the configuration, in cents; alternatives
 * that do not fit the product are left out of the answer.
 */
export const priceDifferencesQuery = (request: CraftedProductRequest, alternatives: Alternatives) =>
  queryOptions({
    queryKey: ['configurator', 'price-differences', request, alternatives],
    // The answer keeps the configuration it is for: the next change's price is known from it.
    queryFn: async ({ signal }) => ({
      request,
      answer: (
        await api.post<PriceDifferences>(
          'api/crafted-products/price-differences',
          { ...request, alternatives },
          { signal },
        )
      ).data,
    }),
    staleTime: Infinity,
  });

/**
 * An answer with the differences of every alternative priced against the same configuration
 * that is in the cache (the frame picker asks for its pages separately).
 */
export const withCachedDifferences = (
  client: QueryClient,
  basis: PricedBasis | undefined,
): PricedBasis | undefined => {
  if (!basis) return undefined;
  const differences = { ...basis.answer.differences };
  const cached = client.getQueriesData<PricedBasis>({
    queryKey: ['configurator', 'price-differences', basis.request],
  });
  for (const [, data] of cached) {
    for (const [relation, byId] of Object.entries(data?.answer.differences ?? {})) {
      const r = relation as AlternativeRelation;
      differences[r] = { ...differences[r], ...byId };
    }
  }
  return { request: basis.request, answer: { ...basis.answer, differences } };
};

/** Customer spec §9: the interior carousel has nine pictures. */
export const INTERIOR_COUNT = 9;

/**
 * The piece at true scale on interior `n` (0–8). `version` changes whenever the piece does, so the
 * browser never shows a stale wall (the spec's cacheBuster).
 */
export const wallImageUrl = (id: number, n: number, version: number): string =>
  `/api/crafted-products/${id}/wall/${n}?cacheBuster=${version}`;
