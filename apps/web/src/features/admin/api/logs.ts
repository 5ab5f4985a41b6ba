import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

export interface LoggerLevels {
  configuredLevel: string | null;
  effectiveLevel: string;
}

/** GET /management/logs: the levels there are and each logger's level. */
export interface Loggers {
  levels: string[];
  loggers: Record<string, LoggerLevels>;
}

export const loggersQuery = queryOptions({
  queryKey: ['admin', 'loggers'],
  queryFn: async ({ signal }) => (await api.get<Loggers>('management/logs', { signal })).data,
});

export const useLoggers = () => useQuery(loggersQuery);

/** PUT /management/logs {name, level}; the loggers are read again afterwards. */
export const useChangeLogLevel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { name: string; level: string }) => api.put('management/logs', change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loggersQuery.queryKey }),
  });
};
