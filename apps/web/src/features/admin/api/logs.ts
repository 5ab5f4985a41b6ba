import type { Loggers } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /management/logs: the levels there are and each logger's level. */
export type { Loggers };
export type LoggerLevels = Loggers['loggers'][string];

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
