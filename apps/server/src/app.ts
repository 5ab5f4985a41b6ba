import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { DocumentWorker } from './jobs/document.worker.ts';
import { OutboxWorker } from './jobs/outbox.worker.ts';
import { RetentionJob } from './jobs/retention.job.ts';
import { JwtCodec } from './lib/jwt.ts';
import { requestIdOf } from './lib/request-id.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { registerAlerts } from './plugins/alerts.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerRequestHooks } from './request-hooks.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerApiDocs } from './plugins/openapi.ts';
import { AccountRepository } from './repositories/account.repository.ts';
import { AccountingRepository } from './repositories/accounting.repository.ts';
import { AuditRepository } from './repositories/audit.repository.ts';
import { BankStatementRepository } from './repositories/bank/bank-statement.repository.ts';
import { BasketRepository } from './repositories/basket.repository.ts';
import { rateCounterFor } from './repositories/limits/rate-counter.ts';
import { CatalogueRepository } from './repositories/catalogue.repository.ts';
import { CatalogueVersionRepository } from './repositories/catalogue-version.repository.ts';
import type { Database } from './repositories/database.ts';
import { DerivativeRepository } from './repositories/derivative.repository.ts';
import { EntityRepository } from './repositories/entity.repository.ts';
import { ImageRepository } from './repositories/image.repository.ts';
import { InteriorArtRepository } from './repositories/interior-art.repository.ts';
import { JobLeaseRepository } from './repositories/job-lease.repository.ts';
import { LegalPageRepository } from './repositories/legal-page.repository.ts';
import { InvoiceRepository } from './repositories/invoice.repository.ts';
import { mailTransportFor } from './repositories/mail/mail-transport.ts';
import { OutboxRepository } from './repositories/mail/outbox.repository.ts';
import { metrics } from './repositories/metrics.repository.ts';
import { OrderHistoryRepository } from './repositories/order-history.repository.ts';
import { OrderLineRepository } from './repositories/order-line.repository.ts';
import { OriginalUploadRepository } from './repositories/original-upload.repository.ts';
import { PendingDocumentRepository } from './repositories/pending-document.repository.ts';
import { PreviewRasterRepository } from './repositories/preview-raster.repository.ts';
import { PriceHistoryRepository } from './repositories/price-history.repository.ts';
import { RetentionRepository } from './repositories/retention.repository.ts';
import { TaxDocumentRepository } from './repositories/tax-document.repository.ts';
import { Transactor } from './repositories/transactor.ts';
import { UserRepository } from './repositories/user.repository.ts';
import { PreviewRenderer } from './rendering/preview.renderer.ts';
import { registerAccountRoutes } from './routes/account.routes.ts';
import { registerBankStatementRoutes } from './routes/bank-statement.routes.ts';
import { registerBasketRoutes } from './routes/basket.routes.ts';
import { registerAccountingRoutes } from './routes/accounting.routes.ts';
import { registerCraftedProductRoutes } from './routes/crafted-product.routes.ts';
import { registerEditionRoutes } from './routes/edition.routes.ts';
import { registerEntityRoutes } from './routes/entity.routes.ts';
import { registerLegalPageRoutes } from './routes/legal-page.routes.ts';
import { registerManagementRoutes } from './routes/management.routes.ts';
import { registerOrderRoutes } from './routes/order.routes.ts';
import { registerOriginalUploadRoutes } from './routes/original-upload.routes.ts';
import { registerPhotoRoutes } from './routes/photo.routes.ts';
import { registerUserRoutes } from './routes/user.routes.ts';
import { registerWebRoutes } from './routes/web.routes.ts';
import { AbuseLimits } from './services/abuse-limits.ts';
import { AccountService } from './services/account.service.ts';
import { BankStatementService } from './services/bank/bank-statement.service.ts';
import { BasketService } from './services/basket.service.ts';
import { ReorderService } from './services/reorder.service.ts';
import { AccountingService } from './services/accounting.service.ts';
import { CatalogueLists } from './services/catalogue-lists.ts';
import { ConfigurationResolver } from './services/crafted-product.configuration.ts';
import { CraftedProductPreviews } from './services/crafted-product.preview.ts';
import { CraftedProductService } from './services/crafted-product.service.ts';
import { DocumentService } from './services/documents/document.service.ts';
import { PROFORMA, proformaDocument } from './services/documents/proforma.document.ts';
import { TAX_DOCUMENT_RENDERERS } from './services/documents/tax-document.document.ts';
import { TaxDocumentIssuer } from './services/tax-documents/tax-document-issuer.ts';
import { DocumentLinks } from './lib/document-links.ts';
import { OrderTaxDocumentService } from './services/tax-documents/order-tax-documents.service.ts';
import { EditionService } from './services/edition.service.ts';
import { EntityService } from './services/entity.service.ts';
import { ImageRenditions } from './services/image-renditions.ts';
import { LegalPageService } from './services/legal-page.service.ts';
import { ManagementService } from './services/management.service.ts';
import { OrderDocumentService } from './services/order-documents.service.ts';
import { hasItems, OrderLineService } from './services/order-lines.service.ts';
import { claimPiecesOfWrittenOrder } from './services/order-claims.ts';
import { OrderPlacementService } from './services/order-placement.service.ts';
import { OrderWorkflowService } from './services/order-workflow.service.ts';
import { OriginalUploadService } from './services/original-upload/original-upload.service.ts';
import { WorkingCopyService } from './services/original-upload/working-copy.service.ts';
import { PhotoService } from './services/photo.service.ts';
import { SourceImageService } from './services/source-image.service.ts';
import { UserManagementService } from './services/user-management.service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built web app; tests of the API leave it out. */
  webDist?: string | false;
  /** Pause of the background workers (mail outbox, documents) between polls (tests poll faster). */
  outboxPollMs?: number;
  /** The clock of price history and promotions (tests move it on instead of waiting days). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued mails; started when the app is ready, stopped (gracefully) when it closes. */
    outboxWorker: OutboxWorker;
    /** Deletes uploads that were never ordered, daily; started and stopped with the app. */
    retentionJob: RetentionJob;
    /** Renders issued documents (pro-forma PDFs) and releases their mails; same life. */
    documentWorker: DocumentWorker;
  }
}

/** Body limit of ordinary JSON requests; catalogue images travel as base64 inside them. */
const BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Builds the whole server: plugins first, then repositories, services and routes, and the mail
 * worker tied to the app's life. Listening is server.ts's business.
 */
export const buildApp = async ({
  config,
  database,
  webDist,
  outboxPollMs,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For names the client only when the operator says which proxy sets it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  // Route schemas are zod schemas (packages/domain: validation, requests), shared with the web
  // app; the API docs are generated from them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAlerts(app);
  await registerRequestHooks(app, config.trustProxy, webDist);
  await app.register(fastifyCookie);
  const jwt = new JwtCodec(config.jwtSecret);

  // Repositories: all I/O.
  const users = new UserRepository(database);
  registerAuth(app, jwt, users);
  const rateCounter = rateCounterFor(config, database, (err) =>
    app.log.warn({ err }, 'Redis (abuse limits)'),
  );
  app.addHook('onClose', () => rateCounter.close());
  const entityRepository = new EntityRepository(database);
  const derivatives = new DerivativeRepository(database);
  const originalUploads = new OriginalUploadRepository(database);
  const catalogue = new CatalogueRepository(database);
  const audit = new AuditRepository(database);
  const transactor = new Transactor(database);
  const images = new ImageRepository();

  // Services: the logic.
  const limits = new AbuseLimits(rateCounter);
  const orderLineRepository = new OrderLineRepository(database);
  const basketRepository = new BasketRepository(database);
  const orderLines = new OrderLineService(entityRepository, orderLineRepository);
  const entities = new EntityService(
    entityRepository,
    users,
    transactor,
    async (entity, id) => {
      if (entity.name === 'internalImage') await derivatives.deleteFor('internal_image', id);
      if (entity.name === 'photo') {
        await derivatives.deleteFor('photo', id);
        await originalUploads.deleteFor([id]);
      }
    },
    // Omnibus: a catalogue write records the prices it changes, or neither happens; an order's
    // write claims the crafted product it points at, or is refused.
    async (repositories, entity, id) => {
      await repositories.priceHistory.recordRow(entity, id, now());
      await claimPiecesOfWrittenOrder(repositories, entity, id);
    },
    // An order's JSON lists its lines.
    (entity, caller, rows) =>
      hasItems(entity) ? orderLines.withItems(caller, rows) : Promise.resolve(),
  );
  const accounts = new AccountService(
    users,
    new AccountRepository(database),
    audit,
    transactor,
    jwt,
    config,
    limits,
  );
  const photos = new PhotoService(images, catalogue, transactor);
  const editions = new EditionService(entityRepository, derivatives, images);
  const previews = new CraftedProductPreviews(
    new PreviewRenderer(new PreviewRasterRepository(), new InteriorArtRepository()),
    entityRepository,
  );
  const crafted = new CraftedProductService(
    entityRepository,
    catalogue,
    images,
    new ConfigurationResolver(
      entityRepository,
      new SourceImageService(entityRepository, derivatives, images, editions),
    ),
    previews.paint,
    new PriceHistoryRepository(database),
    orderLineRepository,
    now,
  );
  const documents = new DocumentService(new PendingDocumentRepository(database), transactor, {
    [PROFORMA]: proformaDocument,
    ...TAX_DOCUMENT_RENDERERS,
  });
  const legalPages = new LegalPageService(new LegalPageRepository(database), catalogue);
  const documentLinks = new DocumentLinks(config.jwtSecret, config.publicUrl);
  const placement = new OrderPlacementService(
    entityRepository,
    orderLineRepository,
    crafted,
    catalogue,
    transactor,
    config,
    documents,
    legalPages,
  );
  const workflow = new OrderWorkflowService(
    entityRepository,
    transactor,
    new OrderHistoryRepository(database),
    entities,
    config,
    new TaxDocumentIssuer(documents, documentLinks, config.publicUrl),
    documents,
  );
  const orderDocuments = new OrderDocumentService(
    entityRepository,
    catalogue,
    new InvoiceRepository(database),
    images,
    documents,
    orderLineRepository,
  );

  const outbox = new OutboxRepository(database);
  const mailLog = app.log.child({ logger: 'fotoobraz.mail' });
  metrics.watchOutbox(async () => ({ backlog: await outbox.backlog() }));
  const management = new ManagementService(
    config,
    database,
    outbox,
    audit,
    metrics,
    new Map([
      ['ROOT', app.log],
      ['fotoobraz.mail', mailLog],
    ]),
  );

  // Routes: the docs first (they collect every route declared after them), then specific routes,
  // then the generic entity routes for everything else.
  await registerApiDocs(app, config);
  registerManagementRoutes(app, config, management);
  registerAccountRoutes(app, accounts, limits);
  registerUserRoutes(app, new UserManagementService(users, transactor, config));
  const uploadAdmission = registerPhotoRoutes(app, photos, entities);
  await registerOriginalUploadRoutes(
    app,
    uploadAdmission,
    new WorkingCopyService(images, catalogue, transactor, now),
    new OriginalUploadService(
      entityRepository,
      originalUploads,
      images,
      catalogue,
      transactor,
      now,
    ),
    entities,
  );
  registerEditionRoutes(app, editions);
  registerCraftedProductRoutes(app, crafted, previews, entities);
  registerOrderRoutes(
    app,
    placement,
    workflow,
    orderDocuments,
    entities,
    new OrderTaxDocumentService(
      entityRepository,
      new TaxDocumentRepository(database),
      new InvoiceRepository(database),
      documents,
      documentLinks,
    ),
  );
  const baskets = new BasketService(
    basketRepository,
    entityRepository,
    entities,
    crafted,
    catalogue,
    now,
  );
  registerBasketRoutes(
    app,
    baskets,
    new ReorderService(
      entityRepository,
      orderLineRepository,
      basketRepository,
      baskets,
      crafted,
      transactor,
      now,
    ),
  );
  registerLegalPageRoutes(app, legalPages);
  await registerBankStatementRoutes(
    app,
    new BankStatementService(
      transactor,
      catalogue,
      new BankStatementRepository(database),
      workflow,
    ),
  );
  registerAccountingRoutes(
    app,
    new AccountingService(new AccountingRepository(database), new TaxDocumentRepository(database)),
  );
  const catalogueLists = new CatalogueLists(new CatalogueVersionRepository(database), entities);
  registerEntityRoutes(app, entities, catalogueLists, new ImageRenditions(images), {
    photo: ['create'],
    craftedProduct: ['get', 'create', 'update'],
    order: ['create', 'update', 'delete'],
  });
  await registerWebRoutes(app, webDist);

  const worker = new OutboxWorker(outbox, mailTransportFor(config, mailLog), mailLog, {
    pollMs: outboxPollMs,
  });
  app.decorate('outboxWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());

  const retention = new RetentionJob(
    new RetentionRepository(database),
    new JobLeaseRepository(database),
    catalogue,
    metrics,
    app.log.child({ logger: 'fotoobraz.retention' }),
  );
  app.decorate('retentionJob', retention);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', () => retention.stop());
  const documentWorker = new DocumentWorker(documents, app.log, { pollMs: outboxPollMs });
  app.decorate('documentWorker', documentWorker);
  app.addHook('onReady', async () => documentWorker.start());
  app.addHook('onClose', () => documentWorker.stop());
  return app;
};
