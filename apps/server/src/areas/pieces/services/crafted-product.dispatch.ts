import {
  dispatchOfferOf,
  dispatchSettingsOf,
  GLOBAL_PARAM,
  type DispatchOffer,
  type LeadTimeParts,
  type ShopDispatchSettings,
} from '@fotoobraz/domain';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RowExtension } from '../../../services/entity.service.ts';
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
 * Adds the dispatch days to crafted products as they are read (one, a list, the back-office's
 * writes): the settings are one read for all the rows, the production days are the pieces' own.
 * A row that has its days already (a customer's write answers them from its own pricing) is left
 * as it is.
 */
export const craftedDispatch =
  (catalogue: Pick<CatalogueRepository, 'globalParams'>, now: Clock): RowExtension =>
  async (_caller, rows) => {
    const asked = rows.filter((row) => row.dispatchDate === undefined);
    if (asked.length === 0) return;
    const settings = dispatchSettingsFrom(await catalogue.globalParams(DISPATCH_PARAMS));
    const at = now();
    for (const row of asked) {
      const { productionDays, expressProduction } = row;
      Object.assign(row, storedPieceOffer({ productionDays, expressProduction }, settings, at));
    }
  };
