import { long, string, type FieldDef } from './fields.ts';

/**
 * Who may do what with an entity's rows (DESIGN.md §3). Admins may always do everything; these
 * rules speak of everyone else.
 */
export interface AccessRules {
  /**
   * own: rows the caller owns (see `ownership`); enabled: rows whose `enabled` is true (all rows
   * when the entity has no such flag); publicPrefixes: rows whose name starts with one of
   * `publicPrefixes`; admin: nobody else.
   */
  read: 'own' | 'enabled' | 'publicPrefixes' | 'admin';
  create: 'anyone' | 'admin';
  update: 'owner' | 'admin';
  delete: 'admin';
  /** visitor: the row records `usrid` (signed in) or `sid` (anonymous); user: its `user` relation. */
  ownership?: 'visitor' | 'user';
  publicPrefixes?: readonly string[];
}

export interface ListBehaviour {
  paged: boolean;
  sortable: boolean;
  /** How many numbered page buttons the back-office shows. */
  pageButtons: number;
  /** The back-office list loads more rows as the user scrolls instead of page buttons. */
  infiniteScroll?: boolean;
  /** Small blobs a list may leave out on request, e.g. `notextures=true` -> `texture`. */
  omittable?: Record<string, string>;
}

/** A list query parameter beyond the generic `<field>` / `<field>.equals` criteria. */
export type ListFilter =
  /** value equals the field reached through `path` (one relation hop at most). */
  | { param: string; kind: 'equals'; path: readonly string[] }
  /** value equals any of the fields. */
  | { param: string; kind: 'equalsAny'; fields: readonly string[] }
  /** an `a:b` ratio matching the field in either orientation (3:2 matches 2:3). */
  | { param: string; kind: 'ratio'; field: string }
  | { param: string; kind: 'prefix'; field: string }
  /** case-insensitive substring of any of the fields. */
  | { param: string; kind: 'contains'; fields: readonly string[] }
  /** value is a price category; the field is a decimal text compared with its band. */
  | { param: string; kind: 'priceBand'; field: string }
  /**
   * value is one of `values`, the `column` of the row of another `table` that belongs to this
   * one (its `key` column is this row's id, one row at most); `none` matches rows without one.
   */
  | {
      param: string;
      kind: 'belongingRow';
      table: string;
      key: string;
      column: string;
      values: readonly string[];
      none: string;
    };

export interface EntityDef {
  /** camelCase name: alert keys (`fotoobrazApp.printMedia.created`), i18n, relations. */
  name: string;
  /** Base path under /api. */
  apiPath: string;
  /** Route under /entity in the back-office. */
  route: string;
  table: string;
  label: string;
  labelPlural: string;
  /** Field shown where another entity refers to this one. */
  display: string;
  access: AccessRules;
  list: ListBehaviour;
  filters?: readonly ListFilter[];
  fields: Readonly<Record<string, FieldDef>>;
  /**
   * False: not offered in the back office's menu (its route and API stay, as the spec's contract
   * has them), for an entity nothing of the shop uses.
   */
  inMenu?: false;
}

/** Whether the back office's menu offers the entity. */
export const inBackOfficeMenu = (entity: Pick<EntityDef, 'inMenu'>): boolean =>
  entity.inMenu !== false;

/**
 * An entity as written, with its literal names and field kinds kept: `RowOf<typeof frame>` and
 * `InputOf<typeof frame>` are read off it.
 */
export const defineEntity = <const D extends EntityDef>(def: D): D => def;

/** Customer data (photo, crafted product, order, ...): owner-only for non-admins. */
export const customerData = (
  rules: Pick<AccessRules, 'create' | 'update' | 'ownership'>,
): AccessRules => ({ read: 'own', delete: 'admin', ...rules });

/**
 * Who owns a row of `ownership: 'visitor'`: the signed-in user's id, or the anonymous visitor's
 * session id, which works as a credential and so is shown to admins only.
 */
export const VISITOR_OWNER_FIELDS = {
  usrid: long('Používateľ (id)', { serverOwned: true }),
  sid: string('Návštevník (sid)', { serverOwned: true, adminOnly: true }),
};

/** The catalogue: enabled rows readable by everyone, written by admins. */
export const catalogue: AccessRules = {
  read: 'enabled',
  create: 'admin',
  update: 'admin',
  delete: 'admin',
};

export const adminOnly: AccessRules = {
  read: 'admin',
  create: 'admin',
  update: 'admin',
  delete: 'admin',
};

export const PAGED = (pageButtons = 5): ListBehaviour => ({
  paged: true,
  sortable: true,
  pageButtons,
});
export const UNPAGED: ListBehaviour = { paged: false, sortable: false, pageButtons: 0 };
