import { album } from './album.entity.ts';
import { craftedProduct } from './crafted-product.entity.ts';
import type { EntityDef } from './entity.ts';
import type { FieldDef, RelationField } from './fields.ts';
import { frame2 } from './frame-2.entity.ts';
import { frameInStock } from './frame-in-stock.entity.ts';
import { frameProfileType } from './frame-profile-type.entity.ts';
import { frameProfile } from './frame-profile.entity.ts';
import { frame } from './frame.entity.ts';
import { fullPhoto } from './full-photo.entity.ts';
import { globalParam } from './global-param.entity.ts';
import { glass } from './glass.entity.ts';
import { internalImage } from './internal-image.entity.ts';
import { manufacturer } from './manufacturer.entity.ts';
import { orderItem } from './order-item.entity.ts';
import { order } from './order.entity.ts';
import { pasparta } from './pasparta.entity.ts';
import { photo } from './photo.entity.ts';
import { printMedia } from './print-media.entity.ts';
import { productConfig } from './product-config.entity.ts';
import { product } from './product.entity.ts';

export * from './entity.ts';
export * from './enums.ts';
export * from './enum-labels.ts';
export * from './fields.ts';
export * from './global-param-names.ts';
export type * from './model-types.ts';
export * from './user.ts';
export { RATIO_PATTERN, SIZE_CM_PATTERN } from './product-config.entity.ts';
export {
  HANDOVER_METHOD,
  HANDOVER_METHOD_LABELS,
  PICKUP_POINT_KIND,
  PICKUP_POINT_KIND_LABELS,
  type HandoverMethod,
  type PickupPointKind,
} from './order.entity.ts';

/** The 18 entities of the back-office, in the spec's order. */
const BACK_OFFICE = [
  photo,
  fullPhoto,
  album,
  craftedProduct,
  printMedia,
  pasparta,
  glass,
  frame,
  frameInStock,
  frameProfile,
  manufacturer,
  product,
  productConfig,
  globalParam,
  frameProfileType,
  frame2,
  internalImage,
  order,
] as const;

/**
 * Every entity with its literal description, for the types read off them: the back-office's 18
 * and the order's lines, which are read and written only through their order.
 */
export const MODEL = [...BACK_OFFICE, orderItem] as const;

/** The 18 entities of the back-office, in the spec's order. */
export const ENTITIES: readonly EntityDef[] = BACK_OFFICE;

export {
  album,
  craftedProduct,
  frame,
  frame2,
  frameInStock,
  frameProfile,
  frameProfileType,
  fullPhoto,
  globalParam,
  glass,
  internalImage,
  manufacturer,
  order,
  orderItem,
  pasparta,
  photo,
  printMedia,
  product,
  productConfig,
};

const byName = new Map(ENTITIES.map((e) => [e.name, e]));

/** The entity called `name`, or undefined ('user' is not one of the 18: it has its own API). */
export const entityNamed = (name: string): EntityDef | undefined => byName.get(name);

export const fieldEntries = (entity: EntityDef): [string, FieldDef][] =>
  Object.entries(entity.fields);

export const relationEntries = (entity: EntityDef): [string, RelationField][] =>
  fieldEntries(entity).filter((e): e is [string, RelationField] => e[1].kind === 'relation');

// Every row the API reads or writes asks for its columns' names. The model has a few hundred
// fields; the bound only guards against a caller that passes names from outside it.
const columns = new Map<string, string>();
const COLUMN_CACHE_LIMIT = 2000;

/** snake_case column of a field: `frameColorCatEnum2` -> `frame_color_cat_enum_2`. */
export const columnOf = (field: string): string => {
  let column = columns.get(field);
  if (column === undefined) {
    column = field
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Za-z])(\d)/g, '$1_$2')
      .toLowerCase();
    if (columns.size < COLUMN_CACHE_LIMIT) columns.set(field, column);
  }
  return column;
};

/** Column holding a relation's id: `frameProfile` -> `frame_profile_id`. */
export const relationColumnOf = (field: string): string => `${columnOf(field)}_id`;

/** Whether the entity has an `enabled` flag that hides disabled rows from customers. */
export const hasEnabledFlag = (entity: EntityDef): boolean =>
  entity.fields.enabled?.kind === 'boolean';

/**
 * Whether the entity is the shop's catalogue (products, sizes, frames, settings, suppliers)
 * rather than a customer's data: its rows look the same to every caller of one access class
 * (admins see them all, everyone else what the read rule lets through). Catalogue lists may be
 * cached per access class; every write of the catalogue changes its version.
 * @example isCatalogue(frame) // -> true; isCatalogue(order) // -> false
 */
export const isCatalogue = (entity: EntityDef): boolean => entity.access.read !== 'own';
