import {
  creditedSupply,
  order as orderEntity,
  postageRefundCents,
  storedOrderAmounts,
  type RowOf,
} from '@fotoobraz/domain';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction, UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import { linePieceOf } from './tax-document-content.ts';
import {
  ISSUER_USES,
  priorFor,
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
 * document. The withdrawal keeps the credit note and its amounts. Only a tax document can be
 * corrected: an order never invoiced (never paid) gets none, and the audit says why.
 */
export class WithdrawalCreditNote implements InTransaction<
  'withdrawal.received',
  keyof CreditRepositories
> {
  readonly name = 'withdrawal credit note';
  readonly uses = [...ISSUER_USES, 'entities', 'audit'] as const;

  constructor(private readonly issuer: Pick<TaxDocumentIssuer, 'issueCreditNote'>) {}

  async run(received: Received, repositories: CreditRepositories, unit: UnitOfWork) {
    const { withdrawalRefunds, taxDocuments, orderLines, entities, audit } = repositories;
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
    const amounts = storedOrderAmounts(order, lines, null);
    const settings = await unit.shopSettings();
    const postage = postageRefundCents({
      method: order.handoverMethod ?? 'OSOBNY_ODBER',
      chargedCents: amounts.postageCents,
      alreadyRefundedCents: earlier.reduce((sum, w) => sum + (w.postageRefundCents ?? 0), 0),
      keptAfter: lines.filter((l) => !anyWithdrawn.has(l.id)).map((l) => linePieceOf(l.snapshot)),
      rates: settings.postageRates,
    });
    const document = await this.issuer.issueCreditNote(
      repositories,
      unit,
      order,
      creditedSupply(amounts, (lineId) => lineId !== null && mine.has(lineId), postage),
      `Odstúpenie od zmluvy č. ${received.withdrawalId}`,
    );
    if (!document) return;
    await withdrawalRefunds.recordCredit(received.withdrawalId, {
      creditNoteId: document.id,
      refundCents: -document.totalCents,
      postageRefundCents: postage,
    });
  }
}
