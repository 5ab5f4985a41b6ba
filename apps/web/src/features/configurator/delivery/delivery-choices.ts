import {
  deliveryOptions,
  parcelOf,
  pointKindsOf,
  type DeliveryOption,
  type DeliverySettings,
  type HandoverMethod,
  type PickupPointKind,
  type PieceParcel,
} from '@fotoobraz/domain';

/**
 * The ways the order's pieces can go and their postage, by the rule the server checks the order
 * with: the pieces packed as one parcel, then each way judged by the shop's limits and rates.
 * Undefined until the rates are known or while a piece's parcel is not (nothing is judged on a
 * guess); no pieces at all is no parcel.
 * @example deliveryChoicesOf([smallPrint], settings)?.map((o) => o.offered) // -> [true, true, true, true]
 */
export const deliveryChoicesOf = (
  pieces: readonly (PieceParcel | null | undefined)[],
  settings: DeliverySettings | undefined,
): DeliveryOption[] | undefined => {
  if (!settings || pieces.some((piece) => !piece)) return undefined;
  return deliveryOptions(parcelOf(pieces as PieceParcel[]), settings.limits, settings.rates);
};

/**
 * What a hand-over method means in the form: its postage (a pick-up point: its kind's, or the
 * cheaper kind the parcel may go to while no point is chosen) and whether it is offered, with
 * the reason when not (a pick-up point: the staffed point's).
 * @example handoverChoice(options, 'KURIER') // -> { offered: true, postageCents: 490, message: null }
 */
export const handoverChoice = (
  options: readonly DeliveryOption[],
  method: HandoverMethod,
  kind?: PickupPointKind | null,
): { offered: boolean; postageCents: number | null; message: string | null } => {
  const ways = options.filter(
    (o) => o.method === method && (method !== 'VYDAJNE_MIESTO' || !kind || o.choice === kind),
  );
  const offered = ways.filter((o) => o.offered);
  if (offered.length === 0) {
    const refused = ways.find((o) => o.choice === 'POINT') ?? ways[0];
    return { offered: false, postageCents: null, message: refused?.message ?? null };
  }
  return {
    offered: true,
    postageCents: Math.min(...offered.map((o) => o.postageCents ?? 0)),
    message: null,
  };
};

/**
 * The kinds of pick-up point the point picker may offer (its `kinds` prop): a staffed point,
 * a Z-BOX, both, or none when the parcel goes to no point. Every kind while the rule cannot
 * judge yet; the order's check still refuses what does not fit.
 */
export const allowedPointKinds = (
  options: readonly DeliveryOption[] | undefined,
): PickupPointKind[] => (options ? pointKindsOf(options) : ['POINT', 'ZBOX']);
