import {
  creditedSupply,
  order as orderEntity,
  postageRefundCents,
  storedOrderAmounts,
  type RowOf,
  type SuppliedLine,
} from '@fotoobraz/domain';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction, UnitOfWork } from '../../../events/event-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import { returnToVouchers } from '../../gift-vouchers/index.ts';
import { linePieceOf } from './tax-document-content.ts';
import {
  ISSUER_USES,
  priorFor,
  VOUCHER_RETURN_TITLE,
  type IssuerRepositories,
  type TaxDocumentIssuer,
} from './tax-document-issuer.ts';

type OrderRow = RowOf<typeof orderEntity>;
type Received = DomainEvents['withdrawal.received'];
type CreditRepositories = IssuerRepositories & Pick<Repositories, 'entities' | 'audit'>;

const ALL = { kind: 'all' } as const;
const NO_IMAGES = { large: false, small: false } as const;

/** Why a withdrawal whose goods are back has no credit note; the back office shows it. */
export const NO_CREDIT_NOTE = {
  NOT_INVOICED:
    'Objednávka nebola zaplatená ani vyfaktúrovaná: dobropis sa nevystavuje a nič sa nevracia.',
  CANCELLED: 'Objednávku zrušil dobropis celej zvyšnej sumy: tento tovar už pokrýva.',
} as const;

/**
 * Once a withdrawal's goods are back, in the same unit of work: the 'Opravná faktúra
 * (dobropis)' for its lines (each at its price, negative) and the postage the law refunds
 * (postageRefundCents: all of it when nothing is kept, else what the kept pieces alone would not
 * have cost), through the tax-document flow, so its PDF and mail follow as for every tax
 * document. What gift vouchers paid of the order goes back onto them first, up to what the
 * withdrawal takes back: the customer chose to pay that part with them, and a voucher's part was
 * taxed when it was sold (or never charged, for a voucher the owner gave), so the credit note
 * subtracts it and only the rest is money to refund. The withdrawal keeps the credit note and
 * its amounts. Only a tax document can be corrected: an order never invoiced (never paid) gets
 * none, and the audit says why.
 */
export class WithdrawalCreditNote implements InTransaction<
  'withdrawal.received',
  keyof CreditRepositories
> {
  readonly name = 'withdrawal credit note';
  readonly uses = [...ISSUER_USES, 'entities', 'audit'] as const;

  constructor(
    private readonly issuer: Pick<TaxDocumentIssuer, 'issueCreditNote'>,
    /** The kernel's clock: when the vouchers got their part back. */
    private readonly now: Clock,
  ) {}

  async run(received: Received, repositories: CreditRepositories, unit: UnitOfWork) {
    const { withdrawalRefunds, taxDocuments, orderLines, entities, audit, giftVouchers } =
      repositories;
    const order = (await entities.findById(
      orderEntity,
      received.orderId,
      ALL,
      NO_IMAGES,
    )) as OrderRow;
    const withdrawals = await withdrawalRefunds.list({ orderId: order.id });
    const withdrawn = await withdrawalRefunds.linesOf(withdrawals.map((w) => w.id));
    const earlier = withdrawals.filter(
      (w) => w.id !== received.withdrawalId && w.creditNoteId !== null,
    );
    const issued = await taxDocuments.listByOrder(order.id);
    const creditedByWithdrawals = new Set(earlier.map((w) => w.creditNoteId));
    const missing = !priorFor('CREDIT_NOTE', issued)
      ? NO_CREDIT_NOTE.NOT_INVOICED
      : issued.some((d) => d.kind === 'CREDIT_NOTE' && !creditedByWithdrawals.has(d.id))
        ? NO_CREDIT_NOTE.CANCELLED
        : null;
    if (missing) {
      await audit.record(received.actor, 'WITHDRAWAL_WITHOUT_CREDIT_NOTE', {
        withdrawalId: received.withdrawalId,
        orderId: order.id,
        reason: missing,
      });
      return;
    }
    const lines = await orderLines.linesOf([order.id]);
    const mine = new Set(
      withdrawn.filter((l) => l.withdrawalId === received.withdrawalId).map((l) => l.orderItemId),
    );
    const anyWithdrawn = new Set(withdrawn.map((l) => l.orderItemId));
    const amounts = storedOrderAmounts(
      order,
      lines,
      null,
      await giftVouchers.orderVouchers(order.id),
    );
    const settings = await unit.shopSettings();
    const postage = postageRefundCents({
      method: order.handoverMethod ?? 'OSOBNY_ODBER',
      chargedCents: amounts.postageCents,
      alreadyRefundedCents: earlier.reduce((sum, w) => sum + (w.postageRefundCents ?? 0), 0),
      keptAfter: lines.filter((l) => !anyWithdrawn.has(l.id)).map((l) => linePieceOf(l.snapshot)),
      rates: settings.postageRates,
    });
    const takenBack = creditedSupply(
      amounts,
      (lineId) => lineId !== null && mine.has(lineId),
      postage,
    );
    const onVouchers = Math.min(
      takenBack.reduce((sum, line) => sum + line.amountCents, 0),
      [...(await giftVouchers.unreturnedOn(order.id)).values()].reduce((sum, c) => sum + c, 0),
    );
    const supply: SuppliedLine[] =
      onVouchers > 0
        ? [...takenBack, { title: VOUCHER_RETURN_TITLE, quantity: 1, amountCents: -onVouchers }]
        : takenBack;
    const note = `Odstúpenie od zmluvy č. ${received.withdrawalId}`;
    const document = await this.issuer.issueCreditNote(repositories, unit, order, supply, note);
    if (!document) return;
    await returnToVouchers(giftVouchers, order.id, onVouchers, note, this.now().toISOString());
    await withdrawalRefunds.recordCredit(received.withdrawalId, {
      creditNoteId: document.id,
      // Only the money: what went onto the vouchers is already off the credit note's total.
      refundCents: Math.abs(document.totalCents),
      postageRefundCents: postage,
    });
  }
}
