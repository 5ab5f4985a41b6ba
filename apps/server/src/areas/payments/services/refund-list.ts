import { refundDueCents, type BankRefundDue } from '@fotoobraz/domain';
import type { BankStatementRepository } from '../repositories/bank-statement.repository.ts';
import type { WithdrawalRefundRepository } from '../../withdrawals/index.ts';

/**
 * The refunds the shop owes (an overpaid order's surplus, a withdrawal's refund): per order,
 * what was paid less what the order still costs after its credit notes, less what was already
 * paid back (refundDueCents). Each goes to the account the customer paid from, else to the one
 * the owner entered on a withdrawal of the order.
 */
export class RefundList {
  constructor(
    private readonly bank: Pick<BankStatementRepository, 'refundFacts'>,
    private readonly withdrawals: Pick<WithdrawalRefundRepository, 'list' | 'paidFrom'>,
  ) {}

  /** The refunds due, by order. */
  async due(): Promise<BankRefundDue[]> {
    const owed = (await this.bank.refundFacts())
      .map((facts) => ({ facts, dueCents: refundDueCents(facts) }))
      .filter(({ dueCents }) => dueCents > 0);
    const orderIds = owed.map(({ facts }) => facts.id);
    const [paidFrom, withdrawals] = await Promise.all([
      this.withdrawals.paidFrom(orderIds),
      orderIds.length ? this.withdrawals.list() : Promise.resolve([]),
    ]);
    return owed.map(({ facts, dueCents }) => {
      const ofOrder = withdrawals.filter((w) => w.orderId === facts.id);
      const payer = paidFrom.get(facts.id);
      const entered = ofOrder.find((w) => w.refundIban)?.refundIban ?? null;
      return {
        orderId: facts.id,
        variableSymbol: facts.variableSymbol,
        totalCents: facts.totalCents,
        paidCents: facts.paidCents,
        creditedCents: facts.creditedCents,
        refundedCents: facts.refundedCents,
        dueCents,
        creditNoteNumbers: facts.creditNoteNumbers,
        withdrawalIds: ofOrder
          .filter((w) => w.state === 'TOVAR_PRIJATY')
          .map((w) => w.id)
          .sort((a, b) => a - b),
        name: payer?.name || facts.buyerName || ofOrder[0]?.name || null,
        iban: payer?.iban ?? entered,
        ibanSource: payer ? 'PAYMENT' : entered ? 'ENTERED' : null,
      };
    });
  }
}
