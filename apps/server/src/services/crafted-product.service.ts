import {
  centsToEuros,
  craftedProduct as craftedProductEntity,
  order as orderEntity,
  priceCraftedProduct,
  priceDifferences,
  scaleRegion,
  type CraftedProductPrice,
  GLOBAL_PARAM,
  type InputOf,
  type RowOf,
  type PriceDifferencesRequest,
} from '@fotoobraz/domain';
import { badRequestAlert, notFound, Problem, validationProblem } from '../lib/problem.ts';
import type { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import type { EntityRepository } from '../repositories/entity.repository.ts';
import type { ImageRepository, Rendition } from '../repositories/image.repository.ts';
import { readScope } from './access-policy.ts';
import { isAdmin, type Caller } from '../lib/caller.ts';
import {
  type Choice,
  type Configuration,
  type ConfigurationInput,
  type ConfigurationResolver,
} from './crafted-product.configuration.ts';
import type { SourceExtents } from './source-image.service.ts';

type CraftedRow = RowOf<typeof craftedProductEntity>;

/** The server-owned values of a crafted product; its images as bytes, which the repository takes. */
type ComputedValues = Omit<InputOf<typeof craftedProductEntity>, 'cropThumb' | 'previewThumb'> & {
  cropThumb?: Buffer;
  previewThumb: Buffer;
};

/** Draws the preview of a configuration (the renderer lives in repositories/preview). */
export type PreviewPainter = (
  configuration: Configuration,
  price: CraftedProductPrice,
) => Promise<Rendition>;

/** Long side of the crop thumbnail kept with a crafted product. */
const CROP_THUMB_LONG_SIDE = 400;

const ordered = (): Problem =>
  new Problem({
    status: 409,
    title: 'The crafted product has been ordered',
    message: 'error.craftedproduct.ordered',
    body: { entityName: craftedProductEntity.name, errorKey: 'ordered' },
  });

/** A crafted product's configuration as the routes hand it over, checked against the model. */
export type CraftedProductInput = ConfigurationInput & { id?: number | null };

/**
 * Crafted products: the server works out the price, sizes, texts, crop and preview from
 * the customer's choices; a client's values for them are ignored. Only the owner changes one, and
 * only until it is ordered.
 */
export class CraftedProductService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly images: ImageRepository,
    private readonly resolver: ConfigurationResolver,
    private readonly paint: PreviewPainter,
  ) {}

  async create(caller: Caller, input: CraftedProductInput): Promise<number> {
    if (input.id != null) {
      throw badRequestAlert(
        'A new craftedProduct cannot already have an ID',
        craftedProductEntity.name,
        'idexists',
      );
    }
    const values = await this.compute(caller, input);
    const owner = caller.user
      ? { usrid: caller.user.id, user: { id: caller.user.id } }
      : { sid: caller.sid };
    return this.entities.insert(craftedProductEntity, {
      ...values,
      ...owner,
      createdDate: new Date().toISOString(),
    });
  }

  async update(caller: Caller, input: CraftedProductInput, pathId?: number): Promise<number> {
    if (input.id == null) throw badRequestAlert('Invalid id', craftedProductEntity.name, 'idnull');
    if (pathId !== undefined && input.id !== pathId) {
      throw badRequestAlert('Invalid ID', craftedProductEntity.name, 'idinvalid');
    }
    const id = input.id;
    const existing = (await this.entities.findById(
      craftedProductEntity,
      id,
      readScope(craftedProductEntity, caller),
      { large: false, small: false },
    )) as CraftedRow | undefined;
    if (!existing) throw notFound();
    if (!isAdmin(caller) && (await this.isOrdered(id))) throw ordered();
    await this.entities.update(
      craftedProductEntity,
      id,
      await this.compute(caller, input, existing),
    );
    return id;
  }

  /**
   * The price of the configuration and, for each alternative the wizard offers (sizes, media,
   * mats, glass, frames), the difference it would make, in cents. Pure pricing: nothing is drawn
   * or stored, and an alternative that does not fit the product is left out.
   */
  async priceDifferences(caller: Caller, { alternatives, ...input }: PriceDifferencesRequest) {
    // What the alternatives share is read once, and no image: each differs in one choice only.
    const resolved = await this.resolver.resolveForPricing(caller, input, alternatives);
    const settings = await this.settings();
    const priceOf = (configuration: Configuration<SourceExtents>) =>
      priceCraftedProduct({ ...configuration.priceInput, ...settings }).priceCents;
    const current = priceOf(resolved.configuration);
    const differences: Record<string, Record<number, number>> = {};
    for (const [choice, ids] of Object.entries(alternatives) as [Choice, number[]][]) {
      const prices: Record<number, number> = {};
      for (const id of ids) {
        try {
          prices[id] = priceOf(resolved.withChoice(choice, id));
        } catch (error) {
          // An alternative that does not fit the product, or cannot be priced, is left out.
          if (!(error instanceof Problem) && !(error instanceof RangeError)) throw error;
        }
      }
      differences[choice] = priceDifferences(current, prices);
    }
    return { price: centsToEuros(current), priceCents: current, differences };
  }

  private async settings() {
    const params = await this.catalogue.globalParams([
      GLOBAL_PARAM.minPrice,
      GLOBAL_PARAM.promotionPercent,
    ]);
    const number = (name: string) => {
      const v = Number(params.get(name) ?? 0);
      return Number.isFinite(v) && v > 0 ? v : 0;
    };
    return {
      minimumPrice: number(GLOBAL_PARAM.minPrice),
      promotionPercent: Math.min(100, number(GLOBAL_PARAM.promotionPercent)),
    };
  }

  private async isOrdered(id: number): Promise<boolean> {
    return (await this.entities.firstIdWhere(orderEntity, 'craftedProduct', id)) !== undefined;
  }

  /**
   * Every server-owned value of the crafted product, from a checked configuration. Given the
   * stored row, an unchanged crop keeps its thumbnail: most changes are of size, frame or mat.
   */
  private async compute(
    caller: Caller,
    input: ConfigurationInput,
    stored?: CraftedRow,
  ): Promise<ComputedValues> {
    const configuration = await this.resolver.resolve(caller, input);
    let price: CraftedProductPrice;
    try {
      price = priceCraftedProduct({ ...configuration.priceInput, ...(await this.settings()) });
    } catch (error) {
      if (error instanceof RangeError) {
        throw validationProblem([
          { objectName: craftedProductEntity.name, field: 'productConfig', message: 'Invalid' },
        ]);
      }
      throw error;
    }
    const { source, crop } = configuration;
    const real = scaleRegion(crop, source.cropSpace, source.original);
    const inWorking = scaleRegion(crop, source.cropSpace, source.working);
    const sameRef = (a: { id: number } | null | undefined, b: { id: number } | null | undefined) =>
      (a?.id ?? null) === (b?.id ?? null);
    const cropUnchanged =
      stored !== undefined &&
      stored.cropThumbWidth != null &&
      sameRef(stored.photo, configuration.sourceRef.photo) &&
      sameRef(stored.internalImage, configuration.sourceRef.internalImage) &&
      stored.cropX === crop.x &&
      stored.cropY === crop.y &&
      stored.cropWidth === crop.width &&
      stored.cropHeight === crop.height;
    const [preview, cropThumb] = await Promise.all([
      this.paint(configuration, price),
      cropUnchanged
        ? undefined
        : this.images.cropped(
            source.working.data,
            {
              left: inWorking.x,
              top: inWorking.y,
              width: inWorking.width,
              height: inWorking.height,
            },
            CROP_THUMB_LONG_SIDE,
          ),
    ]);
    const photoOnly = configuration.parts.photoOnlySize;
    const ref = (row: { id: number } | null) => (row ? { id: row.id } : null);
    return {
      productEnum: configuration.kind,
      ...configuration.sourceRef,
      productConfig: ref(configuration.productConfig),
      printMedia: ref(configuration.printMedia),
      glass: ref(configuration.glass),
      pasparta: ref(configuration.pasparta),
      frame: ref(configuration.frame),
      copies: configuration.copies,
      finalWidth: price.finalWidth,
      finalHeight: price.finalHeight,
      photoOnlyWidth: photoOnly ? price.finalWidth : null,
      photoOnlyHeight: photoOnly ? price.finalHeight : null,
      price: centsToEuros(price.priceCents),
      totalPrice: centsToEuros(price.totalPriceCents),
      text1: price.text1,
      text2: price.text2,
      text3: price.text3,
      cropX: crop.x,
      cropY: crop.y,
      cropWidth: crop.width,
      cropHeight: crop.height,
      cropRealX: real.x,
      cropRealY: real.y,
      cropRealWidth: real.width,
      cropRealHeight: real.height,
      // Left out when unchanged: absent blob fields are kept as stored.
      ...(cropThumb && {
        cropThumb: cropThumb.data,
        cropThumbContentType: 'image/jpeg',
        cropThumbWidth: cropThumb.width,
        cropThumbHeight: cropThumb.height,
      }),
      previewThumb: preview.data,
      previewThumbContentType: 'image/jpeg',
      previewWidth: preview.width,
      previewHeight: preview.height,
    };
  }
}
