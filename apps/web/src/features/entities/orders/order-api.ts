import { order, type AdminWithdrawalView, type StatusChange } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { refreshOrders } from '../../../lib/api/order-refresh';
import { entityKeys } from '../api/entity-api';

export const orderHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...entityKeys.one(order, id), 'history'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<StatusChange[]>(`api/orders/${id}/history`, { signal })).data,
  });

/** The order's withdrawals (admins), newest first. */
export const orderWithdrawalsQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', id, 'withdrawals'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<AdminWithdrawalView[]>(`api/orders/${id}/withdrawals`, { signal })).data,
  });

/**
 * The admin's workflow step (DESIGN.md §7): `POST /api/orders/{id}/status {status, note,
 * paidOn}`; the server records it, mails the customer, issues the step's tax documents and, at
 * dispatch, queues the packet. The order, its history, documents and packet and the lists load
 * again.
 */
export const useChangeOrderStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: string; note: string | null; paidOn?: string }) =>
      api.post(`api/orders/${id}/status`, change),
    onSuccess: () => refreshOrders(queryClient, id),
  });
};

/**
 * The order's files: print file for production, job ticket, pro-forma invoice. The tax
 * documents follow from `GET /api/orders/{id}/documents` (OrderDocumentList).
 */
export const ORDER_DOCUMENTS = [
  { key: 'printFile', path: 'print-file', fallbackName: 'tlacovy-subor.jpg', adminOnly: true },
  { key: 'jobTicket', path: 'job-ticket', fallbackName: 'vyrobny-listok.pdf', adminOnly: true },
  { key: 'proforma', path: 'proforma', fallbackName: 'zalohova-faktura.pdf', adminOnly: false },
] as const;
