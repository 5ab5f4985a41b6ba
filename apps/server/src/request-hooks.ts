import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { metrics } from './repositories/metrics.repository.ts';
import { inlineScriptSources } from './routes/web.routes.ts';
import { registerCompression } from './plugins/compression.ts';

/**
 * What every request goes through before its route: the security headers, compression, the
 * request id on the answer and the request's row in the metrics.
 */
export const registerRequestHooks = async (
  app: FastifyInstance,
  trustProxy: Config['trustProxy'],
  webDist: string | false | undefined,
): Promise<void> => {
  // Helmet's headers are worked out once, here; @fastify/helmet built them again for every
  // request (parsing the CSP was a large share of a cached catalogue request).
  const securityHeaders = helmet({
    // The SPA's own scripts only (and index.html's inline scripts, by their hashes); MUI injects
    // styles; previews and thumbnails are data: URLs.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet 8 throws its errors rather than passing them on: the callback only says it is done.
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, () => done()),
  );
  await registerCompression(app);
  if (trustProxy === undefined) {
    // Behind a proxy without TRUST_PROXY every client shares the proxy's address and its limits;
    // the operator hears of it once.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        "X-Forwarded-For arrives but TRUST_PROXY is not set: the proxy is taken for the client (one address for everybody's abuse limits); set TRUST_PROXY to the proxy's address or hop count",
      );
    });
  }
  // Every response names its request, as the JSON logs do, so a customer's report can be traced.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const isService = /^\/(api|management|v3|swagger-ui)(\/|$)/.test(request.url);
    // The web app's files and page reloads are one row, not one per file or client route.
    metrics.recordRequest(
      request.method,
      isService ? (route ?? 'unmatched') : 'web app',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
};
