import type { FieldError } from '../entities/entity-schema.ts';
import type { ProductEnum } from '../entities/enums.ts';
import type { RowOf } from '../entities/model-types.ts';
import type { product } from '../entities/product.entity.ts';

/**
 * The fields of catalogue rows the configuration rules read. Server rows and the wizard's API
 * rows both have them, so the rules take either and hand back the caller's own rows.
 */

/** The catalogue choices of a crafted product, by its relation names. */
export const CHOICE_PARTS = ['productConfig', 'printMedia', 'glass', 'pasparta', 'frame'] as const;
export type ChoicePart = (typeof CHOICE_PARTS)[number];

/** The `askFor*` flags of a product row that name a choice (a hook is none the customer makes). */
type AskFlag = Exclude<Extract<keyof RowOf<typeof product>, `askFor${string}`>, 'askForHook'>;

/** What a product asks the customer to choose: its kind and the `askFor*` flags of its row. */
export type ProductAsks = { readonly productEnum: ProductEnum } & {
  readonly [F in AskFlag]?: boolean | null;
};

/** A product config's sizes: 'WxH' in whole cm, naming a shape (DESIGN.md §4). */
export interface ConfigSizes {
  readonly totalSizeCm: string;
  /** The mat's opening; absent when the photo fills the piece. */
  readonly photoSizeCm?: string | null;
}

export interface ConfigRow extends ConfigSizes {
  readonly id: number;
  readonly productEnum: string | null;
  readonly mirrorAddonSquare?: number | null;
}

/** Print media, glass and mats are priced per m² of area. */
export interface AreaPricedRow {
  readonly id: number;
  readonly name: string;
  readonly pricePerSqare: number;
}

export interface MediaRow extends AreaPricedRow {
  readonly mediaTypeEnum: string | null;
}

export interface GlassRow extends AreaPricedRow {
  readonly isLaminat?: boolean | null;
  readonly onlyForProduct?: string | null;
}

export interface FrameRow {
  readonly id: number;
  readonly name: string;
  /** EUR per metre as decimal text. */
  readonly price: string | null;
  readonly frameProfile?: { readonly id: number } | null;
}

export interface FrameProfileRow {
  readonly id: number;
  /** Face width in mm. */
  readonly thickness?: number | null;
  readonly isForCanvas?: boolean | null;
}

/** The row type of each choice; callers narrow it to their own rows. */
export interface ChoiceRowTypes {
  productConfig: ConfigRow;
  printMedia: MediaRow;
  glass: GlassRow;
  pasparta: AreaPricedRow;
  frame: FrameRow;
}

/** One row (or none) per choice. */
export type ChoiceRows<R extends ChoiceRowTypes = ChoiceRowTypes> = {
  [P in ChoicePart]: R[P] | null;
};

/** One id (or none) per choice. */
export type ChoiceIds = Record<ChoicePart, number | null>;

/** A rule's answer: its value, or the contract's field errors naming what is wrong. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly fieldErrors: FieldError[] };
