import fastifyPlugin from 'fastify-plugin';
import { order, type CardPaymentToReview, type HealthComponents } from '@fotoobraz/domain';
import type { Kernel } from '../../kernel/kernel.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { OrderLineRepository } from '../orders/index.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import { OpenSessionsJob } from './jobs/open-sessions.job.ts';
import { CardRefundWorker } from './jobs/card-refund.worker.ts';
import { CardRefundRepository } from './repositories/card-refund.repository.ts';
import { refundOfCreditNote, refundView } from './services/card-refunds.ts';
import { CardPaymentRepository } from './repositories/card-payment.repository.ts';
import { registerCardPaymentRoutes } from './routes/card-payment.routes.ts';
import type { CardGateway } from './services/card-gateway.ts';
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
    };
    /** Asks the gateway about payment pages open too long; started with the app. */
    openCardSessionsJob?: OpenSessionsJob;
    /** Sends the refunds of credit notes back to the card; started with the app. */
    cardRefundWorker?: CardRefundWorker;
  }
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
      new OrderLineRepository(database),
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
        if (placed.paymentMethod !== 'KARTA') return;
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
        row.paymentMethod = attempts.length > 0 ? 'KARTA' : 'PREVOD';
        row.checkoutUrl = latest?.state === 'OPEN' ? latest.url : null;
        row.cardPaymentId = attempts.find((a) => a.paymentId)?.paymentId ?? null;
        row.cardRefunds = (refundsOf.get(Number(row.id)) ?? []).map(refundView);
      }
    });
    const settlement = new CardSettlementService(
      units.for(CardSettlementService.uses),
      gateway,
      app.orders.workflow,
      now,
      log,
    );
    const refunds = new CardRefundRepository(database);
    const refundWorker =
      gateway && new CardRefundWorker(refunds, gateway, log, { pollMs: pollMs ?? 30_000, now });
    events.on(
      'document.issued',
      refundOfCreditNote(now, () => refundWorker?.wake()),
    );
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
