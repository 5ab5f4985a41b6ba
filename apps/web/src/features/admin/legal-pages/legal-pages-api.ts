import type { LegalPageEdit, LegalPageSlug } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type { LegalPage, LegalPageSummary } from '../../../lib/legal/legal-pages-api';

/** `GET /api/legal-pages/{slug}/versions`: every version of a page, newest first (admins). */
export const legalPageVersionsQuery = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: ['legal-pages', slug, 'versions'],
    queryFn: async ({ signal }) =>
      (await api.get<LegalPageSummary[]>(`api/legal-pages/${slug}/versions`, { signal })).data,
  });

/** `PUT /api/legal-pages/{slug}`: the edit becomes the page's next version. */
export const useSaveLegalPage = (slug: LegalPageSlug) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: LegalPageEdit) =>
      (await api.put<LegalPage>(`api/legal-pages/${slug}`, edit)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['legal-pages'] }),
  });
};
