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
import type { SourceExtents, SourceImage, SourceImageService } from './source-image.service.ts';

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

/** The rows of a configuration once checked: 'none' rows in place, unasked-for ones dropped. */
interface CheckedChoices {
  config: Row | null;
  printMedia: Row | null;
  glass: Row | null;
  pasparta: Row | null;
  frame: Row | null;
  /** Face width of the frame's profile in mm (0 without a frame). */
  frameThicknessMm: number;
  copies: number;
}

/** A complete, checked configuration: everything pricing, rendering and storing need. */
export interface Configuration<Source extends SourceExtents = SourceImage> extends CheckedChoices {
  kind: ProductEnum;
  parts: ProductKindParts;
  product: Row;
  source: Source;
  sourceRef: { photo: Ref; internalImage: Ref };
  /** The crop as printed, in crop-space (thumbnail) pixels. */
  crop: Region;
  orientation: Orientation;
  priceInput: Omit<CraftedProductPriceInput, 'minimumPrice' | 'promotionPercent'>;
}

/** The catalogue choices of a crafted product, by relation: the wizard offers alternatives to each. */
export const CHOICE_ENTITIES = {
  productConfig: productConfigEntity,
  printMedia: printMediaEntity,
  glass: glassEntity,
  pasparta: paspartaEntity,
  frame: frameEntity,
} as const satisfies Record<string, EntityDef>;

export type Choice = keyof typeof CHOICE_ENTITIES;

/** A configuration resolved for pricing, and its alternatives that differ from it in one choice. */
export interface PricingConfigurations {
  configuration: Configuration<SourceExtents>;
  /**
   * The configuration with `choice` replaced by row `id` (one of the alternatives asked for),
   * checked as `resolve` would check it: a 400 Problem when it does not fit.
   */
  withChoice(choice: Choice, id: number): Configuration<SourceExtents>;
}

/**
 * Everything a configuration is checked against, as read with the caller's read rules. Each
 * alternative swaps one row of `chosen`; the rest is shared.
 */
interface Reads {
  kind: ProductEnum;
  parts: ProductKindParts;
  product: Row;
  photo: Row | null;
  edition: Row | null;
  /** The chosen rows (null: not given, or not found). */
  chosen: Record<Choice, Row | null>;
  /** The 'none' rows, read when the product asks for no print media or no glass. */
  noneMedia: Row | null;
  noneGlass: Row | null;
  /** The profiles of the frames that may be chosen, by id: a frame is priced by its face width. */
  frameProfiles: Map<number, Row>;
}

/** Which print media type each `askFor*` flag asks for. */
const MEDIA_ASKED: [flag: string, mediaType: string][] = [
  ['askForPaper', 'PAPIER'],
  ['askForCanvas', 'PLATNO'],
  ['askForDesk', 'DOSKA'],
];

const isId = (ref: Ref): ref is { id: number } => !!ref && Number.isInteger(ref.id);

const asks = (product: Row, flag: string) => product[flag] === true;

const fieldError = (field: string, message: string): FieldError => ({
  objectName: craftedProductEntity.name,
  field,
  message,
});

const byId = (rows: Row[]) => new Map(rows.map((row) => [Number(row.id), row]));

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

  /** The configuration with its working image, to draw and store. */
  async resolve(caller: Caller, input: ConfigurationInput): Promise<Configuration> {
    const { configuration } = await this.resolveWith(caller, input, (reads) =>
      reads.photo
        ? this.sources.ofPhoto(reads.photo)
        : this.sources.ofEdition(caller, reads.edition!),
    );
    return configuration;
  }

  /**
   * The configuration and the alternatives to its choices, to price them: the picture's sizes
   * are read but not its image, and the shared rows once. Each alternative's row is read with
   * the others of its kind; swapping it in is then checked and configured in memory.
   */
  async resolveForPricing(
    caller: Caller,
    input: ConfigurationInput,
    alternatives: Partial<Record<Choice, readonly number[]>>,
  ): Promise<PricingConfigurations> {
    const { reads, source, configuration } = await this.resolveWith(caller, input, (r) =>
      r.photo
        ? this.sources.extentsOfPhoto(r.photo)
        : this.sources.extentsOfEdition(caller, r.edition!),
    );

    const candidates = await this.candidatesOf(caller, alternatives);
    // Alternative frames are priced by their own profiles' face widths.
    const frameProfiles = asks(reads.product, 'askForFrame')
      ? new Map([
          ...reads.frameProfiles,
          ...(await this.frameProfilesOf([...candidates.frame.values()])),
        ])
      : reads.frameProfiles;
    return {
      configuration,
      withChoice: (choice, id) => {
        const swappedInput = { ...input, [choice]: { id } };
        const swapped: Reads = {
          ...reads,
          chosen: { ...reads.chosen, [choice]: candidates[choice].get(id) ?? null },
          frameProfiles,
        };
        return configure(swapped, checkChoices(swapped, swappedInput), source, swappedInput);
      },
    };
  }

  /** Reads and checks a configuration, with its picture as `pictureOf` gives it (image or sizes). */
  private async resolveWith<S extends SourceExtents>(
    caller: Caller,
    input: ConfigurationInput,
    pictureOf: (reads: Reads) => Promise<S | undefined>,
  ): Promise<{ reads: Reads; source: S; configuration: Configuration<S> }> {
    const reads = await this.read(caller, input);
    const checked = checkChoices(reads, input);
    const source = await pictureOf(reads);
    if (!source) throw validationProblem([fieldError('photo', 'NotFound')]);
    return { reads, source, configuration: configure(reads, checked, source, input) };
  }

  private async row(entity: EntityDef, ref: Ref, caller: Caller): Promise<Row | null> {
    if (!isId(ref)) return null;
    const [row] = await this.entities.findManyByIds(entity, [ref.id], readScope(entity, caller));
    return row ?? null;
  }

  /** Reads the product, the picture and the chosen rows; a 400 when product or picture fail. */
  private async read(caller: Caller, input: ConfigurationInput): Promise<Reads> {
    const errors: FieldError[] = [];
    const fail = (field: string, message: string) => errors.push(fieldError(field, message));

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
    if (errors.length || !kind || !product) throw validationProblem(errors);

    const asksForMedia = MEDIA_ASKED.some(([flag]) => asks(product, flag));
    const asksForGlass = asks(product, 'askForGlass') || asks(product, 'askForLamin');
    const [config, printMedia, glass, pasparta, frame, noneMedia, noneGlass] = await Promise.all([
      this.row(productConfigEntity, input.productConfig, caller),
      this.row(printMediaEntity, input.printMedia, caller),
      this.row(glassEntity, input.glass, caller),
      this.row(paspartaEntity, input.pasparta, caller),
      this.row(frameEntity, input.frame, caller),
      asksForMedia ? null : this.row(printMediaEntity, { id: NONE_ID }, caller),
      asksForGlass ? null : this.row(glassEntity, { id: NONE_ID }, caller),
    ]);
    const frameProfiles =
      asks(product, 'askForFrame') && frame ? await this.frameProfilesOf([frame]) : new Map();
    return {
      kind,
      parts: PRODUCT_KINDS[kind],
      product,
      photo,
      edition,
      chosen: { productConfig: config, printMedia, glass, pasparta, frame },
      noneMedia,
      noneGlass,
      frameProfiles,
    };
  }

  /** The rows of the alternatives asked for, one read per kind of choice, by id. */
  private async candidatesOf(
    caller: Caller,
    alternatives: Partial<Record<Choice, readonly number[]>>,
  ): Promise<Record<Choice, Map<number, Row>>> {
    const read = async (choice: Choice) => {
      const entity = CHOICE_ENTITIES[choice];
      const ids = [...new Set(alternatives[choice] ?? [])];
      return byId(await this.entities.findManyByIds(entity, ids, readScope(entity, caller)));
    };
    const [productConfig, printMedia, glass, pasparta, frame] = await Promise.all([
      read('productConfig'),
      read('printMedia'),
      read('glass'),
      read('pasparta'),
      read('frame'),
    ]);
    return { productConfig, printMedia, glass, pasparta, frame };
  }

  /** The profiles of frames, by id; the profile prices the frame even if it is not on offer. */
  private async frameProfilesOf(frames: Row[]): Promise<Map<number, Row>> {
    const ids = frames
      .map((frame) => (frame.frameProfile as Ref)?.id)
      .filter((id): id is number => !!id);
    return byId(
      await this.entities.findManyByIds(frameProfileEntity, [...new Set(ids)], { kind: 'all' }),
    );
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

/**
 * Checks the chosen rows against what the product asks for, naming every missing or unfitting
 * choice in one 400. Pure: alternatives are checked with it without reading anything.
 */
const checkChoices = (reads: Reads, input: ConfigurationInput): CheckedChoices => {
  const { kind, parts, product, chosen } = reads;
  const { productConfig: config, printMedia, glass, pasparta, frame } = chosen;
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push(fieldError(field, message));
  const flag = (name: string) => asks(product, name);

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
  } else media = reads.noneMedia;

  // The one glass slot: glass, or a laminate, or 'none'.
  let glassSlot = glass;
  if (flag('askForGlass') || flag('askForLamin')) {
    const wantLaminate = flag('askForLamin');
    if (!glass || Number(glass.id) === NONE_ID) {
      fail('glass', isId(input.glass) && !glass ? 'NotFound' : 'NotNull');
    } else if (Boolean(glass.isLaminat) !== wantLaminate) fail('glass', 'Mismatch');
    else if (glass.onlyForProduct && glass.onlyForProduct !== kind) fail('glass', 'Mismatch');
  } else glassSlot = reads.noneGlass;

  if (flag('askForPasparta') && !pasparta)
    fail('pasparta', isId(input.pasparta) ? 'NotFound' : 'NotNull');

  let frameThicknessMm = 0;
  if (flag('askForFrame')) {
    if (!frame) fail('frame', isId(input.frame) ? 'NotFound' : 'NotNull');
    else {
      const profileId = (frame.frameProfile as Ref)?.id;
      const profile = profileId ? reads.frameProfiles.get(profileId) : undefined;
      frameThicknessMm = Number(profile?.thickness ?? 0);
      if (parseDecimalText(frame.price as string | null) === null) fail('frame', 'NotPriced');
      // A canvas is stretched on a deep frame: only profiles made for canvas can hold it.
      if (parts.canvasWrap && profile?.isForCanvas !== true) fail('frame', 'Mismatch');
    }
  }

  const copies = input.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1 || copies > 100) fail('copies', 'Size');
  if (errors.length) throw validationProblem(errors);

  return {
    config: parts.photoOnlySize ? null : config,
    printMedia: media,
    glass: glassSlot,
    pasparta: flag('askForPasparta') ? pasparta : null,
    frame: flag('askForFrame') ? frame : null,
    frameThicknessMm,
    copies,
  };
};

/**
 * The crop, the size and the price input of checked choices on a picture of `source`'s sizes.
 * Pure, like `checkChoices`; a 400 for a crop outside the picture or a size it cannot read.
 */
const configure = <Source extends SourceExtents>(
  reads: Reads,
  checked: CheckedChoices,
  source: Source,
  input: ConfigurationInput,
): Configuration<Source> => {
  const { kind, parts, product, photo, edition } = reads;
  const { config, printMedia, glass, pasparta, frame, frameThicknessMm, copies } = checked;

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
    if (!regionInside(asked, source.cropSpace))
      throw validationProblem([fieldError('cropX', 'OutOfBounds')]);
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
    if (!window) throw validationProblem([fieldError('productConfig', 'Pattern')]);
    const long = Math.max(window.widthCm, window.heightCm);
    const short = Math.min(window.widthCm, window.heightCm);
    region = fitAspect(
      region,
      orientation === 'portrait' ? { width: short, height: long } : { width: long, height: short },
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
    config,
    printMedia,
    glass,
    pasparta,
    frame,
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
      printMedia: pricedUnlessNone(printMedia),
      glass: pricedUnlessNone(glass),
      pasparta: priced(pasparta),
      frame: frame
        ? {
            name: String(frame.name),
            perMetre: parseDecimalText(frame.price as string | null) ?? 0,
            thicknessMm: frameThicknessMm,
          }
        : null,
      copies,
    },
  };
};
