import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type {
  FrameProfileType,
  Glass,
  GlobalParam,
  MediaType,
  Pasparta,
  PrintMedia,
  Product,
  ProductConfig,
  ProductEnum,
} from './types';

/**
 * The catalogue the wizard offers, with the exact queries of customer spec §7. A catalogue does
 * not change while a customer configures, so each list loads once per visit.
 */
const list = <T>(key: readonly unknown[], path: string, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['configurator', ...key],
    queryFn: async ({ signal }) => (await api.get<T[]>(path, { query, signal })).data,
    staleTime: Infinity,
  });

/** The `WEB_*` params: the default picks. */
export const globalParamsQuery = () =>
  list<GlobalParam>(['global-params'], 'api/global-params', { startswith: 'WEB', size: 100 });

// The lists leave their pictures' bytes out: the cards load them by URL (catalogueImageUrl),
// lazily and cacheably, instead of base64 inside the JSON a phone has to parse first.
export const productsQuery = () =>
  list<Product>(['products'], 'api/products', { enabled: 'true', size: 100, nothumbs: 'true' });

/** The sizes of a product for a ratio; either orientation of the ratio matches. */
export const productConfigsQuery = (productEnum: ProductEnum, ratio: string) =>
  list<ProductConfig>(['product-configs', productEnum, ratio], 'api/product-configs', {
    productenum: productEnum,
    ratio,
    size: 100,
  });

export const printMediasQuery = (mediaType: MediaType) =>
  list<PrintMedia>(['print-medias', mediaType], 'api/print-medias', {
    'mediaTypeEnum.equals': mediaType,
    'enabled.equals': 'true',
    size: 100,
    sort: 'pricePerSqare,asc',
    nothumbs: 'true',
  });

export const paspartasQuery = () =>
  list<Pasparta>(['paspartas'], 'api/paspartas', {
    enabled: 'true',
    size: 200,
    nothumbs: 'true',
    notextures: 'true',
  });

export const glassesQuery = () =>
  list<Glass>(['glasses'], 'api/glasses', { enabled: 'true', size: 100 });

export const frameProfileTypesQuery = () =>
  list<FrameProfileType>(['frame-profile-types'], 'api/frame-profile-types', { size: 100 });
