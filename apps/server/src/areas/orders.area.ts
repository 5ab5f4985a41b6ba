import fastifyPlugin from 'fastify-plugin';
import { order } from '@fotoobraz/domain';
import { BasketRepository } from '../repositories/basket.repository.ts';
import { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import { EntityRepository } from '../repositories/entity.repository.ts';
import { PickupPointRepository } from '../repositories/pickup-point.repository.ts';
import { InvoiceRepository } from '../repositories/invoice.repository.ts';
import { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import { OrderLineRepository } from '../repositories/order-line.repository.ts';
import { EInvoiceRepository } from '../repositories/einvoices/einvoice.repository.ts';
import { TaxDocumentRepository } from '../repositories/tax-document.repository.ts';
import { registerBasketRoutes } from '../routes/basket.routes.ts';
import { registerOrderRoutes } from '../routes/order.routes.ts';
import { BasketService } from '../services/basket.service.ts';
import { orderClaimsItsPiece } from '../services/order-claims.ts';
import { OrderDocumentService } from '../services/order-documents.service.ts';
import { OrderLineService } from '../services/order-lines.service.ts';
import { placementHistory, proformaOnPlacement } from '../services/order-placement.recording.ts';
import { OrderPlacementService } from '../services/order-placement.service.ts';
import { statusHistory, statusMail } from '../services/order-status.subscribers.ts';
import { OrderWorkflowService } from '../services/order-workflow.service.ts';
import { packetMailsTheStep } from '../services/packets/packet.subscribers.ts';
import { ReorderService } from '../services/reorder.service.ts';
import { OrderTaxDocumentService } from '../services/tax-documents/order-tax-documents.service.ts';
import type { Kernel } from './kernel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas use of the orders: the workflow an arrived payment moves on. */
    orders: { workflow: OrderWorkflowService };
  }
}

/**
 * Orders: the basket, the placement of its pieces, the workflow after it (with its history,
 * audit and mails as subscribers of its events), and the order's documents for the customer
 * and the workshop.
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

    events.on('entity.written', orderClaimsItsPiece);
    events.on('order.placed', placementHistory);
    events.on('order.placed', proformaOnPlacement(documents, config.publicUrl));
    events.on('order.statusChanged', statusHistory);
    // With Packeta's API a Packeta order's dispatch mail waits for its packet (packets area).
    events.on(
      'order.statusChanged',
      statusMail(config.publicUrl, config.packeta.api ? packetMailsTheStep : undefined),
    );
    const lineViews = new OrderLineService(entities, orderLines);
    records.extendRows(order, (caller, rows) => lineViews.withItems(caller, rows));

    const workflow = new OrderWorkflowService(
      entities,
      units.for(OrderWorkflowService.uses),
      new OrderHistoryRepository(database),
      records,
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
      ),
      workflow,
      new OrderDocumentService(entities, catalogue, invoices, images, documents, orderLines),
      records,
      new OrderTaxDocumentService(
        entities,
        new TaxDocumentRepository(database),
        invoices,
        documents,
        app.documentLinks,
        new EInvoiceRepository(database),
      ),
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
    app.decorate('orders', { workflow });
  },
  { name: 'orders', dependencies: ['catalogue', 'pieces', 'documents'] },
);
