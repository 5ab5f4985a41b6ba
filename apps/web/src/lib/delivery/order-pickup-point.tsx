import Typography from '@mui/material/Typography';
import {
  PICKUP_POINT_KIND_LABELS,
  pickupPointAddress,
  type PickupPointKind,
} from '@fotoobraz/domain';

/** A point's address in one line (the domain's, as the documents say it). */
export const addressLine = pickupPointAddress;

/** What an order keeps of its point (every field null for another hand-over). */
export interface OrderPointFields {
  handoverMethod?: string | null;
  pickupPointId?: string | null;
  pickupPointKind?: string | null;
  pickupPointName?: string | null;
  pickupPointStreet?: string | null;
  pickupPointCity?: string | null;
  pickupPointZip?: string | null;
}

/**
 * The point of an order to a pick-up point in one line, as it was when placed; undefined for
 * another hand-over.
 * @example orderPickupPointText({ handoverMethod: 'VYDAJNE_MIESTO', pickupPointKind: 'ZBOX', pickupPointName: 'Žilina, Národná 1', pickupPointStreet: 'Národná 1', pickupPointZip: '010 01', pickupPointCity: 'Žilina' }) // -> 'Žilina, Národná 1 (Z-BOX), Národná 1, 010 01 Žilina'
 */
export const orderPickupPointText = (order: OrderPointFields): string | undefined => {
  if (order.handoverMethod !== 'VYDAJNE_MIESTO' || !order.pickupPointName) return undefined;
  // A Z-BOX is told as one: its name may not say so.
  const zbox = order.pickupPointKind === ('ZBOX' satisfies PickupPointKind);
  const label = PICKUP_POINT_KIND_LABELS.ZBOX;
  const name =
    zbox && !order.pickupPointName.includes(label)
      ? `${order.pickupPointName} (${label})`
      : order.pickupPointName;
  const address = addressLine({
    street: order.pickupPointStreet ?? '',
    zip: order.pickupPointZip ?? '',
    city: order.pickupPointCity ?? '',
  });
  return [name, address].filter(Boolean).join(', ');
};

/** The order's point as a line of text (the thank-you page, the order views). */
export const OrderPickupPoint = ({ order }: { order: OrderPointFields }) => {
  const text = orderPickupPointText(order);
  return text ? <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography> : null;
};
