import { orderPostageCents, type PieceCm, type PostageClass } from '../orders/postage.ts';
import type { HandoverMethod } from '../entities/order.entity.ts';

/** What the postage part of a withdrawal's refund reads. */
export interface PostageRefundFacts {
  method: HandoverMethod;
  /** The postage the order charged. */
  chargedCents: number;
  /** Postage already refunded by the order's earlier withdrawals. */
  alreadyRefundedCents: number;
  /** The pieces the customer keeps once this withdrawal is done. */
  keptAfter: readonly PieceCm[];
  rates: Record<PostageClass, number>;
}

/**
 * The postage a withdrawal refunds. The trader refunds the cost of delivery with the goods
 * (Act 108/2024 Z. z. § 21 ods. 1; Directive 2011/83/EU Art. 13(1)): all of it when nothing of
 * the order is kept; when some pieces are kept, what the kept pieces alone would not have cost,
 * so the customer ends up paying the postage of what they keep and never more than they paid.
 * To a pick-up point the rate is flat (deliveryOptions): the kept pieces would have cost it all.
 * @example postageRefundCents({ method: 'KURIER', chargedCents: 690, alreadyRefundedCents: 0, keptAfter: [], rates }) // -> 690
 * @example postageRefundCents({ method: 'KURIER', chargedCents: 690, alreadyRefundedCents: 0, keptAfter: [{ widthCm: 30, heightCm: 20 }], rates }) // -> 200 (690 less the kept small piece's 490)
 */
export const postageRefundCents = (facts: PostageRefundFacts): number => {
  const left = Math.max(0, facts.chargedCents - facts.alreadyRefundedCents);
  if (facts.keptAfter.length === 0) return left;
  if (facts.method === 'VYDAJNE_MIESTO') return 0;
  const keptCost = Math.min(
    facts.chargedCents,
    orderPostageCents(
      facts.method === 'OSOBNY_ODBER' ? 'OSOBNY_ODBER' : 'KURIER',
      facts.keptAfter,
      facts.rates,
    ),
  );
  return Math.max(0, Math.min(left, facts.chargedCents - facts.alreadyRefundedCents - keptCost));
};
