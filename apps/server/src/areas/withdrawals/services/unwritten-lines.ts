import {
  centsToEuros,
  storedOrderAmounts,
  type order as orderEntity,
  type RowOf,
  type WithdrawableLine,
} from '@fotoobraz/domain';
import type { OrderLineRepository, StoredOrderLine } from '../../orders/index.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** The id of an order's one line while it is not written (an order the back office entered). */
export const UNWRITTEN = 0;

/** An order line as the withdrawal function weighs it. */
export interface WeighedLine extends WithdrawableLine {
  line: StoredOrderLine;
}

/**
 * An order the back office entered has no lines, only its piece: its one line as a withdrawal
 * writes it (the order's price less postage, its snapshot), or none without a piece.
 */
export const unwrittenLineOf = (order: OrderRow): StoredOrderLine[] => {
  const pieceId = order.craftedProduct?.id;
  if (!pieceId) return [];
  const { piecesCents } = storedOrderAmounts(order, [], null);
  return [
    {
      id: UNWRITTEN,
      orderId: order.id,
      position: 1,
      craftedProductId: pieceId,
      price: centsToEuros(Math.max(0, piecesCents)),
      copies: 1,
      snapshot: order.snapshot ?? null,
      withdrawalReason: null,
    },
  ];
};

/**
 * The lines being withdrawn, each with its row: an order's one unwritten line is written first,
 * as the withdrawal's lines and the credit note after it refer to order lines. Two withdrawals
 * writing it at once meet the unique crafted product of a line (ConstraintError 'unique').
 */
export const writtenLines = async (
  orderLines: OrderLineRepository,
  orderId: number,
  withdrawing: readonly WeighedLine[],
): Promise<StoredOrderLine[]> => {
  const unwritten = withdrawing.filter(({ line }) => line.id === UNWRITTEN);
  if (unwritten.length === 0) return withdrawing.map(({ line }) => line);
  await orderLines.insert(unwritten.map(({ line: { id: _unwritten, ...line } }) => line));
  const wanted = new Set(withdrawing.map(({ line }) => line.craftedProductId));
  return (await orderLines.linesOf([orderId])).filter((l) => wanted.has(l.craftedProductId));
};
