import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type { Frame } from './types';
import { nextPage, pageOf, type Page } from './paged';

/** Customer spec §9: the frame picker loads 70 frames a page. */
export const FRAME_PAGE_SIZE = 70;

export interface FrameFilters {
  /** HLINIKOVY or DREVENY; empty for both. */
  frameEnum: string;
  /** ZAKLADNA, STREDNA or VYSSIA; empty for all. */
  priceCategory: string;
  /** A colour category; empty for all. */
  colour: string;
  /** A frame profile type's id; empty for all. */
  profileType: string;
  /** Only frames whose profile holds a stretched canvas. */
  canvasOnly: boolean;
}

export const NO_FRAME_FILTERS: FrameFilters = {
  frameEnum: '',
  priceCategory: '',
  colour: '',
  profileType: '',
  canvasOnly: false,
};

export type FramePage = Page<Frame>;

/**
 * `GET /api/frames` page by page with the picker's filters; textures stay out of the list (they
 * come one at a time with `GET /api/frames/{id}`).
 */
export const framesQuery = (filters: FrameFilters) =>
  infiniteQueryOptions({
    queryKey: ['configurator', 'frames', filters],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<FramePage> => {
      const { data, headers } = await api.get<Frame[]>('api/frames', {
        query: {
          // An empty filter is left out: the server answers `frameenum=` with a 400.
          frameenum: filters.frameEnum || undefined,
          pricecategory: filters.priceCategory || undefined,
          framecolorcatenum: filters.colour || undefined,
          frameprofiletype: filters.profileType || undefined,
          iscanvas: filters.canvasOnly ? 'true' : undefined,
          notextures: 'true',
          page: pageParam,
          size: FRAME_PAGE_SIZE,
        },
        signal,
      });
      return pageOf(data, pageParam, headers);
    },
    getNextPageParam: nextPage,
    staleTime: Infinity,
  });

/** One frame with its surface texture (the preview's hover view) and its profile. */
export const frameQuery = (id: number) =>
  queryOptions({
    queryKey: ['configurator', 'frame', id],
    queryFn: async ({ signal }) => (await api.get<Frame>(`api/frames/${id}`, { signal })).data,
    staleTime: Infinity,
  });

/**
 * A frame as a loaded picker page holds it (its texture left out), so that a frame picked from
 * the list is known before its own request answers; undefined when no page holds it.
 */
export const listedFrame = (queryClient: QueryClient, id: number): Frame | undefined => {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<FramePage>>({
    queryKey: ['configurator', 'frames'],
  })) {
    for (const page of data?.pages ?? []) {
      const row = page.rows.find((frame) => frame.id === id);
      if (row) return row;
    }
  }
  return undefined;
};
