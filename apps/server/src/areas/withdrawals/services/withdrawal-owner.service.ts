import {
  ibanProblem,
  normaliseIban,
  orderNumberOf,
  type AdminWithdrawalView,
  type RefundIbanRequest,
  type WithdrawalReceivedRequest,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, Problem, refusal } from '../../../lib/problem.ts';
import type {
  PricedWithdrawalLine,
  WithdrawalRefundRepository,
  WithdrawalWithOrder,
} from '../repositories/withdrawal-refund.repository.ts';
import type { TaxDocumentRepository } from '../../tax-documents/index.ts';
import { lineTitleOf } from '../../tax-documents/index.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { NO_CREDIT_NOTE } from '../../tax-documents/index.ts';

const alreadyReceived = (): Problem =>
  refusal(
    409,
    'The goods of this withdrawal were received already',
    'error.withdrawal.received',
    'Tovar z tohto odstúpenia už bol prijatý a dobropis vybavený.',
  );

const badIban = (detail: string): Problem =>
  new Problem({
    status: 400,
    title: 'Not an IBAN a refund can be paid to',
    message: 'error.withdrawal.iban',
    body: { field: 'refundIban', detail },
  });

/** The IBAN as stored (no spaces, capitals), refused (400) unless its checksum holds. */
const checkedIban = (iban: string): string => {
  const problem = ibanProblem(iban);
  if (problem) throw badIban(problem);
  return normaliseIban(iban);
};

/**
 * The owner's side of withdrawals: the list, the receipt of the goods (whose
 * `withdrawal.received` the credit note subscribes to) and the account the refund goes to.
 */
export class WithdrawalOwnerService {
  static readonly uses = ['withdrawalRefunds'] as const;

  constructor(
    private readonly transactor: TransactorOf<typeof WithdrawalOwnerService>,
    private readonly withdrawals: WithdrawalRefundRepository,
    private readonly taxDocuments: Pick<TaxDocumentRepository, 'listByOrder'>,
    private readonly now: Clock,
  ) {}

  /** Every withdrawal, newest first. */
  async list(): Promise<AdminWithdrawalView[]> {
    return this.views(await this.withdrawals.list());
  }

  /** An order's withdrawals, newest first. */
  async ofOrder(orderId: number): Promise<AdminWithdrawalView[]> {
    return this.views(await this.withdrawals.list({ orderId }));
  }

  async one(id: number): Promise<AdminWithdrawalView> {
    const [view] = await this.views(await this.withdrawals.list({ id }));
    if (!view) throw notFound();
    return view;
  }

  /**
   * The goods are back: in one unit of work the withdrawal is TOVAR_PRIJATY, by the caller,
   * today, with the refund's IBAN if given, and `withdrawal.received` issues its credit note.
   * 409 when it was received already.
   */
  async markReceived(
    caller: Caller,
    id: number,
    input: WithdrawalReceivedRequest,
  ): Promise<AdminWithdrawalView> {
    const refundIban = input.refundIban ? checkedIban(input.refundIban) : undefined;
    const actor = caller.user!.login;
    await this.transactor.run(async ({ withdrawalRefunds }, unit) => {
      const withdrawal = await withdrawalRefunds.lockForReceipt(id);
      if (!withdrawal) throw notFound();
      if (withdrawal.state === 'TOVAR_PRIJATY') throw alreadyReceived();
      await withdrawalRefunds.markReceived(id, {
        receivedDate: this.now().toISOString(),
        receivedBy: actor,
        refundIban,
      });
      await unit.emit('withdrawal.received', {
        withdrawalId: id,
        orderId: withdrawal.orderId,
        actor,
      });
    });
    return this.one(id);
  }

  /** The owner enters (or corrects) the account the refund goes to. */
  async setRefundIban(id: number, input: RefundIbanRequest): Promise<AdminWithdrawalView> {
    const iban = checkedIban(input.refundIban);
    await this.transactor.run(async ({ withdrawalRefunds }) => {
      if (!(await withdrawalRefunds.lockForReceipt(id))) throw notFound();
      await withdrawalRefunds.setRefundIban(id, iban);
    });
    return this.one(id);
  }

  private async views(stored: readonly WithdrawalWithOrder[]): Promise<AdminWithdrawalView[]> {
    const orderIds = [...new Set(stored.map((w) => w.orderId))];
    const [lines, paidFrom] = await Promise.all([
      this.withdrawals.linesOf(stored.map((w) => w.id)),
      this.withdrawals.paidFrom(orderIds),
    ]);
    const views: AdminWithdrawalView[] = [];
    for (const w of stored) {
      const payer = paidFrom.get(w.orderId)?.iban ?? null;
      views.push({
        id: w.id,
        orderId: w.orderId,
        orderNumber: orderNumberOf({
          id: w.orderId,
          variableSymbol: w.order.variableSymbol,
          craftedProduct: w.order.firstCraftedProductId,
        }),
        orderStatus: w.order.status,
        submittedAt: w.submittedAt,
        name: w.name,
        email: w.email,
        reason: w.reason,
        state: w.state,
        lines: lines.filter((l) => l.withdrawalId === w.id).map(lineView),
        receivedAt: w.receivedAt,
        receivedBy: w.receivedBy,
        creditNoteNumber: w.creditNoteNumber,
        refundCents: w.refundCents,
        postageRefundCents: w.postageRefundCents,
        refundIban: payer ?? w.refundIban,
        paidFromIban: payer,
        refundIbanSource: payer ? 'PAYMENT' : w.refundIban ? 'ENTERED' : null,
        noCreditNoteReason: await this.noCreditNoteReason(w),
      });
    }
    return views;
  }

  /** Why goods that are back have no credit note: the order was never invoiced, or cancelled. */
  private async noCreditNoteReason(w: WithdrawalWithOrder): Promise<string | null> {
    if (w.state !== 'TOVAR_PRIJATY' || w.creditNoteId !== null) return null;
    const documents = await this.taxDocuments.listByOrder(w.orderId);
    const invoiced = documents.some(
      (d) => d.kind === 'ADVANCE_INVOICE' || d.kind === 'FINAL_INVOICE',
    );
    return invoiced ? NO_CREDIT_NOTE.CANCELLED : NO_CREDIT_NOTE.NOT_INVOICED;
  }
}

const lineView = (line: PricedWithdrawalLine) => ({
  craftedProductId: line.craftedProductId,
  position: line.position,
  title: lineTitleOf(line.snapshot) || `Položka ${line.position}`,
  priceCents: Math.round(Number(line.price ?? 0) * 100),
});
