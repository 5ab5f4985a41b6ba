import {
  centsToEuros,
  formatVoucherCode,
  isVoucherTaxTreatment,
  maskVoucherCode,
  type OrderedVoucher,
  type OrderVouchers,
  soldVoucherTitle,
  voucherDeductions,
  voucherStateOn,
  VOUCHER_STATE_LABELS,
  type VoucherState,
  type VoucherTaxTreatment,
} from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import { toIso } from '../../../repositories/entity-codec.ts';
import type { GiftVoucherTable } from '../../../repositories/money-tables.ts';

/*
 * A voucher as the shop reads it from its row: its balance, state, the views the orders and the
 * owner show, and what an order's amounts take of the vouchers it buys and spends.
 */

/** A voucher as stored, with its balance (its value plus its entries) and its uses. */
export interface GiftVoucherRecord {
  id: number;
  /** Normalised; null until its order is paid. */
  code: string | null;
  valueCents: number;
  balanceCents: number;
  treatment: VoucherTaxTreatment;
  orderId: number | null;
  orderNumber: string | null;
  buyerEmail: string | null;
  buyerName: string | null;
  recipientName: string;
  message: string | null;
  sendTo: string | null;
  sendOn: string | null;
  validUntil: string | null;
  issuedAt: string | null;
  sentAt: string | null;
  mailAttempts: number;
  blocked: boolean;
  withdrawnAt: string | null;
  cancelledAt: string | null;
  reason: string | null;
  issuedBy: string | null;
  createdDate: string;
  /** Orders it paid part of. */
  uses: number;
}

/** A voucher to store: ordered with an order, or given by the owner. */
export type NewGiftVoucher = Pick<
  GiftVoucherRecord,
  | 'valueCents'
  | 'treatment'
  | 'orderId'
  | 'buyerEmail'
  | 'buyerName'
  | 'recipientName'
  | 'message'
  | 'sendTo'
  | 'sendOn'
  | 'reason'
  | 'issuedBy'
> & { code?: string; validUntil?: string; issuedAt?: string };

/** An order's vouchers as its JSON shows them. */
export interface OrderVoucherViews {
  bought: GiftVoucherRecord[];
  spent: VoucherSpent[];
  vouchers: OrderVouchers;
}

/** The vouchers an order sells and those spent on it, as its amounts take them; none: undefined. */
export const orderVouchersOf = (
  sold: readonly Pick<GiftVoucherRecord, 'id' | 'valueCents'>[],
  spent: readonly VoucherSpent[],
): OrderVouchers | undefined =>
  sold.length === 0 && spent.length === 0
    ? undefined
    : {
        sold: sold.map((v) => ({
          voucherId: v.id,
          title: soldVoucherTitle(v.valueCents),
          amountCents: v.valueCents,
        })),
        spent: voucherDeductions(spent),
      };

/** One movement of a voucher's balance. */
export interface GiftVoucherEntryRecord {
  kind: 'SPEND' | 'RETURN';
  /** Signed: a spend is negative. */
  amountCents: number;
  orderId: number | null;
  orderNumber: string | null;
  createdDate: string;
  note: string | null;
}

/** A movement of a balance with its voucher's code and treatment, for the accountant. */
export interface GiftVoucherMovementRecord extends Pick<
  GiftVoucherEntryRecord,
  'kind' | 'amountCents' | 'orderNumber' | 'createdDate'
> {
  code: string;
  treatment: VoucherTaxTreatment;
}

/** What a voucher spent on an order paid, for the order's amounts and its JSON. */
export interface VoucherSpent {
  voucherId: number;
  code: string;
  treatment: VoucherTaxTreatment;
  amountCents: number;
}

const bool = (v: unknown) => v === true || v === 1 || v === '1';

export const treatmentOf = (value: string): VoucherTaxTreatment =>
  isVoucherTaxTreatment(value) ? value : 'JEDNOUCELOVA';

export type Row = Selectable<GiftVoucherTable> & {
  orderNumber: string | null;
  entriesCents: string | number | null;
  uses: string | number | null;
};

export const record = (row: Row): GiftVoucherRecord => ({
  id: Number(row.id),
  code: row.code,
  valueCents: Number(row.valueCents),
  balanceCents: Number(row.valueCents) + Number(row.entriesCents ?? 0),
  treatment: treatmentOf(row.treatment),
  orderId: row.orderId === null ? null : Number(row.orderId),
  orderNumber: row.orderNumber,
  buyerEmail: row.buyerEmail,
  buyerName: row.buyerName,
  recipientName: row.recipientName,
  message: row.message,
  sendTo: row.sendTo,
  sendOn: row.sendOn,
  validUntil: row.validUntil,
  issuedAt: toIso(row.issuedAt),
  sentAt: toIso(row.sentAt),
  mailAttempts: Number(row.mailAttempts),
  blocked: bool(row.blocked),
  withdrawnAt: toIso(row.withdrawnAt),
  cancelledAt: toIso(row.cancelledAt),
  reason: row.reason,
  issuedBy: row.issuedBy,
  createdDate: toIso(row.createdDate) ?? '',
  uses: Number(row.uses ?? 0),
});

/** A stored voucher's state on `today`. */
export const stateOf = (voucher: GiftVoucherRecord, today: string): VoucherState =>
  voucherStateOn(
    {
      code: voucher.code,
      balanceCents: voucher.balanceCents,
      validUntil: voucher.validUntil,
      blocked: voucher.blocked,
      withdrawn: voucher.withdrawnAt !== null,
      cancelled: voucher.cancelledAt !== null,
    },
    today,
  );

/** A voucher as its order shows it to the buyer (the code masked: the PDF carries it). */
export const orderedVoucherView = (voucher: GiftVoucherRecord, today: string): OrderedVoucher => {
  const state = stateOf(voucher, today);
  return {
    id: voucher.id,
    value: centsToEuros(voucher.valueCents),
    recipientName: voucher.recipientName,
    message: voucher.message,
    sendTo: voucher.sendTo,
    sendOn: voucher.sendOn,
    sentAt: voucher.sentAt,
    code: voucher.code && maskVoucherCode(voucher.code),
    validUntil: voucher.validUntil,
    state,
    stateLabel: VOUCHER_STATE_LABELS[state],
  };
};

/** The code as printed, or null before it is issued. */
export const printedCode = (voucher: Pick<GiftVoucherRecord, 'code'>): string | null =>
  voucher.code && formatVoucherCode(voucher.code);
