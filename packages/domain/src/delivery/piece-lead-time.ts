import type { ProductEnum } from '../entities/enums.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';
import {
  DEFAULT_DISPATCH_SETTINGS,
  dispatchDate,
  expressProductionDays,
  type DispatchSettings,
} from './dispatch-date.ts';
import {
  DEFAULT_RESTOCK_DAYS,
  frameSizeOutOfStock,
  productionDaysOf,
  type FrameStockRow,
  type PartLeadTime,
} from './production-days.ts';

type Ref = { readonly id: number } | null | undefined;

/** A catalogue part of a piece as far as its lead time goes: its manufacturer. */
interface PartRow {
  readonly id?: number;
  readonly manufacturer?: Ref;
}

/** A configured piece's parts, as the crafted product's rows name them. */
export interface LeadTimeParts {
  readonly kind: ProductEnum | null | undefined;
  /** The chosen outer size (the product config's `totalSizeCm`); photo-only kinds have none. */
  readonly totalSizeCm?: string | null;
  readonly printMedia?: PartRow | null;
  readonly glass?: PartRow | null;
  readonly pasparta?: PartRow | null;
  readonly frame?: (PartRow & { readonly id: number }) | null;
}

/** What the catalogue says of the parts' lead times: the manufacturers' days, the frames' stock. */
export interface LeadTimeFacts {
  readonly manufacturerDays: ReadonlyMap<number, number | null>;
  /** `FrameInStock` rows by frame id. */
  readonly frameStock: ReadonlyMap<number, readonly FrameStockRow[]>;
}

/** Which manufacturers and frames the lead times of `pieces` need. */
export interface LeadTimeQuestion {
  readonly manufacturerIds: readonly number[];
  readonly frameIds: readonly number[];
}

/** The parts a piece of its kind is made of (a 'none' or unused slot is no part). */
const usedParts = (piece: LeadTimeParts): { rows: PartRow[]; frame: LeadTimeParts['frame'] } => {
  const kind = piece.kind ? PRODUCT_KINDS[piece.kind] : undefined;
  if (!kind) return { rows: [], frame: null };
  const frame = kind.frame ? piece.frame : null;
  const rows = [
    piece.printMedia,
    kind.glass || kind.lamination ? piece.glass : null,
    kind.pasparta ? piece.pasparta : null,
    frame,
  ].filter((row): row is PartRow => row != null);
  return { rows, frame };
};

/**
 * The manufacturers and frames to read for the pieces' lead times, each once.
 * @example leadTimeQuestionOf([{ kind: 'PHOTOFRAME', frame: { id: 3, manufacturer: { id: 2 } } }])
 * // -> { manufacturerIds: [2], frameIds: [3] }
 */
export const leadTimeQuestionOf = (pieces: readonly LeadTimeParts[]): LeadTimeQuestion => {
  const manufacturers = new Set<number>();
  const frames = new Set<number>();
  for (const piece of pieces) {
    const { rows, frame } = usedParts(piece);
    for (const row of rows)
      if (row.manufacturer?.id != null) manufacturers.add(row.manufacturer.id);
    if (frame) frames.add(frame.id);
  }
  return { manufacturerIds: [...manufacturers], frameIds: [...frames] };
};

/**
 * A piece's production days from its parts: each part takes its manufacturer's days, the frame
 * `restockDays` more when its size is out of stock (`frameSizeOutOfStock`).
 * @example pieceProductionDays({ kind: 'PHOTOFRAME', totalSizeCm: '50x40',
 *   frame: { id: 3, manufacturer: { id: 2 } } }, { manufacturerDays: new Map([[2, 4]]),
 *   frameStock: new Map([[3, [{ totalSizeCm: '50x40', inStock: 0 }]]]) }, 5) // -> 9
 */
export const pieceProductionDays = (
  piece: LeadTimeParts,
  facts: LeadTimeFacts,
  restockDays: number = DEFAULT_RESTOCK_DAYS,
): number => {
  const { rows, frame } = usedParts(piece);
  const parts: PartLeadTime[] = rows.map((row) => ({
    manufacturerDays:
      row.manufacturer?.id != null ? facts.manufacturerDays.get(row.manufacturer.id) : null,
    outOfStock:
      row === frame && frameSizeOutOfStock(facts.frameStock.get(frame.id) ?? [], piece.totalSizeCm),
  }));
  return productionDaysOf(parts, restockDays);
};

/** Every dispatch and express setting the shop reads from its global params. */
export interface ShopDispatchSettings extends DispatchSettings {
  readonly restockDays: number;
  /** The express production's price in EUR (0: express is not sold). */
  readonly expressPriceEur: number;
}

const numberOr = (text: string | null | undefined, fallback: number, max = Infinity): number => {
  const n = text == null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : fallback;
};

/**
 * The dispatch settings from the global params' texts; a missing or malformed value takes its
 * default (cut-off 12 h, restock 5 days, express 2 days for 9.90 €).
 * @example dispatchSettingsOf({ DISPATCH_CUTOFF_HOUR: '14' }).cutoffHour // -> 14
 */
export const dispatchSettingsOf = (
  params: Readonly<Record<string, string | null | undefined>>,
): ShopDispatchSettings => ({
  cutoffHour: numberOr(params.DISPATCH_CUTOFF_HOUR, DEFAULT_DISPATCH_SETTINGS.cutoffHour, 24),
  expressDaysSaved: Math.floor(
    numberOr(params.EXPRESS_DAYS_SAVED, DEFAULT_DISPATCH_SETTINGS.expressDaysSaved),
  ),
  restockDays: Math.floor(numberOr(params.DISPATCH_RESTOCK_DAYS, DEFAULT_RESTOCK_DAYS)),
  expressPriceEur: numberOr(params.EXPRESS_PRICE, DEFAULT_EXPRESS_PRICE_EUR),
});

/** The express price when the global param is missing. */
export const DEFAULT_EXPRESS_PRICE_EUR = 9.9;

/**
 * Whether express production is on sale for a piece of `productionDays`: it has a price and it
 * brings the day forward.
 * @example expressOnSale(4, { ...settings, expressPriceEur: 9.9, expressDaysSaved: 2 }) // -> true
 */
export const expressOnSale = (productionDays: number, settings: ShopDispatchSettings): boolean =>
  settings.expressPriceEur > 0 &&
  expressProductionDays(productionDays, settings.expressDaysSaved) !== null;

/** What every configured piece's answer says of its dispatch (the crafted product's JSON). */
export interface DispatchOffer {
  /** The day it ships as configured, express included when chosen: 'YYYY-MM-DD'. */
  readonly dispatchDate: string;
  /** The day without express. */
  readonly standardDispatchDate: string;
  /** The day with express; null when express is not on sale for it. */
  readonly expressDispatchDate: string | null;
  /** Express production's price in EUR; null when not on sale. */
  readonly expressPrice: number | null;
}

/**
 * A piece's dispatch days, with and without express, were it ordered at `at`.
 * @example dispatchOfferOf({ productionDays: 4, express: true, at: new Date('2026-12-01T09:00:00Z'),
 *   settings: dispatchSettingsOf({}) })
 * // -> { dispatchDate: '2026-12-03', standardDispatchDate: '2026-12-07',
 * //      expressDispatchDate: '2026-12-03', expressPrice: 9.9 }
 */
export const dispatchOfferOf = ({
  productionDays,
  express,
  at,
  settings,
}: {
  productionDays: number;
  express: boolean;
  at: Date;
  settings: ShopDispatchSettings;
}): DispatchOffer => {
  const onSale = expressOnSale(productionDays, settings);
  const day = (withExpress: boolean) =>
    dispatchDate({ orderedAt: at, productionDays, express: withExpress, settings });
  const standard = day(false);
  const expressDay = onSale ? day(true) : null;
  return {
    dispatchDate: express && expressDay ? expressDay : standard,
    standardDispatchDate: standard,
    expressDispatchDate: expressDay,
    expressPrice: onSale ? settings.expressPriceEur : null,
  };
};
