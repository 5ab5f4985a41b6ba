import {
  clampPhotoOnlySize,
  craftedProduct as craftedProductEntity,
  fitAspect,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  glass as glassEntity,
  internalImage as internalImageEntity,
  orientationOf,
  parseDecimalText,
  parseSizeCm,
  pasparta as paspartaEntity,
  photo as photoEntity,
  printMedia as printMediaEntity,
  product as productEntity,
  PRODUCT_KINDS,
  productConfig as productConfigEntity,
  regionInside,
  scaleRegion,
  wholeRegion,
  type CraftedProductPriceInput,
  type EntityDef,
  type FieldError,
  type Orientation,
  type ProductEnum,
  type ProductKindParts,
  type Region,
} from '@fotoobraz/domain';
import { validationProblem } from '../lib/problem.ts';
import type { EntityRepository } from '../repositories/entity.repository.ts';
import { readScope } from './access-policy.ts';
import type { Caller } from './caller.ts';
import type { SourceImage, SourceImageService } from './source-image.service.ts';

type Row = Record<string, unknown>;
type Ref = { id: number } | null | undefined;

/** The print media and glass rows that mean 'none' (customer spec §5). */
export const NONE_ID = 1;

/** What a customer chose, as the crafted-product request carries it (validated shapes). */
export interface ConfigurationInput {
  productEnum?: string | null;
  photo?: Ref;
  internalImage?: Ref;
  productConfig?: Ref;
  printMedia?: Ref;
  glass?: Ref;
  pasparta?: Ref;
  frame?: Ref;
  copies?: number | null;
  photoOnlyWidth?: number | null;
  photoOnlyHeight?: number | null;
  cropX?: number | null;
  cropY?: number | null;
  cropWidth?: number | null;
  cropHeight?: number | null;
}

/** A complete, checked configuration: everything pricing, rendering and storing need. */
export interface Configuration {
  kind: ProductEnum;
  parts: ProductKindParts;
  product: Row;
  source: SourceImage;
  sourceRef: { photo: Ref; internalImage: Ref };
  config: Row | null;
  printMedia: Row | null;
  glass: Row | null;
  pasparta: Row | null;
  frame: Row | null;
  /** Face width of the frame's profile in mm (0 without a frame). */
  frameThicknessMm: number;
  /** The crop as printed, in crop-space (thumbnail) pixels. */
  crop: Region;
  orientation: Orientation;
  copies: number;
  priceInput: Omit<CraftedProductPriceInput, 'minimumPrice' | 'promotionPercent'>;
}

/** Which print media type each `askFor*` flag asks for. */
const MEDIA_ASKED: [flag: string, mediaType: string][] = [
  ['askForPaper', 'PAPIER'],
  ['askForCanvas', 'PLATNO'],
  ['askForDesk', 'DOSKA'],
];

const isId = (ref: Ref): ref is { id: number } => !!ref && Number.isInteger(ref.id);

/**
 * Turns a customer's choices into a checked configuration, or a 400 naming every missing or
 * unfitting choice (customer spec §4: a crafted product is created only when every asked-for
 * choice is made). Rows are read with the caller's read rules: own photos, enabled catalogue.
 */
export class ConfigurationResolver {
  constructor(
    private readonly entities: EntityRepository,
    private readonly sources: SourceImageService,
  ) {}

  private async row(entity: EntityDef, ref: Ref, caller: Caller): Promise<Row | null> {
    if (!isId(ref)) return null;
    const [row] = await this.entities.findManyByIds(entity, [ref.id], readScope(entity, caller));
    return row ?? null;
  }

  async resolve(caller: Caller, input: ConfigurationInput): Promise<Configuration> {
    const errors: FieldError[] = [];
    const fail = (field: string, message: string) =>
      errors.push({ objectName: craftedProductEntity.name, field, message });
    const bail = () => {
      throw validationProblem(errors);
    };

    const kind = input.productEnum as ProductEnum | undefined;
    if (!kind || !(kind in PRODUCT_KINDS)) fail('productEnum', 'NotNull');
    const product = kind ? await this.productOf(kind, caller) : null;
    if (kind && !product) fail('productEnum', 'NotFound');

    const [photo, edition] = await Promise.all([
      this.row(photoEntity, input.photo, caller),
      this.row(internalImageEntity, input.internalImage, caller),
    ]);
    if (isId(input.photo) && !photo) fail('photo', 'NotFound');
    if (isId(input.internalImage) && !edition) fail('internalImage', 'NotFound');
    if (!photo && !edition && !isId(input.photo) && !isId(input.internalImage))
      fail('photo', 'NotNull');
    if (photo && edition) fail('internalImage', 'Conflict');
    if (errors.length || !kind || !product) return bail();

    const parts = PRODUCT_KINDS[kind];
    const flag = (name: string) => product[name] === true;
    const [config, printMedia, glass, pasparta, frame] = await Promise.all([
      this.row(productConfigEntity, input.productConfig, caller),
      this.row(printMediaEntity, input.printMedia, caller),
      this.row(glassEntity, input.glass, caller),
      this.row(paspartaEntity, input.pasparta, caller),
      this.row(frameEntity, input.frame, caller),
    ]);

    // Sizes: a product config, or the photo-only size of PLAIN kinds.
    if (!parts.photoOnlySize) {
      if (!config) fail('productConfig', isId(input.productConfig) ? 'NotFound' : 'NotNull');
      else if (config.productEnum !== kind) fail('productConfig', 'Mismatch');
    }

    // Print media: the type the product asks for, or 'none'.
    const askedMedia = MEDIA_ASKED.filter(([f]) => flag(f)).map(([, type]) => type);
    let media = printMedia;
    if (askedMedia.length) {
      if (!printMedia || Number(printMedia.id) === NONE_ID) {
        fail('printMedia', isId(input.printMedia) && !printMedia ? 'NotFound' : 'NotNull');
      } else if (!askedMedia.includes(String(printMedia.mediaTypeEnum)))
        fail('printMedia', 'Mismatch');
    } else media = await this.row(printMediaEntity, { id: NONE_ID }, caller);

    // The one glass slot: glass, or a laminate, or 'none'.
    let glassSlot = glass;
    if (flag('askForGlass') || flag('askForLamin')) {
      const wantLaminate = flag('askForLamin');
      if (!glass || Number(glass.id) === NONE_ID) {
        fail('glass', isId(input.glass) && !glass ? 'NotFound' : 'NotNull');
      } else if (Boolean(glass.isLaminat) !== wantLaminate) fail('glass', 'Mismatch');
      else if (glass.onlyForProduct && glass.onlyForProduct !== kind) fail('glass', 'Mismatch');
    } else glassSlot = await this.row(glassEntity, { id: NONE_ID }, caller);

    if (flag('askForPasparta') && !pasparta)
      fail('pasparta', isId(input.pasparta) ? 'NotFound' : 'NotNull');

    let frameThicknessMm = 0;
    if (flag('askForFrame')) {
      if (!frame) fail('frame', isId(input.frame) ? 'NotFound' : 'NotNull');
      else {
        const profileId = (frame.frameProfile as Ref)?.id;
        // The profile's face width prices the frame even if the profile itself is not on offer.
        const [profile] = profileId
          ? await this.entities.findManyByIds(frameProfileEntity, [profileId], { kind: 'all' })
          : [];
        frameThicknessMm = Number(profile?.thickness ?? 0);
        if (parseDecimalText(frame.price as string | null) === null) fail('frame', 'NotPriced');
        // A canvas is stretched on a deep frame: only profiles made for canvas can hold it.
        if (parts.canvasWrap && profile?.isForCanvas !== true) fail('frame', 'Mismatch');
      }
    }

    const copies = input.copies ?? 1;
    if (!Number.isInteger(copies) || copies < 1 || copies > 100) fail('copies', 'Size');
    if (errors.length) return bail();

    const source = photo
      ? await this.sources.ofPhoto(photo)
      : await this.sources.ofEdition(caller, edition!);
    if (!source) {
      fail('photo', 'NotFound');
      return bail();
    }

    // The crop: the customer's (photos only), fitted to the shape of the chosen size.
    const cropGiven = [input.cropX, input.cropY, input.cropWidth, input.cropHeight].every(
      (v) => v != null,
    );
    let region = wholeRegion(source.cropSpace);
    if (photo && cropGiven) {
      const asked = {
        x: input.cropX!,
        y: input.cropY!,
        width: input.cropWidth!,
        height: input.cropHeight!,
      };
      if (!regionInside(asked, source.cropSpace)) {
        fail('cropX', 'OutOfBounds');
        return bail();
      }
      region = asked;
    }
    const orientation = orientationOf(region);
    let size: CraftedProductPriceInput['size'];
    if (parts.photoOnlySize) {
      const requested = [input.photoOnlyWidth, input.photoOnlyHeight].filter(
        (v): v is number => typeof v === 'number' && v > 0,
      );
      // The shape from the crop in the original's pixels: the thumbnail's short side is rounded.
      const shape = scaleRegion(region, source.cropSpace, source.original);
      const clamped = clampPhotoOnlySize(requested.length ? Math.min(...requested) : 20, shape);
      size = { photoOnlyWidthCm: clamped.widthCm, photoOnlyHeightCm: clamped.heightCm };
    } else {
      const window = parseSizeCm(String(config!.photoSizeCm ?? '') || String(config!.totalSizeCm));
      if (!window) {
        fail('productConfig', 'Pattern');
        return bail();
      }
      const long = Math.max(window.widthCm, window.heightCm);
      const short = Math.min(window.widthCm, window.heightCm);
      region = fitAspect(
        region,
        orientation === 'portrait'
          ? { width: short, height: long }
          : { width: long, height: short },
      );
      size = {
        totalSizeCm: String(config!.totalSizeCm),
        photoSizeCm: (config!.photoSizeCm as string | null) ?? null,
        mirrorAddonSquare: (config!.mirrorAddonSquare as number | null) ?? null,
      };
    }
    const crop = scaleRegion(region, source.cropSpace, source.cropSpace);

    const priced = (row: Row | null) =>
      row ? { name: String(row.name), perM2: Number(row.pricePerSqare) } : null;
    // Print media and glass with id 1 are the 'none' rows: nothing to price.
    const pricedUnlessNone = (row: Row | null) =>
      row && Number(row.id) !== NONE_ID ? priced(row) : null;
    return {
      kind,
      parts,
      product,
      source,
      sourceRef: {
        photo: photo ? { id: Number(photo.id) } : null,
        internalImage: edition ? { id: Number(edition.id) } : null,
      },
      config: parts.photoOnlySize ? null : config,
      printMedia: media,
      glass: glassSlot,
      pasparta: flag('askForPasparta') ? pasparta : null,
      frame: flag('askForFrame') ? frame : null,
      frameThicknessMm,
      crop,
      orientation,
      copies,
      priceInput: {
        kind,
        productName: String(product.name),
        manufacturePerM2: Number(product.priceManufactPerSquare),
        size,
        orientation,
        printMedia: pricedUnlessNone(media),
        glass: pricedUnlessNone(glassSlot),
        pasparta: flag('askForPasparta') ? priced(pasparta) : null,
        frame:
          flag('askForFrame') && frame
            ? {
                name: String(frame.name),
                perMetre: parseDecimalText(frame.price as string | null) ?? 0,
                thicknessMm: frameThicknessMm,
              }
            : null,
        copies,
      },
    };
  }

  /** The enabled product of a kind (the catalogue has one per kind; the first by order wins). */
  private async productOf(kind: ProductEnum, caller: Caller): Promise<Row | null> {
    const { rows } = await this.entities.list(productEntity, {
      scope: readScope(productEntity, caller),
      filters: [{ kind: 'equals', path: ['productEnum'], value: kind }],
      sort: [{ field: 'poradie', dir: 'asc' }],
      offset: 0,
      limit: 1,
      blobs: { large: false, small: false },
    });
    return rows[0] ?? null;
  }
}
