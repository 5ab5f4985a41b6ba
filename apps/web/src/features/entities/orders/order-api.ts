import { order, type StatusChange } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { entityKeys } from '../api/entity-api';

export const orderHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...entityKeys.one(order, id), 'history'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<StatusChange[]>(`api/orders/${id}/history`, { signal })).data,
  });

/**
 * The admin's workflow step (DESIGN.md §7): `POST /api/orders/{id}/status {status, note}`; the
 * server records it and mails the customer. The order, its history and the lists load again.
 */
export const useChangeOrderStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: string; note: string | null }) =>
      api.post(`api/orders/${id}/status`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all(order) }),
  });
};

/** The order's documents: print file for production, job ticket, pro-forma invoice. */
export const ORDER_DOCUMENTS = [
  { key: 'printFile', path: 'print-file', fallbackName: 'tlacovy-subor.jpg', adminOnly: true },
  { key: 'jobTicket', path: 'job-ticket', fallbackName: 'vyrobny-listok.pdf', adminOnly: true },
  { key: 'proforma', path: 'proforma', fallbackName: 'zalohova-faktura.pdf', adminOnly: false },
] as const;
