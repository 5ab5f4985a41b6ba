import type { ThreadDump } from '@fotoobraz/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /management/threaddump: Node's stand-in for Java's thread dump. */
export type { ThreadDump };

export const threadDumpQuery = queryOptions({
  queryKey: ['admin', 'thread-dump'],
  queryFn: async ({ signal }) =>
    (await api.get<ThreadDump>('management/threaddump', { signal })).data,
});

export const useThreadDump = () => useQuery(threadDumpQuery);
