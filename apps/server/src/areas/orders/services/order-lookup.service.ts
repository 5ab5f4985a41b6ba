import {
  order as orderEntity,
  orderNumberOf,
  PathIdSchema,
  type OrderLookupAnswer,
  type OrderLookupRequest,
  type RowOf,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import { cardPaymentLinkExpired } from '../../../lib/card-payment-link.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/problem.ts';
import type { SignedLinks } from '../../../lib/signed-links.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { NumberedOrderRepository } from '../../../repositories/numbered-orders.ts';
import { readScope } from '../../../services/access-policy.ts';

type OrderRow = RowOf<typeof orderEntity>;

const NO_IMAGES = { large: false, small: false } as const;
const ALL = { kind: 'all' } as const;

/**
 * The customer's pages name an order by the number its customer knows (the thank-you page, the
 * card payment pages); this finds the order behind one, with the rights of its routes: its owner
 * or visitor (or an admin) reads their own, and a pro-forma mail's card payment link opens the
 * order it was signed for. Any other is not found (404), so nobody learns which orders exist.
 */
export class OrderLookupService {
  constructor(
    private readonly numbered: NumberedOrderRepository,
    private readonly entities: EntityRepository,
    private readonly links: SignedLinks,
    private readonly now: Clock,
  ) {}

  /**
   * The order `orderNumber` names for `caller`, or for the holder of `token`. A mail sent before
   * the pages were named by numbers carries the order's row instead: the row is tried after the
   * number, and the answer's `number` tells the page its address by number.
   * @example await lookup.orderOf(caller, { orderNumber: '4711' }) // -> { id: 15, number: '4711', status: 'POTVRDENA' }
   */
  async orderOf(caller: Caller, { orderNumber, token }: OrderLookupRequest) {
    const row = PathIdSchema.safeParse(orderNumber);
    const numbered = await this.numbered.idsOf(orderNumber);
    const ids = [...new Set([...numbered, ...(row.success ? [row.data] : [])])];
    const order =
      token === undefined ? await this.readable(caller, ids) : await this.linked(ids, token);
    if (!order) throw notFound();
    return {
      id: order.id,
      number: orderNumberOf(order),
      status: String(order.status),
    } satisfies OrderLookupAnswer;
  }

  private async readable(caller: Caller, ids: readonly number[]) {
    const scope = readScope(orderEntity, caller);
    for (const id of ids) {
      const order = await this.entities.findById(orderEntity, id, scope, NO_IMAGES);
      if (order) return order;
    }
    return undefined;
  }

  /**
   * The order a card payment link's token was signed for. Only a genuine token can be told
   * expired (403, with the Slovak detail its page shows).
   */
  private async linked(ids: readonly number[], token: string): Promise<OrderRow | undefined> {
    const now = this.now();
    for (const id of ids) {
      const verdict = this.links.verify('card-payment', id, token, now);
      if (verdict === 'expired') throw cardPaymentLinkExpired();
      if (verdict === 'valid') return this.entities.findById(orderEntity, id, ALL, NO_IMAGES);
    }
    return undefined;
  }
}
