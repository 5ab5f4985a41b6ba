import {
  DECIMAL_RANGE,
  entityNamed,
  ID_RANGE,
  INSTANT_RANGE,
  INT_RANGE,
  LONG_RANGE,
  PRICE_CATEGORY,
  RATIO_PATTERN,
  type EntityDef,
  type FieldDef,
  type PriceCategory,
} from '@fotoobraz/domain';
import { badRequest } from '../lib/problem.ts';
import type { BoundFilter } from '../repositories/entity.repository.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 2000;

/** Values of one `.in` criterion: a page's worth, far below the databases' parameter limits. */
const MAX_IN_VALUES = MAX_PAGE_SIZE;

export type QueryParams = Record<string, string | string[] | undefined>;

const all = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
const one = (v: string | string[] | undefined): string | undefined => all(v)[0];

const nonNegativeInt = (name: string, raw: string): number => {
  if (!/^\d+$/.test(raw)) throw badRequest(`'${name}' must be a whole number, not '${raw}'`);
  return Number(raw);
};

/**
 * What a criterion of each numeric kind may hold: the column's range, so that a value the
 * database cannot compare with (an id above 2^31-1 on PostgreSQL) is a 400, not a failed query.
 */
const NUMBER_RANGES = {
  integer: { ...INT_RANGE, whole: true },
  long: { ...LONG_RANGE, whole: true },
  relation: { ...ID_RANGE, whole: true },
  decimal: { ...DECIMAL_RANGE, whole: false },
} as const;

const numberIn = (param: string, kind: keyof typeof NUMBER_RANGES, raw: string): number => {
  const { min, max, whole } = NUMBER_RANGES[kind];
  const n = raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
    throw badRequest(
      `'${param}' must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}, not '${raw}'`,
    );
  }
  return n;
};

/** A query-string value as the field's type, or a 400 naming the parameter. */
const coerce = (param: string, f: FieldDef | undefined, raw: string): unknown => {
  if (!f) return raw;
  switch (f.kind) {
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw badRequest(`'${param}' must be true or false`);
      return raw === 'true';
    case 'integer':
    case 'long':
    case 'decimal':
    case 'relation':
      return numberIn(param, f.kind, raw);
    case 'enum':
      if (!f.values.includes(raw)) {
        throw badRequest(`'${param}' must be one of ${f.values.join(', ')}`);
      }
      return raw;
    case 'instant': {
      const t = Date.parse(raw);
      if (!(t >= INSTANT_RANGE.min && t <= INSTANT_RANGE.max)) {
        throw badRequest(`'${param}' must be a date between the years 1 and 9999`);
      }
      return new Date(t).toISOString();
    }
    default:
      return raw;
  }
};

/** The field `path` leads to: `['frameProfile', 'frameEnum']` -> FrameProfile's frameEnum. */
const fieldAt = (entity: EntityDef, path: readonly string[]): FieldDef | undefined => {
  const first = entity.fields[path[0]];
  if (path.length === 1) return first;
  const target = first?.kind === 'relation' ? entityNamed(first.target) : undefined;
  return target?.fields[path[1]];
};

const RESERVED = new Set(['page', 'size', 'sort', 'cacheBuster', 'eagerload']);

/**
 * Paging, sorting and filters of a list request (DESIGN.md §2 and the customer spec §7).
 * Unknown parameters are ignored, as JHipster does; a known one with a bad value is a 400.
 */
export const parseListQuery = (entity: EntityDef, params: QueryParams) => {
  const pageRaw = one(params.page);
  const sizeRaw = one(params.size);
  const page = pageRaw === undefined ? 0 : nonNegativeInt('page', pageRaw);
  const defaultSize = entity.list.paged ? DEFAULT_PAGE_SIZE : MAX_PAGE_SIZE;
  const size = sizeRaw === undefined ? defaultSize : nonNegativeInt('size', sizeRaw);
  if (size < 1 || size > MAX_PAGE_SIZE) {
    throw badRequest(`'size' must be between 1 and ${MAX_PAGE_SIZE}`);
  }

  const sort: { field: string; dir: 'asc' | 'desc' }[] = [];
  for (const s of all(params.sort)) {
    const [field, dirRaw = 'asc', ...rest] = s.split(',');
    const dir = dirRaw.toLowerCase();
    const f = entity.fields[field];
    const sortable = field === 'id' || (f && f.kind !== 'blob' && f.kind !== 'text');
    if (!sortable || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest(`Cannot sort ${entity.name} by '${s}'`, 'error.sort');
    }
    sort.push({ field, dir });
  }

  const filters: BoundFilter[] = [];
  const omit = new Set<string>();
  const declared = new Map((entity.filters ?? []).map((f) => [f.param, f]));
  for (const [param, value] of Object.entries(params)) {
    const raw = one(value);
    // An empty value is no filter: clients send `frameenum=` for 'any material'.
    if (raw === undefined || raw === '' || RESERVED.has(param)) continue;
    const omittable = entity.list.omittable?.[param];
    if (omittable) {
      if (raw === 'true') omit.add(omittable);
      continue;
    }
    const filter = declared.get(param);
    if (filter) {
      filters.push(bindFilter(entity, filter, param, raw));
      continue;
    }
    // JHipster criteria: `enabled=true`, `mediaTypeEnum.equals=PAPIER`, `productId.equals=3`,
    // `productId.in=3,4` (or `productId.in=3&productId.in=4`).
    const [name, op] = param.split('.');
    if (op !== undefined && op !== 'equals' && op !== 'in') continue;
    const fieldName = entity.fields[name]
      ? name
      : name.endsWith('Id') && entity.fields[name.slice(0, -2)]?.kind === 'relation'
        ? name.slice(0, -2)
        : name === 'id'
          ? 'id'
          : undefined;
    if (!fieldName) continue;
    const f = entity.fields[fieldName];
    if (f && (f.kind === 'blob' || f.kind === 'text')) continue;
    const valueOf = (r: string) =>
      fieldName === 'id' ? numberIn(param, 'relation', r) : coerce(param, f, r);
    if (op === 'in') {
      if (f?.kind === 'boolean') continue;
      const raws = all(value).flatMap((v) => v.split(','));
      if (raws.length > MAX_IN_VALUES) {
        throw badRequest(`'${param}' may list at most ${MAX_IN_VALUES} values`);
      }
      filters.push({ kind: 'in', field: fieldName, values: raws.map(valueOf) });
    } else {
      filters.push({ kind: 'equals', path: [fieldName], value: valueOf(raw) });
    }
  }
  return { page, size, sort, filters, omit };
};

type DeclaredFilter = NonNullable<EntityDef['filters']>[number];

const bindFilter = (
  entity: EntityDef,
  filter: DeclaredFilter,
  param: string,
  raw: string,
): BoundFilter => {
  switch (filter.kind) {
    case 'equals':
      return {
        kind: 'equals',
        path: filter.path,
        value: coerce(param, fieldAt(entity, filter.path), raw),
      };
    case 'equalsAny':
      return {
        kind: 'equalsAny',
        fields: filter.fields,
        value: coerce(param, entity.fields[filter.fields[0]], raw),
      };
    case 'ratio': {
      if (!RATIO_PATTERN.test(raw)) throw badRequest(`'${param}' must be a ratio like 3:2`);
      const [a, b] = raw.split(':');
      return { kind: 'in', field: filter.field, values: [...new Set([`${a}:${b}`, `${b}:${a}`])] };
    }
    case 'prefix':
      return { kind: 'prefix', field: filter.field, value: raw };
    case 'contains':
      return { kind: 'contains', fields: filter.fields, value: raw };
    case 'priceBand':
      if (!(PRICE_CATEGORY as readonly string[]).includes(raw)) {
        throw badRequest(`'${param}' must be one of ${PRICE_CATEGORY.join(', ')}`);
      }
      return { kind: 'priceBand', field: filter.field, band: raw as PriceCategory };
    case 'belongingRow': {
      if (raw !== filter.none && !filter.values.includes(raw)) {
        throw badRequest(`'${param}' must be one of ${[...filter.values, filter.none].join(', ')}`);
      }
      const { table, key, column } = filter;
      return { kind: 'belongingRow', table, key, column, value: raw === filter.none ? null : raw };
    }
  }
};
