import {
  isOrderStatus,
  order as orderEntity,
  orderTransitionAllowed,
  type OrderStatus,
  type OrderStatusChange,
  type RowOf,
  type StatusChange,
} from '@fotoobraz/domain';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import { Problem } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import { isAdmin, type Caller } from '../../../lib/caller.ts';
import type { EntityInput, EntityService } from '../../../services/entity.service.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';

type OrderRow = RowOf<typeof orderEntity>;
type Step = DomainEvents['order.statusChanged'];

const transitionRefused = (from: string, to: string): Problem =>
  new Problem({
    status: 400,
    title: `An order cannot go from ${from} to ${to}`,
    message: 'error.order.transition',
    body: { entityName: 'order', errorKey: 'transition', params: `${from},${to}` },
  });

/**
 * An order's way after its placement: each status change is checked against the workflow,
 * written, and emitted as `order.statusChanged` in the same transaction; the history, the audit,
 * the customer's mail and the tax documents are that event's subscribers.
 */
export class OrderWorkflowService {
  static readonly uses = ['entities'] as const;

  constructor(
    private readonly entities: EntityRepository,
    private readonly transactor: TransactorOf<typeof OrderWorkflowService>,
    private readonly statusHistory: OrderHistoryRepository,
    private readonly generic: EntityService,
  ) {}

  /** Moves an order along the workflow (admins). */
  async changeStatus(caller: Caller, orderId: number, input: OrderStatusChange): Promise<void> {
    const order = await readableOrder(this.entities, caller, orderId);
    if (!isAdmin(caller))
      throw new Problem({ status: 403, title: 'Forbidden', message: 'error.http.403' });
    checkTransition(order.status, input.status);
    const step: Step = {
      order,
      to: input.status,
      actor: caller.user!.login,
      note: input.note ?? null,
      paidOn: input.paidOn ?? null,
    };
    await this.transactor.run(({ entities }, unit) => apply(entities, unit, step));
  }

  /**
   * Records an arrived payment in the caller's unit of work (the bank import): `order` goes to
   * ZAPLATENA as an admin's step would, by `actor`, on the payment's day. False, and nothing
   * written, when the workflow does not allow the step from the order's status.
   */
  async settle(
    { entities }: Pick<Repositories, 'entities'>,
    unit: UnitOfWork,
    order: OrderRow,
    payment: { actor: string; paidOn: string; note: string },
  ): Promise<boolean> {
    if (!orderTransitionAllowed(order.status, 'ZAPLATENA')) return false;
    const { actor, paidOn, note } = payment;
    await apply(entities, unit, { order, to: 'ZAPLATENA', actor, note, paidOn });
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
      async (unit, { before, values }) => {
        const from = String(before.status);
        const to = values.status;
        if (!isAdmin(caller) || typeof to !== 'string' || to === from) return;
        checkTransition(from, to);
        const order = { ...before, ...values, status: from } as OrderRow;
        const { entities } = unit.repositories(['entities']);
        await apply(entities, unit, {
          order,
          to,
          actor: caller.user!.login,
          note: null,
          paidOn: null,
        });
      },
    );
    return updated.id;
  }

  async history(caller: Caller, orderId: number): Promise<StatusChange[]> {
    await readableOrder(this.entities, caller, orderId);
    return this.statusHistory.of(orderId);
  }
}

/** Writes the step's status (and shipping date), then tells the subscribers. */
const apply = async (
  entities: Repositories['entities'],
  unit: UnitOfWork,
  step: Step,
): Promise<void> => {
  await entities.update(orderEntity, step.order.id, statusColumns(step));
  await unit.emit('order.statusChanged', step);
};

function checkTransition(from: string, to: string): asserts to is OrderStatus {
  if (!isOrderStatus(to) || !orderTransitionAllowed(from, to)) throw transitionRefused(from, to);
}

/** The new status, and the shipping date once the order leaves (or is handed over undated). */
const statusColumns = ({ order, to }: Step) => {
  const shipped = to === 'ODOSLANA' || (to === 'VYBAVENA' && !order.expeditionDate);
  return { status: to, ...(shipped ? { expeditionDate: new Date().toISOString() } : {}) };
};
