import { parseDecimalText } from '../money/money.ts';
import type { CraftedProductPriceInput } from '../pricing/pricing.ts';
import { clampPhotoOnlySize, PHOTO_ONLY_LIMITS_CM } from '../sizes/photo-only-size.ts';
import { fitAspect, regionInside, scaleRegion, wholeRegion, type Region } from '../sizes/crop.ts';
import { orientationOf, orientSize, type Extent, type Orientation } from '../sizes/sizes.ts';
import { choiceError, type CheckedChoices } from './check-choices.ts';
import { isNoneRow } from './none-row.ts';
import { photoWindowOf } from './photo-window.ts';
import type {
  AreaPricedRow,
  Checked,
  ChoiceRowTypes,
  ConfigRow,
  ConfigSizes,
  ProductAsks,
} from './rows.ts';

/** The product row's fields a configuration is priced with. */
export interface PricedProduct extends ProductAsks {
  readonly name: string;
  /** EUR per m² of outer area. */
  readonly priceManufactPerSquare: number;
}

/** The picture's sizes: the crop is given in `cropSpace` (thumbnail) pixels of `original`. */
export interface PictureSizes {
  readonly cropSpace: Extent;
  readonly original: Extent;
}

/** What pricing, the preview and the stored crafted product need beyond the checked rows. */
export interface Configured {
  /** The crop as printed, in crop-space pixels: the customer's, fitted to the chosen size. */
  readonly crop: Region;
  readonly orientation: Orientation;
  /** Everything that prices it but the shop's minimum price and promotion. */
  readonly priceInput: Omit<CraftedProductPriceInput, 'minimumPrice' | 'promotionPercent'>;
}

export interface ConfigurationToSize<R extends ChoiceRowTypes> {
  readonly product: PricedProduct;
  readonly checked: CheckedChoices<R>;
  readonly picture: PictureSizes;
  /** The customer's crop in crop-space pixels; null prints the whole picture (always, for an edition). */
  readonly crop: Region | null;
  /** The photo-only size asked for (PLAIN kinds): its shorter positive side is the short side. */
  readonly photoOnly: { readonly width?: number | null; readonly height?: number | null };
}

/**
 * A piece's size as priced, the crop as printed (fitted to a config's window) and its
 * orientation: a config's sizes as written, or a PLAIN kind's photo-only size clamped to the
 * limits in the crop's shape, measured in the original's pixels. Null when the config's size
 * cannot be read.
 * @example pieceSizeOf({ totalSizeCm: '60x40' }, {}, { cropSpace: { width: 1000, height: 1000 }, original: { width: 4000, height: 4000 } }, null)
 * // -> { region: { x: 0, y: 166.67, width: 1000, height: 666.67 }, orientation: 'square', size: { totalSizeCm: '60x40', photoSizeCm: null, mirrorAddonSquare: null } }
 */
export const pieceSizeOf = (
  config: (ConfigSizes & Pick<ConfigRow, 'mirrorAddonSquare'>) | null,
  photoOnly: ConfigurationToSize<ChoiceRowTypes>['photoOnly'],
  picture: PictureSizes,
  crop: Region | null,
): { region: Region; orientation: Orientation; size: CraftedProductPriceInput['size'] } | null => {
  let region = crop ?? wholeRegion(picture.cropSpace);
  const orientation = orientationOf(region);
  // A config gives the size; without one the kind is sized by the customer.
  if (!config) {
    const requested = [photoOnly.width, photoOnly.height].filter(
      (v): v is number => typeof v === 'number' && v > 0,
    );
    // The shape from the crop in the original's pixels: the thumbnail's short side is rounded.
    const shape = scaleRegion(region, picture.cropSpace, picture.original);
    const clamped = clampPhotoOnlySize(
      requested.length ? Math.min(...requested) : PHOTO_ONLY_LIMITS_CM.shortMin,
      shape,
    );
    return {
      region,
      orientation,
      size: { photoOnlyWidthCm: clamped.widthCm, photoOnlyHeightCm: clamped.heightCm },
    };
  }
  const window = photoWindowOf(config);
  if (!window) return null;
  const turned = orientSize(window, orientation === 'portrait' ? 'portrait' : 'landscape');
  region = fitAspect(region, { width: turned.widthCm, height: turned.heightCm });
  return {
    region,
    orientation,
    size: {
      totalSizeCm: config.totalSizeCm,
      photoSizeCm: config.photoSizeCm ?? null,
      mirrorAddonSquare: config.mirrorAddonSquare ?? null,
    },
  };
};

const pricedArea = (row: AreaPricedRow | null) =>
  row ? { name: row.name, perM2: Number(row.pricePerSqare) } : null;

/**
 * The crop, orientation and price input of checked choices on a picture (DESIGN.md §4 and §5).
 * The crop must lie inside the picture (else cropX OutOfBounds); a config's photo window gives
 * the crop's shape (productConfig Pattern when it cannot be read); a PLAIN kind's size is clamped
 * to the photo-only limits in the crop's shape, measured in the original's pixels. The 'none'
 * rows are not priced.
 * @example configure({ product: canvas, checked, picture: { cropSpace: { width: 1000, height: 1000 }, original: { width: 4000, height: 4000 } }, crop: null, photoOnly: {} })
 * // with config 60x40 -> crop { x: 0, y: 166.67, width: 1000, height: 666.67 } scaled to whole pixels, orientation 'landscape'
 */
export const configure = <R extends ChoiceRowTypes>(
  input: ConfigurationToSize<R>,
): Checked<Configured> => {
  const { product, checked, picture } = input;
  const { productConfig: config, printMedia, glass, pasparta, frame } = checked;

  if (input.crop && !regionInside(input.crop, picture.cropSpace))
    return { ok: false, fieldErrors: [choiceError('cropX', 'OutOfBounds')] };
  const sized = pieceSizeOf(config, input.photoOnly, picture, input.crop);
  if (!sized) return { ok: false, fieldErrors: [choiceError('productConfig', 'Pattern')] };
  const { region, orientation, size } = sized;

  return {
    ok: true,
    value: {
      crop: scaleRegion(region, picture.cropSpace, picture.cropSpace),
      orientation,
      priceInput: {
        kind: product.productEnum,
        productName: product.name,
        manufacturePerM2: Number(product.priceManufactPerSquare),
        size,
        orientation,
        printMedia: isNoneRow(printMedia) ? null : pricedArea(printMedia),
        glass: isNoneRow(glass) ? null : pricedArea(glass),
        pasparta: pricedArea(pasparta),
        frame: frame
          ? {
              name: frame.name,
              perMetre: parseDecimalText(frame.price) ?? 0,
              thicknessMm: checked.frameThicknessMm,
            }
          : null,
        copies: checked.copies,
      },
    },
  };
};
