import fastifyPlugin from 'fastify-plugin';
import {
  centsToEuros,
  maskVoucherCode,
  order,
  shopDay,
  storedOrderAmounts,
  type StoredOrder,
} from '@fotoobraz/domain';
import { GiftVoucherRepository, orderedVoucherView } from '../gift-vouchers/index.ts';
import { AbuseLimits } from '../../services/abuse-limits.ts';
import { DatabaseRateCounter } from '../../repositories/limits/database-rate-counter.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { CatalogueRepository } from '../../repositories/catalogue.repository.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { NumberedOrderRepository } from '../../repositories/numbered-orders.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { PickupPointRepository } from '../pickup-points/index.ts';
import { BasketRepository } from './repositories/basket.repository.ts';
import { InvoiceRepository } from './repositories/invoice.repository.ts';
import { OrderHistoryRepository } from './repositories/order-history.repository.ts';
import { OrderLineRepository } from './repositories/order-line.repository.ts';
import { registerBasketRoutes } from './routes/basket.routes.ts';
import { registerOrderRoutes } from './routes/order.routes.ts';
import { BasketService } from './services/basket.service.ts';
import { orderClaimsItsPiece } from './services/order-claims.ts';
import { OrderDocumentService } from './services/order-documents.service.ts';
import { OrderLineService } from './services/order-lines.service.ts';
import { OrderLookupService } from './services/order-lookup.service.ts';
import {
  placementHistory,
  proformaOnPlacement,
  type CardPaymentLinkOf,
} from './services/order-placement.recording.ts';
import { SignedLinks } from '../../lib/signed-links.ts';
import { cardPaymentLink } from '../../lib/card-payment-link.ts';
import { withdrawalLinkOf } from '../../lib/withdrawal-link.ts';
import { OrderPlacementService } from './services/order-placement.service.ts';
import { statusHistory, statusMail, type StatusStep } from './services/order-status.subscribers.ts';
import { OrderWorkflowService } from './services/order-workflow.service.ts';
import {
  PROFORMA,
  proformaDocument,
  type ProformaDocumentData,
} from './services/proforma.document.ts';
import { ReorderService } from './services/reorder.service.ts';

export { InvoiceRepository, type StoredInvoice } from './repositories/invoice.repository.ts';
export { OrderHistoryRepository } from './repositories/order-history.repository.ts';
export { OrderLineRepository, type StoredOrderLine } from './repositories/order-line.repository.ts';
export { issuedProforma } from './services/issued-proforma.ts';
export { orderStatusMail } from './services/order.mail.ts';
export type { PlacedOrder } from './services/order-placement.line-checks.ts';
export type { OrderWorkflowService } from './services/order-workflow.service.ts';
export { PROFORMA } from './services/proforma.document.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    basket: BasketRepository;
    invoices: InvoiceRepository;
    orderHistory: OrderHistoryRepository;
    orderLines: OrderLineRepository;
  }
}
provideRepositories({
  basket: (database) => new BasketRepository(database),
  invoices: (database) => new InvoiceRepository(database),
  orderHistory: (database) => new OrderHistoryRepository(database),
  orderLines: (database) => new OrderLineRepository(database),
});

declare module '../documents/index.ts' {
  interface DocumentData {
    PROFORMA: ProformaDocumentData;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas use of the orders. */
    orders: {
      /** The workflow an arrived payment moves on. */
      workflow: OrderWorkflowService;
      /**
       * Leaves the customer's mail of the steps `rule` picks to the area that calls it (a
       * Packeta order's dispatch, mailed once its packet exists, with its tracking link).
       */
      leaveStatusMailTo(rule: (step: StatusStep) => boolean): void;
    };
  }
}

/**
 * Orders: the basket, the placement of its pieces with their pro-forma, the workflow after it
 * (with its history, audit and mails as subscribers of its events), and the order's documents
 * for the customer and the workshop.
 */
export const ordersArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, records, images, now }) => {
    const { crafted } = app.pieces;
    const { documents } = app;
    const entities = new EntityRepository(database);
    const catalogue = new CatalogueRepository(database);
    const orderLines = new OrderLineRepository(database);
    const basket = new BasketRepository(database);
    const invoices = new InvoiceRepository(database);
    documents.makes(PROFORMA, proformaDocument);

    events.on('entity.written', orderClaimsItsPiece);
    events.on('order.placed', placementHistory);
    const links = new SignedLinks(config.jwtSecret);
    // Only a shop that takes cards offers to pay by card from the mail.
    const cardPaymentLinkOf: CardPaymentLinkOf | undefined =
      config.stripe &&
      ((numbered, placedAt) => cardPaymentLink(links, config.publicUrl, numbered, placedAt));
    const withdrawalSignature = withdrawalLinkOf(links, now);
    events.on(
      'order.placed',
      proformaOnPlacement(documents, config.publicUrl, withdrawalSignature, cardPaymentLinkOf),
    );
    events.on('order.statusChanged', statusHistory(now));
    const mailedElsewhere: ((step: StatusStep) => boolean)[] = [];
    events.on(
      'order.statusChanged',
      statusMail(config.publicUrl, withdrawalSignature, (step) =>
        mailedElsewhere.some((rule) => rule(step)),
      ),
    );
    const lineViews = new OrderLineService(entities, orderLines);
    records.extendRows(order, (caller, rows) => lineViews.withItems(caller, rows));
    // What is still to pay, beside the total: both from the order's amounts (order-amounts.ts),
    // with the vouchers spent on it, masked as the order shows them.
    const giftVouchers = new GiftVoucherRepository(database);
    records.extendRows(order, async (_caller, rows: Record<string, unknown>[]) => {
      const ids = rows.map((row) => Number(row.id));
      const views = await giftVouchers.orderViews(ids);
      const today = shopDay(now());
      for (const row of rows) {
        const stored = row as unknown as StoredOrder;
        const own = views.get(stored.id)!;
        row.amountDue = centsToEuros(
          storedOrderAmounts(stored, [], null, own.vouchers).amountDueCents,
        );
        row.vouchers = own.spent.map((s) => ({
          code: maskVoucherCode(s.code),
          amount: centsToEuros(s.amountCents),
        }));
        row.giftVouchers = own.bought.map((v) => orderedVoucherView(v, today));
      }
    });

    const workflow = new OrderWorkflowService(
      entities,
      units.for(OrderWorkflowService.uses),
      new OrderHistoryRepository(database),
      records,
      now,
    );
    registerOrderRoutes(
      app,
      new OrderPlacementService(
        entities,
        orderLines,
        crafted,
        catalogue,
        units.for(OrderPlacementService.uses),
        app.catalogue.legalPages,
        new PickupPointRepository(database),
        now,
        giftVouchers,
        workflow,
        // With Redis, the misses are counted in the database too: an outage opens no fresh budget.
        new AbuseLimits(
          app.abuseLimitCounters,
          config.redisUrl ? new DatabaseRateCounter(database) : undefined,
        ),
      ),
      workflow,
      new OrderDocumentService(
        entities,
        catalogue,
        invoices,
        images,
        documents,
        orderLines,
        giftVouchers,
      ),
      records,
      app.taxDocuments.ofOrders,
      new OrderLookupService(new NumberedOrderRepository(database), entities, links, now),
    );
    const baskets = new BasketService(basket, entities, records, crafted, catalogue, now);
    registerBasketRoutes(
      app,
      baskets,
      new ReorderService(
        entities,
        orderLines,
        basket,
        baskets,
        crafted,
        units.for(ReorderService.uses),
        now,
      ),
    );
    app.decorate('orders', {
      workflow,
      leaveStatusMailTo: (rule: (step: StatusStep) => boolean) => mailedElsewhere.push(rule),
    });
  },
  {
    name: 'orders',
    dependencies: ['accounts', 'catalogue', 'pieces', 'documents', 'tax-documents'],
  },
);
