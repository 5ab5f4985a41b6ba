import {
  creditDecision,
  formatEur,
  order as orderEntity,
  shopDay,
  type RowOf,
} from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import type { OrderWorkflowService } from '../../orders/index.ts';
import type { CardCheckout } from '../repositories/card-payment.repository.ts';
import {
  WebhookRefused,
  type CardGateway,
  type CardRefund,
  type CheckoutSession,
  type GatewayEvent,
} from './card-gateway.ts';
import { cardProblem, noGateway, owedBy } from './card-checkout.service.ts';
import { overpaymentRefundKey, refundStateOf } from './card-refunds.ts';

/** Who the order history names for a payment the card gateway confirmed. */
export const CARD_ACTOR = 'platba kartou';

/**
 * What a booking did: paid the order, took a payment the order no longer owed (refunded to the
 * card), left it for the owner, or nothing (known already).
 */
export type Booking = 'PAID' | 'SURPLUS' | 'REVIEW' | 'NONE';

const SESSION_PAID = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

type OrderRow = RowOf<typeof orderEntity>;

/** How a paid session is booked: PAID or SURPLUS, or REVIEW with the owner's reason. */
type Verdict = { state: 'PAID' | 'SURPLUS' } | { state: 'REVIEW'; reason: string };

/**
 * How a paid session is booked on its order: it pays an order that waits for exactly its
 * amount, in euros; on an order that was paid meanwhile (a transfer, another card payment) it
 * is a surplus, refunded to the same card, as a transfer on a paid order is refunded by
 * transfer; anything else waits for the owner.
 */
const verdictOf = (session: CheckoutSession, order: OrderRow, owedCents: number): Verdict => {
  const review = (reason: string): Verdict => ({ state: 'REVIEW', reason });
  if (session.currency?.toLowerCase() !== 'eur') {
    return review(
      `Platba v mene ${String(session.currency).toUpperCase()}, objednávka je v eurách.`,
    );
  }
  // The same rule as a transfer's: the order's status first, then the amount to the cent.
  const status = String(order.status);
  const amountCents = session.amountCents ?? 0;
  const decision = creditDecision(
    true,
    { status, totalCents: owedCents, paidCents: 0 },
    amountCents,
  );
  if (decision === 'PAY') return { state: 'PAID' };
  if (decision === 'ALREADY_PAID' && session.paymentId) return { state: 'SURPLUS' };
  if (status !== 'POTVRDENA') {
    return review(`Objednávka už nečakala na platbu (stav ${status}).`);
  }
  return review(
    `Stripe prijal ${formatEur(amountCents)}, objednávka dlhuje ${formatEur(owedCents)}.`,
  );
};

const NO_IMAGES = { large: false, small: false };
const ALL = { kind: 'all' } as const;

/**
 * Card payments confirmed by the gateway, by its webhooks or by asking it, booked as a matched
 * transfer is: the order paid (ZAPLATENA, with its tax document and mail, by the workflow's
 * subscribers), once, whoever tells first. A payment on an order paid already is refunded to
 * its card; one that is not what the order owes waits for the owner under 'Platby na kontrolu'.
 */
export class CardSettlementService {
  static readonly uses = [
    'cardPayments',
    'cardRefunds',
    'entities',
    'orderLines',
    'giftVouchers',
  ] as const;

  constructor(
    private readonly transactor: TransactorOf<typeof CardSettlementService>,
    private readonly gateway: CardGateway | undefined,
    private readonly workflow: Pick<OrderWorkflowService, 'settle'>,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    /** Tells the refund worker that a refund waits (after the booking commits). */
    private readonly refundQueued: () => void,
  ) {}

  /**
   * A webhook: verified on its raw body (400, nothing changed, when its signature is missing,
   * wrong or stale), acted on once per event id. A paid session is read back from the gateway
   * before it is booked, as Stripe's fulfilment guide asks.
   */
  async webhook(rawBody: string, signature: string | undefined): Promise<void> {
    if (!this.gateway) throw noGateway();
    let event: GatewayEvent;
    try {
      event = this.gateway.verifiedEvent(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      this.log.warn({ reason: error.message }, 'card gateway webhook refused');
      throw cardProblem(
        400,
        'signature',
        'The webhook signature is not valid',
        'Podpis webhooku nesedí.',
      );
    }
    if (await this.transactor.run(({ cardPayments }) => cardPayments.known(event.id))) return;
    const sessionId = String(event.object.id ?? '');
    this.log.info({ eventId: event.id, type: event.type, object: sessionId }, 'card gateway event');
    if (SESSION_PAID.includes(event.type)) {
      await this.book(await this.gateway.checkout(sessionId), event);
    } else if (
      event.type === 'checkout.session.async_payment_failed' ||
      event.type === 'checkout.session.expired'
    ) {
      await this.transactor.run(async ({ cardPayments }) => {
        if (!(await cardPayments.firstReceipt(event.id, event.type, this.now().toISOString())))
          return;
        const checkout = await cardPayments.bySession(sessionId);
        const failed = event.type === 'checkout.session.async_payment_failed';
        if (checkout) {
          await cardPayments.ended(
            checkout.id,
            failed ? 'FAILED' : 'EXPIRED',
            failed ? 'Platba neprebehla.' : null,
          );
        }
      });
    } else {
      await this.transactor.run(async ({ cardPayments, cardRefunds }) => {
        const at = this.now().toISOString();
        if (!(await cardPayments.firstReceipt(event.id, event.type, at))) return;
        // A refund's later fate: done, or failed with Stripe's reason (refund.updated, refund.failed).
        if (event.type.startsWith('refund.') && typeof event.object.status === 'string') {
          await cardRefunds.answered(
            { refundId: String(event.object.id) },
            {
              state: refundStateOf(event.object.status as CardRefund['status']),
              failureReason: (event.object.failure_reason as string | null) ?? null,
              at,
            },
          );
        }
      });
    }
  }

  /**
   * Books `session` as the gateway reports it, in one transaction with the receipt of `event`
   * (a repeated event, or one another instance is booking, does nothing): a paid session pays
   * its order, is refunded as a surplus, or waits for the owner; an expired one ends its attempt.
   */
  async book(session: CheckoutSession, event?: GatewayEvent): Promise<Booking> {
    const at = this.now();
    return this.transactor.run(async (repositories, unit) => {
      const { cardPayments, cardRefunds, entities } = repositories;
      if (event && !(await cardPayments.firstReceipt(event.id, event.type, at.toISOString()))) {
        return 'NONE';
      }
      const checkout = await cardPayments.bySession(session.id);
      if (!checkout) {
        this.log.warn({ sessionId: session.id }, 'card payment of a session the shop never opened');
        return 'NONE';
      }
      if (session.status === 'expired') {
        await cardPayments.ended(checkout.id, 'EXPIRED', null);
        return 'NONE';
      }
      if (session.paymentStatus !== 'paid') return 'NONE';
      const order = await entities.findById(orderEntity, checkout.orderId, ALL, NO_IMAGES);
      if (!order) return 'NONE';
      const { amounts } = await owedBy(repositories, order);
      const verdict = verdictOf(session, order, amounts.amountDueCents);
      const reason = verdict.state === 'REVIEW' ? verdict.reason : null;
      const payment = {
        amountCents: session.amountCents,
        currency: session.currency,
        paymentId: session.paymentId,
      };
      const { state } = verdict;
      if (!(await cardPayments.settle(checkout.id, state, payment, reason, at.toISOString()))) {
        return 'NONE';
      }
      this.log.info(
        { orderId: order.id, sessionId: session.id, paymentId: session.paymentId, state },
        'card payment booked',
      );
      if (state === 'REVIEW') return 'REVIEW';
      if (state === 'SURPLUS') {
        await cardRefunds.queue({
          orderId: order.id,
          key: overpaymentRefundKey(order, checkout),
          paymentId: session.paymentId!,
          amountCents: session.amountCents ?? 0,
          at: at.toISOString(),
        });
        unit.afterCommit(this.refundQueued);
        return 'SURPLUS';
      }
      await this.workflow.settle(repositories, unit, order, {
        actor: CARD_ACTOR,
        paidOn: shopDay(at),
        note: paymentNote(checkout, session),
        paidBy: 'KARTA',
      });
      return 'PAID';
    });
  }
}

/** The note the order's history keeps of the card payment that settled it. */
const paymentNote = (checkout: CardCheckout, session: CheckoutSession): string =>
  `Platba kartou cez Stripe: ${session.paymentId ?? session.id}, ${formatEur(session.amountCents ?? 0)} (pokus č. ${checkout.attempt})`;
