import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountsArea } from './areas/accounts/index.ts';
import { cardPaymentsArea } from './areas/card-payments/index.ts';
import { catalogueArea } from './areas/catalogue/index.ts';
import { documentsArea } from './areas/documents/index.ts';
import { giftVouchersArea } from './areas/gift-vouchers/index.ts';
import { managementArea } from './areas/management/index.ts';
import { ordersArea } from './areas/orders/index.ts';
import { packetsArea } from './areas/packets/index.ts';
import { paymentsArea } from './areas/payments/index.ts';
import { pickupPointsArea } from './areas/pickup-points/index.ts';
import { piecesArea } from './areas/pieces/index.ts';
import { taxDocumentsArea } from './areas/tax-documents/index.ts';
import { withdrawalsArea } from './areas/withdrawals/index.ts';
import { buildKernel } from './kernel/kernel.ts';
import { modelRoutes } from './kernel/model-routes.ts';
import type { Config } from './config.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { requestIdOf } from './lib/request-id.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { registerAlerts } from './plugins/alerts.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerApiDocs } from './plugins/openapi.ts';
import { registerUnreadBodyDrain } from './plugins/unread-body.ts';
import type { Database } from './repositories/database.ts';
import { registerRequestHooks } from './request-hooks.ts';
import { answerSerializer } from './routes/answer-serializer.ts';
import { registerProblemAnswers } from './routes/problem-answers.ts';
import { registerWebRoutes } from './routes/web.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built web app; tests of the API leave it out. */
  webDist?: string | false;
  /** Pause of the background workers (mail outbox, documents) between polls (tests poll faster). */
  outboxPollMs?: number;
  /**
   * The server's clock: every row stamped, every document dated and every job's turn reads it
   * (tests move it on instead of waiting days). The real time by default.
   */
  now?: Clock;
  /** Where the JSON log goes instead of the profile's output (tests read what was logged). */
  logStream?: { write(line: string): void };
}

/** Body limit of ordinary JSON requests; catalogue images travel as base64 inside them. */
const BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Builds the whole server: the cross-cutting plugins, then the areas, each building its own
 * repositories, services, routes and event subscribers, then the model's generic routes for what
 * no area routes, and the web app. Listening is server.ts's business.
 */
export const buildApp = async ({
  config,
  database,
  webDist,
  outboxPollMs,
  now = systemClock,
  logStream,
}: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For names the client only when the operator says which proxy sets it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  // Route schemas are zod schemas (packages/domain: validation, requests), shared with the web
  // app; the API docs are generated from them, and the answers serialised with them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(app.log));
  registerErrorHandling(app);
  // Before any route: each documents the refusals it gives.
  registerProblemAnswers(app);
  registerUnreadBodyDrain(app);
  registerAlerts(app);
  await registerRequestHooks(app, config.trustProxy, webDist);
  await app.register(fastifyCookie);
  // The docs collect every route declared after them.
  await registerApiDocs(app, config);

  // The repositories stamp rows with their database's clock: on the kernel's, the app's.
  const kernel = buildKernel({
    config,
    database: { ...database, now },
    log: app.log,
    now,
    pollMs: outboxPollMs,
  });
  for (const area of [
    accountsArea,
    managementArea,
    catalogueArea,
    piecesArea,
    documentsArea,
    taxDocumentsArea,
    ordersArea,
    packetsArea,
    cardPaymentsArea,
    paymentsArea,
    withdrawalsArea,
    giftVouchersArea,
    pickupPointsArea,
    modelRoutes,
  ]) {
    await app.register(area, kernel);
  }
  await registerWebRoutes(app, webDist);
  return app;
};
