import type {
  GiftVoucherChange,
  GiftVoucherDetail,
  GiftVoucherIssue,
  GiftVoucherRow,
  GiftVoucherWithdrawal,
} from '@fotoobraz/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** Rows per page of the voucher list. */
export const VOUCHERS_PAGE_SIZE = 20;

const VOUCHERS = ['admin', 'gift-vouchers'] as const;

export interface VouchersPage {
  vouchers: GiftVoucherRow[];
  total: number;
}

/** Where a voucher's PDF is downloaded from (admins only, with the bearer token). */
export const voucherPdfPath = (id: number) => `api/admin/gift-vouchers/${id}/pdf`;

/** `GET /api/admin/gift-vouchers`: one page of the vouchers whose code or e-mail holds `filter`. */
export const vouchersPageQuery = (filter: string, page: number) =>
  queryOptions({
    queryKey: [...VOUCHERS, 'page', filter, page] as const,
    queryFn: async ({ signal }): Promise<VouchersPage> => {
      const { data, headers } = await api.get<GiftVoucherRow[]>('api/admin/gift-vouchers', {
        query: { filter, page, size: VOUCHERS_PAGE_SIZE },
        signal,
      });
      return { vouchers: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
  });

export const voucherQuery = (id: number) =>
  queryOptions({
    queryKey: [...VOUCHERS, 'one', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<GiftVoucherDetail>(`api/admin/gift-vouchers/${id}`, { signal })).data,
  });

export const useVoucher = (id: number) => useQuery(voucherQuery(id));

/** `PATCH /api/admin/gift-vouchers/{id}`: blocked, unblocked or valid for longer. */
export const useChangeVoucher = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: GiftVoucherChange) =>
      (await api.patch<GiftVoucherDetail>(`api/admin/gift-vouchers/${id}`, change)).data,
    onSuccess: async (detail) => {
      queryClient.setQueryData(voucherQuery(id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...VOUCHERS, 'page'] });
    },
  });
};

/**
 * `POST /api/admin/gift-vouchers/{id}/withdrawal`: a bought voucher withdrawn at its buyer's
 * request; the order's documents and withdrawals change with it.
 */
export const useWithdrawVoucher = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (withdrawal: GiftVoucherWithdrawal) =>
      (await api.post<GiftVoucherDetail>(`api/admin/gift-vouchers/${id}/withdrawal`, withdrawal))
        .data,
    onSuccess: async (detail) => {
      queryClient.setQueryData(voucherQuery(id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...VOUCHERS, 'page'] });
    },
  });
};

/** `POST /api/admin/gift-vouchers`: a voucher given by hand; its answer alone holds the full code. */
export const useIssueVoucher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (issue: GiftVoucherIssue) =>
      (await api.post<GiftVoucherDetail>('api/admin/gift-vouchers', issue)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...VOUCHERS, 'page'] }),
  });
};
