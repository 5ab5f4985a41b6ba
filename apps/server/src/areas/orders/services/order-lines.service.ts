import {
  craftedProduct as craftedProductEntity,
  type EntityDef,
  type RowOf,
  type WithdrawalReason,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import { isAdmin } from '../../../lib/caller.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type {
  OrderLineRepository,
  StoredOrderLine,
} from '../repositories/order-line.repository.ts';
import { readScope } from '../../../services/access-policy.ts';

/** A line as the order's JSON shows it: its crafted product as the order's own is nested. */
export interface OrderItemView {
  id: number;
  position: number;
  craftedProduct: RowOf<typeof craftedProductEntity> | { id: number };
  price: number | null;
  copies: number;
  snapshot: string | null;
  /** What the order form told of withdrawing from the line ('Moje objednávky' words it). */
  withdrawalReason: WithdrawalReason | null;
}

/**
 * The lines of orders as their JSON carries them (`items`): each with its crafted product,
 * nested as the order's `craftedProduct` is (its plain fields, where the caller may read it).
 */
export class OrderLineService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lines: OrderLineRepository,
  ) {}

  /** Adds `items` to each order row, in one read of lines and one of crafted products. */
  async withItems(caller: Caller, orders: Record<string, unknown>[]): Promise<void> {
    const ids = orders.map((o) => Number(o.id));
    const lines = await this.lines.linesOf(ids);
    const products = await this.entities.findManyByIds(
      craftedProductEntity,
      [...new Set(lines.map((l) => l.craftedProductId))],
      readScope(craftedProductEntity, caller),
    );
    const byId = new Map(products.map((p) => [p.id, hideVisitor(caller, p)]));
    const byOrder = new Map<number, OrderItemView[]>();
    for (const line of lines) {
      const items = byOrder.get(line.orderId) ?? [];
      items.push(viewOf(line, byId.get(line.craftedProductId)));
      byOrder.set(line.orderId, items);
    }
    for (const order of orders) order.items = byOrder.get(Number(order.id)) ?? [];
  }

  /** An order's lines, by position. */
  linesOf(orderId: number): Promise<StoredOrderLine[]> {
    return this.lines.linesOf([orderId]);
  }
}

const viewOf = (
  line: StoredOrderLine,
  product: RowOf<typeof craftedProductEntity> | undefined,
): OrderItemView => ({
  id: line.id,
  position: line.position,
  craftedProduct: product ?? { id: line.craftedProductId },
  price: line.price,
  copies: line.copies,
  snapshot: line.snapshot,
  withdrawalReason: line.withdrawalReason,
});

/** The visitor id is for admins only, nested rows too. */
const hideVisitor = <R extends { sid?: unknown }>(caller: Caller, row: R): R =>
  isAdmin(caller) ? row : { ...row, sid: null };

/** Whether rows of `entity` carry their order's lines. */
export const hasItems = (entity: EntityDef): boolean => entity.name === 'order';
