import { roundHalfUpToCents } from '@fotoobraz/domain';
import type { InTransaction } from '../../../events/event-bus.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { CardRefundRecord } from '../repositories/card-refund.repository.ts';
import type { CardRefund } from './card-gateway.ts';

/** The gateway's refund status as the shop keeps it. */
export const refundStateOf = (status: CardRefund['status']): CardRefundRecord['state'] =>
  status === 'succeeded'
    ? 'SUCCEEDED'
    : status === 'failed' || status === 'canceled'
      ? 'FAILED'
      : 'PENDING';

/** The owner's words for a refund's state. */
const STATE_LABELS: Record<CardRefundRecord['state'], string> = {
  TO_SEND: 'Čaká na odoslanie',
  SENDING: 'Odosiela sa',
  PENDING: 'Čaká na Stripe',
  SUCCEEDED: 'Vrátené na kartu',
  FAILED: 'Odmietnuté',
};

const OVERPAYMENT = 'PREPLATOK-';

/**
 * The key of the refund of a card payment the order no longer owed: the order's number and the
 * attempt's, as the payment page's own key, so a repeated booking finds it queued already.
 * @example overpaymentRefundKey({ id: 7, variableSymbol: '41' }, { attempt: 2 }) // -> 'PREPLATOK-41-2'
 */
export const overpaymentRefundKey = (
  order: { id: number; variableSymbol?: string | null },
  checkout: { attempt: number },
): string => `${OVERPAYMENT}${order.variableSymbol ?? order.id}-${checkout.attempt}`;

/** A refund back to the card as the owner sees it. */
export type CardRefundView = ReturnType<typeof refundView>;

/** A refund as an order's row shows it. */
export const refundView = (refund: CardRefundRecord) => ({
  creditNoteNumber: refund.key.startsWith(OVERPAYMENT) ? null : refund.key,
  amountCents: refund.amountCents,
  state: refund.state,
  stateLabel: STATE_LABELS[refund.state],
  failureReason: refund.state === 'FAILED' ? refund.failureReason : null,
});

/**
 * A credit note of a card-paid order pays its amount back to the card: queued in the credit
 * note's transaction (a withdrawal's 'Tovar prijatý', a cancellation after payment), at most
 * what is left of the payment, and sent by the refund worker after the commit. A bank-paid
 * order's refund goes into the SEPA list instead, as before.
 */
export const refundOfCreditNote = (
  now: Clock,
  wake: () => void,
): InTransaction<'document.issued', 'cardPayments' | 'cardRefunds' | 'taxDocuments'> => ({
  name: 'card refund of a credit note',
  uses: ['cardPayments', 'cardRefunds', 'taxDocuments'],
  run: async ({ kind, orderId, number }, { cardPayments, cardRefunds, taxDocuments }, unit) => {
    if (kind !== 'CREDIT_NOTE') return;
    const paid = (await cardPayments.ofOrders([orderId]))
      .get(orderId)
      ?.find((attempt) => attempt.state === 'PAID' && attempt.paymentId);
    const note = paid && (await taxDocuments.findByNumber(number));
    if (!paid?.paymentId || !note) return;
    const credited = -roundHalfUpToCents(Number(note.total));
    const left = (paid.amountCents ?? 0) - (await cardRefunds.refundedCents(paid.paymentId));
    const amountCents = Math.min(credited, left);
    if (amountCents <= 0) return;
    await cardRefunds.queue({
      orderId,
      key: number,
      paymentId: paid.paymentId,
      amountCents,
      at: now().toISOString(),
    });
    unit.afterCommit(wake);
  },
});
