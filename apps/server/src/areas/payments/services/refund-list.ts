import { ibanProblem, transferRefundDueCents, type BankRefundDue } from '@fotoobraz/domain';
import type { FastifyInstance } from 'fastify';
import type { BankStatementRepository } from '../repositories/bank-statement.repository.ts';
import type {
  RefundExportRepository,
  RefundExportRow,
} from '../repositories/refund-export.repository.ts';
import type { WithdrawalRefundRepository } from '../../withdrawals/index.ts';

/**
 * The refunds the shop owes (an overpaid order's surplus, a withdrawal's refund): per order,
 * what was paid (by transfer and by the card payment that paid it) less what the order still
 * costs after its credit notes, less what was already paid back, by transfer at most what came
 * by transfer (transferRefundDueCents). A card payment the order no longer owed is listed apart,
 * on its way back to the card, never by transfer. A transfer's refund goes to the account the customer paid from, else to the one
 * the owner entered on a withdrawal of the order, whichever is a valid IBAN. A transfer file's
 * mark stands until the bank shows that refund paid (the order's refunds reach what they were
 * when the file was made plus its amount) or the owner puts it back: the next file pays only
 * what no standing mark holds.
 */
export class RefundList {
  constructor(
    private readonly bank: Pick<BankStatementRepository, 'refundFacts'>,
    private readonly withdrawals: Pick<WithdrawalRefundRepository, 'list' | 'paidFrom'>,
    private readonly exports: Pick<RefundExportRepository, 'standing'>,
    private readonly cards: Pick<FastifyInstance['cardPayments'], 'settledOf' | 'overpayments'>,
  ) {}

  /** The refunds due: by transfer by order, then the card overpayments on their way back. */
  async due(): Promise<BankRefundDue[]> {
    const [transfers, cards] = await Promise.all([this.byTransfer(), this.cards.overpayments()]);
    return [
      ...transfers,
      ...cards.map((card): BankRefundDue => ({
        orderId: card.orderId,
        paidBy: 'KARTA',
        cardRefund: card.refund,
        variableSymbol: card.variableSymbol,
        totalCents: card.totalCents,
        paidCents: card.amountCents,
        creditedCents: 0,
        refundedCents: 0,
        dueCents: card.amountCents,
        creditNoteNumbers: [],
        withdrawalIds: [],
        name: card.buyer,
        iban: null,
        ibanSource: null,
        toTransferCents: 0,
        exported: null,
      })),
    ];
  }

  /** The refunds due by transfer, by order. */
  private async byTransfer(): Promise<BankRefundDue[]> {
    const facts = await this.bank.refundFacts();
    const settled = await this.cards.settledOf(facts.map((f) => f.id));
    const owed = facts
      .map((f) => {
        const card = settled.get(f.id) ?? { paidCents: 0, refundedCents: 0 };
        return {
          facts: f,
          cardPaidCents: card.paidCents,
          dueCents: transferRefundDueCents(f, card),
        };
      })
      .filter(({ dueCents }) => dueCents > 0);
    const orderIds = owed.map(({ facts }) => facts.id);
    const [paidFrom, withdrawals, marks] = await Promise.all([
      this.withdrawals.paidFrom(orderIds),
      orderIds.length ? this.withdrawals.list() : Promise.resolve([]),
      orderIds.length ? this.exports.standing() : Promise.resolve([]),
    ]);
    return owed.map(({ facts, cardPaidCents, dueCents }) => {
      const ofOrder = withdrawals.filter((w) => w.orderId === facts.id);
      const payer = paidFrom.get(facts.id);
      const payerIban = valid(payer?.iban);
      const entered = valid(ofOrder.find((w) => w.refundIban)?.refundIban);
      const standing = marks.filter(
        (m) => m.orderId === facts.id && facts.refundedCents < m.refundedBefore + m.cents,
      );
      const held = standing.reduce((sum, m) => sum + m.cents, 0);
      return {
        orderId: facts.id,
        paidBy: 'PREVOD' as const,
        cardRefund: null,
        variableSymbol: facts.variableSymbol,
        totalCents: facts.totalCents,
        paidCents: facts.paidCents + cardPaidCents,
        creditedCents: facts.creditedCents,
        refundedCents: facts.refundedCents,
        dueCents,
        creditNoteNumbers: facts.creditNoteNumbers,
        withdrawalIds: ofOrder
          .filter((w) => w.state === 'TOVAR_PRIJATY')
          .map((w) => w.id)
          .sort((a, b) => a - b),
        name: payer?.name || facts.buyerName || ofOrder[0]?.name || null,
        iban: payerIban ?? entered,
        ibanSource: payerIban ? 'PAYMENT' : entered ? 'ENTERED' : null,
        toTransferCents: Math.max(0, dueCents - held),
        exported: markOf(standing.at(-1)),
      };
    });
  }
}

/** An IBAN a transfer can pay to, else null (the statement may have held a mistyped one). */
const valid = (iban: string | null | undefined): string | null =>
  iban && !ibanProblem(iban) ? iban : null;

const markOf = (row: RefundExportRow | undefined): BankRefundDue['exported'] =>
  row
    ? {
        messageId: row.messageId,
        exportedAt: row.exportedAt,
        cents: row.cents,
        confirmedAt: row.confirmedAt,
      }
    : null;
