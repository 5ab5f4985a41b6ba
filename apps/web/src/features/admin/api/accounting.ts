import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** One VAT rate of the month (euros), as `GET /api/accounting/{month}/vat-summary` says. */
export interface VatSummaryRate {
  ratePercent: number;
  base: number;
  vat: number;
  total: number;
  documents: number;
}

export interface VatSummaryAnswer {
  month: string;
  rates: VatSummaryRate[];
  total: Omit<VatSummaryRate, 'ratePercent'>;
}

/** Where a month's exports are downloaded from (admins only). */
export const accountingPaths = (month: string) => ({
  csv: `api/accounting/${month}/documents.csv`,
  zip: `api/accounting/${month}/documents.zip`,
});

export const vatSummaryQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'accounting', month, 'vat-summary'],
    queryFn: async ({ signal }) =>
      (await api.get<VatSummaryAnswer>(`api/accounting/${month}/vat-summary`, { signal })).data,
  });

export const useVatSummary = (month: string) => useQuery(vatSummaryQuery(month));
