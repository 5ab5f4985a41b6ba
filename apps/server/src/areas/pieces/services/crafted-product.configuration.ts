import {
  editionPieceName,
  asksFor,
  checkChoices,
  configure,
  craftedProduct as craftedProductEntity,
  frame as frameEntity,
  frameProfile as frameProfileEntity,
  glass as glassEntity,
  internalImage as internalImageEntity,
  NONE_ID,
  pasparta as paspartaEntity,
  photo as photoEntity,
  printMedia as printMediaEntity,
  product as productEntity,
  PRODUCT_KINDS,
  productConfig as productConfigEntity,
  type Checked,
  type CheckedChoices,
  type ChoicePart,
  type ChoiceRows,
  type CraftedProductRequest,
  type Configured,
  type EntityDef,
  type FieldError,
  type ProductEnum,
  type ProductKindParts,
  type RowOf,
} from '@fotoobraz/domain';
import { validationProblem } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import { readScope } from '../../../services/access-policy.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { SourceExtents, SourceImage, SourceImageService } from './source-image.service.ts';

type Ref = { id: number } | null | undefined;

/** The catalogue rows of a configuration, by choice. */
export interface CatalogueRows {
  productConfig: RowOf<typeof productConfigEntity>;
  printMedia: RowOf<typeof printMediaEntity>;
  glass: RowOf<typeof glassEntity>;
  pasparta: RowOf<typeof paspartaEntity>;
  frame: RowOf<typeof frameEntity>;
}

/** The product of a kind, as read for that kind. */
type ProductOfKind = RowOf<typeof productEntity> & { productEnum: ProductEnum };
type FrameProfileRow = RowOf<typeof frameProfileEntity>;
type PhotoRow = RowOf<typeof photoEntity>;
type EditionRow = RowOf<typeof internalImageEntity>;

/** A complete, checked configuration: everything pricing, rendering and storing need. */
export interface Configuration<Source extends SourceExtents = SourceImage>
  extends CheckedChoices<CatalogueRows>, Configured {
  kind: ProductEnum;
  parts: ProductKindParts;
  product: ProductOfKind;
  source: Source;
  /** The photo or the edition it is made from, as the caller may read it. */
  sourceRows: { photo: PhotoRow | null; internalImage: EditionRow | null };
  /** The chosen frame's texture, read with the frame when the configuration is to be drawn. */
  frameTexture?: Buffer;
  /** The chosen frame's profile (its depth packs the parcel); null without a frame. */
  frameProfile: FrameProfileRow | null;
}

/** The catalogue choices of a crafted product, by relation: the wizard offers alternatives to each. */
export const CHOICE_ENTITIES = {
  productConfig: productConfigEntity,
  printMedia: printMediaEntity,
  glass: glassEntity,
  pasparta: paspartaEntity,
  frame: frameEntity,
} as const satisfies Record<ChoicePart, EntityDef>;

export type Choice = ChoicePart;

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
  product: ProductOfKind;
  photo: PhotoRow | null;
  edition: EditionRow | null;
  /** The chosen rows (null: not given, or not found). */
  chosen: ChoiceRows<CatalogueRows>;
  /** The chosen frame's texture, when read to draw. */
  frameTexture?: Buffer;
  /** The 'none' rows, read when the product asks for no print media or no glass. */
  none: { printMedia: CatalogueRows['printMedia'] | null; glass: CatalogueRows['glass'] | null };
  /** The profiles of the frames that may be chosen, by id: a frame is priced by its face width. */
  frameProfiles: Map<number, FrameProfileRow>;
}

const isId = (ref: Ref): ref is { id: number } => !!ref && Number.isInteger(ref.id);

const fieldError = (field: string, message: string): FieldError => ({
  objectName: craftedProductEntity.name,
  field,
  message,
});

const orProblem = <T>(checked: Checked<T>): T => {
  if (!checked.ok) throw validationProblem(checked.fieldErrors);
  return checked.value;
};

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** What a configuration is resolved for: drawing needs the frame's texture, pricing does not. */
type Purpose = { withTexture: boolean };
const TO_DRAW: Purpose = { withTexture: true };
const TO_PRICE: Purpose = { withTexture: false };

/**
 * Turns a customer's choices into a checked configuration, or a 400 naming every missing or
 * unfitting choice (customer spec §4: a crafted product is created only when every asked-for
 * choice is made). Rows are read with the caller's read rules: own photos, enabled catalogue.
 * The rules themselves are the domain's `checkChoices` and `configure`.
 */
export class ConfigurationResolver {
  constructor(
    private readonly entities: EntityRepository,
    private readonly sources: SourceImageService,
  ) {}

  /** The configuration with its working image, to draw and store. */
  async resolve(caller: Caller, input: CraftedProductRequest): Promise<Configuration> {
    const { configuration } = await this.resolveWith(caller, input, TO_DRAW, (reads) =>
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
    input: CraftedProductRequest,
    alternatives: Partial<Record<Choice, readonly number[]>>,
  ): Promise<PricingConfigurations> {
    const { reads, source, configuration } = await this.resolveWith(caller, input, TO_PRICE, (r) =>
      r.photo
        ? this.sources.extentsOfPhoto(r.photo)
        : this.sources.extentsOfEdition(caller, r.edition!),
    );

    const candidates = await this.candidatesOf(caller, alternatives);
    // Alternative frames are priced by their own profiles' face widths.
    const frameProfiles = asksFor(reads.product, 'frame')
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
        return configured(swapped, check(swapped, swappedInput), source, swappedInput);
      },
    };
  }

  /** Reads and checks a configuration, with its picture as `pictureOf` gives it (image or sizes). */
  private async resolveWith<S extends SourceExtents>(
    caller: Caller,
    input: CraftedProductRequest,
    purpose: Purpose,
    pictureOf: (reads: Reads) => Promise<S | undefined>,
  ): Promise<{ reads: Reads; source: S; configuration: Configuration<S> }> {
    const reads = await this.read(caller, input, purpose);
    const checked = check(reads, input);
    const source = await pictureOf(reads);
    if (!source) throw validationProblem([fieldError('photo', 'NotFound')]);
    return { reads, source, configuration: configured(reads, checked, source, input) };
  }

  private async row<E extends EntityDef>(
    entity: E,
    ref: Ref,
    caller: Caller,
  ): Promise<RowOf<E> | null> {
    if (!isId(ref)) return null;
    const [row] = await this.entities.findManyByIds(entity, [ref.id], readScope(entity, caller));
    return (row as RowOf<E> | undefined) ?? null;
  }

  /**
   * Reads the product, the picture and the chosen rows, each once; a 400 when product or picture
   * fail. The frame comes with its texture when the configuration is to be drawn.
   */
  private async read(
    caller: Caller,
    input: CraftedProductRequest,
    purpose: Purpose,
  ): Promise<Reads> {
    const errors: FieldError[] = [];
    const fail = (field: string, message: string) => errors.push(fieldError(field, message));

    const kind = input.productEnum as ProductEnum | undefined;
    if (!kind || !(kind in PRODUCT_KINDS)) fail('productEnum', 'NotNull');
    const found = kind ? await this.productOf(kind, input.productConfig, caller) : undefined;
    const product = found?.row ?? null;
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

    const none = { id: NONE_ID };
    const [printMedia, glass, pasparta, framed, noneMedia, noneGlass] = await Promise.all([
      this.row(printMediaEntity, input.printMedia, caller),
      this.row(glassEntity, input.glass, caller),
      this.row(paspartaEntity, input.pasparta, caller),
      this.frameOf(input.frame, caller, purpose),
      asksFor(product, 'printMedia') ? null : this.row(printMediaEntity, none, caller),
      asksFor(product, 'glass') ? null : this.row(glassEntity, none, caller),
    ]);
    const frame = framed.row;
    const frameProfiles =
      asksFor(product, 'frame') && frame ? await this.frameProfilesOf([frame]) : new Map();
    return {
      kind,
      product,
      photo,
      edition,
      chosen: { productConfig: found?.beside ?? null, printMedia, glass, pasparta, frame },
      frameTexture: framed.texture,
      none: { printMedia: noneMedia, glass: noneGlass },
      frameProfiles,
    };
  }

  /** The chosen frame, and its texture in the same read when it is to be drawn. */
  private async frameOf(
    ref: Ref,
    caller: Caller,
    { withTexture }: Purpose,
  ): Promise<{ row: CatalogueRows['frame'] | null; texture?: Buffer }> {
    if (!withTexture) return { row: await this.row(frameEntity, ref, caller) };
    if (!isId(ref)) return { row: null };
    const scope = readScope(frameEntity, caller);
    const found = await this.entities.findWithBlob(frameEntity, ref.id, scope, 'texture');
    return { row: found?.row ?? null, texture: found?.blob };
  }

  /** The rows of the alternatives asked for, one read per kind of choice, by id. */
  private async candidatesOf(
    caller: Caller,
    alternatives: Partial<Record<Choice, readonly number[]>>,
  ): Promise<{ [C in Choice]: Map<number, CatalogueRows[C]> }> {
    const read = async <C extends Choice>(choice: C) => {
      const entity = CHOICE_ENTITIES[choice];
      const ids = [...new Set(alternatives[choice] ?? [])];
      const rows = await this.entities.findManyByIds(entity, ids, readScope(entity, caller));
      return byId(rows as unknown as CatalogueRows[C][]);
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
  private async frameProfilesOf(
    frames: CatalogueRows['frame'][],
  ): Promise<Map<number, FrameProfileRow>> {
    const ids = frames.map((frame) => frame.frameProfile?.id).filter((id): id is number => !!id);
    const rows = await this.entities.findManyByIds(frameProfileEntity, [...new Set(ids)], {
      kind: 'all',
    });
    return byId(rows as FrameProfileRow[]);
  }

  /**
   * The enabled product of a kind (the catalogue has one per kind; the first by order wins), and
   * the chosen size in the same read: a size belongs to the product by its kind (`configFits`),
   * so neither read waits for the other.
   */
  private async productOf(kind: ProductEnum, config: Ref, caller: Caller) {
    const scope = (entity: EntityDef) => readScope(entity, caller);
    const found = await this.entities.first(
      productEntity,
      {
        scope: scope(productEntity),
        filters: [{ kind: 'equals', path: ['productEnum'], value: kind }],
        sort: [{ field: 'poradie', dir: 'asc' }],
        blobs: { large: false, small: false },
      },
      isId(config)
        ? { entity: productConfigEntity, id: config.id, scope: scope(productConfigEntity) }
        : undefined,
    );
    return found && { row: { ...found.row, productEnum: kind }, beside: found.beside };
  }
}

/** The domain's check of the chosen rows; a 400 naming every missing or unfitting choice. */
const check = (reads: Reads, input: CraftedProductRequest): CheckedChoices<CatalogueRows> => {
  const profileId = reads.chosen.frame?.frameProfile?.id;
  return orProblem(
    checkChoices({
      product: reads.product,
      chosen: reads.chosen,
      named: Object.fromEntries(
        Object.keys(CHOICE_ENTITIES).map((part) => [part, isId(input[part as Choice])]),
      ),
      none: reads.none,
      frameProfile: profileId ? reads.frameProfiles.get(profileId) : undefined,
      copies: input.copies,
    }),
  );
};

/** Checked choices configured on a picture of `source`'s sizes; a 400 for a bad crop or size. */
const configured = <Source extends SourceExtents>(
  reads: Reads,
  checked: CheckedChoices<CatalogueRows>,
  source: Source,
  input: CraftedProductRequest,
): Configuration<Source> => {
  const { kind, product, photo, edition } = reads;
  const { cropX: x, cropY: y, cropWidth: width, cropHeight: height } = input;
  // Only a photo is cropped: an edition is printed whole.
  const crop =
    photo && x != null && y != null && width != null && height != null
      ? { x, y, width, height }
      : null;
  return {
    ...checked,
    ...orProblem(
      configure({
        // An edition's piece carries its motif in its name (text3), which every list reads.
        product: edition
          ? { ...product, name: editionPieceName(product.name, edition.desc) }
          : product,
        checked,
        picture: source,
        crop,
        photoOnly: { width: input.photoOnlyWidth, height: input.photoOnlyHeight },
      }),
    ),
    kind,
    parts: PRODUCT_KINDS[kind],
    product,
    source,
    sourceRows: { photo, internalImage: edition },
    frameTexture: checked.frame ? reads.frameTexture : undefined,
    frameProfile: reads.frameProfiles.get(checked.frame?.frameProfile?.id ?? 0) ?? null,
  };
};
