import { MEDIA_TYPE_ENUM, type ProductEnum } from '../entities/enums.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';
import type { ChoicePart, ProductAsks } from './rows.ts';

export type PrintMediaType = (typeof MEDIA_TYPE_ENUM)[number];

/** What a product's one glass slot holds: glass, or a laminate (DESIGN.md §5). */
export type GlassSlot = 'glass' | 'laminate';

/** The parts a product asks the customer to choose. */
export interface AskedParts {
  /** Sized by a product config; false for PLAIN kinds, which the customer sizes. */
  readonly productConfig: boolean;
  /** The print media types that fit, the one the wizard offers first; empty: the 'none' row. */
  readonly mediaTypes: readonly PrintMediaType[];
  /** What the glass slot takes; null: the 'none' row. */
  readonly glass: GlassSlot | null;
  readonly pasparta: boolean;
  readonly frame: boolean;
}

/** Which print media type each `askFor*` flag asks for, in the order the wizard prefers them. */
const MEDIA_FLAGS = [
  ['askForPaper', 'PAPIER'],
  ['askForCanvas', 'PLATNO'],
  ['askForDesk', 'DOSKA'],
] as const satisfies readonly (readonly [keyof ProductAsks, PrintMediaType])[];

/**
 * Whether a kind is sized by the customer within the photo-only limits (PLAIN kinds) instead of by
 * a product config; false for a value that is no kind at all.
 * @example isPhotoOnly('PLAINPHOTOLAMIN') // -> true; isPhotoOnly('PHOTOCANVAS') -> false
 */
export const isPhotoOnly = (productEnum: ProductEnum): boolean =>
  PRODUCT_KINDS[productEnum]?.photoOnlySize ?? false;

/**
 * What a product asks for, from its `askFor*` flags (only `true` asks) and its kind's sizing.
 * @example askedPartsOf({ productEnum: 'PLAINPHOTOLAMIN', askForPaper: true, askForLamin: true })
 * // -> { productConfig: false, mediaTypes: ['PAPIER'], glass: 'laminate', pasparta: false, frame: false }
 */
export const askedPartsOf = (product: ProductAsks): AskedParts => ({
  productConfig: !isPhotoOnly(product.productEnum),
  mediaTypes: MEDIA_FLAGS.filter(([flag]) => product[flag] === true).map(([, type]) => type),
  glass: product.askForLamin === true ? 'laminate' : product.askForGlass === true ? 'glass' : null,
  pasparta: product.askForPasparta === true,
  frame: product.askForFrame === true,
});

/**
 * Whether the product asks the customer for a part.
 * @example asksFor({ productEnum: 'PHOTOFRAME', askForFrame: true }, 'frame') // -> true
 */
export const asksFor = (product: ProductAsks, part: ChoicePart): boolean => {
  const asked = askedPartsOf(product);
  switch (part) {
    case 'productConfig':
      return asked.productConfig;
    case 'printMedia':
      return asked.mediaTypes.length > 0;
    case 'glass':
      return asked.glass !== null;
    case 'pasparta':
      return asked.pasparta;
    case 'frame':
      return asked.frame;
  }
};

/**
 * The print media type the wizard offers, or null when the product takes the 'none' row.
 * @example mediaTypeOf({ productEnum: 'PHOTOCANVAS', askForCanvas: true }) // -> 'PLATNO'
 */
export const mediaTypeOf = (product: ProductAsks): PrintMediaType | null =>
  askedPartsOf(product).mediaTypes[0] ?? null;

/**
 * What the product's glass slot takes, or null when it carries the 'none' row.
 * @example glassSlotOf({ productEnum: 'PHOTODESKLAMIN', askForDesk: true, askForLamin: true }) // -> 'laminate'
 */
export const glassSlotOf = (product: ProductAsks): GlassSlot | null => askedPartsOf(product).glass;
