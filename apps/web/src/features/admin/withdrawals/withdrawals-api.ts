import type { AdminWithdrawalView } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { refreshOrders } from '../../../lib/api/order-refresh';

const WITHDRAWALS = ['admin', 'withdrawals'] as const;

export const withdrawalsQuery = queryOptions({
  queryKey: WITHDRAWALS,
  queryFn: async ({ signal }) =>
    (await api.get<AdminWithdrawalView[]>('api/withdrawals', { signal })).data,
});

export const useWithdrawals = () => useQuery(withdrawalsQuery);

/**
 * `POST /api/withdrawals/{id}/received`: the goods are back, the server issues the credit
 * note. The withdrawals, the refunds of the bank review and the orders' documents load again.
 */
export const useMarkReceived = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, refundIban }: { id: number; refundIban: string | null }) =>
      (
        await api.post<AdminWithdrawalView>(
          `api/withdrawals/${id}/received`,
          refundIban ? { refundIban } : {},
        )
      ).data,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: WITHDRAWALS });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'bank'] });
      await refreshOrders(queryClient);
    },
  });
};
