import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /management/threaddump: Node's stand-in for Java's thread dump. */
export interface ThreadDump {
  pid: number;
  uptimeSeconds: number;
  /** Handles and requests keeping the process alive, counted by kind (Timeout, TCPSocketWrap…). */
  activeResources: Record<string, number>;
  eventLoopUtilization: { idle: number; active: number; utilization: number };
  heap: {
    usedBytes: number;
    totalBytes: number;
    limitBytes: number;
    spaces: { name: string; usedBytes: number; sizeBytes: number }[];
  };
  /** process.resourceUsage(): CPU times in microseconds, maxRSS in kilobytes. */
  resourceUsage: Record<string, number>;
}

export const threadDumpQuery = queryOptions({
  queryKey: ['admin', 'thread-dump'],
  queryFn: async ({ signal }) =>
    (await api.get<ThreadDump>('management/threaddump', { signal })).data,
});

export const useThreadDump = () => useQuery(threadDumpQuery);
