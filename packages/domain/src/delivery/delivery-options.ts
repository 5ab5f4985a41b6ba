import type { HandoverMethod, PickupPointKind } from '../entities/order.entity.ts';
import { PARCEL_PADDING_CM, postageClassOf, type PostageClass } from '../orders/postage.ts';
import type { Parcel } from './parcel.ts';

/**
 * The largest parcel a way of delivery takes. A limit left null does not apply; a Z-BOX's
 * compartment is a box (`boxCm`, any way round), the others a longest side and a sum of sides.
 */
export interface ParcelLimit {
  maxWeightGrams: number | null;
  maxLengthCm: number | null;
  maxSumCm: number | null;
  boxCm: [number, number, number] | null;
}

/** The carrier's limits of each way, from global params (decisions.md: Packeta's limits). */
export interface DeliveryLimits {
  point: ParcelLimit;
  zbox: ParcelLimit & { glass: boolean };
  courier: ParcelLimit;
}

/** Postage in cents: flat to a point or a Z-BOX, by the parcel's size class by courier. */
export interface DeliveryRates {
  pointCents: number;
  zboxCents: number;
  courier: Record<PostageClass, number>;
}

/** The four ways a piece can go: personal pick-up, a staffed point, a Z-BOX, home delivery. */
export const DELIVERY_CHOICES = ['OSOBNY_ODBER', 'POINT', 'ZBOX', 'KURIER'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

export type DeliveryRefusal = 'TOO_HEAVY' | 'TOO_LARGE' | 'GLASS';

export interface DeliveryOption {
  choice: DeliveryChoice;
  /** The order's handoverMethod it is (a point and a Z-BOX are both VYDAJNE_MIESTO). */
  method: HandoverMethod;
  offered: boolean;
  /** What it costs; null when not offered. */
  postageCents: number | null;
  reason: DeliveryRefusal | null;
  /** Why it is not offered, in Slovak, as the form and the order's field error say it. */
  message: string | null;
}

const WHERE: Record<Exclude<DeliveryChoice, 'OSOBNY_ODBER'>, string> = {
  POINT: 'na výdajné miesto',
  ZBOX: 'do Z-BOXu',
  KURIER: 'na doručenie kuriérom',
};

/**
 * The Slovak sentence of a refusal.
 * @example refusalMessage('POINT', 'TOO_LARGE') // -> 'Zásielka je na výdajné miesto príliš veľká.'
 */
export const refusalMessage = (
  choice: Exclude<DeliveryChoice, 'OSOBNY_ODBER'>,
  reason: DeliveryRefusal,
): string =>
  reason === 'GLASS'
    ? 'Dielo so sklom do Z-BOXu neposielame; zvoľte výdajné miesto s obsluhou alebo kuriéra.'
    : `Zásielka je ${WHERE[choice]} príliš ${reason === 'TOO_HEAVY' ? 'ťažká' : 'veľká'}.`;

const sidesOf = (parcel: Parcel) =>
  [parcel.lengthCm, parcel.widthCm, parcel.heightCm].sort((a, b) => b - a);

/**
 * Whether the parcel is within `limit`: null when it is, else what it exceeds (weight first).
 * @example exceeds({ lengthCm: 130, widthCm: 90, heightCm: 12, weightGrams: 9000, glass: true }, { maxWeightGrams: 15000, maxLengthCm: 70, maxSumCm: 150, boxCm: null }) // -> 'TOO_LARGE'
 */
export const exceeds = (parcel: Parcel, limit: ParcelLimit): DeliveryRefusal | null => {
  if (limit.maxWeightGrams != null && parcel.weightGrams > limit.maxWeightGrams) return 'TOO_HEAVY';
  const sides = sidesOf(parcel);
  if (limit.maxLengthCm != null && sides[0] > limit.maxLengthCm) return 'TOO_LARGE';
  const sum = sides[0] + sides[1] + sides[2];
  if (limit.maxSumCm != null && sum > limit.maxSumCm) return 'TOO_LARGE';
  if (limit.boxCm) {
    const box = [...limit.boxCm].sort((a, b) => b - a);
    if (sides.some((side, n) => side > box[n])) return 'TOO_LARGE';
  }
  return null;
};

/** The stricter of two limits, side by side (a point's own limits within its kind's). */
export const stricterLimit = (a: ParcelLimit, b: Partial<ParcelLimit>): ParcelLimit => {
  const min = (x: number | null, y: number | null | undefined) =>
    x == null ? (y ?? null) : y == null ? x : Math.min(x, y);
  return {
    maxWeightGrams: min(a.maxWeightGrams, b.maxWeightGrams),
    maxLengthCm: min(a.maxLengthCm, b.maxLengthCm),
    maxSumCm: min(a.maxSumCm, b.maxSumCm),
    boxCm: a.boxCm ?? b.boxCm ?? null,
  };
};

const option = (
  choice: DeliveryChoice,
  method: HandoverMethod,
  postageCents: number,
  reason: DeliveryRefusal | null,
): DeliveryOption =>
  reason && choice !== 'OSOBNY_ODBER'
    ? {
        choice,
        method,
        offered: false,
        postageCents: null,
        reason,
        message: refusalMessage(choice, reason),
      }
    : { choice, method, offered: true, postageCents, reason: null, message: null };

/**
 * What each way of delivery does with the order's parcel: personal pick-up always, free (the
 * default); a staffed point and a Z-BOX at their flat rate; home delivery by the parcel's size
 * class. A way the parcel exceeds is not offered, with the reason. Glass goes to no Z-BOX unless
 * the limits allow it: a compartment is loaded and emptied with no one to note a crack.
 * No parcel (nothing ordered yet): every way is offered at no postage.
 * @example deliveryOptions(parcelOf([smallPrint]), limits, rates).map((o) => o.offered) // -> [true, true, true, true]
 */
export const deliveryOptions = (
  parcel: Parcel | null,
  limits: DeliveryLimits,
  rates: DeliveryRates,
): DeliveryOption[] => {
  if (!parcel) {
    return DELIVERY_CHOICES.map((choice) => option(choice, methodOf(choice), 0, null));
  }
  const zboxReason =
    exceeds(parcel, limits.zbox) ?? (parcel.glass && !limits.zbox.glass ? 'GLASS' : null);
  return [
    option('OSOBNY_ODBER', 'OSOBNY_ODBER', 0, null),
    option('POINT', 'VYDAJNE_MIESTO', rates.pointCents, exceeds(parcel, limits.point)),
    option('ZBOX', 'VYDAJNE_MIESTO', rates.zboxCents, zboxReason),
    option(
      'KURIER',
      'KURIER',
      // The size classes measure the longest side with the same padding the parcel has.
      rates.courier[postageClassOf(parcel.lengthCm - PARCEL_PADDING_CM, 0)],
      exceeds(parcel, limits.courier),
    ),
  ];
};

/**
 * The option of the way the customer chose, by the rule of `deliveryOptions`; a pick-up point is
 * also held to its own limits within its kind's, when the carrier's feed gives them.
 * @example chosenOption(parcel, 'POINT', limits, rates, { maxWeightGrams: 5000 }).reason // -> 'TOO_HEAVY' for a 6 kg parcel
 */
export const chosenOption = (
  parcel: Parcel | null,
  choice: DeliveryChoice,
  limits: DeliveryLimits,
  rates: DeliveryRates,
  point?: Partial<ParcelLimit>,
): DeliveryOption => {
  const chosen = deliveryOptions(parcel, limits, rates).find((o) => o.choice === choice)!;
  if (!chosen.offered || !parcel || !point || (choice !== 'POINT' && choice !== 'ZBOX')) {
    return chosen;
  }
  const own = stricterLimit(limits[choice === 'ZBOX' ? 'zbox' : 'point'], point);
  return option(choice, chosen.method, chosen.postageCents ?? 0, exceeds(parcel, own));
};

/** The handoverMethod of a choice. */
export const methodOf = (choice: DeliveryChoice): HandoverMethod =>
  choice === 'POINT' || choice === 'ZBOX' ? 'VYDAJNE_MIESTO' : choice;

/** The choice a handover method and, for a point, its kind are. */
export const choiceOf = (method: HandoverMethod, kind?: PickupPointKind | null): DeliveryChoice =>
  method === 'VYDAJNE_MIESTO' ? (kind === 'ZBOX' ? 'ZBOX' : 'POINT') : method;

/**
 * The kinds of pick-up point the parcel may go to, for the point picker's filter.
 * @example pointKindsOf(options) // -> ['POINT'] for a framed piece with glass
 */
export const pointKindsOf = (options: readonly DeliveryOption[]): PickupPointKind[] =>
  options.flatMap((o) =>
    o.offered && (o.choice === 'POINT' || o.choice === 'ZBOX') ? [o.choice] : [],
  );
