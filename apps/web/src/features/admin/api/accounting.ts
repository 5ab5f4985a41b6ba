import type { MonthVatSummary } from '@fotoobraz/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The month's VAT per rate (euros), as `GET /api/accounting/{month}/vat-summary` says. */
export type VatSummaryAnswer = MonthVatSummary;
export type VatSummaryRate = VatSummaryAnswer['rates'][number];

/** Where a month's exports are downloaded from (admins only). */
export const accountingPaths = (month: string) => ({
  csv: `api/accounting/${month}/documents.csv`,
  zip: `api/accounting/${month}/documents.zip`,
  payouts: `api/accounting/${month}/card-payouts.csv`,
  vouchers: `api/accounting/${month}/gift-vouchers.csv`,
});

export const vatSummaryQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'accounting', month, 'vat-summary'],
    queryFn: async ({ signal }) =>
      (await api.get<VatSummaryAnswer>(`api/accounting/${month}/vat-summary`, { signal })).data,
  });

export const useVatSummary = (month: string) => useQuery(vatSummaryQuery(month));
