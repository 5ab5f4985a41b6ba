import {
  clampPhotoOnlySize,
  effectiveDpi,
  formatDecimalSk,
  GLOBAL_PARAM,
  orientationOf,
  orientSize,
  parseDecimalText,
  parseSizeCm,
  printQualityAt,
  PRODUCT_KINDS,
  type Extent,
  type PrintQuality,
  type SizeCm,
} from '@fotoobraz/domain';
import type { CraftedProductRequest } from '../api/crafted-products';
import type {
  CraftedProduct,
  Frame,
  Glass,
  GlobalParam,
  MediaType,
  Product,
  ProductConfig,
  ProductEnum,
} from '../api/types';
import type { Picture } from './picture';
import type { CropRegion } from './wizard-state';

/** Print media 1 and glass 1 are the 'none' rows (customer spec §5): never offered. */
export const NONE_ID = 1;

export type Params = ReadonlyMap<string, string>;

export const paramsOf = (params: readonly GlobalParam[] | undefined): Params =>
  new Map((params ?? []).map((p) => [p.name, p.value ?? '']));

const idParam = (params: Params, name: string): number | null => {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Whether a kind is sized by the customer (PLAIN kinds) instead of by a product config. */
export const isPhotoOnly = (productEnum: ProductEnum): boolean =>
  PRODUCT_KINDS[productEnum]?.photoOnlySize ?? false;

/**
 * The products offered (customer spec §4): printing the photo as it is offers only PLAIN products,
 * any other path only the others; in the shop's order.
 */
export const offeredProducts = (products: readonly Product[], photoOnly: boolean): Product[] =>
  products
    .filter((p) => p.productEnum in PRODUCT_KINDS && isPhotoOnly(p.productEnum) === photoOnly)
    .sort((a, b) => (a.poradie ?? 0) - (b.poradie ?? 0) || a.id - b.id);

/** WEB_DEFAULT_PRODUCT_ENUM when it is offered, else the first product offered. */
export const defaultProduct = (offered: readonly Product[], params: Params): Product | undefined =>
  offered.find((p) => p.productEnum === params.get(GLOBAL_PARAM.webDefaultProductEnum)) ??
  offered[0];

/** The print media type a product asks for, or null when the shop picks it (or none). */
export const mediaTypeOf = (product: Product): MediaType | null =>
  product.askForPaper
    ? 'PAPIER'
    : product.askForCanvas
      ? 'PLATNO'
      : product.askForDesk
        ? 'DOSKA'
        : null;

const MEDIA_DEFAULT: Record<MediaType, string> = {
  PAPIER: GLOBAL_PARAM.webDefaultPaper,
  PLATNO: GLOBAL_PARAM.webDefaultCanvas,
  DOSKA: GLOBAL_PARAM.webDefaultBoard,
};

/** Whether the product's one glass slot takes a laminate, a glass, or nothing. */
export const glassSlotOf = (product: Product): 'laminate' | 'glass' | null =>
  product.askForLamin ? 'laminate' : product.askForGlass ? 'glass' : null;

/** The glasses or laminates a product may have, 'none' left out. */
export const glassOptions = (glasses: readonly Glass[], product: Product): Glass[] => {
  const slot = glassSlotOf(product);
  if (!slot) return [];
  return glasses.filter(
    (g) =>
      g.id !== NONE_ID &&
      g.isLaminat === (slot === 'laminate') &&
      (!g.onlyForProduct || g.onlyForProduct === product.productEnum),
  );
};

/** The frame default: a canvas frame for canvas kinds, else the paper frame. */
const frameDefaultParam = (productEnum: ProductEnum): string =>
  PRODUCT_KINDS[productEnum].canvasWrap
    ? GLOBAL_PARAM.webDefaultCanvasFrame
    : GLOBAL_PARAM.webDefaultPaperFrame;

/**
 * The customer's pick when it is on offer, else the default when it is on offer, else the first
 * option; null when there are no options (yet).
 */
export const pickOption = (
  chosen: number | null,
  fallback: number | null,
  options: readonly { id: number }[] | undefined,
): number | null => {
  if (!options?.length) return null;
  if (chosen !== null && options.some((o) => o.id === chosen)) return chosen;
  if (fallback !== null && options.some((o) => o.id === fallback)) return fallback;
  return options[0].id;
};

/** The defaults of customer spec §9 for the parts a product asks for. */
export const defaultIds = (product: Product, params: Params) => {
  const media = mediaTypeOf(product);
  const slot = glassSlotOf(product);
  return {
    printMedia: media ? idParam(params, MEDIA_DEFAULT[media]) : null,
    glass: slot
      ? idParam(
          params,
          slot === 'laminate' ? GLOBAL_PARAM.webDefaultLamination : GLOBAL_PARAM.webDefaultGlass,
        )
      : null,
    pasparta: idParam(params, GLOBAL_PARAM.webDefaultMat),
    frame: idParam(params, frameDefaultParam(product.productEnum)),
  };
};

/** The pixels of the original that are printed: the crop (given in thumbnail pixels) or all. */
export const printedPixels = (picture: Picture, crop: CropRegion | null): Extent => {
  if (!crop || picture.ref.kind !== 'photo')
    return { width: picture.width, height: picture.height };
  const scale =
    Math.max(picture.width, picture.height) / Math.max(picture.thumbWidth, picture.thumbHeight);
  return { width: crop.width * scale, height: crop.height * scale };
};

/** The photo's visible window of a size: the mat's opening, or the whole piece. */
export const photoWindowOf = (config: ProductConfig): SizeCm | null =>
  parseSizeCm(config.photoSizeCm) ?? parseSizeCm(config.totalSizeCm);

/** The traffic light of a size, from the printed pixels and the size's photo window. */
export const qualityOfConfig = (pixels: Extent, config: ProductConfig): PrintQuality => {
  const window = photoWindowOf(config);
  return window
    ? printQualityAt(pixels.width, pixels.height, window.widthCm, window.heightCm)
    : 'insufficient';
};

/** Product configs from the smallest photo window to the largest. */
export const sortedConfigs = (configs: readonly ProductConfig[]): ProductConfig[] => {
  const area = (c: ProductConfig) => {
    const w = photoWindowOf(c);
    return w ? w.widthCm * w.heightCm : Infinity;
  };
  return [...configs].sort((a, b) => area(a) - area(b) || a.id - b.id);
};

/**
 * The size suggested before the customer picks one: the largest that prints in good quality, or
 * the smallest when none does.
 */
export const suggestedConfig = (
  configs: readonly ProductConfig[],
  pixels: Extent,
): ProductConfig | undefined => {
  const sorted = sortedConfigs(configs);
  const good = sorted.filter((c) => qualityOfConfig(pixels, c) === 'good');
  return good.at(-1) ?? sorted[0];
};

/** The photo-only size a PLAIN product starts with: the 20 cm short side of the limits. */
export const defaultPhotoOnlySize = (pixels: Extent): SizeCm => clampPhotoOnlySize(20, pixels);

/** Everything step 2 resolved from the customer's choices and the catalogue's defaults. */
export interface ResolvedChoices {
  product: Product;
  productConfigId: number | null;
  printMediaId: number | null;
  glassId: number | null;
  paspartaId: number | null;
  frameId: number | null;
  copies: number;
  photoOnly: SizeCm | null;
}

/**
 * The crafted-product request of a configuration, or null while an asked-for choice is missing
 * (customer spec §4: the crafted product is created only when every asked-for choice is made).
 */
export const craftedProductRequest = (
  picture: Picture,
  crop: CropRegion | null,
  resolved: ResolvedChoices,
): CraftedProductRequest | null => {
  const { product } = resolved;
  const photoOnly = isPhotoOnly(product.productEnum);
  const missing =
    (photoOnly ? !resolved.photoOnly : resolved.productConfigId === null) ||
    (mediaTypeOf(product) !== null && resolved.printMediaId === null) ||
    (glassSlotOf(product) !== null && resolved.glassId === null) ||
    (product.askForPasparta && resolved.paspartaId === null) ||
    (product.askForFrame && resolved.frameId === null);
  if (missing) return null;
  const ref = (id: number | null) => (id === null ? null : { id });
  const useCrop = crop && picture.ref.kind === 'photo';
  return {
    productEnum: product.productEnum,
    photo: picture.ref.kind === 'photo' ? { id: picture.ref.id } : null,
    internalImage: picture.ref.kind === 'edition' ? { id: picture.ref.id } : null,
    productConfig: photoOnly ? null : ref(resolved.productConfigId),
    // The 'none' rows for what the product does not ask for (customer spec §5).
    printMedia: ref(mediaTypeOf(product) ? resolved.printMediaId : NONE_ID),
    glass: ref(glassSlotOf(product) ? resolved.glassId : NONE_ID),
    pasparta: product.askForPasparta ? ref(resolved.paspartaId) : null,
    frame: product.askForFrame ? ref(resolved.frameId) : null,
    copies: resolved.copies,
    photoOnlyWidth: photoOnly ? (resolved.photoOnly?.widthCm ?? null) : null,
    photoOnlyHeight: photoOnly ? (resolved.photoOnly?.heightCm ?? null) : null,
    cropX: useCrop ? crop.x : null,
    cropY: useCrop ? crop.y : null,
    cropWidth: useCrop ? crop.width : null,
    cropHeight: useCrop ? crop.height : null,
  };
};

/** The printed photo's size of a crafted product: the mat's window, or the whole piece. */
export const printedSizeOf = (crafted: CraftedProduct): SizeCm => {
  const outer = { widthCm: crafted.finalWidth, heightCm: crafted.finalHeight };
  const window = parseSizeCm(crafted.productConfig?.photoSizeCm);
  return window
    ? orientSize(window, orientationOf({ width: outer.widthCm, height: outer.heightCm }))
    : outer;
};

/**
 * Whether the piece may be ordered (DESIGN.md §4, as the server checks it): never for a photo of
 * status N, nor below 150 DPI at its size; an edition always. Not before the piece is known.
 */
export const eligibleForOrder = (picture: Picture, crafted: CraftedProduct | null): boolean => {
  if (picture.ref.kind === 'edition') return true;
  if (picture.status === 'N') return false;
  if (!crafted) return false;
  const size = printedSizeOf(crafted);
  const quality = printQualityAt(
    crafted.cropRealWidth ?? picture.width,
    crafted.cropRealHeight ?? picture.height,
    size.widthCm,
    size.heightCm,
  );
  return quality !== 'insufficient';
};

/** A frame's price per metre, '14,50 €/m' (empty when it has none). */
export const framePriceText = (frame: Pick<Frame, 'price'>): string => {
  const price = parseDecimalText(frame.price);
  return price === null ? '' : `${formatDecimalSk(price, 2)}\u00a0€/m`;
};

/** A size for people, '55 × 40 cm' or '45,5 × 30,33 cm'. */
export const sizeText = ({ widthCm, heightCm }: SizeCm): string =>
  `${formatDecimalSk(widthCm, 0, 2)} × ${formatDecimalSk(heightCm, 0, 2)}\u00a0cm`;

/** A config's outer size and photo window in the picture's orientation. */
export const orientedConfig = (
  config: ProductConfig,
  pixels: Extent,
): { total: SizeCm | null; window: SizeCm | null } => {
  const orientation = orientationOf(pixels);
  const total = parseSizeCm(config.totalSizeCm);
  const window = parseSizeCm(config.photoSizeCm);
  return {
    total: total && orientSize(total, orientation),
    window: window && orientSize(window, orientation),
  };
};

/** The effective DPI of the printed pixels at a config's photo window (0 when unreadable). */
export const dpiOfConfig = (pixels: Extent, config: ProductConfig): number => {
  const window = photoWindowOf(config);
  return window ? effectiveDpi(pixels.width, pixels.height, window.widthCm, window.heightCm) : 0;
};
