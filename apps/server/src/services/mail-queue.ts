import type { UnitOfWork } from '../events/event-bus.ts';
import type { NewMail, OutboxRepository } from '../repositories/mail/outbox.repository.ts';

/**
 * Queues a mail in the caller's unit of work and emits `mail.queued`: it leaves only once the
 * unit commits (a rollback takes it back), and the outbox is woken for it then.
 * @example await queueMail(outbox, unit, { to: 'jana@example.sk', ...orderStatusMail(…) })
 */
export const queueMail = async (
  outbox: Pick<OutboxRepository, 'enqueue'>,
  unit: UnitOfWork,
  mail: NewMail,
): Promise<void> => {
  const { messageId } = await outbox.enqueue(mail);
  await unit.emit('mail.queued', { messageId });
};
