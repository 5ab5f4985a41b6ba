import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are toasted once by the API client; a retry would toast again, and a focus
 * refetch would surprise a user in the middle of a form.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
