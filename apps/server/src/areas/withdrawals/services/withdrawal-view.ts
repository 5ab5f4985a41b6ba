import {
  orderNumberOf,
  roundHalfUpToCents,
  type order as orderEntity,
  type OrderSnapshot,
  type RowOf,
  type WithdrawableVoucher,
  type WithdrawalView,
} from '@fotoobraz/domain';
import type { StoredOrderLine } from '../../orders/index.ts';
import type { WithdrawalWithLines } from '../repositories/withdrawal.repository.ts';
import { pieceTitleOf } from '@fotoobraz/domain';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { WithdrawalAcknowledgementData } from './withdrawal-acknowledgement.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** Instants come as ISO text or a Date, depending on the database. */
export const isoOf = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

/**
 * A line as the withdrawal page, the acknowledgement and the back office name it: the piece as
 * it was ordered (its snapshot), else its position.
 * @example lineTitleOf({ position: 2, snapshot: '{"craftedProduct":{"text3":"Obraz v ráme","productEnum":"PHOTOPASPARTAFRAME","finalWidth":50,"finalHeight":40}}' }) // -> 'Obraz v ráme 50 × 40 cm'
 */
export const lineTitleOf = (line: Pick<StoredOrderLine, 'position' | 'snapshot'>): string => {
  let product: Record<string, unknown> | null | undefined;
  try {
    product = line.snapshot
      ? (JSON.parse(line.snapshot) as Partial<OrderSnapshot>).craftedProduct
      : undefined;
  } catch {
    product = undefined;
  }
  const title = product ? pieceTitleOf(product as Parameters<typeof pieceTitleOf>[0]) : '';
  return title || `Položka ${line.position}`;
};

/** A line's price as ordered, in cents. */
export const lineCentsOf = (line: Pick<StoredOrderLine, 'price'>): number =>
  roundHalfUpToCents(Number(line.price ?? 0));

/** The order's lines a withdrawal withdrew, by position, as its view and its acknowledgement list them. */
const withdrawnLinesOf = (
  withdrawal: WithdrawalWithLines,
  orderLines: readonly StoredOrderLine[],
) => {
  const withdrawn = new Set(withdrawal.lines.map((l) => l.orderItemId));
  return orderLines.filter((line) => withdrawn.has(line.id));
};

/** A withdrawal as its acknowledgement and the back office show it. */
export const withdrawalViewOf = (
  withdrawal: WithdrawalWithLines,
  order: OrderRow,
  orderLines: readonly StoredOrderLine[],
): WithdrawalView => ({
  id: withdrawal.id,
  orderId: withdrawal.orderId,
  orderNumber: orderNumberOf(order),
  submittedAt: withdrawal.submittedAt,
  name: withdrawal.name,
  email: withdrawal.email,
  reason: withdrawal.reason,
  state: withdrawal.state,
  lines: withdrawnLinesOf(withdrawal, orderLines).map((line) => ({
    craftedProductId: line.craftedProductId,
    position: line.position,
    title: lineTitleOf(line),
    priceCents: lineCentsOf(line),
  })),
  receivedAt: withdrawal.receivedAt,
  receivedBy: withdrawal.receivedBy,
  creditNoteNumber: withdrawal.creditNoteNumber,
  refundCents: withdrawal.refundCents,
  postageRefundCents: withdrawal.postageRefundCents,
  refundIban: withdrawal.refundIban,
});

/** What the acknowledgement of `withdrawal` states, with the gift `vouchers` it withdrew. */
export const acknowledgementDataOf = (
  withdrawal: WithdrawalWithLines,
  order: OrderRow,
  orderLines: readonly StoredOrderLine[],
  settings: ShopSettings,
  vouchers: readonly WithdrawableVoucher[],
): WithdrawalAcknowledgementData => ({
  shop: settings.supplier,
  orderNumber: orderNumberOf(order),
  orderDate: isoOf(order.orderDate),
  submittedAt: withdrawal.submittedAt,
  name: withdrawal.name,
  email: withdrawal.email,
  reason: withdrawal.reason,
  lines: withdrawnLinesOf(withdrawal, orderLines).map((line) => ({
    position: line.position,
    title: lineTitleOf(line),
    copies: line.copies,
    priceCents: lineCentsOf(line),
  })),
  vouchers: vouchers.map(({ code, valueCents }) => ({ code: code ?? '', valueCents })),
});
