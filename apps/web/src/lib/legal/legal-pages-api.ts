import type { LegalPageSlug, LegalPageAnswer, LegalPageVersionAnswer } from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** A legal page's version without its text (the list, the back-office's versions). */
export type LegalPageSummary = LegalPageVersionAnswer;
/** A legal page: its stored text (`body`) and the text with the shop's data filled in. */
export type LegalPage = LegalPageAnswer;

/** `GET /api/legal-pages`: the newest version of each page, e.g. for the terms' checkbox. */
export const legalPagesQuery = () =>
  queryOptions({
    queryKey: ['legal-pages'],
    queryFn: async ({ signal }) =>
      (await api.get<LegalPageSummary[]>('api/legal-pages', { signal })).data,
  });

/** `GET /api/legal-pages/{slug}`: a page's newest version, or `version`. */
export const legalPageQuery = (slug: LegalPageSlug, version?: number) =>
  queryOptions({
    queryKey: ['legal-pages', slug, version ?? 'newest'],
    queryFn: async ({ signal }) =>
      (
        await api.get<LegalPage>(`api/legal-pages/${slug}`, {
          signal,
          query: { version },
        })
      ).data,
  });
