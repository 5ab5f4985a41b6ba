import {
  addDays,
  addMonths,
  type FieldError,
  spendVouchers,
  type VoucherSpend,
  VOUCHER_SEND_AHEAD_DAYS,
  VOUCHER_VALIDITY_MONTHS,
  type VoucherState,
} from '@fotoobraz/domain';
import { Problem, validationProblem } from '../../../lib/problem.ts';
import {
  type GiftVoucherRecord,
  type GiftVoucherRepository,
  stateOf,
} from '../repositories/gift-voucher.repository.ts';

/** A voucher's spend on an order being placed, with the voucher's row. */
export type PlannedSpend = VoucherSpend & { voucherId: number };

/** Why a code cannot pay: the field error's code on `voucherCodes[n]`. */
const REFUSALS: Record<Exclude<VoucherState, 'PLATNA'>, string> = {
  EXPIROVANA: 'Expired',
  VYCERPANA: 'UsedUp',
  ZABLOKOVANA: 'Blocked',
  ODSTUPENA: 'Blocked',
  ZRUSENA: 'Blocked',
  OBJEDNANA: 'NotFound',
};

/**
 * What the codes of an order pay of `payableCents` (its pieces and postage), each voucher as the
 * database holds it on `today`; the field errors of codes that cannot pay.
 */
export const plannedSpends = (
  codes: readonly string[],
  vouchers: readonly GiftVoucherRecord[],
  payableCents: number,
  today: string,
): { spends: PlannedSpend[]; errors: FieldError[] } => {
  const errors: FieldError[] = [];
  const usable: GiftVoucherRecord[] = [];
  codes.forEach((code, n) => {
    const voucher = vouchers.find((v) => v.code === code);
    const state = voucher ? stateOf(voucher, today) : undefined;
    if (voucher && state === 'PLATNA') usable.push(voucher);
    else {
      const message = state && state !== 'PLATNA' ? REFUSALS[state] : 'NotFound';
      errors.push({ objectName: 'order', field: `voucherCodes[${n}]`, message });
    }
  });
  const spent = spendVouchers(
    payableCents,
    usable.map((v) => ({ code: v.code!, balanceCents: v.balanceCents, treatment: v.treatment })),
  );
  return {
    spends: spent.map((spend, n) => ({ ...spend, voucherId: usable[n].id })),
    errors,
  };
};

/** Another order spent a voucher's balance between the order form's check and this order. */
const balanceChanged = (): Problem =>
  new Problem({
    status: 409,
    title: "A voucher's balance changed meanwhile",
    message: 'error.order.voucherchanged',
    body: {
      detail:
        'Zostatok darčekovej poukážky sa medzitým zmenil. Skontrolujte sumu a odošlite objednávku znova.',
    },
  });

/**
 * Records the spends in the placement's transaction, with the vouchers' rows held: each voucher
 * must still have what the plan took of it, else nothing is written (409).
 */
export const recordSpends = async (
  giftVouchers: GiftVoucherRepository,
  orderId: number,
  spends: readonly PlannedSpend[],
  at: string,
): Promise<void> => {
  const paying = spends.filter((s) => s.amountCents > 0);
  if (paying.length === 0) return;
  const held = await giftVouchers.byCodes(
    paying.map((s) => s.code),
    true,
  );
  for (const spend of paying) {
    const voucher = held.find((v) => v.id === spend.voucherId);
    if (!voucher || voucher.balanceCents < spend.amountCents) throw balanceChanged();
    await giftVouchers.addEntry({
      giftVoucherId: spend.voucherId,
      orderId,
      kind: 'SPEND',
      amountCents: -spend.amountCents,
      note: null,
      at,
    });
  }
};

/** The last day a voucher issued on `today` can be spent. */
export const validUntilOf = (today: string): string => addMonths(today, VOUCHER_VALIDITY_MONTHS);

/**
 * Refuses a day to send a voucher on that is past, or further ahead than a year
 * (`OutOfBounds` on `<field>.sendOn`).
 */
export const checkSendDays = (
  vouchers: readonly { sendOn?: string | null }[],
  today: string,
  field: (n: number) => string,
): void => {
  const last = addDays(today, VOUCHER_SEND_AHEAD_DAYS);
  const errors = vouchers.flatMap((v, n) =>
    v.sendOn && (v.sendOn < today || v.sendOn > last)
      ? [{ objectName: 'order', field: `${field(n)}.sendOn`, message: 'OutOfBounds' }]
      : [],
  );
  if (errors.length) throw validationProblem(errors);
};
