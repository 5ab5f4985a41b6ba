import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /management/configprops: the application's parsed settings, secrets already masked. */
export interface ConfigProps {
  contexts: Record<
    string,
    { beans: Record<string, { prefix: string; properties: Record<string, unknown> }> }
  >;
}

/** GET /management/env: property sources; a property may come without a value (unset). */
export interface Env {
  activeProfiles: string[];
  propertySources: { name: string; properties: Record<string, { value?: unknown }> }[];
}

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
