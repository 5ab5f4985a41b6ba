import {
  HealthSchema,
  InfoSchema,
  INSTANT_RANGE,
  INT_RANGE,
  LineTextSchema,
  ListQuerySchema,
  AuditEventSchema,
  ConfigPropsSchema,
  EnvironmentSchema,
  LoggersSchema,
  MetricsSchema,
  ThreadDumpSchema,
} from '@fotoobraz/domain';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { APP_VERSION } from '../../../lib/app-version.ts';
import { paginationLink } from '../../../lib/pagination.ts';
import { isAdmin } from '../../../lib/caller.ts';
import type { ManagementService } from '../services/management.service.ts';
import { fileResponse, NoContentSchema } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

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

/** A logger's new level (`PUT /management/logs`); which loggers and levels exist is checked there. */
const LoggerLevelSchema = z.object({ name: LineTextSchema, level: LineTextSchema });

const { documented, admin } = routesOf(API_TAGS.management);

/**
 * /management/*: health's status and info for everyone (load balancers, the client's ribbon), the
 * rest for admins (back-office spec §7).
 */
export const registerManagementRoutes = (
  app: ShopApi,
  config: Config,
  management: ManagementService,
): void => {
  app.get(
    '/management/info',
    documented('Version and active profiles', { response: { 200: InfoSchema } }),
    async () => ({
      'display-ribbon-on-profiles': 'dev',
      activeProfiles: config.profile === 'dev' ? ['dev', 'api-docs'] : ['prod'],
      build: { name: 'fotoobraz', version: APP_VERSION },
    }),
  );

  // Anyone (a load balancer) learns UP or DOWN; only admins see the components' details.
  app.get(
    '/management/health',
    {
      config: { sessionOptional: true },
      ...documented('UP or DOWN (503); the components for admins', {
        response: { 200: HealthSchema, 503: HealthSchema },
      }),
    },
    async (request, reply) => {
      const health = await management.health();
      return reply
        .status(health.status === 'UP' ? 200 : 503)
        .send(isAdmin(request.caller) ? health : { status: health.status });
    },
  );

  // The reports as the service reads them, in a shape of their own.
  const report = <S extends z.ZodType>(
    path: string,
    summary: string,
    answer: S,
    // The reports are the process's own shapes; the schema checks each answer as it goes out.
    read: () => unknown,
  ) =>
    app.get(
      `/management/${path}`,
      admin(summary, { response: { 200: answer } }),
      read as () => never,
    );
  report('metrics', 'Metrics (admins)', MetricsSchema, () => management.metrics());
  report('threaddump', 'What the process is doing (admins)', ThreadDumpSchema, () =>
    management.threadDump(),
  );
  report('logs', 'Loggers and their levels (admins)', LoggersSchema, () => management.logs());
  report('configprops', 'The settings, secrets masked (admins)', ConfigPropsSchema, () =>
    management.configProps(),
  );
  report('env', 'The environment, secrets masked (admins)', EnvironmentSchema, () =>
    management.env(),
  );
  app.get(
    '/management/prometheus',
    admin('Metrics in the Prometheus text format (admins)', {
      response: { 200: fileResponse('The metrics', 'text/plain') },
    }),
    async (_request, reply) => {
      const { contentType, body } = await management.prometheus();
      return reply.type(contentType).send(body);
    },
  );
  app.put(
    '/management/logs',
    {
      ...admin('Set a logger’s level (admins)', {
        body: LoggerLevelSchema,
        response: { 204: NoContentSchema },
      }),
      config: { objectName: 'logger' },
    },
    async (request, reply) => {
      management.setLogLevel(request.body);
      return reply.status(204).send();
    },
  );
  app.get(
    '/management/audits',
    admin('Audit events (admins; X-Total-Count, Link)', {
      querystring: AuditQuerySchema,
      response: { 200: z.array(AuditEventSchema) },
    }),
    async (request, reply) => {
      const { events, total, page, size } = await management.audits(request.query);
      reply.header('X-Total-Count', String(total));
      reply.header('Link', paginationLink(request.url, page, size, total));
      return events;
    },
  );
};
