import {
  isOrderStatus,
  ORDER_STATUS_LABELS,
  order as orderEntity,
  orderTransitionAllowed,
  type OrderStatus,
  type OrderStatusChange,
  type RowOf,
  type StatusChange,
} from '@fotoobraz/domain';
import type { Config } from '../config.ts';
import { Problem } from '../lib/problem.ts';
import type { EntityRepository } from '../repositories/entity.repository.ts';
import type { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import type { Repositories, Transactor } from '../repositories/transactor.ts';
import { readableOrder } from './readable-order.ts';
import { isAdmin, type Caller } from '../lib/caller.ts';
import type { EntityInput, EntityService } from './entity.service.ts';
import type { DocumentService } from './documents/document.service.ts';
import { orderStatusMail } from './mail-templates/index.ts';
import { readShopSettings } from './shop-settings.ts';
import type { TaxDocumentIssuer } from './tax-documents/tax-document-issuer.ts';

type OrderRow = RowOf<typeof orderEntity>;

const transitionRefused = (from: string, to: string): Problem =>
  new Problem({
    status: 400,
    title: `An order cannot go from ${from} to ${to}`,
    message: 'error.order.transition',
    body: { entityName: 'order', errorKey: 'transition', params: `${from},${to}` },
  });

/** One step of the workflow: the order as it was, where it goes, and why. */
interface Move {
  order: OrderRow;
  to: OrderStatus;
  note: string | null;
  /** The payment's day ('YYYY-MM-DD') for a step to ZAPLATENA; null: today. */
  paidOn: string | null;
}

const NO_IMAGES = { large: false, small: false } as const;
const ALL = { kind: 'all' } as const;

/**
 * An order's way after its placement (admins): each status change is checked against the
 * workflow, then written, recorded in the order's history, audited, mailed to the customer and
 * given the tax documents it calls for (issue 15 §2) in one transaction.
 */
export class OrderWorkflowService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly transactor: Transactor,
    private readonly statusHistory: OrderHistoryRepository,
    private readonly generic: EntityService,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly taxDocuments: TaxDocumentIssuer,
    private readonly documents: Pick<DocumentService, 'issued'>,
  ) {}

  /** Moves an order along the workflow (admins): recorded, audited and mailed to the customer. */
  async changeStatus(caller: Caller, orderId: number, input: OrderStatusChange): Promise<void> {
    const order = await readableOrder(this.entities, caller, orderId);
    if (!isAdmin(caller))
      throw new Problem({ status: 403, title: 'Forbidden', message: 'error.http.403' });
    checkTransition(order.status, input.status);
    const move = {
      order,
      to: input.status,
      note: input.note ?? null,
      paidOn: input.paidOn ?? null,
    };
    await this.transactor.run((repositories) => this.apply(repositories, caller.user!.login, move));
    this.documents.issued();
  }

  /**
   * Records an arrived payment in the caller's transaction (the bank import): the order goes to
   * ZAPLATENA as an admin's step would, by `actor`, on the payment's day, with its tax document.
   * False, and nothing written, when the workflow does not allow the step from the order's
   * status. The document worker renders the document after the caller's commit (on its poll).
   */
  async settle(
    repositories: Repositories,
    actor: string,
    orderId: number,
    payment: { paidOn: string; note: string },
  ): Promise<boolean> {
    const order = await repositories.entities.findById(orderEntity, orderId, ALL, NO_IMAGES);
    if (!order || !orderTransitionAllowed(order.status, 'ZAPLATENA')) return false;
    const move = { order, to: 'ZAPLATENA' as const, note: payment.note, paidOn: payment.paidOn };
    await this.apply(repositories, actor, move);
    return true;
  }

  /**
   * An admin's PUT of an order: the fields as the generic update writes them, and a changed
   * status through the workflow, in the same transaction.
   */
  async adminUpdate(caller: Caller, body: EntityInput, pathId?: number): Promise<number> {
    const updated = await this.generic.update(
      orderEntity,
      caller,
      body,
      pathId,
      async (repositories, { before, values }) => {
        const from = String(before.status);
        const to = values.status;
        if (!isAdmin(caller) || typeof to !== 'string' || to === from) return;
        checkTransition(from, to);
        const order = { ...before, ...values, status: from } as OrderRow;
        await this.apply(repositories, caller.user!.login, { order, to, note: null, paidOn: null });
      },
    );
    this.documents.issued();
    return updated.id;
  }

  async history(caller: Caller, orderId: number): Promise<StatusChange[]> {
    await readableOrder(this.entities, caller, orderId);
    return this.statusHistory.of(orderId);
  }

  /**
   * Writes the step: the new status, its history record, audit event, mail to the customer and
   * the tax documents it issues (numbered in this transaction, rendered after it).
   */
  private async apply(repositories: Repositories, actor: string, move: Move): Promise<void> {
    await repositories.entities.update(orderEntity, move.order.id, statusColumns(move));
    await this.record(repositories, actor, move);
    await this.taxDocuments.issueFor(repositories, move);
  }

  /** The step's history record, audit event and mail to the customer. */
  private async record(
    { orderHistory, audit, outbox, catalogue }: Repositories,
    actor: string,
    { order, to, note }: Move,
  ): Promise<void> {
    const from = order.status;
    await orderHistory.record(order.id, {
      fromStatus: from,
      toStatus: to,
      changedBy: actor,
      changedDate: new Date().toISOString(),
      note,
    });
    await audit.record(actor, 'ORDER_STATUS_CHANGED', { orderId: order.id, from, to });
    if (!order.email) return;
    const settings = await readShopSettings(catalogue);
    const mail = orderStatusMail({
      orderNumber: order.variableSymbol ?? String(order.id),
      statusLabel: ORDER_STATUS_LABELS[to],
      note: note ?? undefined,
      shopName: settings.supplier.name,
      publicUrl: this.config.publicUrl,
    });
    await outbox.enqueue({ to: order.email, ...mail });
  }
}

function checkTransition(from: string, to: string): asserts to is OrderStatus {
  if (!isOrderStatus(to) || !orderTransitionAllowed(from, to)) throw transitionRefused(from, to);
}

/** The new status, and the shipping date once the order leaves (or is handed over undated). */
const statusColumns = ({ order, to }: Move) => {
  const shipped = to === 'ODOSLANA' || (to === 'VYBAVENA' && !order.expeditionDate);
  return { status: to, ...(shipped ? { expeditionDate: new Date().toISOString() } : {}) };
};
