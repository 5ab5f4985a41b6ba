import type {
  AssignBankEntryRequest,
  BankEntryView,
  BankImportSummary,
  BankReview,
  BankStatementView,
  IgnoreBankEntryRequest,
  RefundTransferFile,
} from '@fotoobraz/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { refreshOrders } from '../../../lib/api/order-refresh';

const BANK = ['admin', 'bank'] as const;

export const bankStatementsQuery = queryOptions({
  queryKey: [...BANK, 'statements'],
  queryFn: async ({ signal }) =>
    (await api.get<BankStatementView[]>('api/bank-statements', { signal })).data,
});

export const bankStatementQuery = (id: number) =>
  queryOptions({
    queryKey: [...BANK, 'statements', id],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ statement: BankStatementView; entries: BankEntryView[] }>(
          `api/bank-statements/${id}`,
          { signal },
        )
      ).data,
  });

export const bankReviewQuery = queryOptions({
  queryKey: [...BANK, 'review'],
  queryFn: async ({ signal }) =>
    (await api.get<BankReview>('api/bank-entries/review', { signal })).data,
});

export const useBankStatements = () => useQuery(bankStatementsQuery);
export const useBankStatement = (id: number) => useQuery(bankStatementQuery(id));
export const useBankReview = () => useQuery(bankReviewQuery);

/**
 * A bank change whose every outcome makes all bank screens read again, and the orders: a matched
 * payment marks its order paid, a refund settles a withdrawal.
 */
const useBankMutation = <TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BANK });
      await refreshOrders(queryClient);
    },
  });
};

/** POST /api/bank-statements with the file as the multipart field `file`. */
export const useImportStatement = () =>
  useBankMutation(async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await api.post<BankImportSummary>('api/bank-statements', form)).data;
  });

type EntryDecision<T> = T & { id: number };

export const useAssignEntry = () =>
  useBankMutation(({ id, ...body }: EntryDecision<AssignBankEntryRequest>) =>
    api.post<BankEntryView>(`api/bank-entries/${id}/assign`, body),
  );

export const useIgnoreEntry = () =>
  useBankMutation(({ id, ...body }: EntryDecision<IgnoreBankEntryRequest>) =>
    api.post<BankEntryView>(`api/bank-entries/${id}/ignore`, body),
  );

/** Reads the bank screens again (after a transfer file was made). */
export const useBankRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BANK });
};

/** POST /api/bank/refund-transfers/{messageId}/confirmation: the file went to the bank. */
export const useConfirmTransfer = () =>
  useBankMutation((messageId: string) =>
    api.post<RefundTransferFile>(`api/bank/refund-transfers/${messageId}/confirmation`),
  );

/** DELETE /api/bank/refunds/{orderId}/export: the order's refund goes into the next file. */
export const usePutRefundBack = () =>
  useBankMutation((orderId: number) => api.delete(`api/bank/refunds/${orderId}/export`));
