import {
  dispatchOfferOf,
  dispatchSettingsOf,
  GLOBAL_PARAM,
  type DispatchOffer,
  type LeadTimeParts,
  type ShopDispatchSettings,
} from '@fotoobraz/domain';
import type { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import type { Configuration } from './crafted-product.configuration.ts';
import type { CraftedRow } from './crafted-product.repricing.ts';
import type { SourceExtents } from './source-image.service.ts';

/** The global params of the dispatch day and of express production. */
export const DISPATCH_PARAMS = [
  GLOBAL_PARAM.dispatchCutoffHour,
  GLOBAL_PARAM.dispatchRestockDays,
  GLOBAL_PARAM.expressPrice,
  GLOBAL_PARAM.expressDaysSaved,
] as const;

/** The settings from the params a request read (a missing one takes its default). */
export const dispatchSettingsFrom = (params: Map<string, string | null>): ShopDispatchSettings =>
  dispatchSettingsOf(Object.fromEntries(params));

/** The parts of a configuration as its production days see them. */
export const piecePartsOf = (configuration: Configuration<SourceExtents>): LeadTimeParts => ({
  kind: configuration.kind,
  totalSizeCm: configuration.productConfig?.totalSizeCm ?? null,
  printMedia: configuration.printMedia,
  glass: configuration.glass,
  pasparta: configuration.pasparta,
  frame: configuration.frame,
});

/** What a stored crafted product keeps of its dispatch (a row as read, or as written). */
export type StoredDispatchFields = Partial<
  Record<keyof Pick<CraftedRow, 'productionDays' | 'expressProduction'>, unknown>
>;

/**
 * A stored crafted product's dispatch days as of `at`, from the production days kept with it
 * when it was last priced (one day for a piece priced before they were kept).
 */
export const storedPieceOffer = (
  row: StoredDispatchFields,
  settings: ShopDispatchSettings,
  at: Date,
): DispatchOffer =>
  dispatchOfferOf({
    productionDays: Number(row.productionDays ?? 1),
    express: Boolean(row.expressProduction),
    at,
    settings,
  });

/**
 * The dispatch days of crafted products as they are read (GET): the settings are one read,
 * the production days are the pieces' own.
 */
export class CraftedProductDispatch {
  constructor(
    private readonly catalogue: Pick<CatalogueRepository, 'globalParams'>,
    private readonly now: () => Date,
  ) {}

  async offerOf(row: StoredDispatchFields): Promise<DispatchOffer> {
    const settings = dispatchSettingsFrom(await this.catalogue.globalParams(DISPATCH_PARAMS));
    return storedPieceOffer(row, settings, this.now());
  }
}
