import type { ProductEnum, WithdrawalReason } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';
import { heldByAnOrder } from '../../../repositories/held-by-an-order.ts';
import { constraintOf } from '../../../repositories/entity.repository.ts';

/** An order's line as stored. */
export interface StoredOrderLine {
  id: number;
  orderId: number;
  position: number;
  craftedProductId: number;
  price: number | null;
  copies: number;
  snapshot: string | null;
  /** The withdrawal rule's answer when the order was placed. */
  withdrawalReason: WithdrawalReason | null;
}

/** A line of a new order, as its placement writes it. */
export type NewOrderLine = Omit<StoredOrderLine, 'id'>;

/** Which order's line each crafted product is on. */
export type OrderOfProduct = Map<number, number>;

/**
 * Reads of order lines across orders (the entity repository reads lines of one order, or one
 * line by id): the order each crafted product is on, how many lines an order has, and which
 * crafted products are ordered.
 */
export class OrderLineRepository {
  constructor(private readonly database: Database) {}

  /** The orders whose lines hold any of the crafted products, by crafted product id. */
  async ordersOf(craftedProductIds: readonly number[]): Promise<OrderOfProduct> {
    if (craftedProductIds.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('orderItem')
      .select(['craftedProductId', 'orderId'])
      .where('craftedProductId', 'in', [...craftedProductIds])
      .execute();
    return new Map(rows.map((r) => [Number(r.craftedProductId), Number(r.orderId)]));
  }

  /** Which of the crafted products an order holds (`heldByAnOrder`), in one query for all. */
  async orderedAmong(craftedProductIds: readonly number[]): Promise<Set<number>> {
    if (craftedProductIds.length === 0) return new Set();
    const rows = await this.database.db
      .selectFrom('craftedProduct')
      .select('id')
      .where('id', 'in', [...craftedProductIds])
      .where(heldByAnOrder)
      .execute();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** The lines of the orders, by position. */
  async linesOf(orderIds: readonly number[]): Promise<StoredOrderLine[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.database.db
      .selectFrom('orderItem')
      .select([
        'id',
        'orderId',
        'position',
        'craftedProductId',
        'price',
        'copies',
        'snapshot',
        'withdrawalReason',
      ])
      .where('orderId', 'in', [...orderIds])
      .orderBy('orderId')
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.orderId),
      position: Number(r.position),
      craftedProductId: Number(r.craftedProductId),
      price: r.price == null ? null : Number(r.price),
      copies: Number(r.copies),
      snapshot: r.snapshot ?? null,
      withdrawalReason: r.withdrawalReason ?? null,
    }));
  }

  /**
   * A placed order's lines, in one statement. They are written here rather than as the model's
   * rows: a line is no catalogue row, and its write must not make every instance's cached
   * catalogue stale.
   */
  async insert(lines: readonly NewOrderLine[]): Promise<void> {
    if (lines.length === 0) return;
    try {
      await this.database.db
        .insertInto('orderItem')
        .values([...lines])
        .execute();
    } catch (error) {
      // A piece another placement put on its line meanwhile: ConstraintError 'unique'.
      throw constraintOf(error) ?? error;
    }
  }

  /** Each product kind's withdrawal rule, as the catalogue sets it (one product per kind). */
  async withdrawalRulesOf(kinds: readonly ProductEnum[]): Promise<Map<string, string | null>> {
    if (kinds.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('product')
      .select(['productEnum', 'withdrawalRule'])
      .where('productEnum', 'in', [...kinds])
      .orderBy('poradie', 'desc')
      .execute();
    // The first product of a kind by order is the one offered: written last, it wins.
    return new Map(rows.map((r) => [String(r.productEnum), r.withdrawalRule ?? null]));
  }

  /** How many lines the order has. */
  async countOf(orderId: number): Promise<number> {
    const row = await this.database.db
      .selectFrom('orderItem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
