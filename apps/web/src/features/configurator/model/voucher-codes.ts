import {
  MAX_VOUCHER_CODES,
  spendVouchers,
  VoucherCodeSchema,
  type GiftVoucherBalance,
} from '@fotoobraz/domain';
import { ApiError } from '../../../lib/api/api-error';
import type { VoucherCheck } from '../../../lib/gift-vouchers/voucher-balance-api';

/** A code the order form holds, as far as the shop has told about it. */
export type CodeEntry =
  | { code: string; state: 'checking' }
  | { code: string; state: 'usable'; balance: GiftVoucherBalance }
  /** `text` is the server's Slovak sentence, or `key` an i18n key when it sent none. */
  | { code: string; state: 'refused'; text: string | null; key: string };

/** What one usable code takes off the order and what stays on it. */
export interface CodePreview {
  amountCents: number;
  remainingCents: number;
}

const centsOf = (euros: number): number => Math.round(euros * 100);

/**
 * What each usable code pays of `payableCents` (the pieces, postage and express: never the
 * vouchers bought in the same order), in the order typed, by the domain's spendVouchers, which
 * the server spends them by too.
 * @example codePreviews(4200, [{ code: 'A', state: 'usable', balance: { value: 50, balance: 50, validUntil: '2029-12-07' } }]).get('A') // -> { amountCents: 4200, remainingCents: 800 }
 */
export const codePreviews = (
  payableCents: number,
  entries: readonly CodeEntry[],
): Map<string, CodePreview> => {
  const usable = entries.flatMap((entry) =>
    entry.state === 'usable'
      ? [
          {
            code: entry.code,
            balanceCents: centsOf(entry.balance.balance),
            treatment: 'JEDNOUCELOVA' as const,
          },
        ]
      : [],
  );
  return new Map(
    spendVouchers(payableCents, usable).map((spend) => [
      spend.code,
      { amountCents: spend.amountCents, remainingCents: spend.remainingCents },
    ]),
  );
};

/** What the codes pay of the order together. */
export const codesPaidCents = (previews: Map<string, CodePreview>): number =>
  [...previews.values()].reduce((sum, preview) => sum + preview.amountCents, 0);

/** The words of a refused check when the server sent no sentence of its own. */
const CHECK_REFUSAL_KEYS: Record<number, string> = {
  400: 'giftVoucher.code.pattern',
  404: 'giftVoucher.code.notFound',
  410: 'giftVoucher.code.gone',
  429: 'giftVoucher.code.tooMany',
};

/**
 * The entry of a code as the shop answered it: usable with what is left on it, or refused in
 * the server's own words; a used-up voucher is refused here, as it can pay nothing.
 */
export const entryOfCheck = (code: string, check: VoucherCheck): CodeEntry => {
  if (check.ok) {
    return check.balance.balance > 0
      ? { code, state: 'usable', balance: check.balance }
      : { code, state: 'refused', text: null, key: 'giftVoucher.code.usedUpNow' };
  }
  return {
    code,
    state: 'refused',
    text: check.detail,
    key: CHECK_REFUSAL_KEYS[check.status] ?? 'giftVoucher.code.failed',
  };
};

/**
 * Why a typed code is not even asked about (an i18n key), or its normalised form.
 * @example typedCodeFault('abcd', []) // -> { key: 'giftVoucher.code.pattern' }
 */
export const typedCodeFault = (
  typed: string,
  held: readonly string[],
): { key: string } | { code: string } => {
  if (!typed.trim()) return { key: 'giftVoucher.code.required' };
  const parsed = VoucherCodeSchema.safeParse(typed);
  if (!parsed.success) return { key: 'giftVoucher.code.pattern' };
  if (held.includes(parsed.data)) return { key: 'giftVoucher.code.duplicate' };
  if (held.length >= MAX_VOUCHER_CODES) return { key: 'giftVoucher.code.full' };
  return { code: parsed.data };
};

const ORDER_REFUSALS = ['NotFound', 'Expired', 'Blocked', 'UsedUp', 'Conflict'] as const;

/**
 * The i18n key of a code the order refused (`fieldErrors` of `voucherCodes[n]`).
 * @example orderRefusalKey('UsedUp') // -> 'giftVoucher.code.refused.UsedUp'
 */
export const orderRefusalKey = (message: string): string =>
  (ORDER_REFUSALS as readonly string[]).includes(message)
    ? `giftVoucher.code.refused.${message}`
    : 'giftVoucher.code.refused.other';

/**
 * The codes an order's refusal names, each with its words: `voucherCodes[n]` is the n-th code
 * sent; `voucherCodes` alone (an order that could take none) refuses every one of them.
 * @example refusedCodesOf(refusal, ['A', 'B']) // -> Map { 'B' => 'giftVoucher.code.refused.Expired' } for voucherCodes[1] Expired
 */
export const refusedCodesOf = (error: unknown, sent: readonly string[]): Map<string, string> => {
  const refused = new Map<string, string>();
  if (!(error instanceof ApiError)) return refused;
  for (const { field, message } of error.problem?.fieldErrors ?? []) {
    const at = /^voucherCodes(?:\[(\d+)\])?$/.exec(field);
    if (!at) continue;
    const codes = at[1] === undefined ? sent : [sent[Number(at[1])]];
    for (const code of codes)
      if (code && !refused.has(code)) refused.set(code, orderRefusalKey(message));
  }
  return refused;
};
