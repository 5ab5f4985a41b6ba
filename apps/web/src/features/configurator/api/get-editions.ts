import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type { Edition } from './types';

/** The limited editions panel: enabled EDICIA images in the shop's order, without image bytes. */
export const editionsQuery = () =>
  queryOptions({
    queryKey: ['configurator', 'editions'],
    queryFn: async ({ signal }) =>
      (
        await api.get<Edition[]>('api/internal-images', {
          query: {
            'imageCategory.equals': 'EDICIA',
            'enabled.equals': true,
            sort: 'poradie,asc',
            size: 50,
          },
          signal,
        })
      ).data,
    staleTime: Infinity,
  });

/** `GET /api/internal-images/{id}`: the edition the wizard starts from (customer spec §7). */
export const editionQuery = (id: number) =>
  queryOptions({
    queryKey: ['configurator', 'edition', id],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<Edition & { image?: unknown }>(`api/internal-images/${id}`, {
        signal,
      });
      // The original's bytes are not needed in the browser; keep them out of the cache.
      return {
        id: data.id,
        desc: data.desc,
        edition: data.edition,
        ratio: data.ratio,
        width: data.width,
        height: data.height,
      } satisfies Edition;
    },
    staleTime: Infinity,
  });

/** A 600 px JPEG of an edition, served with an ETag (no cache buster: it is a catalogue image). */
export const editionThumbnailUrl = (id: number): string => `/api/internal-images/${id}/thumbnail`;
