import { ORDER_STATUS_ON_CREATION } from '../entities/enums.ts';
import { closedSet } from '../labels/closed-set.ts';

/**
 * The order workflow after the customer confirms (DESIGN.md §7): paid, in production, shipped
 * (or handed over), done; cancellable until it is shipped.
 */
export const {
  labels: ORDER_STATUS_LABELS,
  codes: ORDER_STATUSES,
  is: isOrderStatus,
  labelOf: orderStatusLabel,
} = closedSet({
  [ORDER_STATUS_ON_CREATION]: 'Potvrdená',
  ZAPLATENA: 'Zaplatená',
  VO_VYROBE: 'Vo výrobe',
  ODOSLANA: 'Odoslaná',
  VYBAVENA: 'Vybavená',
  ZRUSENA: 'Zrušená',
});
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  POTVRDENA: ['ZAPLATENA', 'ZRUSENA'],
  ZAPLATENA: ['VO_VYROBE', 'ZRUSENA'],
  // A piece picked up in person goes straight to VYBAVENA.
  VO_VYROBE: ['ODOSLANA', 'VYBAVENA', 'ZRUSENA'],
  ODOSLANA: ['VYBAVENA'],
  VYBAVENA: [],
  ZRUSENA: [],
};

/** An order of gift vouchers alone is done once they are issued: nothing is made or sent. */
const NEXT_WITHOUT_PIECES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  ZAPLATENA: ['VYBAVENA', 'ZRUSENA'],
};

/**
 * The statuses an order may move to from `status` (none from an unknown status); an order with
 * no piece to make (`withoutPieces`: gift vouchers alone) goes from paid straight to done.
 * @example nextOrderStatuses('ZAPLATENA') // -> ['VO_VYROBE', 'ZRUSENA']; nextOrderStatuses('ZAPLATENA', true) -> ['VYBAVENA', 'ZRUSENA']
 */
export const nextOrderStatuses = (status: string, withoutPieces = false): readonly OrderStatus[] =>
  (withoutPieces ? NEXT_WITHOUT_PIECES[status as OrderStatus] : undefined) ??
  NEXT[status as OrderStatus] ??
  [];

/**
 * Whether the workflow allows `from` -> `to`.
 * @example orderTransitionAllowed('POTVRDENA', 'ODOSLANA') // -> false
 */
export const orderTransitionAllowed = (from: string, to: string, withoutPieces = false): boolean =>
  nextOrderStatuses(from, withoutPieces).includes(to as OrderStatus);
