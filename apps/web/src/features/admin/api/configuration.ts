import type { ConfigProps, Environment } from '@fotoobraz/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /management/configprops and /management/env: settings and environment, secrets masked. */
export type { ConfigProps };
export type Env = Environment;

export const configPropsQuery = queryOptions({
  queryKey: ['admin', 'configprops'],
  queryFn: async ({ signal }) =>
    (await api.get<ConfigProps>('management/configprops', { signal })).data,
});

export const envQuery = queryOptions({
  queryKey: ['admin', 'env'],
  queryFn: async ({ signal }) => (await api.get<Env>('management/env', { signal })).data,
});

export const useConfigProps = () => useQuery(configPropsQuery);
export const useEnv = () => useQuery(envQuery);
