import { closedSet } from '../labels/closed-set.ts';

/**
 * The shop's record of an order's Packeta packet: where its creation stands, and, once Packeta
 * has it, where the parcel is.
 *
 * - TO_CREATE: asked for (the order was dispatched, or the owner asked early); the worker will call.
 * - CREATING: the worker wrote its attempt down and is calling Packeta.
 * - TO_CHECK: the call's answer was lost (a timeout, a broken connection, a server error): the
 *   packet may exist at Packeta. The owner looks in Packeta's client section and either enters
 *   the packet found there or asks for a new attempt. Never retried blindly.
 * - REFUSED: Packeta refused the data (an address, a point); the owner fixes the order and retries.
 * - CREATED … CANCELLED: the packet exists; the later states come from Packeta's status call.
 */
export const {
  labels: PACKET_STATE_LABELS,
  codes: PACKET_STATE,
  is: isPacketState,
} = closedSet({
  TO_CREATE: 'Čaká na vytvorenie',
  CREATING: 'Vytvára sa',
  TO_CHECK: 'Na kontrolu',
  REFUSED: 'Odmietnutá',
  CREATED: 'Vytvorená',
  ON_THE_WAY: 'Na ceste',
  READY_FOR_PICKUP: 'Pripravená na vyzdvihnutie',
  DELIVERED: 'Doručená',
  RETURNED: 'Vrátená odosielateľovi',
  CANCELLED: 'Zrušená',
});
export type PacketState = (typeof PACKET_STATE)[number];

/** The states in which the packet exists at Packeta (it has an id, a barcode and a label). */
export const PACKET_EXISTS: readonly PacketState[] = PACKET_STATE.slice(
  PACKET_STATE.indexOf('CREATED'),
);

/** The states whose parcel may still move: the status job asks Packeta about these. */
export const PACKET_TRACKED: readonly PacketState[] = ['CREATED', 'ON_THE_WAY', 'READY_FOR_PICKUP'];

/** The owner may ask for a (new) creation attempt from these (TO_CHECK only after checking). */
export const PACKET_RETRYABLE: readonly PacketState[] = ['REFUSED', 'TO_CHECK'];

/**
 * The packet's state from Packeta's status code (docs.packetery.com, "Packet status"):
 * 1 data received; 2 arrived, 3 prepared for departure, 4 departed, 6 handed to a carrier,
 * 12 collected, 14 customs, 16 delivery attempt: on the way; 5 ready for pick-up; 7 delivered;
 * 9 posted back, 10 returned, 15 reverse packet arrived, 17 refused by the recipient: returned;
 * 11 cancelled. Any other code (999 unknown) leaves the state as it was.
 * @example packetStateOfStatusCode(5, 'CREATED') // -> 'READY_FOR_PICKUP'
 */
export const packetStateOfStatusCode = (code: number, current: PacketState): PacketState => {
  if (code === 1) return 'CREATED';
  if ([2, 3, 4, 6, 12, 14, 16].includes(code)) return 'ON_THE_WAY';
  if (code === 5) return 'READY_FOR_PICKUP';
  if (code === 7) return 'DELIVERED';
  if ([9, 10, 15, 17].includes(code)) return 'RETURNED';
  if (code === 11) return 'CANCELLED';
  return current;
};

/**
 * Packeta's public tracking page of a packet, in Slovak, by its barcode ('Z1234567890'); the
 * page also takes the packet id.
 * @example packetTrackingUrl('Z1234567890') // -> 'https://tracking.packeta.com/sk/?id=Z1234567890'
 */
export const packetTrackingUrl = (barcode: string): string =>
  `https://tracking.packeta.com/sk/?id=${encodeURIComponent(barcode)}`;

/**
 * What Packeta is told a parcel weighs when the order has no weight of its own (orders placed
 * before the shop weighed its parcels): a framed piece's typical packed weight, on the heavy
 * side, since Packeta charges the weight it measures anyway.
 */
export const FALLBACK_PARCEL_WEIGHT_GRAMS = 2000;

/**
 * The weight for createPacket, in kilograms with at most three decimals; at least 0.001 kg.
 * @example packetWeightKg(1250) // -> '1.25'
 * @example packetWeightKg(null) // -> '2'
 */
export const packetWeightKg = (grams: number | null | undefined): string => {
  const g = grams && grams > 0 ? Math.round(grams) : FALLBACK_PARCEL_WEIGHT_GRAMS;
  return String(Math.max(g, 1) / 1000);
};

/**
 * A name split as Packeta wants it (name and surname, both required): the last word is the
 * surname; a single word is both.
 * @example splitRecipientName('Jana Mária Nováková') // -> { name: 'Jana Mária', surname: 'Nováková' }
 */
export const splitRecipientName = (full: string): { name: string; surname: string } => {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { name: '', surname: '' };
  if (words.length === 1) return { name: words[0]!, surname: words[0]! };
  return { name: words.slice(0, -1).join(' '), surname: words[words.length - 1]! };
};

/**
 * A street as Packeta's home delivery wants it: the street and the house number apart.
 * @example splitStreet('Hlavná 12/A') // -> { street: 'Hlavná', houseNumber: '12/A' }
 * @example splitStreet('Dolný Kubín') // -> { street: 'Dolný Kubín', houseNumber: '' }
 */
export const splitStreet = (line: string): { street: string; houseNumber: string } => {
  const match = /^(.*\S)\s+(\d[\w/-]*)$/u.exec(line.trim());
  return match
    ? { street: match[1]!, houseNumber: match[2]! }
    : { street: line.trim(), houseNumber: '' };
};
