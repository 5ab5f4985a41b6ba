import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENTITIES, ProblemSchema, relatedRowSchema } from '@fotoobraz/domain';
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

// A file's bytes are no JSON; `describeResponses` says what they are.
const zodToJsonConfig = { unrepresentable: 'any' } as const;

type Transform = ReturnType<typeof createJsonSchemaTransform>;
type JsonSchema = Record<string, unknown>;

/**
 * What zod's JSON Schema cannot say about an answer: that it has no body (`NoContentSchema`,
 * which comes out as `type: 'null'`), and that a file's content is binary.
 */
const describeResponses =
  (transform: Transform): Transform =>
  (document) => {
    const transformed = transform(document);
    const responses = (transformed.schema as { response?: Record<string, JsonSchema> }).response;
    for (const [status, response] of Object.entries(responses ?? {})) {
      if (response.type === 'null') responses![status] = { ...response, description: 'No content' };
      const content = response.content as Record<string, { schema: JsonSchema }> | undefined;
      for (const [mediaType, media] of Object.entries(content ?? {})) {
        if (!mediaType.includes('json')) media.schema = { type: 'string', format: 'binary' };
      }
    }
    return transformed;
  };

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
  schemaRegistry.add(ProblemSchema, { id: 'Problem' });
  // A row nested in another is one schema per entity, referred to wherever it is nested.
  for (const entity of ENTITIES) {
    schemaRegistry.add(relatedRowSchema(entity.name), { id: `${entity.name}Nested` });
  }
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
      },
      security: [{ bearer: [] }],
    },
    transform: describeResponses(createJsonSchemaTransform({ schemaRegistry, zodToJsonConfig })),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry, zodToJsonConfig }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/swagger-ui' });
  app.get('/v3/api-docs', { schema: { hide: true } }, () => app.swagger());
};
