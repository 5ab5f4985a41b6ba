import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { APP_VERSION } from '../lib/app-version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route schemas the API docs name as components (`#/components/schemas/frame`) instead of
     * repeating them; one registry per app, so apps built side by side do not share names.
     */
    apiSchemas: z.core.$ZodRegistry<{ id?: string }>;
  }
}

/** API docs (OpenAPI and Swagger UI) are part of the `dev` profile only. */
export const apiDocsEnabled = (config: Pick<Config, 'profile'>): boolean =>
  config.profile === 'dev';

const PROBLEM = {
  type: 'object',
  description: 'application/problem+json (DESIGN.md §2)',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    path: { type: 'string' },
    message: { type: 'string' },
    fieldErrors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          objectName: { type: 'string' },
          field: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

/**
 * The OpenAPI document at `/v3/api-docs` (and Swagger UI at `/swagger-ui`) in dev, generated
 * from the routes' own zod schemas: every route registered after this plugin is in it. Register
 * it before the routes.
 */
export const registerApiDocs = async (
  app: FastifyInstance,
  config: Pick<Config, 'profile'>,
): Promise<void> => {
  const schemaRegistry = z.registry<{ id?: string }>();
  app.decorate('apiSchemas', schemaRegistry);
  if (!apiDocsEnabled(config)) return;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Fotoobraz API',
        version: APP_VERSION,
        description: 'JHipster-compatible API of the Fotoobraz shop.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Problem: PROBLEM },
      },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/swagger-ui' });
  app.get('/v3/api-docs', { schema: { hide: true } }, () => app.swagger());
};
