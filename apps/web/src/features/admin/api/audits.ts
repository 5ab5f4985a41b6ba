import type { AuditEvent } from '@fotoobraz/domain';

export type { AuditEvent };
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** Rows per page of the audit list (JHipster's ITEMS_PER_PAGE). */
export const AUDITS_PAGE_SIZE = 20;

export interface AuditsPage {
  events: AuditEvent[];
  total: number;
}

export interface AuditsParams {
  /** Zero-based. */
  page: number;
  dir: 'asc' | 'desc';
  /** YYYY-MM-DD, both days included; empty for no bound. */
  fromDate: string;
  toDate: string;
}

export const auditsQuery = ({ page, dir, fromDate, toDate }: AuditsParams) =>
  queryOptions({
    queryKey: ['admin', 'audits', page, dir, fromDate, toDate] as const,
    queryFn: async ({ signal }): Promise<AuditsPage> => {
      const { data, headers } = await api.get<AuditEvent[]>('management/audits', {
        query: {
          page,
          size: AUDITS_PAGE_SIZE,
          sort: `auditEventDate,${dir}`,
          fromDate: fromDate || undefined,
          toDate: toDate || undefined,
        },
        signal,
      });
      return { events: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
  });

export const useAudits = (params: AuditsParams) =>
  useQuery({ ...auditsQuery(params), placeholderData: keepPreviousData });
