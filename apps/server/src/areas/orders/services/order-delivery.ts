import {
  choiceOf,
  chosenOption,
  parcelOf,
  type DeliveryChoice,
  type DeliveryRefusal,
  type DeliverySettings,
  type HandoverMethod,
  type Parcel,
  type PickupPoint,
} from '@fotoobraz/domain';
import { validationProblem, type Problem } from '../../../lib/problem.ts';
import type { CheckedLine } from './order-placement.line-checks.ts';
import { pieceParcelOfRows } from '../../pieces/index.ts';

/** What the hand-over of an order comes to: its parcel, the way chosen and its postage. */
export interface OrderDelivery {
  parcel: Parcel | null;
  choice: DeliveryChoice;
  postageCents: number;
}

/** The hand-over the customer chose and, for a pick-up point, which one. */
export interface ChosenHandover {
  handoverMethod?: HandoverMethod | null;
  pickupPointId?: string | null;
}

const CODES: Record<DeliveryRefusal, string> = {
  TOO_HEAVY: 'TooHeavy',
  TOO_LARGE: 'TooLarge',
  GLASS: 'Glass',
};

/**
 * The order's parcel cannot go the chosen way: a 400 field error on `handoverMethod` (the code
 * for the form, the Slovak sentence of the refused option in `detail`).
 */
export const handoverRefused = (reason: DeliveryRefusal, message: string | null): Problem =>
  validationProblem(
    [{ objectName: 'order', field: 'handoverMethod', message: CODES[reason] }],
    message ?? undefined,
  );

/** The order's parcel, its lines packed together. */
export const orderParcelOf = (lines: readonly CheckedLine[]): Parcel | null =>
  parcelOf(lines.flatMap(({ product, madeOf }) => pieceParcelOfRows(product, madeOf) ?? []));

/**
 * The hand-over of an order placed with `lines`, checked by the same rule that priced it in the
 * browser: the chosen way must take the parcel, a pick-up point by its kind's limits and by its
 * own when the carrier's feed gives them. `point` is the chosen point as the list holds it
 * (chosenPickupPoint, which refuses an unknown one). Throws `handoverRefused`.
 */
export const checkedDelivery = (
  chosen: ChosenHandover,
  lines: readonly CheckedLine[],
  settings: DeliverySettings,
  point: PickupPoint | undefined,
): OrderDelivery => {
  const method = chosen.handoverMethod ?? 'OSOBNY_ODBER';
  const parcel = orderParcelOf(lines);
  const choice = choiceOf(method, point?.kind);
  const option = chosenOption(parcel, choice, settings.limits, settings.rates, point);
  if (option.reason) throw handoverRefused(option.reason, option.message);
  return { parcel, choice, postageCents: option.postageCents ?? 0 };
};
