import type { WithdrawalReason } from '@fotoobraz/domain';

/** One line of an order: the piece as the order keeps it, at the ordered price. */
export interface OrderLine {
  id: number;
  position: number;
  craftedProduct: {
    id: number;
    text1?: string | null;
    text3?: string | null;
    previewThumbContentType?: string | null;
  } | null;
  price: number | string | null;
  copies: number | null;
  snapshot?: string | null;
  /** What the order form told of withdrawing from the line; none on orders placed before the shop asked. */
  withdrawalReason?: WithdrawalReason | null;
}

/** The lines of an order JSON in their order; an order from before the basket has none. */
export const orderLinesOf = (order: object | null | undefined): OrderLine[] => {
  const items = order && 'items' in order ? order.items : undefined;
  return Array.isArray(items)
    ? [...(items as OrderLine[])].sort((a, b) => a.position - b.position)
    : [];
};
