import { entityNamed, type EntityDef } from '@fotoobraz/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/api-client';
import { FILTER_SIZE, PAGE_SIZE, sortParams, type ListParams } from '../model/list-params';

export type Row = Record<string, unknown> & { id: number };

export interface RowsPage {
  rows: Row[];
  /** X-Total-Count, or the number of rows for an unpaged list. */
  total: number;
  /** The Link header names a next page (frame-2's infinite scroll reads it, spec §7). */
  hasNext: boolean;
}

const base = (entity: EntityDef) => `api/${entity.apiPath}`;

export const entityKeys = {
  all: (entity: EntityDef) => ['entity', entity.apiPath] as const,
  list: (entity: EntityDef, query: Query) => ['entity', entity.apiPath, 'list', query] as const,
  infinite: (entity: EntityDef) => ['entity', entity.apiPath, 'infinite'] as const,
  one: (entity: EntityDef, id: number) => ['entity', entity.apiPath, 'one', id] as const,
  options: (entity: EntityDef) => ['entity', entity.apiPath, 'options'] as const,
};

const fetchRows = async (
  path: string,
  query: Query,
  signal: AbortSignal | undefined,
): Promise<RowsPage> => {
  const { data, headers } = await api.get<Row[]>(path, { query, signal });
  const total = Number(headers.get('X-Total-Count') ?? data.length);
  return {
    rows: data,
    total: Number.isFinite(total) ? total : data.length,
    hasNext: /rel="next"/.test(headers.get('Link') ?? ''),
  };
};

/**
 * The list request of the spec's table: a page with sort for paged lists, the frame list's
 * filter as page 0 of 100, nothing at all for unpaged ones (the albums list sends no paging).
 */
export const listQueryParams = (entity: EntityDef, params: ListParams): Query => {
  if (!entity.list.paged) return {};
  const sort = sortParams(params.sort);
  const choices = params.choices ?? {};
  if (params.filter) return { ...choices, filter: params.filter, page: 0, size: FILTER_SIZE, sort };
  return { ...choices, page: params.page, size: PAGE_SIZE, sort };
};

export const entityListQuery = (entity: EntityDef, params: ListParams) => {
  const query = listQueryParams(entity, params);
  return queryOptions({
    queryKey: entityKeys.list(entity, query),
    queryFn: ({ signal }) => fetchRows(base(entity), query, signal),
  });
};

/** Frame-2's infinite scroll: pages of 20 by id until the Link header has no next page. */
export const entityInfiniteQuery = (entity: EntityDef) =>
  infiniteQueryOptions({
    queryKey: entityKeys.infinite(entity),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchRows(base(entity), { page: pageParam, size: PAGE_SIZE, sort: ['id,asc'] }, signal),
    getNextPageParam: (last, _all, pageParam) => (last.hasNext ? pageParam + 1 : undefined),
  });

export const entityQuery = (entity: EntityDef, id: number) =>
  queryOptions({
    queryKey: entityKeys.one(entity, id),
    queryFn: async ({ signal }) => (await api.get<Row>(`${base(entity)}/${id}`, { signal })).data,
  });

/**
 * The row a delete dialog names, kept apart from the row's own query: the refresh after the
 * delete must not fetch again the row just deleted.
 */
export const entityToDeleteQuery = (entity: EntityDef, id: number) =>
  queryOptions({
    queryKey: ['entityToDelete', entity.name, id] as const,
    queryFn: async ({ signal }) => (await api.get<Row>(`${base(entity)}/${id}`, { signal })).data,
    gcTime: 0,
  });

/**
 * The row an edit form starts from: always fetched afresh and forgotten when the form closes, so
 * a form never starts from a cached copy and is never reset under the user's hands.
 */
export const entityFormQuery = (entity: EntityDef, id: number) =>
  queryOptions({
    queryKey: [...entityKeys.one(entity, id), 'form'] as const,
    queryFn: async ({ signal }) => (await api.get<Row>(`${base(entity)}/${id}`, { signal })).data,
    gcTime: 0,
  });

/** How many rows a relation's choices list at most (spec §7: frame edit loads 200 profiles). */
export const OPTIONS_SIZE = 200;

/** A target entity's paged list sends page 0 of 200 by id; unpaged lists send nothing. */
const optionsQueryParams = (target: EntityDef): Query => ({
  ...(target.list.paged ? { page: 0, size: OPTIONS_SIZE, sort: 'id,asc' } : {}),
  // A select needs names, not the frames' textures.
  ...(target.list.omittable?.notextures ? { notextures: true } : {}),
});

export interface RelationOptions {
  rows: { id: number; label: string }[];
  total: number;
}

/**
 * The choices of a relation's select (spec §7 'Related lists loaded for forms'): the target's
 * rows by its display field. `user` is the user-management list.
 */
export const relationOptionsQuery = (target: string, display: string) => {
  const entity = entityNamed(target);
  const path = entity ? base(entity) : 'api/users';
  const query: Query = entity
    ? optionsQueryParams(entity)
    : { page: 0, size: OPTIONS_SIZE, sort: 'id,asc' };
  return queryOptions({
    queryKey: entity ? entityKeys.options(entity) : ['users', 'options'],
    queryFn: async ({ signal }): Promise<RelationOptions> => {
      const page = await fetchRows(path, query, signal);
      return {
        rows: page.rows.map((r) => ({ id: r.id, label: String(r[display] ?? r.id) })),
        total: page.total,
      };
    },
  });
};

/** After a change the entity's lists load again; frame-2's infinite list starts over. */
const useRefreshEntity = (entity: EntityDef) => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.resetQueries({ queryKey: entityKeys.infinite(entity) });
    await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity) });
  };
};

/** POST {base} to create, PUT {base} with the id in the body to update (spec §7). */
export const useSaveEntity = (entity: EntityDef) => {
  const refresh = useRefreshEntity(entity);
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      body.id == null
        ? (await api.post<Row>(base(entity), body)).data
        : (await api.put<Row>(base(entity), body)).data,
    onSuccess: refresh,
  });
};

export const useDeleteEntity = (entity: EntityDef) => {
  const refresh = useRefreshEntity(entity);
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base(entity)}/${id}`),
    onSuccess: refresh,
  });
};
