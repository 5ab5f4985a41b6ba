import { parseDecimalText } from '../money/money.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';
import { askedPartsOf } from './asked-parts.ts';
import { isNoneRow } from './none-row.ts';
import type {
  ConfigRow,
  FrameProfileRow,
  FrameRow,
  GlassRow,
  MediaRow,
  ProductAsks,
} from './rows.ts';

/**
 * Whether a product config is one of the product's sizes.
 * @example configFits({ productEnum: 'PHOTOCANVAS', ... }, { productEnum: 'PHOTOFRAME' }) // -> false
 */
export const configFits = (config: Pick<ConfigRow, 'productEnum'>, product: ProductAsks): boolean =>
  config.productEnum === product.productEnum;

/**
 * Whether print media may be chosen for the product: of a type it asks for, never 'none'.
 * @example printMediaFits({ id: 4, mediaTypeEnum: 'PLATNO', ... }, { productEnum: 'PHOTOFRAME', askForPaper: true }) // -> false
 */
export const printMediaFits = (
  media: Pick<MediaRow, 'id' | 'mediaTypeEnum'>,
  product: ProductAsks,
): boolean =>
  !isNoneRow(media) &&
  askedPartsOf(product).mediaTypes.some((type) => type === media.mediaTypeEnum);

/**
 * Whether a glass fits the product's glass slot: a laminate where it asks for lamination, a glass
 * where it asks for glass, never 'none', and only for its own product when it is reserved for one.
 * @example glassFits({ id: 3, isLaminat: true }, { productEnum: 'PHOTOFRAME', askForGlass: true }) // -> false
 */
export const glassFits = (
  glass: Pick<GlassRow, 'id' | 'isLaminat' | 'onlyForProduct'>,
  product: ProductAsks,
): boolean => {
  const slot = askedPartsOf(product).glass;
  return (
    slot !== null &&
    !isNoneRow(glass) &&
    Boolean(glass.isLaminat) === (slot === 'laminate') &&
    (!glass.onlyForProduct || glass.onlyForProduct === product.productEnum)
  );
};

/**
 * What keeps a frame off a product, as field error messages (empty: it fits). A frame needs a
 * price per metre; a canvas is stretched on a deep frame, so only profiles made for canvas hold
 * one. `profile` is the frame's profile (undefined when it has none).
 * @example frameProblems({ id: 9, name: 'Alu', price: null }, undefined, 'PHOTOFRAME') // -> ['NotPriced']
 */
export const frameProblems = (
  frame: Pick<FrameRow, 'price'>,
  profile: Pick<FrameProfileRow, 'isForCanvas'> | undefined,
  productEnum: ProductAsks['productEnum'],
): string[] => [
  ...(parseDecimalText(frame.price) === null ? ['NotPriced'] : []),
  ...(PRODUCT_KINDS[productEnum].canvasWrap && profile?.isForCanvas !== true ? ['Mismatch'] : []),
];
