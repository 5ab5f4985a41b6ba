import {
  orderNumberOf,
  packetWeightKg,
  splitRecipientName,
  splitStreet,
  type order as orderEntity,
  type RowOf,
} from '@fotoobraz/domain';
import type { PacketRequest } from './carrier.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** Orders the carrier takes: to a pick-up point, or home by Packeta's courier. */
export const goesByPacketa = (order: { handoverMethod?: unknown }): boolean =>
  order.handoverMethod === 'VYDAJNE_MIESTO' || order.handoverMethod === 'KURIER';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What Packeta is told of an order's parcel: the order's number, the recipient, the value (the
 * order's total), the weight (see packetWeightKg for an order without one), and the point, or
 * for home delivery the carrier `homeCarrierId` with the delivery address. A reason, in Slovak,
 * when the order lacks what Packeta needs: the owner fixes the order and asks again.
 */
export const packetRequestOf = (
  order: OrderRow,
  homeCarrierId: number | undefined,
): PacketRequest | { refusal: string } => {
  const recipient = text(order.deliveryName) || text(order.buyerName);
  if (!recipient) return { refusal: 'Objednávka nemá meno príjemcu.' };
  const email = text(order.email) || null;
  const phone = text(order.phone) || null;
  if (!email && !phone) return { refusal: 'Objednávka nemá e-mail ani telefón príjemcu.' };
  const base = {
    number: orderNumberOf(order),
    ...splitRecipientName(recipient),
    email,
    phone,
    value: (Number(order.totalAmount) || 0).toFixed(2),
    weightKg: packetWeightKg(
      order.parcelWeightGrams === null ? null : Number(order.parcelWeightGrams),
    ),
  };
  if (order.handoverMethod === 'VYDAJNE_MIESTO') {
    const point = Number(text(order.pickupPointId));
    if (!Number.isInteger(point) || point <= 0) {
      return { refusal: 'Objednávka nemá platné výdajné miesto Packeta.' };
    }
    return { ...base, addressId: point };
  }
  if (order.handoverMethod === 'KURIER') {
    if (!homeCarrierId) {
      return {
        refusal:
          'Nie je nastavený dopravca doručenia na adresu (PACKETA_HOME_CARRIER_ID); ' +
          'zásielku vytvorte v klientskej sekcii Packety a zadajte ju tu.',
      };
    }
    const street = text(order.deliveryStreet);
    const city = text(order.deliveryCity);
    const zip = text(order.deliveryPostcode).replace(/\s+/g, '');
    if (!street || !city || !zip) return { refusal: 'Objednávka nemá úplnú adresu doručenia.' };
    return { ...base, addressId: homeCarrierId, address: { ...splitStreet(street), city, zip } };
  }
  return { refusal: 'Objednávka sa neodovzdáva cez Packetu.' };
};
