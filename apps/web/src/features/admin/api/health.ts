import type { HealthAnswer, HealthComponents } from '@fotoobraz/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** 'UP' and 'DOWN' are what our server says; Spring's other states would show neutral. */
export type HealthStatus = 'UP' | 'DOWN' | (string & {});

/** GET /management/health: the whole and, for an admin, its components. */
export type Health = HealthAnswer;
export type HealthComponent = NonNullable<HealthComponents[keyof HealthComponents]>;

/** A 503 (something is DOWN) brings the same report: it is shown, not toasted as an error. */
export const healthQuery = queryOptions({
  queryKey: ['admin', 'health'],
  queryFn: async ({ signal }) =>
    (await api.get<Health>('management/health', { signal, acceptStatuses: [503] })).data,
});

export const useHealth = () => useQuery(healthQuery);
