import {
  formatDecimalSk,
  parseDecimalText,
  printedPhotoCm,
  printQualityAt,
  type Extent,
  type OfferedProduct,
  type Params,
  type ResolvedChoices,
} from '@fotoobraz/domain';
import type { CraftedProductRequest } from '../api/crafted-products';
import type { CraftedProduct, Frame, GlobalParam, Product } from '../api/types';
import type { Picture } from './picture';
import type { CropRegion } from './wizard-state';

// The order summary reads them from here, beside the wizard's other helpers.
export { isPhotoOnly, sizeText } from '@fotoobraz/domain';

export const paramsOf = (params: readonly GlobalParam[] | undefined): Params =>
  new Map((params ?? []).map((p) => [p.name, p.value ?? '']));

/** The pixels of the original that are printed: the crop (given in thumbnail pixels) or all. */
export const printedPixels = (picture: Picture, crop: CropRegion | null): Extent => {
  if (!crop || picture.ref.kind !== 'photo')
    return { width: picture.width, height: picture.height };
  const scale =
    Math.max(picture.width, picture.height) / Math.max(picture.thumbWidth, picture.thumbHeight);
  return { width: crop.width * scale, height: crop.height * scale };
};

/**
 * The crafted-product request of resolved choices, or null while an asked-for choice is missing
 * (customer spec §4: the crafted product is created only when every asked-for choice is made).
 */
export const craftedProductRequest = (
  picture: Picture,
  crop: CropRegion | null,
  product: OfferedProduct<Product>,
  resolved: ResolvedChoices,
  copies: number,
  express = false,
): CraftedProductRequest | null => {
  if (resolved.missing.length) return null;
  const { ids, photoOnlySize } = resolved;
  const ref = (id: number | null) => (id === null ? null : { id });
  const useCrop = crop && picture.ref.kind === 'photo';
  return {
    productEnum: product.productEnum,
    photo: picture.ref.kind === 'photo' ? { id: picture.ref.id } : null,
    internalImage: picture.ref.kind === 'edition' ? { id: picture.ref.id } : null,
    productConfig: ref(ids.productConfig),
    printMedia: ref(ids.printMedia),
    glass: ref(ids.glass),
    pasparta: ref(ids.pasparta),
    frame: ref(ids.frame),
    copies,
    expressProduction: express,
    photoOnlyWidth: photoOnlySize?.widthCm ?? null,
    photoOnlyHeight: photoOnlySize?.heightCm ?? null,
    cropX: useCrop ? crop.x : null,
    cropY: useCrop ? crop.y : null,
    cropWidth: useCrop ? crop.width : null,
    cropHeight: useCrop ? crop.height : null,
  };
};

/**
 * Whether the piece may be ordered (DESIGN.md §4, as the server checks it): never for a photo of
 * status N, nor below 150 DPI at its size; an edition always. Not before the piece is known.
 */
export const eligibleForOrder = (picture: Picture, crafted: CraftedProduct | null): boolean => {
  if (picture.ref.kind === 'edition') return true;
  if (picture.status === 'N') return false;
  if (!crafted) return false;
  const config = crafted.productConfig;
  const size = printedPhotoCm(
    { widthCm: crafted.finalWidth, heightCm: crafted.finalHeight },
    config && 'photoSizeCm' in config ? config : null,
  );
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
