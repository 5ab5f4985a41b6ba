import {
  dispatchDate,
  latestDispatchDate,
  leadTimeQuestionOf,
  pieceProductionDays,
  type LeadTimeFacts,
  type LeadTimeQuestion,
  type LeadTimeParts,
  type ShopDispatchSettings,
} from '@fotoobraz/domain';
import type { CheckedLine } from './order-placement.line-checks.ts';

/** A line's parts as its production days see them: the rows it is ordered with, as they are now. */
const partsOf = ({ product, madeOf }: CheckedLine): LeadTimeParts => ({
  kind: product.productEnum,
  totalSizeCm: madeOf.productConfig?.totalSizeCm ?? null,
  printMedia: madeOf.printMedia,
  glass: madeOf.glass,
  pasparta: madeOf.pasparta,
  frame: madeOf.frame,
});

/** The manufacturers and frames whose lead times the order's lines need. */
export const leadTimeQuestionOfLines = (lines: readonly CheckedLine[]): LeadTimeQuestion =>
  leadTimeQuestionOf(lines.map(partsOf));

/**
 * The day the shop promises to send the order off: its slowest line's dispatch day, worked out
 * at placement from the catalogue as it is now (never what a browser said), express where the
 * line has it.
 */
export const promisedDispatchDate = (
  lines: readonly CheckedLine[],
  leadTimes: LeadTimeFacts,
  settings: ShopDispatchSettings,
  placedAt: Date,
): string =>
  latestDispatchDate(
    lines.map((line) =>
      dispatchDate({
        orderedAt: placedAt,
        productionDays: pieceProductionDays(partsOf(line), leadTimes, settings.restockDays),
        express: Boolean(line.product.expressProduction),
        settings,
      }),
    ),
  ) ?? dispatchDate({ orderedAt: placedAt, productionDays: 1, express: false, settings });
