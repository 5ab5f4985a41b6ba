import type { ProductEnum } from '../entities/enums.ts';
import { GLOBAL_PARAM } from '../entities/global-param-names.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';
import { askedPartsOf, isPhotoOnly, type PrintMediaType } from './asked-parts.ts';
import type { ChoicePart, ProductAsks } from './rows.ts';

/** Global params by name, as the shop's defaults are read from them. */
export type Params = ReadonlyMap<string, string>;

const MEDIA_DEFAULT: Record<PrintMediaType, string> = {
  PAPIER: GLOBAL_PARAM.webDefaultPaper,
  PLATNO: GLOBAL_PARAM.webDefaultCanvas,
  DOSKA: GLOBAL_PARAM.webDefaultBoard,
};

const idParam = (params: Params, name: string): number | null => {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A product row of a known kind: only such products are offered. */
export type OfferedProduct<P> = P & { readonly productEnum: ProductEnum };

/**
 * The products offered (customer spec §4): printing the photo as it is offers only PLAIN products,
 * any other path only the others, never one without a known kind; in the shop's order
 * (`poradie`, then id).
 * @example offeredProducts(products, true).map((p) => p.productEnum) // -> ['PLAINPHOTO', 'PLAINPHOTOLAMIN']
 */
export const offeredProducts = <
  P extends Omit<ProductAsks, 'productEnum'> & {
    readonly id: number;
    readonly productEnum: ProductEnum | null;
    readonly poradie?: number | null;
  },
>(
  products: readonly P[],
  photoOnly: boolean,
): OfferedProduct<P>[] =>
  products
    .filter(
      (p): p is OfferedProduct<P> =>
        p.productEnum !== null &&
        p.productEnum in PRODUCT_KINDS &&
        isPhotoOnly(p.productEnum) === photoOnly,
    )
    .sort((a, b) => (a.poradie ?? 0) - (b.poradie ?? 0) || a.id - b.id);

/**
 * WEB_DEFAULT_PRODUCT_ENUM when it is offered, else the first product offered.
 * @example defaultProduct(offered, new Map([['WEB_DEFAULT_PRODUCT_ENUM', 'PHOTOCANVAS']]))?.productEnum // -> 'PHOTOCANVAS'
 */
export const defaultProduct = <P extends ProductAsks>(
  offered: readonly P[],
  params: Params,
): P | undefined =>
  offered.find((p) => p.productEnum === params.get(GLOBAL_PARAM.webDefaultProductEnum)) ??
  offered[0];

/**
 * The shop's defaults (customer spec §9, the WEB_DEFAULT_* params) for the parts the product
 * asks for: the media of its type, a laminate or a glass, the mat, and a canvas frame for canvas
 * kinds or else the paper frame. Sizes have no default param: see `suggestedConfig`.
 * @example defaultChoiceIds({ productEnum: 'PHOTOCANVASFRAME', askForCanvas: true, askForFrame: true }, params)
 * // -> { productConfig: null, printMedia: <WEB_DEFAULT_PLATNO>, glass: null, pasparta: null, frame: <WEB_DEFAULT_RAM_PRE_PLATNO> }
 */
export const defaultChoiceIds = (
  product: ProductAsks,
  params: Params,
): Record<ChoicePart, number | null> => {
  const asked = askedPartsOf(product);
  const media = asked.mediaTypes[0];
  const frameParam = PRODUCT_KINDS[product.productEnum].canvasWrap
    ? GLOBAL_PARAM.webDefaultCanvasFrame
    : GLOBAL_PARAM.webDefaultPaperFrame;
  const glassParam =
    asked.glass === 'laminate' ? GLOBAL_PARAM.webDefaultLamination : GLOBAL_PARAM.webDefaultGlass;
  return {
    productConfig: null,
    printMedia: media ? idParam(params, MEDIA_DEFAULT[media]) : null,
    glass: asked.glass ? idParam(params, glassParam) : null,
    pasparta: asked.pasparta ? idParam(params, GLOBAL_PARAM.webDefaultMat) : null,
    frame: asked.frame ? idParam(params, frameParam) : null,
  };
};

/**
 * The customer's pick when it is on offer, else the fallback when it is on offer, else the first
 * option; null without options (yet).
 * @example pickOption(9, 4, [{ id: 4 }, { id: 5 }]) // -> 4; pickOption(null, 8, [{ id: 4 }]) -> 4
 */
export const pickOption = (
  chosen: number | null | undefined,
  fallback: number | null | undefined,
  options: readonly { readonly id: number }[] | undefined,
): number | null => {
  if (!options?.length) return null;
  if (chosen != null && options.some((o) => o.id === chosen)) return chosen;
  if (fallback != null && options.some((o) => o.id === fallback)) return fallback;
  return options[0].id;
};
