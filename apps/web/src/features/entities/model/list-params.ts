import { order, type EntityDef } from '@fotoobraz/domain';
import { ORDER_PREVIEW_SORT } from './overrides';

/** Rows per page of the entity lists (spec §7: 'the page-size constant ... is 20'). */
export const PAGE_SIZE = 20;
/** The frame list's filtered request: page 0 of 100 rows (spec §7, §9). */
export const FILTER_SIZE = 100;

export interface Sort {
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListParams {
  /** 0-based, as the API counts; the URL shows it 1-based, as JHipster's lists do. */
  page: number;
  sort: Sort;
  /** The frame list's text filter. */
  filter: string;
  /** The list's own choice filters (the order list's hand-over method and packet state). */
  choices: Readonly<Record<string, string>>;
}

/**
 * The choice filters a list offers, as the API names them: the order list's hand-over method
 * (the generic criterion) and its packet's state (the order model's `packetState`).
 */
export const choiceFiltersOf = (entity: EntityDef): readonly string[] =>
  entity === order ? ['handoverMethod.equals', 'packetState'] : [];

export const DEFAULT_SORT: Sort = { field: 'id', dir: 'asc' };

/**
 * Whether the list may be sorted by `name` (the server sorts by plain fields and `id`; the order
 * list's preview column by its crafted product).
 */
export const isSortable = (entity: EntityDef, name: string): boolean => {
  if (!entity.list.sortable) return false;
  if (name === 'id' || name === ORDER_PREVIEW_SORT) return true;
  const f = entity.fields[name];
  return f !== undefined && f.kind !== 'blob' && f.kind !== 'text' && f.kind !== 'relation';
};

/** Page, sort and filter of a list URL (`?page=2&sort=name,desc&filter=dub`); bad values fall back. */
export const readListParams = (entity: EntityDef, search: URLSearchParams): ListParams => {
  const page = Number(search.get('page') ?? '1');
  const [field, dir] = (search.get('sort') ?? '').split(',');
  const sort: Sort =
    field && isSortable(entity, field) && (dir === 'asc' || dir === 'desc')
      ? { field, dir }
      : DEFAULT_SORT;
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    sort,
    filter: search.get('filter') ?? '',
    choices: Object.fromEntries(
      choiceFiltersOf(entity)
        .map((name) => [name, search.get(name) ?? ''])
        .filter(([, value]) => value !== ''),
    ),
  };
};

/** The URL search of a list state; `?page=1&sort=id,asc` for the first page. */
export const listSearch = (params: ListParams): string => {
  const search = new URLSearchParams({
    page: String(params.page + 1),
    sort: `${params.sort.field},${params.sort.dir}`,
  });
  if (params.filter) search.set('filter', params.filter);
  for (const [name, value] of Object.entries(params.choices ?? {})) {
    if (value) search.set(name, value);
  }
  // Commas stay readable, as in the spec's example ?page=1&sort=id,asc.
  return `?${search.toString().replace(/%2C/g, ',')}`;
};

/** Clicking a header: ascending first, then toggling (spec §2). */
export const toggledSort = (current: Sort, field: string): Sort =>
  current.field === field
    ? { field, dir: current.dir === 'asc' ? 'desc' : 'asc' }
    : { field, dir: 'asc' };

/** The sort parameter the API gets: the chosen one, and `id` for a stable order. */
export const sortParams = (sort: Sort): string[] =>
  sort.field === 'id' ? [`id,${sort.dir}`] : [`${sort.field},${sort.dir}`, 'id,asc'];
