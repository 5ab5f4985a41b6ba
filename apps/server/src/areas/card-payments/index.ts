import fastifyPlugin from 'fastify-plugin';
import { GiftVoucherRepository } from '../gift-vouchers/index.ts';
import {
  order,
  roundHalfUpToCents,
  type CardPaymentToReview,
  type HealthComponents,
  type PayoutLine,
} from '@fotoobraz/domain';
import type { Kernel } from '../../kernel/kernel.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { OrderLineRepository } from '../orders/index.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import { OpenSessionsJob } from './jobs/open-sessions.job.ts';
import { CardRefundWorker } from './jobs/card-refund.worker.ts';
import { CardRefundRepository } from './repositories/card-refund.repository.ts';
import { refundOfCreditNote, refundView, type CardRefundView } from './services/card-refunds.ts';
import { orderPaymentOf, type OrderPayment } from './services/order-payment.ts';
import { CardPaymentRepository } from './repositories/card-payment.repository.ts';
import { registerCardPaymentRoutes } from './routes/card-payment.routes.ts';
import type { CardGateway, GatewayPayout, PayoutQuery } from './services/card-gateway.ts';
import { CardCheckoutService, noGateway } from './services/card-checkout.service.ts';
import { CardSettlementService } from './services/card-settlement.service.ts';
import { StripeCardGateway } from './services/stripe.card-gateway.ts';
import { SignedLinks } from '../../lib/signed-links.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas use of the card payments. */
    cardPayments: {
      /** Payments the gateway took that were not booked: the owner decides. */
      toReview(): Promise<CardPaymentToReview[]>;
      /** Health's part: configured or not, and the last webhook acted on. */
      health(): Promise<NonNullable<HealthComponents['cardGateway']>>;
      /** How each of the orders is paid, and the card payment that paid it. */
      paymentsOf(orderIds: readonly number[]): Promise<Map<number, OrderPayment>>;
      /**
       * What the card payments that paid each of the orders weigh in its refund: their amounts,
       * and what went or goes back to the card of them (a refund that failed is none).
       */
      settledOf(
        orderIds: readonly number[],
      ): Promise<Map<number, { paidCents: number; refundedCents: number }>>;
      /** The card payments their orders no longer owed, on their way back to the card. */
      overpayments(): Promise<CardOverpayment[]>;
      /** The gateway's payouts to the bank; none without a gateway. */
      payouts?: {
        /** The paid payouts a bank credit may be: the one it names, or those of its amount. */
        like(query: PayoutQuery): Promise<GatewayPayout[]>;
        /** What a payout carried, each payment with the order it paid where the shop has it. */
        linesOf(payoutId: string): Promise<(PayoutLine & { orderId: number | null })[]>;
      };
    };
    /** Asks the gateway about payment pages open too long; started with the app. */
    openCardSessionsJob?: OpenSessionsJob;
    /** Sends the refunds of credit notes back to the card; started with the app. */
    cardRefundWorker?: CardRefundWorker;
  }
}

export type { OrderPayment } from './services/order-payment.ts';
export { GatewayCallError } from './services/card-gateway.ts';
export type { GatewayPayout } from './services/card-gateway.ts';

/** A card payment its order no longer owed, and its refund to the card while not done. */
export interface CardOverpayment {
  orderId: number;
  variableSymbol: string | null;
  totalCents: number;
  buyer: string | null;
  amountCents: number;
  refund: CardRefundView;
}

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    cardPayments: CardPaymentRepository;
    cardRefunds: CardRefundRepository;
  }
}
provideRepositories({
  cardPayments: (database) => new CardPaymentRepository(database),
  cardRefunds: (database) => new CardRefundRepository(database),
});

/**
 * Card payments (cards, Apple Pay, Google Pay) on the card gateway's hosted page: Stripe
 * Checkout, configured by STRIPE_*. A card order asks for its page right after its placement
 * commits; the gateway's webhooks and a job that asks about open pages book the payments as a
 * matched transfer is booked. Without the configuration the shop takes transfers only.
 */
export const cardPaymentsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, records, now, pollMs }) => {
    const log = app.log.child({ logger: 'fotoobraz.cardPayments' });
    const gateway: CardGateway | undefined = config.stripe && new StripeCardGateway(config.stripe);
    const checkouts = new CardPaymentRepository(database);
    const entities = new EntityRepository(database);
    const service = new CardCheckoutService(
      entities,
      {
        orderLines: new OrderLineRepository(database),
        giftVouchers: new GiftVoucherRepository(database),
      },
      checkouts,
      gateway,
      config.publicUrl,
      new SignedLinks(config.jwtSecret),
      now,
      log,
    );
    events.on('order.placed', {
      name: 'card payment page',
      uses: ['cardPayments'],
      run: async ({ orderId, order: placed }, { cardPayments }, unit) => {
        // An order its vouchers paid whole has nothing left to pay by card.
        if (placed.paymentMethod !== 'KARTA' || placed.terms.amountDueCents === 0) return;
        if (!gateway) throw noGateway();
        const checkout = await cardPayments.ask(orderId, placed.terms.placedAt.toISOString());
        unit.afterCommit(() => service.open(checkout));
      },
    });
    // An order's rows say how it is paid, the page to pay it on, and the card payment's id.
    records.extendRows(order, async (_caller, rows: Record<string, unknown>[]) => {
      const ids = rows.map((row) => Number(row.id));
      const [byOrder, refundsOf] = await Promise.all([
        checkouts.ofOrders(ids),
        refunds.ofOrders(ids),
      ]);
      for (const row of rows) {
        const attempts = byOrder.get(Number(row.id)) ?? [];
        const latest = attempts.at(-1);
        Object.assign(row, orderPaymentOf(String(row.status), attempts));
        row.checkoutUrl = latest?.state === 'OPEN' ? latest.url : null;
        row.cardRefunds = (refundsOf.get(Number(row.id)) ?? []).map(refundView);
      }
    });
    const refunds = new CardRefundRepository(database);
    const refundWorker =
      gateway && new CardRefundWorker(refunds, gateway, log, { pollMs: pollMs ?? 30_000, now });
    const refundQueued = () => refundWorker?.wake();
    const settlement = new CardSettlementService(
      units.for(CardSettlementService.uses),
      gateway,
      app.orders.workflow,
      now,
      log,
      refundQueued,
    );
    events.on('document.issued', refundOfCreditNote(now, refundQueued));
    if (gateway && refundWorker) {
      const job = new OpenSessionsJob(checkouts, gateway, settlement, now, log);
      app.decorate('openCardSessionsJob', job);
      runWithApp(app, job);
      app.decorate('cardRefundWorker', refundWorker);
      runWithApp(app, refundWorker);
    }
    await registerCardPaymentRoutes(app, service, settlement, gateway !== undefined);
    app.decorate('cardPayments', {
      toReview: () => checkouts.toReview(),
      paymentsOf: async (orderIds) => {
        const [byOrder, statuses] = await Promise.all([
          checkouts.ofOrders(orderIds),
          checkouts.orderStatuses(orderIds),
        ]);
        return new Map(
          orderIds.map((id) => [id, orderPaymentOf(statuses.get(id) ?? '', byOrder.get(id) ?? [])]),
        );
      },
      settledOf: async (orderIds) => {
        const [byOrder, refundsOf] = await Promise.all([
          checkouts.ofOrders(orderIds),
          refunds.ofOrders(orderIds),
        ]);
        const settled = new Map<number, { paidCents: number; refundedCents: number }>();
        for (const [orderId, attempts] of byOrder) {
          const paid = attempts.filter((a) => a.state === 'PAID' && a.paymentId);
          if (paid.length === 0) continue;
          const paymentIds = new Set(paid.map((a) => a.paymentId));
          const back = (refundsOf.get(orderId) ?? []).filter(
            (r) => paymentIds.has(r.paymentId) && r.state !== 'FAILED',
          );
          settled.set(orderId, {
            paidCents: paid.reduce((sum, a) => sum + (a.amountCents ?? 0), 0),
            refundedCents: back.reduce((sum, r) => sum + r.amountCents, 0),
          });
        }
        return settled;
      },
      overpayments: async () =>
        (await refunds.overpaymentsOpen()).map((refund) => ({
          orderId: refund.orderId,
          variableSymbol: refund.variableSymbol,
          totalCents: roundHalfUpToCents(refund.totalAmount),
          buyer: refund.buyer,
          amountCents: refund.amountCents,
          refund: refundView(refund),
        })),
      payouts: gateway && {
        like: (query) => gateway.payoutsLike(query),
        linesOf: async (payoutId) => {
          const lines = await gateway.payoutLines(payoutId);
          const orders = await checkouts.ordersOfPayments(
            lines.flatMap((line) => (line.paymentId ? [line.paymentId] : [])),
          );
          return lines.map((line) => ({
            ...line,
            orderId: (line.paymentId && orders.get(line.paymentId)) || null,
          }));
        },
      },
      // Listed, never DOWN: without the gateway (or its webhooks) orders are paid by transfer.
      health: async () => ({
        status: 'UP' as const,
        details: {
          gateway: gateway ? 'Stripe' : null,
          configured: gateway !== undefined,
          webhookSecret: Boolean(config.stripe?.webhookSecret),
          lastWebhookAt: await checkouts.lastEventAt(),
        },
      }),
    });
  },
  { name: 'card-payments', dependencies: ['orders'] },
);
