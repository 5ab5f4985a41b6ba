import type { OrderDocument } from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * The order's documents, the pro-forma first. An order the server does not know (404) simply
 * has none: the list is shown beside other content and must not raise an error toast.
 */
export const orderDocumentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'documents'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<OrderDocument[]>(`api/orders/${orderId}/documents`, {
        signal,
        acceptStatuses: [404],
      });
      return Array.isArray(data) ? data : [];
    },
  });
