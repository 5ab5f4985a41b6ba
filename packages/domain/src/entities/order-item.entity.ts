import { adminOnly, defineEntity, UNPAGED } from './entity.ts';
import { WITHDRAWAL_REASON_LABELS, WITHDRAWAL_REASONS } from '../withdrawals/withdrawal-right.ts';
import { decimal, enumOf, integer, relation, text } from './fields.ts';

/**
 * One line of an order: a crafted product at the price and copies it was ordered at, with its own
 * snapshot (none only on lines of orders an admin entered without one). A crafted product is on
 * one line of one order at most (the database's rule). Customers
 * read lines through their order (its `items`); the back-office has no screen of lines alone,
 * which is why the line is not one of the 18 entities of the back-office spec.
 */
export const orderItem = defineEntity({
  name: 'orderItem',
  apiPath: 'order-items',
  route: 'order-item',
  table: 'order_item',
  label: 'Položka objednávky',
  labelPlural: 'Položky objednávky',
  display: 'position',
  access: adminOnly,
  list: UNPAGED,
  fields: {
    order: relation('Objednávka', 'order', 'id', { required: true }),
    position: integer('Poradie', { required: true, min: 1 }),
    craftedProduct: relation('Vyrobený produkt', 'craftedProduct', 'id', { required: true }),
    price: decimal('Cena'),
    copies: integer('Počet kusov', { required: true, min: 1 }),
    snapshot: text('Objednaná konfigurácia'),
    // The withdrawal rule's answer when the order was placed: what the customer was told.
    withdrawalReason: enumOf('Odstúpenie od zmluvy', WITHDRAWAL_REASONS, {
      serverOwned: true,
      valueLabels: WITHDRAWAL_REASON_LABELS,
    }),
  },
});
