import type { order as orderEntity, RowOf, WithdrawableVoucher } from '@fotoobraz/domain';
import type { UnitOfWork } from '../../../events/event-bus.ts';

type OrderRow = RowOf<typeof orderEntity>;

/** A customer's statement as the withdrawal of their vouchers records it. */
export interface VoucherStatement {
  name: string;
  email: string;
  reason: string | null;
  /** ISO instant: the vouchers are withdrawn at it, so the acknowledgement finds them by it. */
  submittedAt: string;
}

/**
 * What the withdrawal function asks of the gift vouchers an order bought. The withdrawals area
 * owns this port; the gift-vouchers area, which depends on this one, plugs its implementation in
 * when it registers (`app.withdrawalVouchers.plug`). Until then an order bought no voucher.
 */
export interface BoughtVouchers {
  /**
   * The vouchers `order` bought, each weighed on `today` (a shop day), read on `unit`'s
   * transaction when one is given.
   */
  of(order: OrderRow, today: string, unit?: UnitOfWork): Promise<WithdrawableVoucher[]>;
  /**
   * Withdraws the vouchers `ids` of `order` in `unit`'s transaction, as the owner's withdrawal of
   * a voucher does (blocked, a credit note of their lines, refunded the way the order was paid,
   * recorded as a settled withdrawal of the order); answers that withdrawal's id. Throws the
   * refusal (409, its Slovak detail) of a voucher that cannot be withdrawn: the caller's
   * transaction then stores nothing.
   */
  withdraw(
    unit: UnitOfWork,
    order: OrderRow,
    ids: readonly number[],
    statement: VoucherStatement,
  ): Promise<number>;
}

/** The socket the gift-vouchers area plugs into; empty, an order bought no voucher. */
export class BoughtVoucherSocket implements BoughtVouchers {
  private plugged: BoughtVouchers | undefined;

  plug(vouchers: BoughtVouchers): void {
    this.plugged = vouchers;
  }

  of(order: OrderRow, today: string, unit?: UnitOfWork): Promise<WithdrawableVoucher[]> {
    return this.plugged ? this.plugged.of(order, today, unit) : Promise.resolve([]);
  }

  withdraw(
    unit: UnitOfWork,
    order: OrderRow,
    ids: readonly number[],
    statement: VoucherStatement,
  ): Promise<number> {
    if (!this.plugged) throw new Error('No gift vouchers are plugged into the withdrawals');
    return this.plugged.withdraw(unit, order, ids, statement);
  }
}

/**
 * The vouchers a withdrawal withdrew: those of its order withdrawn at its moment. A customer's
 * statement withdraws its pieces and vouchers at one instant, and the owner's withdrawal of a
 * voucher records it at the instant it marks the voucher.
 */
export const vouchersWithdrawnAt = (
  vouchers: readonly WithdrawableVoucher[],
  submittedAt: string,
): WithdrawableVoucher[] =>
  vouchers.filter(
    (v) => v.withdrawnAt !== null && Date.parse(v.withdrawnAt) === Date.parse(submittedAt),
  );
