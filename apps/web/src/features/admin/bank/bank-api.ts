import type {
  AssignBankEntryRequest,
  BankEntryView,
  BankImportSummary,
  BankReview,
  BankStatementView,
  IgnoreBankEntryRequest,
} from '@fotoobraz/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

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

/** Whatever a change touches, every bank screen reads again. */
const useRefreshBank = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BANK });
};

/** POST /api/bank-statements with the file as the multipart field `file`. */
export const useImportStatement = () => {
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api.post<BankImportSummary>('api/bank-statements', form)).data;
    },
    onSettled: refresh,
  });
};

export const useAssignEntry = () => {
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: ({ id, ...body }: AssignBankEntryRequest & { id: number }) =>
      api.post<BankEntryView>(`api/bank-entries/${id}/assign`, body),
    onSettled: refresh,
  });
};

export const useIgnoreEntry = () => {
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: ({ id, ...body }: IgnoreBankEntryRequest & { id: number }) =>
      api.post<BankEntryView>(`api/bank-entries/${id}/ignore`, body),
    onSettled: refresh,
  });
};
