import {
  isOrderStatus,
  type EntityDef,
  order as orderEntity,
  orderTransitionAllowed,
  type OrderStatus,
  type OrderStatusChange,
  type PaymentMethod,
  type RowOf,
  type StatusChange,
} from '@fotoobraz/domain';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import { isAdmin, type Caller } from '../../../lib/caller.ts';
import type { EntityInput, EntityService } from '../../../services/entity.service.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';

type OrderRow = RowOf<typeof orderEntity>;
type Row = RowOf<EntityDef>;
type Step = DomainEvents['order.statusChanged'];

const transitionRefused = (from: string, to: string): Problem =>
  new Problem({
    status: 400,
    title: `An order cannot go from ${from} to ${to}`,
    message: 'error.order.transition',
    body: { entityName: 'order', errorKey: 'transition', params: `${from},${to}` },
  });

/**
 * Another step took the order away from the status the admin saw, between the read and the write
 * (two admins, two instances): the later change is refused whole, whatever it would have made.
 */
const changedMeanwhile = (from: string, now: string): Problem =>
  new Problem({
    status: 409,
    title: `The order went from ${from} to ${now} meanwhile`,
    message: 'error.order.changedmeanwhile',
    body: {
      entityName: 'order',
      errorKey: 'changedmeanwhile',
      params: `${from},${now}`,
      detail: 'Objednávku medzitým zmenil niekto iný. Načítajte ju znova a rozhodnite ešte raz.',
    },
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
    /** The clock of the shipping date a dispatch writes. */
    private readonly now: () => Date,
  ) {}

  /** Moves an order along the workflow (admins); answers the order as a GET does. */
  async changeStatus(caller: Caller, orderId: number, input: OrderStatusChange): Promise<Row> {
    const order = await readableOrder(this.entities, caller, orderId);
    return this.step(caller, order, input);
  }

  /**
   * Records an arrived payment in the caller's unit of work (the bank import, the card
   * gateway): `order` goes to
   * ZAPLATENA as an admin's step would, by `actor`, on the payment's day. False, and nothing
   * written, when the workflow does not allow the step from the order's status.
   */
  async settle(
    { entities }: Pick<Repositories, 'entities'>,
    unit: UnitOfWork,
    order: OrderRow,
    payment: { actor: string; paidOn: string; note: string; paidBy?: PaymentMethod },
  ): Promise<boolean> {
    if (!orderTransitionAllowed(order.status, 'ZAPLATENA')) return false;
    const step = { order, to: 'ZAPLATENA', ...payment } as const;
    return (await apply(entities, unit, step, this.now)) !== undefined;
  }

  /**
   * Closes an order with nothing to make or send (gift vouchers alone) once what it sold is
   * issued: paid -> VYBAVENA, in the caller's unit of work. False when its status allows no such
   * step.
   */
  async complete(
    { entities }: Pick<Repositories, 'entities'>,
    unit: UnitOfWork,
    order: OrderRow,
    by: { actor: string; note: string },
  ): Promise<boolean> {
    if (!orderTransitionAllowed(order.status, 'VYBAVENA', true)) return false;
    const step = { order, to: 'VYBAVENA', paidOn: null, ...by } as const;
    return (await apply(entities, unit, step, this.now)) !== undefined;
  }

  /**
   * An admin's PUT of an order, answered as a GET does. A changed status is the step
   * `changeStatus` takes, with the other fields the PUT changes written in the same statement;
   * a PUT that leaves the status is the generic update. The order is read once either way.
   */
  async adminUpdate(caller: Caller, body: EntityInput, pathId?: number): Promise<Row> {
    const checked = await this.generic.checkUpdate(orderEntity, caller, body, pathId);
    const order = checked.before as OrderRow;
    const { status, ...values } = checked.values;
    if (typeof status !== 'string' || status === order.status) {
      return this.generic.writeUpdate(orderEntity, caller, checked);
    }
    const fields = changedFields(order, values);
    await this.generic.checkRelations(orderEntity, caller, fields);
    return this.step(caller, order, { status }, fields);
  }

  async history(caller: Caller, orderId: number): Promise<StatusChange[]> {
    await readableOrder(this.entities, caller, orderId);
    return this.statusHistory.of(orderId);
  }

  /**
   * The one way of an admin's step, whichever request asks for it: checked against the workflow
   * from `order` as read, then the status written with `fields` (what else an admin's PUT
   * changes) in one statement, and emitted, in one unit of work.
   */
  private async step(
    caller: Caller,
    order: OrderRow,
    change: { status: string; note?: string | null; paidOn?: string | null },
    fields: EntityInput = {},
  ): Promise<Row> {
    if (!isAdmin(caller))
      throw new Problem({ status: 403, title: 'Forbidden', message: 'error.http.403' });
    const to = change.status;
    checkTransition(order.status, to);
    const step: Step = {
      order: { ...order, ...fields, status: order.status },
      to,
      actor: caller.user!.login,
      note: change.note ?? null,
      paidOn: change.paidOn ?? null,
    };
    // The fields a PUT changes beside the status meet the database's refusals as a generic write does.
    const stored = await this.generic.write(orderEntity, () =>
      this.transactor.run(async ({ entities }, unit) => {
        const written =
          (await apply(entities, unit, step, this.now, fields)) ??
          (await refusedMeanwhile(entities, order, to));
        // What the generic write's subscribers hear of (the order's claim of its piece).
        if (Object.keys(fields).length > 0) {
          await unit.emit('entity.written', {
            entity: orderEntity,
            id: order.id,
            change: 'updated',
          });
        }
        return written;
      }),
    );
    return this.generic.present(orderEntity, caller, stored);
  }
}

/**
 * Writes the step's status (and shipping date) with `fields`, then tells the subscribers.
 * Answers the order as stored; undefined, with nothing written and nobody told, when the order
 * no longer holds the status the step was checked from (deleted, or stepped by another request
 * meanwhile). The status is the first thing the transaction writes, so the concurrent step waits
 * on the row until this one commits, and then finds it changed.
 */
const apply = async (
  entities: Repositories['entities'],
  unit: UnitOfWork,
  step: Step,
  now: () => Date,
  fields: EntityInput = {},
): Promise<OrderRow | undefined> => {
  const values = { ...fields, ...statusColumns(step, now) };
  const { id, status } = step.order;
  const stored = await entities.updateRow(orderEntity, id, values, WITHOUT_IMAGES, { status });
  if (stored) await unit.emit('order.statusChanged', step);
  return stored;
};

/** Why a step found its order changed: 404 when gone, else the step refused from the new status. */
const refusedMeanwhile = async (
  entities: Repositories['entities'],
  order: OrderRow,
  to: OrderStatus,
): Promise<never> => {
  const now = await entities.findById(orderEntity, order.id, { kind: 'all' }, WITHOUT_IMAGES);
  if (!now) throw notFound();
  checkTransition(now.status, to);
  throw changedMeanwhile(order.status, now.status);
};

const WITHOUT_IMAGES = { large: false, small: false };

function checkTransition(from: string, to: string): asserts to is OrderStatus {
  if (!isOrderStatus(to) || !orderTransitionAllowed(from, to)) throw transitionRefused(from, to);
}

/** The new status, and the shipping date once the order leaves (or is handed over undated). */
const statusColumns = ({ order, to }: Step, now: () => Date) => {
  const shipped = to === 'ODOSLANA' || (to === 'VYBAVENA' && !order.expeditionDate);
  return { status: to, ...(shipped ? { expeditionDate: now().toISOString() } : {}) };
};

/**
 * The values a PUT changes on the order as stored: a relation compared by its id, an instant by
 * its time, a number by its value. The back-office sends the whole order, most of it as read.
 * @example changedFields({ …, email: 'a@b.sk', craftedProduct: { id: 7 } }, { email: 'c@d.sk', craftedProduct: { id: 7 } }) // -> { email: 'c@d.sk' }
 */
const changedFields = (order: OrderRow, values: EntityInput): EntityInput => {
  const stored = order as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      const field = orderEntity.fields[name as keyof typeof orderEntity.fields];
      return !field || !sameValue(field.kind, stored[name] ?? null, value ?? null);
    }),
  );
};

const sameValue = (kind: string, stored: unknown, sent: unknown): boolean => {
  if (stored === null || sent === null) return stored === sent;
  switch (kind) {
    case 'relation':
      return (stored as { id: number }).id === (sent as { id: number }).id;
    case 'instant':
      return Date.parse(String(stored)) === Date.parse(String(sent));
    case 'long':
    case 'decimal':
      return Number(stored) === Number(sent);
    default:
      return stored === sent;
  }
};
