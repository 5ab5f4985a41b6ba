import type { craftedProduct } from '../entities/crafted-product.entity.ts';
import type { RowOf } from '../entities/model-types.ts';
import { roundHalfUpToCents } from '../money/money.ts';
import { orderNumberOf } from './order-number.ts';
import type { OrderSnapshot } from './order-snapshot.ts';
import type { OrderStatus } from './order-status.ts';
import { pieceTitleOf } from './piece-title.ts';
import {
  expressCentsOf,
  orderAmounts,
  type Deduction,
  type OrderAmounts,
  type OrderAmountsInput,
  type OwedPiece,
  type SoldVoucher,
} from './order-amounts.ts';

type CraftedProductRow = RowOf<typeof craftedProduct>;

/*
 * An order as stored, read into its amounts (order-amounts.ts): its pieces from its lines or,
 * for an order of one, its total; what its status says was paid; the vouchers it sells and
 * those spent on it.
 */

/** The steps at which the whole order has been paid (ZRUSENA is the cancellation's concern). */
const PAID: ReadonlySet<OrderStatus> = new Set(['ZAPLATENA', 'VO_VYROBE', 'ODOSLANA', 'VYBAVENA']);

/**
 * What the workflow says of the order's money: a paid step received the whole total (a transfer
 * matched to the cent, or the owner's word); a cancellation leaves nothing owed (its credit note
 * takes back what was not paid, its refund what was).
 * @example settledByStatus('ZAPLATENA', 4200) // -> { paidCents: 4200, creditedCents: 0 }
 */
export const settledByStatus = (
  status: string | null | undefined,
  totalCents: number,
): { paidCents: number; creditedCents: number } => {
  if (status === 'ZRUSENA') return { paidCents: 0, creditedCents: totalCents };
  return { paidCents: PAID.has(status as OrderStatus) ? totalCents : 0, creditedCents: 0 };
};

/** An order as stored: its amounts fixed at placement, the snapshot of its first piece. */
export interface StoredOrder {
  id: number;
  variableSymbol?: string | null;
  totalAmount: number | string | null;
  postage: number | string | null;
  snapshot: string | null;
  status?: string | null;
  orderDate?: string | null;
  craftedProduct?: { id: number } | null;
}

/** A stored order line: its piece's snapshot and what it cost. */
export interface StoredLine {
  id?: number;
  price: number | string | null;
  copies: number;
  snapshot: string | null;
}

const cents = (euros: unknown): number => roundHalfUpToCents(Number(euros ?? 0));

/**
 * The crafted product a stored snapshot names; undefined without one, or for text that is no
 * snapshot (the back office may enter an order's snapshot by hand).
 * @example snapshotPiece('{"craftedProduct":{"id":7,"text3":"Fotografia"}}') // -> { id: 7, text3: 'Fotografia' }
 */
export const snapshotPiece = (
  snapshot: string | null | undefined,
): Partial<CraftedProductRow> | undefined => {
  if (!snapshot) return undefined;
  try {
    const parsed = JSON.parse(snapshot) as Partial<OrderSnapshot> | null;
    const piece = parsed && typeof parsed === 'object' ? parsed.craftedProduct : undefined;
    return piece && typeof piece === 'object' ? (piece as Partial<CraftedProductRow>) : undefined;
  } catch {
    return undefined;
  }
};
const pieceOf = snapshotPiece;

const expressOf = (product: Partial<CraftedProductRow> | undefined): number =>
  expressCentsOf(product?.text2 as string | undefined);

/**
 * A crafted product as a piece the order owes, at its price.
 * @example owedPieceOf({ text3: 'Fotografia', productEnum: 'PLAINPHOTO', photoOnlyWidth: 40, photoOnlyHeight: 30, price: 37.1, copies: 1 }).amountCents // -> 3710
 */
export const owedPieceOf = (
  product: Partial<CraftedProductRow>,
  lineId: number | null = null,
): OwedPiece => ({
  lineId,
  title: pieceTitleOf(product),
  quantity: Number(product.copies ?? 1) || 1,
  amountCents: cents(product.price),
  expressCents: expressOf(product),
});

/** The gift vouchers of a stored order: those it sells, and those spent on it. */
export interface OrderVouchers {
  sold: readonly SoldVoucher[];
  spent: readonly Deduction[];
}

export const NO_VOUCHERS: OrderVouchers = { sold: [], spent: [] };

const hasVouchers = (vouchers: OrderVouchers) =>
  vouchers.sold.length > 0 || vouchers.spent.length > 0;

/**
 * The pieces of a stored order. An order of several lines lists each at its price; an order of
 * one (or one the back office entered without lines) is its total less postage, as placed. An
 * order with vouchers has its pieces' lines at their prices (its total holds the vouchers too),
 * and an order of vouchers alone has none.
 */
export const storedOrderPieces = (
  order: StoredOrder,
  lines: readonly StoredLine[],
  vouchers: OrderVouchers = NO_VOUCHERS,
): OwedPiece[] => {
  if (lines.length > 1 || (lines.length === 1 && hasVouchers(vouchers))) {
    return lines.map((line, n) => {
      const product = pieceOf(line.snapshot);
      return {
        lineId: line.id ?? null,
        title: (product && pieceTitleOf(product)) || `Položka ${n + 1}`,
        quantity: line.copies || 1,
        amountCents: cents(line.price),
        expressCents: expressOf(product),
      };
    });
  }
  // The total holds the vouchers it sells, beside the piece, and is what is left of the price
  // after the discounts: the piece is what it was before them.
  const soldCents = vouchers.sold.reduce((sum, v) => sum + v.amountCents, 0);
  const discountCents = vouchers.spent
    .filter((d) => d.treatment === 'discount')
    .reduce((sum, d) => sum + d.amountCents, 0);
  const pieceCents = cents(order.totalAmount) - cents(order.postage) - soldCents + discountCents;
  if (lines.length === 0 && soldCents > 0 && pieceCents <= 0) return [];
  const product = pieceOf(order.snapshot);
  return [
    {
      lineId: lines[0]?.id ?? null,
      title: (product && pieceTitleOf(product)) || `Objednávka č. ${orderNumberOf(order)}`,
      quantity: Number(product?.copies ?? 1) || 1,
      amountCents: pieceCents,
      expressCents: expressOf(product),
    },
  ];
};

/**
 * The amounts of a stored order with its vouchers; what was paid and credited follows its
 * status unless given: a paid step received what the vouchers left to pay.
 * @example storedOrderAmounts({ id: 7, totalAmount: 42, postage: 4.9, snapshot, status: 'POTVRDENA' }, [], null).amountDueCents // -> 4200
 */
export const storedOrderAmounts = (
  order: StoredOrder,
  lines: readonly StoredLine[],
  vatPercent: number | null,
  vouchers: OrderVouchers = NO_VOUCHERS,
  settled?: { paidCents: number; creditedCents: number },
): OrderAmounts => {
  const input: OrderAmountsInput = {
    pieces: storedOrderPieces(order, lines, vouchers),
    postageCents: cents(order.postage),
    vouchers: vouchers.sold,
    deductions: vouchers.spent,
    vatPercent,
  };
  const unpaid = orderAmounts(input);
  return orderAmounts({
    ...input,
    ...(settled ?? settledByStatus(order.status, unpaid.amountDueCents)),
  });
};
