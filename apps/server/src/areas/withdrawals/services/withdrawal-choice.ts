import type {
  FieldError,
  WithdrawableLine,
  WithdrawableVoucher,
  WithdrawalPeriod,
  WithdrawalRequest,
} from '@fotoobraz/domain';
import { validationProblem } from '../../../lib/problem.ts';
import {
  alreadyWithdrawn,
  exemptLines,
  periodEnded,
  vouchersRefused,
} from './withdrawal-refusals.ts';

/** What a withdrawal is chosen from: the order's lines, its period and its bought vouchers. */
export interface WithdrawalOptions<L extends WithdrawableLine> {
  period: WithdrawalPeriod;
  lines: readonly L[];
  vouchers: readonly WithdrawableVoucher[];
}

/** What a statement withdraws: lines (pieces) and vouchers, either possibly none. */
export interface WithdrawalChoice<L extends WithdrawableLine> {
  lines: L[];
  vouchers: WithdrawableVoucher[];
}

/**
 * The lines `requested` (without it: every line), refused whole (storing nothing) when one is
 * exempt, or none is allowed (400), the period has ended (400), or one named, or every one
 * allowed, is withdrawn already (409).
 */
const linesOf = <L extends WithdrawableLine>(
  { lines, period }: WithdrawalOptions<L>,
  requested: readonly number[] | undefined,
): L[] => {
  const wanted = requested && new Set(requested);
  const chosen = wanted ? lines.filter((l) => wanted.has(l.craftedProductId)) : [...lines];
  const exempt = chosen.filter((l) => !l.withdrawable);
  if (requested ? exempt.length > 0 : exempt.length === chosen.length) throw exemptLines(exempt);
  if (period.state === 'ENDED') throw periodEnded(period);
  const allowed = chosen.filter((l) => l.withdrawable);
  const withdrawn = allowed.filter((l) => l.withdrawnAt);
  const withdrawing = allowed.filter((l) => !l.withdrawnAt);
  if ((requested && withdrawn.length > 0) || withdrawing.length === 0) {
    throw alreadyWithdrawn(withdrawn);
  }
  return withdrawing;
};

/** A line or voucher named that the order does not hold: a field error each, as one 400. */
const notOnOrder = <L extends WithdrawableLine>(
  { lines, vouchers }: WithdrawalOptions<L>,
  request: Pick<WithdrawalRequest, 'lines' | 'giftVouchers'>,
): void => {
  const pieces = new Set(lines.map((l) => l.craftedProductId));
  const bought = new Set(vouchers.map((v) => v.id));
  const errors: FieldError[] = [];
  if (request.lines?.some((id) => !pieces.has(id))) {
    errors.push({ objectName: 'withdrawal', field: 'lines', message: 'NotOnOrder' });
  }
  if (request.giftVouchers?.some((id) => !bought.has(id))) {
    errors.push({ objectName: 'withdrawal', field: 'giftVouchers', message: 'NotOnOrder' });
  }
  if (errors.length > 0) throw validationProblem(errors);
};

/**
 * What a customer's request withdraws. Naming `lines` or `giftVouchers`: exactly those (a voucher
 * that cannot be withdrawn is refused by its withdrawal, in the same transaction). Naming
 * neither: every line and voucher that can be withdrawn; the lines' refusals apply only when no
 * voucher can be, so an order's vouchers are withdrawn after its pieces' period has ended.
 * @example chosenWithdrawals({ period, lines: [], vouchers: [voucher] }, { giftVouchers: [voucher.id] }) // -> { lines: [], vouchers: [voucher] }
 */
export const chosenWithdrawals = <L extends WithdrawableLine>(
  options: WithdrawalOptions<L>,
  request: Pick<WithdrawalRequest, 'lines' | 'giftVouchers'>,
): WithdrawalChoice<L> => {
  if (request.lines || request.giftVouchers) {
    notOnOrder(options, request);
    const wanted = new Set(request.giftVouchers);
    return {
      lines: request.lines ? linesOf(options, request.lines) : [],
      vouchers: options.vouchers.filter((v) => wanted.has(v.id)),
    };
  }
  const vouchers = options.vouchers.filter((v) => v.withdrawable);
  if (vouchers.length === 0) {
    if (options.lines.length === 0) throw vouchersRefused(options.vouchers);
    return { lines: linesOf(options, undefined), vouchers };
  }
  const open = options.period.state !== 'ENDED';
  return {
    lines: options.lines.filter((l) => open && l.withdrawable && !l.withdrawnAt),
    vouchers,
  };
};
