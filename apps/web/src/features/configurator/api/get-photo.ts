import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type { Photo } from './types';

/** `GET /api/photos/{id}`: the customer's photo again after a reload (with its thumbnail). */
export const photoQuery = (id: number) =>
  queryOptions({
    queryKey: ['configurator', 'photo', id],
    queryFn: async ({ signal }) => (await api.get<Photo>(`api/photos/${id}`, { signal })).data,
    staleTime: Infinity,
  });
