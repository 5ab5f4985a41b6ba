import {
  centsToEuros,
  craftedProduct as craftedProductEntity,
  dispatchOfferOf,
  expressOnSale,
  leadTimeQuestionOf,
  pieceProductionDays,
  priceDifferences,
  priceWithPriceHistory,
  scaleRegion,
  type EntityDef,
  type PriceWithHistory,
  GLOBAL_PARAM,
  type InputOf,
  type RowOf,
  type PriceDifferencesRequest,
  type CraftedProductRequest,
  type DispatchOffer,
  type ShopDispatchSettings,
} from '@fotoobraz/domain';
import { badRequestAlert, notFound, Problem, validationProblem } from '../../../lib/problem.ts';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { ImageRepository } from '../../../repositories/image.repository.ts';
import type { OrderLineRepository } from '../../orders/index.ts';
import type { PriceHistoryRepository } from '../../catalogue/index.ts';
import { readScope } from '../../../services/access-policy.ts';
import { isAdmin, type Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  asCustomer,
  configurationInputOf,
  problemsOf,
  repricedValues,
  type Repriced,
} from './crafted-product.repricing.ts';
import {
  CHOICE_ENTITIES,
  type Choice,
  type Configuration,
  type ConfigurationResolver,
} from './crafted-product.configuration.ts';
import type { CraftedProductPreviews } from './crafted-product.preview.ts';
import { priceHistoryOf, seriesOf, settingNumber } from './crafted-product.price-history.ts';
import { DISPATCH_PARAMS, dispatchSettingsFrom, piecePartsOf } from './crafted-product.dispatch.ts';
import type { SourceExtents } from './source-image.service.ts';

type CraftedRow = RowOf<typeof craftedProductEntity>;

/** The server-owned values of a crafted product; its images as bytes, which the repository takes. */
type ComputedValues = Omit<InputOf<typeof craftedProductEntity>, 'cropThumb' | 'previewThumb'> & {
  cropThumb?: Buffer;
  previewThumb: Buffer;
};

/**
 * A crafted product as just written and the rows its relations name, as the caller may read
 * them: all that its JSON needs, without reading any of them again.
 */
export interface WrittenPiece {
  row: CraftedRow;
  related: Record<string, RowOf<EntityDef>>;
  /** Its dispatch days, were it ordered now. */
  dispatch: DispatchOffer;
}

/** A configuration's price, the production days of its parts and the dispatch settings read. */
type Priced = PriceWithHistory & { productionDays: number; dispatch: ShopDispatchSettings };

/** What the crafted-product service works with. */
export interface CraftedProductDeps {
  entities: EntityRepository;
  catalogue: CatalogueRepository;
  images: ImageRepository;
  resolver: ConfigurationResolver;
  previews: Pick<CraftedProductPreviews, 'paint'>;
  history: PriceHistoryRepository;
  orderLines: Pick<OrderLineRepository, 'orderedAmong'>;
  /** The clock of price history, promotions and dispatch days. */
  now: Clock;
}

/** Long side of the crop thumbnail kept with a crafted product. */
const CROP_THUMB_LONG_SIDE = 400;

/** A change refused because the piece is ordered (frozen for its owner). */
export const ordered = (): Problem =>
  new Problem({
    status: 409,
    title: 'The crafted product has been ordered',
    message: 'error.craftedproduct.ordered',
    body: { entityName: craftedProductEntity.name, errorKey: 'ordered' },
  });

/** Whose a crafted product the caller makes is: their account, or their visitor id. */
export const craftedOwnerOf = (caller: Caller) =>
  caller.user ? { usrid: caller.user.id, user: { id: caller.user.id } } : { sid: caller.sid };

/**
 * Crafted products: the server works out the price, sizes, texts, crop and preview from
 * the customer's choices; a client's values for them are ignored. Only the owner changes one, and
 * only until it is ordered.
 */
export class CraftedProductService {
  constructor(private readonly deps: CraftedProductDeps) {}

  async create(caller: Caller, input: CraftedProductRequest): Promise<WrittenPiece> {
    if (input.id != null) {
      throw badRequestAlert(
        'A new craftedProduct cannot already have an ID',
        craftedProductEntity.name,
        'idexists',
      );
    }
    const { values, related, dispatch } = await this.compute(caller, input);
    const row = await this.deps.entities.insertRow(craftedProductEntity, {
      ...values,
      ...craftedOwnerOf(caller),
      createdDate: this.deps.now().toISOString(),
    });
    return { row, related, dispatch };
  }

  async update(
    caller: Caller,
    input: CraftedProductRequest,
    pathId?: number,
  ): Promise<WrittenPiece> {
    if (input.id == null) throw badRequestAlert('Invalid id', craftedProductEntity.name, 'idnull');
    if (pathId !== undefined && input.id !== pathId) {
      throw badRequestAlert('Invalid ID', craftedProductEntity.name, 'idinvalid');
    }
    const id = input.id;
    const stored = await this.deps.entities.findCraftedProduct(
      id,
      readScope(craftedProductEntity, caller),
    );
    if (!stored) throw notFound();
    if (!isAdmin(caller) && stored.ordered) throw ordered();
    const { values, related, dispatch } = await this.compute(caller, input, stored.row);
    const row = await this.deps.entities.updateRow(craftedProductEntity, id, values);
    // Deleted meanwhile.
    if (!row) throw notFound();
    return { row, related, dispatch };
  }

  /**
   * The price of the configuration and, for each alternative the wizard offers (sizes, media,
   * mats, glass, frames), the difference it would make, in cents. Pure pricing: nothing is drawn
   * or stored, and an alternative that does not fit the product is left out.
   */
  async priceDifferences(caller: Caller, { alternatives, ...input }: PriceDifferencesRequest) {
    // What the alternatives share is read once, and no image: each differs in one choice only.
    const resolved = await this.deps.resolver.resolveForPricing(caller, input, alternatives);
    const offered: [Choice, number, Configuration<SourceExtents>][] = [];
    for (const [choice, ids] of Object.entries(alternatives) as [Choice, number[]][]) {
      for (const id of ids) {
        try {
          offered.push([choice, id, resolved.withChoice(choice, id)]);
        } catch (error) {
          // An alternative that does not fit the product is left out.
          if (!(error instanceof Problem) && !(error instanceof RangeError)) throw error;
        }
      }
    }
    const priceOf = await this.pricing(
      [resolved.configuration, ...offered.map(([, , c]) => c)],
      Boolean(input.expressProduction),
    );
    const current = priceOf(resolved.configuration).priceCents;
    const prices: Partial<Record<Choice, Record<number, number>>> = {};
    for (const [choice, id, configuration] of offered) {
      try {
        (prices[choice] ??= {})[id] = priceOf(configuration).priceCents;
      } catch (error) {
        // An alternative that cannot be priced is left out too.
        if (!(error instanceof RangeError)) throw error;
      }
    }
    const differences: Record<string, Record<number, number>> = {};
    for (const choice of Object.keys(alternatives) as Choice[]) {
      differences[choice] = priceDifferences(current, prices[choice] ?? {});
    }
    return { price: centsToEuros(current), priceCents: current, differences };
  }

  /**
   * Prices configurations as of now, a promotion relative to each one's lowest price of the 30
   * days before it began (Omnibus), and express production where chosen and on sale: the
   * settings, the lead times of the parts and the recorded history of every value they read are
   * loaded once. The pricing throws a RangeError for input it cannot price.
   */
  private async pricing(
    configurations: readonly Configuration<SourceExtents>[],
    express: boolean,
  ): Promise<(configuration: Configuration<SourceExtents>) => Priced> {
    const { params, leadTimes } = await this.deps.catalogue.globalParamsWithLeadTimes(
      [GLOBAL_PARAM.minPrice, GLOBAL_PARAM.promotionPercent, ...DISPATCH_PARAMS],
      leadTimeQuestionOf(configurations.map(piecePartsOf)),
    );
    const settings = {
      minimumPrice: settingNumber(params.get(GLOBAL_PARAM.minPrice)),
      promotionPercent: Math.min(100, settingNumber(params.get(GLOBAL_PARAM.promotionPercent))),
    };
    const dispatch = dispatchSettingsFrom(params);
    const series = configurations.map(seriesOf);
    const recorded = await this.deps.history.valuesOf(
      series.flatMap((s) => Object.values(s).filter((key) => key !== undefined)),
    );
    const now = this.deps.now().getTime();
    return (configuration) => {
      const productionDays = pieceProductionDays(
        piecePartsOf(configuration),
        leadTimes,
        dispatch.restockDays,
      );
      const expressLine =
        express && expressOnSale(productionDays, dispatch)
          ? { priceEur: dispatch.expressPriceEur, daysSaved: dispatch.expressDaysSaved }
          : null;
      const price = priceWithPriceHistory(
        { ...configuration.priceInput, ...settings, express: expressLine },
        priceHistoryOf(seriesOf(configuration), recorded),
        now,
      );
      return { ...price, productionDays, dispatch };
    };
  }

  /**
   * The crafted product priced with today's catalogue as a customer sees it, for `copies`
   * (default: its own), or the problems of choices the catalogue no longer offers. Nothing is
   * stored: the basket and the order decide (the preview shows no price and stays).
   */
  async reprice(caller: Caller, row: CraftedRow, copies = row.copies ?? 1): Promise<Repriced> {
    const input = { ...configurationInputOf(row), copies };
    try {
      const { configuration } = await this.deps.resolver.resolveForPricing(
        asCustomer(caller),
        input,
        {},
      );
      const express = Boolean(row.expressProduction);
      const price = (await this.pricing([configuration], express))(configuration);
      return { values: repricedValues(price, copies), problems: [] };
    } catch (error) {
      return { problems: await problemsOf(error, row, (field, id) => this.nameOf(field, id)) };
    }
  }

  /**
   * Which of the crafted products an order holds, asked for them all at once: on a line of a
   * placed order, or as an order an admin entered in the back-office (those have no lines). An
   * ordered piece is frozen and never goes into a basket.
   */
  orderedAmong(ids: readonly number[]): Promise<Set<number>> {
    return this.deps.orderLines.orderedAmong(ids);
  }

  /** A catalogue row's name, disabled or not; null when it is gone. */
  private async nameOf(field: keyof typeof CHOICE_ENTITIES, id: number): Promise<string | null> {
    const [row] = await this.deps.entities.findManyByIds(CHOICE_ENTITIES[field], [id], {
      kind: 'all',
    });
    const name = (row as { name?: unknown; totalSizeCm?: unknown } | undefined) ?? undefined;
    const text = name?.name ?? name?.totalSizeCm;
    return text == null ? null : String(text);
  }

  /**
   * Every server-owned value of the crafted product, from a checked configuration. Given the
   * stored row, an unchanged crop keeps its thumbnail: most changes are of size, frame or mat.
   */
  private async compute(
    caller: Caller,
    input: CraftedProductRequest,
    stored?: CraftedRow,
  ): Promise<Omit<WrittenPiece, 'row'> & { values: ComputedValues }> {
    const configuration = await this.deps.resolver.resolve(caller, input);
    const express = Boolean(input.expressProduction);
    const priceOf = await this.pricing([configuration], express);
    let price: Priced;
    try {
      price = priceOf(configuration);
    } catch (error) {
      // A size the catalogue cannot price (its photo larger than the size): the customer
      // chooses another, as for any choice without a price.
      if (error instanceof RangeError) {
        throw validationProblem([
          { objectName: craftedProductEntity.name, field: 'productConfig', message: 'NotPriced' },
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
      sameRef(stored.photo, configuration.sourceRows.photo) &&
      sameRef(stored.internalImage, configuration.sourceRows.internalImage) &&
      stored.cropX === crop.x &&
      stored.cropY === crop.y &&
      stored.cropWidth === crop.width &&
      stored.cropHeight === crop.height;
    const [preview, cropThumb] = await Promise.all([
      this.deps.previews.paint(configuration, price),
      cropUnchanged
        ? undefined
        : this.deps.images.cropped(
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
    const values: ComputedValues = {
      productEnum: configuration.kind,
      photo: ref(configuration.sourceRows.photo),
      internalImage: ref(configuration.sourceRows.internalImage),
      productConfig: ref(configuration.productConfig),
      printMedia: ref(configuration.printMedia),
      glass: ref(configuration.glass),
      pasparta: ref(configuration.pasparta),
      frame: ref(configuration.frame),
      ...repricedValues(price, configuration.copies),
      expressProduction: express,
      photoOnlyWidth: photoOnly ? price.finalWidth : null,
      photoOnlyHeight: photoOnly ? price.finalHeight : null,
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
    const dispatch = dispatchOfferOf({
      productionDays: price.productionDays,
      express,
      at: this.deps.now(),
      settings: price.dispatch,
    });
    return { values, related: relatedOf(configuration, caller), dispatch };
  }
}

/**
 * The rows a crafted product's relations name, as the resolver read them with the caller's read
 * rules; and a signed-in caller's own login, which its token carries (a changed login ends the
 * sessions, so it is current).
 */
const relatedOf = (configuration: Configuration, caller: Caller): WrittenPiece['related'] => {
  const { photo, internalImage } = configuration.sourceRows;
  const rows = {
    photo,
    internalImage,
    productConfig: configuration.productConfig,
    printMedia: configuration.printMedia,
    glass: configuration.glass,
    pasparta: configuration.pasparta,
    frame: configuration.frame,
    // No relation of the piece: the answer's parcel reads it (pieceParcelOfRows).
    frameProfile: configuration.frameProfile,
    user: caller.user ? { id: caller.user.id, login: caller.user.login } : null,
  };
  const related: WrittenPiece['related'] = {};
  for (const [name, row] of Object.entries(rows)) if (row) related[name] = row;
  return related;
};
