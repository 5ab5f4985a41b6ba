/** What the shop tells the carrier about one order's parcel. */
export interface PacketRequest {
  /** The order's number (its variable symbol): Packeta's `number`, unique per e-shop. */
  number: string;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  /** The pick-up point's id, or for home delivery the carrier's id (with `address`). */
  addressId: number;
  /** Home delivery only: where the courier brings it. */
  address?: { street: string; houseNumber: string; city: string; zip: string };
  /** The order's total in euros ('31.90'): the insured value. */
  value: string;
  /** In kilograms ('1.25'). */
  weightKg: string;
}

/**
 * What the carrier answered to a creation. Only an answer is returned: whatever leaves doubt
 * about whether the packet was created is thrown (see CarrierCallError).
 */
export type CreatePacketAnswer =
  | { outcome: 'created'; packetId: string; barcode: string; barcodeText: string }
  | { outcome: 'refused'; reason: string };

export interface PacketStatus {
  code: number;
  text: string;
  /** When Packeta recorded it (ISO), if it said. */
  at: string | null;
}

export type LabelFormat = 'A6' | 'A4';

/**
 * A failed call. `sent: false` when the request surely never reached the carrier (the
 * connection was refused, the name did not resolve, the carrier said it was too busy to take
 * it): it may be repeated. `sent: true` when the carrier may have acted on it (a timeout, a lost
 * or unreadable answer, a server error): a creation must be checked before it is repeated.
 */
export class CarrierCallError extends Error {
  constructor(
    message: string,
    readonly sent: boolean,
  ) {
    super(message);
  }
}

/**
 * The port of the carrier that makes the shop's packets: Packeta (Zásielkovňa). An adapter for
 * its API is one file implementing this (see packeta-http.carrier.ts).
 */
export interface Carrier {
  createPacket(request: PacketRequest): Promise<CreatePacketAnswer>;
  /** Packeta's current status of a packet. */
  packetStatus(packetId: string): Promise<PacketStatus>;
  /** One PDF with the labels of the packets, in their order. */
  labelsPdf(packetIds: readonly string[], format: LabelFormat): Promise<Buffer>;
}
