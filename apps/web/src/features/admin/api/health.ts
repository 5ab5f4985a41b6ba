import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** 'UP' and 'DOWN' are what our server says; Spring's other states would show neutral. */
export type HealthStatus = 'UP' | 'DOWN' | (string & {});

export interface HealthComponent {
  status: HealthStatus;
  details?: Record<string, unknown>;
}

/** GET /management/health: the whole and its components (db, diskSpace, mail). */
export interface Health {
  status: HealthStatus;
  components: Record<string, HealthComponent>;
}

/** A 503 (something is DOWN) brings the same report: it is shown, not toasted as an error. */
export const healthQuery = queryOptions({
  queryKey: ['admin', 'health'],
  queryFn: async ({ signal }) =>
    (await api.get<Health>('management/health', { signal, acceptStatuses: [503] })).data,
});

export const useHealth = () => useQuery(healthQuery);
