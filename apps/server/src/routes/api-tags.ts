import { isCatalogue, type EntityDef } from '@fotoobraz/domain';

/**
 * The API docs' groups: one per area of the server (src/areas), in Slovak. Every operation is
 * listed under its area's tag, the model's generic routes under their entity's area.
 */
export const API_TAGS = {
  accounts: 'Účet a používatelia',
  catalogue: 'Katalóg',
  pieces: 'Fotografie a výrobky',
  orders: 'Objednávky a košík',
  taxDocuments: 'Účtovníctvo',
  payments: 'Platby',
  cardPayments: 'Platby kartou',
  withdrawals: 'Odstúpenie od zmluvy',
  giftVouchers: 'Darčekové poukážky',
  packets: 'Zásielky Packeta',
  pickupPoints: 'Výdajné miesta',
  management: 'Prevádzka',
} as const;

/** The tag of an entity's generic routes: the area that owns its rows. */
export const entityTag = (entity: EntityDef): string => {
  if (isCatalogue(entity)) return API_TAGS.catalogue;
  return entity.name === 'order' ? API_TAGS.orders : API_TAGS.pieces;
};
