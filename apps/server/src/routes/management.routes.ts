import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { INSTANT_RANGE, INT_RANGE, LineTextSchema, ListQuerySchema } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { openApiDocument } from '../lib/openapi.ts';
import { paginationLink } from '../lib/pagination.ts';
import { forbidden, unauthorized } from '../lib/problem.ts';
import { isAdmin } from '../services/caller.ts';
import type { ManagementService } from '../services/management.service.ts';

/** A day (`2026-11-24`, a time may follow) that an instant column can hold. */
const DaySchema = LineTextSchema.regex(/^\d{4}-\d{2}-\d{2}/, { error: 'Pattern' }).refine(
  (s) => {
    const t = Date.parse(s.slice(0, 10));
    return t >= INSTANT_RANGE.min && t < INSTANT_RANGE.max;
  },
  { error: 'Pattern' },
);
const WholeNumberSchema = LineTextSchema.regex(/^\d+$/, { error: 'TypeMismatch' }).refine(
  (s) => Number(s) <= INT_RANGE.max,
  { error: 'Max' },
);
const AuditQuerySchema = ListQuerySchema.extend({
  page: WholeNumberSchema.optional(),
  size: WholeNumberSchema.optional(),
  fromDate: DaySchema.optional(),
  toDate: DaySchema.optional(),
});

export const APP_VERSION = '1.4.1';

/** API docs (OpenAPI and Swagger UI) are part of the `dev` profile only. */
export const apiDocsEnabled = (config: Pick<Config, 'profile'>): boolean =>
  config.profile === 'dev';

const adminOnly = async (request: FastifyRequest) => {
  if (!isAdmin(request.caller)) throw request.caller.user ? forbidden() : unauthorized();
};

/**
 * /management/*: health's status and info for everyone (load balancers, the client's ribbon), the rest for
 * admins (back-office spec §7). API docs at /v3/api-docs and /swagger-ui in dev.
 */
export const registerManagementRoutes = async (
  app: FastifyInstance,
  config: Config,
  management: ManagementService,
): Promise<void> => {
  app.get('/management/info', async () => ({
    'display-ribbon-on-profiles': 'dev',
    activeProfiles: config.profile === 'dev' ? ['dev', 'api-docs'] : ['prod'],
    build: { name: 'fotoobraz', version: APP_VERSION },
  }));

  // Anyone (a load balancer) learns UP or DOWN; only admins see the components' details.
  app.get('/management/health', { config: { sessionOptional: true } }, async (request, reply) => {
    const health = await management.health();
    return reply
      .status(health.status === 'UP' ? 200 : 503)
      .send(isAdmin(request.caller) ? health : { status: health.status });
  });

  const admin = { onRequest: adminOnly };
  app.get('/management/metrics', admin, () => management.metrics());
  app.get('/management/prometheus', admin, async (_request, reply) => {
    const { contentType, body } = await management.prometheus();
    return reply.type(contentType).send(body);
  });
  app.get('/management/threaddump', admin, () => management.threadDump());
  app.get('/management/logs', admin, () => management.logs());
  app.put('/management/logs', admin, async (request, reply) => {
    management.setLogLevel(request.body);
    return reply.status(204).send();
  });
  app.get('/management/configprops', admin, () => management.configProps());
  app.get('/management/env', admin, () => management.env());
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/management/audits',
      { ...admin, schema: { querystring: AuditQuerySchema } },
      async (request, reply) => {
        const { events, total, page, size } = await management.audits(request.query);
        reply.header('X-Total-Count', String(total));
        reply.header('Link', paginationLink(request.url, page, size, total));
        return events;
      },
    );

  if (apiDocsEnabled(config)) {
    await app.register(fastifySwagger, {
      mode: 'static',
      specification: { document: openApiDocument() as never },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/swagger-ui' });
    app.get('/v3/api-docs', () => app.swagger());
  }
};
