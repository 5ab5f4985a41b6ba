import { craftedProduct as craftedProductEntity, type RowOf } from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { BasketRepository } from '../repositories/basket.repository.ts';
import type { OrderLineRepository } from '../repositories/order-line.repository.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { basketOwnerOf, type BasketService, type BasketView } from './basket.service.ts';
import { craftedOwnerOf, type CraftedProductService } from '../../pieces/index.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import { pieceTitleOf } from '@fotoobraz/domain';

type CraftedRow = RowOf<typeof craftedProductEntity>;

/** A reordered line whose price today differs from what was paid for it. */
export interface PriceChange {
  itemId: number;
  description: string;
  oldPrice: number;
  newPrice: number;
}

/** What a crafted product's copy leaves behind: its id, owner and the day it was made. */
const NOT_COPIED = ['id', 'usrid', 'sid', 'user', 'createdDate'] as const;

/**
 * 'Objednať znova': a past order's lines come into the caller's basket as new crafted
 * products (the same photo, choices and copies), priced today; the customer hears of every price
 * that changed. A line whose choice is no longer offered comes in too, flagged by the basket.
 */
export class ReorderService {
  static readonly uses = ['entities', 'basket'] as const;

  constructor(
    private readonly entities: EntityRepository,
    private readonly orderLines: OrderLineRepository,
    private readonly basket: BasketRepository,
    private readonly baskets: BasketService,
    private readonly crafted: Pick<CraftedProductService, 'reprice'>,
    private readonly transactor: TransactorOf<typeof ReorderService>,
    private readonly now: Clock,
  ) {}

  async reorder(
    caller: Caller,
    orderId: number,
  ): Promise<{ basket: BasketView; changes: PriceChange[] }> {
    const order = await readableOrder(this.entities, caller, orderId);
    const owner = basketOwnerOf(caller)!;
    const lines = await this.orderLines.linesOf([order.id]);
    const changes: PriceChange[] = [];
    for (const line of lines) {
      // With its thumbnails, which its copy keeps.
      const original = await this.entities.findById(
        craftedProductEntity,
        line.craftedProductId,
        { kind: 'all' },
        { large: false },
      );
      if (!original) continue;
      const copy = this.copyOf(original, caller);
      const priced = await this.crafted.reprice(caller, { ...original, ...copy } as CraftedRow);
      const values = { ...copy, ...(priced.values ?? {}) };
      const newPrice = values.price == null ? null : Number(values.price);
      const itemId = await this.transactor.run(async ({ entities, basket }) => {
        const id = await entities.insert(craftedProductEntity, values);
        return basket.add(owner, id, newPrice, this.now());
      });
      if (line.price != null && newPrice != null && newPrice !== line.price) {
        changes.push({
          itemId,
          description: pieceTitleOf(original),
          oldPrice: line.price,
          newPrice,
        });
      }
    }
    return { basket: await this.baskets.read(caller), changes };
  }

  /** A new crafted product of the caller, made as the original was. */
  private copyOf(original: CraftedRow, caller: Caller): Record<string, unknown> {
    const values: Record<string, unknown> = { ...original };
    for (const field of NOT_COPIED) delete values[field];
    return {
      ...values,
      ...craftedOwnerOf(caller),
      createdDate: this.now().toISOString(),
    };
  }
}
