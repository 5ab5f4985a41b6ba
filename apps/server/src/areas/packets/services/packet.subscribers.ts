import type { DomainEvents } from '../../../events/domain-events.ts';
import type { InTransaction } from '../../../events/event-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import { queueDispatchMail } from './dispatch-mail.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';
import { goesByPacketa } from './packet-request.ts';

type Step = DomainEvents['order.statusChanged'];

/** A step whose customer's mail the packets send (with the tracking link), not the status mail. */
export const packetMailsTheStep = ({ order, to }: Step): boolean =>
  to === 'ODOSLANA' && goesByPacketa(order);

/**
 * An order to a point or by Packeta's courier leaves: the packet is asked for in the same
 * transaction (unless the owner asked earlier), and the customer's dispatch mail goes once the
 * packet exists: now if it does, else when the worker has created it. `wake` runs after the
 * commit (the worker then calls Packeta at once).
 */
export const packetOnDispatch = (
  publicUrl: string,
  withdrawalSignature: WithdrawalLinkOf,
  wake: () => void,
  now: Clock,
): InTransaction<'order.statusChanged', 'packets' | 'outbox'> => ({
  name: 'Packeta packet on dispatch',
  uses: ['packets', 'outbox'],
  run: async (step, { packets, outbox }, unit) => {
    if (!packetMailsTheStep(step)) return;
    const { order, actor, note } = step;
    const packet = await packets.ofOrder(order.id);
    if (!packet) {
      await packets.request(order.id, actor, 'WAITING', now());
      unit.afterCommit(wake);
      return;
    }
    if (await packets.awaitDispatchMail(packet.id)) return;
    if (await packets.claimDispatchMail(packet.id)) {
      const current = (await packets.ofOrder(order.id))!;
      await queueDispatchMail(
        outbox,
        unit,
        { ...order, status: 'ODOSLANA' },
        current,
        publicUrl,
        withdrawalSignature,
        note,
      );
    }
  },
});
