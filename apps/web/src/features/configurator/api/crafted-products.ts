import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/api-client';
import { readToken } from '../../../lib/auth/token-storage';
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
  expressProduction?: boolean;
  photoOnlyWidth: number | null;
  photoOnlyHeight: number | null;
  cropX: number | null;
  cropY: number | null;
  cropWidth: number | null;
  cropHeight: number | null;
}

/**
 * An anonymous visitor's preview loads by its own URL (`previewSource`), so the piece comes
 * without its base64 images (`nothumbs`, ~49 KB less on every reload and save); a signed-in
 * customer's preview is the base64, which an <img> can show without the token.
 */
const thumbsQuery = (): Query => (readToken() === null ? { nothumbs: true } : {});

/**
 * Creates the crafted product (no id yet) or updates it; either way the answer carries the
 * server's price, breakdown, sizes and preview (its base64 only for a signed-in customer).
 */
export const saveCraftedProduct = async (
  request: CraftedProductRequest,
  id: number | null,
): Promise<CraftedProduct> => {
  const query = thumbsQuery();
  return id === null
    ? (await api.post<CraftedProduct>('api/crafted-products', request, { query })).data
    : (await api.put<CraftedProduct>('api/crafted-products', { ...request, id }, { query })).data;
};

/**
 * `GET /api/crafted-products/{id}`: the piece again after a reload. The key tells whether the
 * images are in it, so a sign-in in the same tab reads the piece again with them.
 */
export const craftedProductQuery = (id: number) => {
  const query = thumbsQuery();
  return queryOptions({
    queryKey: ['configurator', 'crafted-product', id, query],
    queryFn: async ({ signal }) =>
      (await api.get<CraftedProduct>(`api/crafted-products/${id}`, { signal, query })).data,
    staleTime: Infinity,
  });
};

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
