import {
  isCompanyOrder,
  ORDER_STATUS_LABELS,
  orderNumberOf,
  orderStatusLabel,
} from '@fotoobraz/domain';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction } from '../../../events/event-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import { orderStatusMail } from './order.mail.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';
import { queueMail } from '../../../services/mail-queue.ts';

export type StatusStep = DomainEvents['order.statusChanged'];
type Step = StatusStep;

/** Every step in the order's history and in the audit, by whoever made it. */
export const statusHistory = (
  now: Clock,
): InTransaction<'order.statusChanged', 'orderHistory' | 'audit'> => ({
  name: 'status history and audit',
  uses: ['orderHistory', 'audit'],
  run: async ({ order, to, actor, note }: Step, { orderHistory, audit }) => {
    const from = order.status;
    await orderHistory.record(order.id, {
      fromStatus: from,
      toStatus: to,
      changedBy: actor,
      changedDate: now().toISOString(),
      note,
    });
    // The owner reads the audit by the number the customer quotes and the statuses by name.
    await audit.record(actor, 'ORDER_STATUS_CHANGED', {
      orderNumber: orderNumberOf(order),
      companyBuyer: isCompanyOrder(order),
      orderId: order.id,
      from: orderStatusLabel(from),
      to: ORDER_STATUS_LABELS[to],
    });
  },
});

/**
 * The customer hears of every step, by mail (sent from the outbox after the commit), except the
 * steps `mailedElsewhere` says another subscriber mails (a Packeta order's dispatch, whose mail
 * waits for the packet and carries its tracking link).
 */
export const statusMail = (
  publicUrl: string,
  withdrawalSignature: WithdrawalLinkOf,
  mailedElsewhere: (step: Step) => boolean = () => false,
): InTransaction<'order.statusChanged', 'outbox'> => ({
  name: 'status mail',
  uses: ['outbox'],
  run: async (step: Step, { outbox }, unit) => {
    const { order, to, note } = step;
    if (!order.email || mailedElsewhere(step)) return;
    const settings = await unit.shopSettings();
    const mail = orderStatusMail({
      orderNumber: orderNumberOf(order),
      companyBuyer: isCompanyOrder(order),
      withdrawalSignature: withdrawalSignature(order.id),
      statusLabel: ORDER_STATUS_LABELS[to],
      note: note ?? undefined,
      shopName: settings.supplier.name,
      publicUrl,
    });
    await queueMail(outbox, unit, { to: order.email, ...mail });
  },
});
