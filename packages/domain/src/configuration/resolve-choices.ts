import type { Extent, SizeCm } from '../sizes/sizes.ts';
import { asksFor } from './asked-parts.ts';
import { defaultChoiceIds, pickOption, type Params } from './choice-defaults.ts';
import { NONE_ID } from './none-row.ts';
import { configFits, glassFits, printMediaFits } from './option-fit.ts';
import {
  CHOICE_PARTS,
  type ChoiceIds,
  type ChoicePart,
  type AreaPricedRow,
  type ConfigRow,
  type ConfigSizes,
  type GlassRow,
  type MediaRow,
  type ProductAsks,
} from './rows.ts';
import { defaultPhotoOnlySize, sortedConfigs, suggestedConfig } from './size-choice.ts';

/** The parts chosen from a list; a frame is picked in its own filtered picker instead. */
export type ListedPart = Exclude<ChoicePart, 'frame'>;

/** The rows offered for each listed part, as the caller's own row types. */
export interface ChoiceOptions<
  C extends ConfigRow = ConfigRow,
  M extends MediaRow = MediaRow,
  G extends GlassRow = GlassRow,
  P extends AreaPricedRow = AreaPricedRow,
> {
  productConfig: C[];
  printMedia: M[];
  glass: G[];
  pasparta: P[];
}

/**
 * The catalogue's rows the wizard offers: those that fit the product (the rules the server checks
 * a choice with), sizes from the smallest photo window; none of a part it does not ask for.
 * @example offeredOptions(frameProduct, { glass: [none, clear, laminate] }).glass // -> [clear]
 */
export const offeredOptions = <
  C extends ConfigRow,
  M extends MediaRow,
  G extends GlassRow,
  P extends AreaPricedRow,
>(
  product: ProductAsks,
  catalogue: {
    readonly productConfig?: readonly C[];
    readonly printMedia?: readonly M[];
    readonly glass?: readonly G[];
    readonly pasparta?: readonly P[];
  },
): ChoiceOptions<C, M, G, P> => {
  const offered = <T>(
    part: ListedPart,
    rows: readonly T[] | undefined,
    fits: (row: T) => boolean,
  ) => (asksFor(product, part) ? (rows ?? []).filter(fits) : []);
  return {
    productConfig: sortedConfigs(
      offered('productConfig', catalogue.productConfig, (c) => configFits(c, product)),
    ),
    printMedia: offered('printMedia', catalogue.printMedia, (m) => printMediaFits(m, product)),
    glass: offered('glass', catalogue.glass, (g) => glassFits(g, product)),
    pasparta: offered('pasparta', catalogue.pasparta, () => true),
  };
};

/** What the wizard's choices come to once the shop's defaults fill the gaps. */
export interface ResolvedChoices {
  /**
   * The row of each part as the crafted-product request carries it: the pick for an asked part
   * (null while its options are not known), the 'none' row for print media and glass the product
   * does not ask for, and nothing for its other parts.
   */
  readonly ids: ChoiceIds;
  /** The photo-only size of a PLAIN kind; null for kinds sized by a product config. */
  readonly photoOnlySize: SizeCm | null;
  /** The asked-for parts still without a row: no crafted product until this is empty. */
  readonly missing: readonly ChoicePart[];
}

/**
 * Resolves the wizard's choices (customer spec §4 and §9): each asked-for part takes the
 * customer's pick when it is offered, else the shop's default when that is offered, else the
 * first option; the size defaults to `suggestedConfig` for the printed pixels, a frame to the
 * default frame (its picker offers only frames that fit), a photo-only size to the smallest.
 * @example resolveChoices({ product: plainPhoto, options, chosen: {}, params, pixels: { width: 6000, height: 4000 } })
 * // -> { ids: { productConfig: null, printMedia: <default paper>, glass: 1, pasparta: null, frame: null }, photoOnlySize: { widthCm: 30, heightCm: 20 }, missing: [] }
 */
export const resolveChoices = ({
  product,
  options,
  chosen,
  params,
  pixels,
}: {
  product: ProductAsks;
  /** The offered rows (see `offeredOptions`); a part's options are absent while they load. */
  options: {
    readonly productConfig?: readonly (ConfigSizes & { readonly id: number })[];
    readonly printMedia?: readonly { readonly id: number }[];
    readonly glass?: readonly { readonly id: number }[];
    readonly pasparta?: readonly { readonly id: number }[];
  };
  chosen: Partial<ChoiceIds> & { readonly photoOnlySize?: SizeCm | null };
  params: Params;
  pixels: Extent;
}): ResolvedChoices => {
  const defaults = {
    ...defaultChoiceIds(product, params),
    productConfig: suggestedConfig(options.productConfig ?? [], pixels)?.id ?? null,
  };
  const pick = (part: ChoicePart): number | null => {
    if (!asksFor(product, part)) return part === 'printMedia' || part === 'glass' ? NONE_ID : null;
    if (part === 'frame') return chosen.frame ?? defaults.frame;
    return pickOption(chosen[part], defaults[part], options[part]);
  };
  const ids = Object.fromEntries(CHOICE_PARTS.map((part) => [part, pick(part)])) as ChoiceIds;
  const photoOnlySize = asksFor(product, 'productConfig')
    ? null
    : (chosen.photoOnlySize ?? defaultPhotoOnlySize(pixels));
  return {
    ids,
    photoOnlySize,
    missing: CHOICE_PARTS.filter((part) => asksFor(product, part) && ids[part] === null),
  };
};
