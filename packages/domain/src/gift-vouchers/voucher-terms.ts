import { closedSet } from '../labels/closed-set.ts';

/** The values offered on the voucher page, in euros. */
export const VOUCHER_VALUES = [20, 30, 50, 100] as const;
/** A value of the customer's own choice, whole euros, from 10 € to 500 €. */
export const VOUCHER_MIN_EUR = 10;
export const VOUCHER_MAX_EUR = 500;
/** The most vouchers one order buys. */
export const MAX_ORDERED_VOUCHERS = 10;
/** The most codes one order takes. */
export const MAX_VOUCHER_CODES = 3;
/** How long a voucher is valid from its issue, in months (docs/decisions.md: the civil code's
 * general limitation period of three years, § 101 of Act 40/1964). */
export const VOUCHER_VALIDITY_MONTHS = 36;
/** The recipient's name and the message on the voucher, in characters. */
export const VOUCHER_NAME_MAX = 60;
export const VOUCHER_MESSAGE_MAX = 300;
/** How far ahead a voucher's mail may be scheduled, in days. */
export const VOUCHER_SEND_AHEAD_DAYS = 366;

/**
 * A voucher's life: ordered and waiting for payment, issued (a code, spendable), used up,
 * blocked by the owner, withdrawn by its buyer; an expired voucher is an issued one past its
 * validity (see voucherStateOn).
 */
export const {
  labels: VOUCHER_STATE_LABELS,
  codes: VOUCHER_STATES,
  is: isVoucherState,
} = closedSet({
  OBJEDNANA: 'Čaká na platbu',
  PLATNA: 'Platná',
  VYCERPANA: 'Vyčerpaná',
  EXPIROVANA: 'Po platnosti',
  ZABLOKOVANA: 'Zablokovaná',
  ODSTUPENA: 'Odstúpená',
  ZRUSENA: 'Zrušená',
});
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** What a stored voucher needs to be judged on a day. */
export interface VoucherStanding {
  /** Null until its order is paid. */
  code: string | null;
  balanceCents: number;
  /** 'YYYY-MM-DD', the last day it can be spent; null until issued. */
  validUntil: string | null;
  blocked: boolean;
  withdrawn: boolean;
  cancelled: boolean;
}

/**
 * The state of a voucher on `today` ('YYYY-MM-DD', the shop's day).
 * @example voucherStateOn({ code: 'X', balanceCents: 500, validUntil: '2029-12-07', blocked: false, withdrawn: false, cancelled: false }, '2026-12-07') // -> 'PLATNA'
 */
export const voucherStateOn = (voucher: VoucherStanding, today: string): VoucherState => {
  if (voucher.cancelled) return 'ZRUSENA';
  if (voucher.withdrawn) return 'ODSTUPENA';
  if (voucher.blocked) return 'ZABLOKOVANA';
  if (!voucher.code || !voucher.validUntil) return 'OBJEDNANA';
  if (voucher.balanceCents <= 0) return 'VYCERPANA';
  if (voucher.validUntil < today) return 'EXPIROVANA';
  return 'PLATNA';
};
