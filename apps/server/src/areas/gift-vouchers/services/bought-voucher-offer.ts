import {
  maskVoucherCode,
  shopDay,
  withdrawalLastDay,
  type order as orderEntity,
  type RowOf,
  type WithdrawableVoucher,
} from '@fotoobraz/domain';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { BoughtVouchers, VoucherStatement } from '../../withdrawals/index.ts';
import type {
  GiftVoucherRecord,
  GiftVoucherRepository,
} from '../repositories/gift-voucher.repository.ts';
import {
  VOUCHER_WITHDRAWAL_USES,
  voucherWithdrawalRefusal,
  type VoucherWithdrawal,
} from './voucher-withdrawal.ts';

type OrderRow = RowOf<typeof orderEntity>;

/**
 * A bought voucher as the withdrawal page offers it on `today`: its code masked, its own last
 * day (14 days from its issue, as the owner's withdrawal counts them), and why not, in the words
 * the owner's withdrawal refuses it with.
 * @example withdrawableVoucherOf(voucher, order, '2026-11-10') // -> { id: 3, code: '••••-••••-••••-PQRS', valueCents: 5000, withdrawable: true, refusal: null, lastDay: '2026-11-16', … }
 */
export const withdrawableVoucherOf = (
  voucher: GiftVoucherRecord,
  order: OrderRow,
  today: string,
): WithdrawableVoucher => {
  const refusal = voucherWithdrawalRefusal(voucher, order, today);
  return {
    id: voucher.id,
    code: voucher.code && maskVoucherCode(voucher.code),
    valueCents: voucher.valueCents,
    recipientName: voucher.recipientName,
    withdrawable: refusal === undefined,
    refusal: refusal ? String(refusal.body.detail) : null,
    lastDay: voucher.issuedAt ? withdrawalLastDay(shopDay(new Date(voucher.issuedAt))) : null,
    withdrawnAt: voucher.withdrawnAt,
  };
};

/**
 * The gift vouchers as the customer's withdrawal function asks for them (the withdrawals area's
 * port, plugged in by this area's door): an order's bought vouchers weighed, and those the
 * customer names withdrawn by the owner's own VoucherWithdrawal, in the customer's transaction.
 */
export class BoughtVoucherOffer implements BoughtVouchers {
  constructor(
    private readonly giftVouchers: GiftVoucherRepository,
    private readonly withdrawal: VoucherWithdrawal,
  ) {}

  async of(order: OrderRow, today: string, unit?: UnitOfWork): Promise<WithdrawableVoucher[]> {
    const vouchers = unit ? unit.repositories(['giftVouchers']).giftVouchers : this.giftVouchers;
    return (await vouchers.boughtBy(order.id)).map((v) => withdrawableVoucherOf(v, order, today));
  }

  withdraw(
    unit: UnitOfWork,
    order: OrderRow,
    ids: readonly number[],
    statement: VoucherStatement,
  ): Promise<number> {
    return this.withdrawal.withdrawIn(
      unit.repositories(VOUCHER_WITHDRAWAL_USES),
      unit,
      ids,
      new Date(statement.submittedAt),
      // The customer's own function settles it: no owner's login to record.
      { name: statement.name, email: statement.email, note: statement.reason, actor: 'system' },
    );
  }
}
