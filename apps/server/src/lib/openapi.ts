import { ENTITIES, entityInputSchema, type EntityDef } from '@fotoobraz/domain';
import { z } from 'zod';
import { APP_VERSION } from '../routes/management.routes.ts';

type Operation = Record<string, unknown>;

const problem = {
  description: 'application/problem+json',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};
const json = (ref: string, array = false) => ({
  content: {
    'application/json': { schema: array ? { type: 'array', items: { $ref: ref } } : { $ref: ref } },
  },
});
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const PAGING = [
  {
    name: 'page',
    in: 'query',
    schema: { type: 'integer', minimum: 0 },
    description: '0-based page',
  },
  { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 2000 } },
  {
    name: 'sort',
    in: 'query',
    schema: { type: 'array', items: { type: 'string' } },
    style: 'form',
    explode: true,
    description: 'field,asc|desc (repeatable)',
  },
];

/** The JSON schema of an entity's body, from the same zod schema the server validates with. */
const entitySchema = (entity: EntityDef) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(entityInputSchema(entity, 'create'), {
    io: 'input',
    unrepresentable: 'any',
  });
  return schema;
};

const entityPaths = (entity: EntityDef): Record<string, Record<string, Operation>> => {
  const base = `/api/${entity.apiPath}`;
  const ref = `#/components/schemas/${entity.name}`;
  const tags = [entity.label];
  const filters = (entity.filters ?? []).map((f) => ({
    name: f.param,
    in: 'query',
    schema: { type: 'string' },
    description: f.kind,
  }));
  return {
    [base]: {
      get: {
        tags,
        summary: `${entity.labelPlural}: list (X-Total-Count, Link)`,
        parameters: [...PAGING, ...filters],
        responses: { 200: json(ref, true), 400: problem },
      },
      post: {
        tags,
        summary: `${entity.label}: create`,
        requestBody: json(ref),
        responses: { 201: json(ref), 400: problem, 401: problem, 403: problem },
      },
      put: {
        tags,
        summary: `${entity.label}: update (id in the body)`,
        requestBody: json(ref),
        responses: { 200: json(ref), 400: problem, 404: problem },
      },
    },
    [`${base}/{id}`]: {
      get: {
        tags,
        summary: `${entity.label}: one`,
        parameters: [idParam],
        responses: { 200: json(ref), 404: problem },
      },
      put: {
        tags,
        summary: `${entity.label}: update`,
        parameters: [idParam],
        requestBody: json(ref),
        responses: { 200: json(ref), 400: problem, 404: problem },
      },
      delete: {
        tags,
        summary: `${entity.label}: delete`,
        parameters: [idParam],
        responses: { 200: { description: 'deleted' }, 404: problem, 409: problem },
      },
    },
  };
};

/** Endpoints beyond the generic entity ones, summarised. */
const OTHER_PATHS: [method: string, path: string, tag: string, summary: string][] = [
  ['post', '/api/authenticate', 'Účet', 'Sign in: {username, password, rememberMe} -> {id_token}'],
  ['get', '/api/account', 'Účet', 'The signed-in account'],
  ['post', '/api/account', 'Účet', 'Save own settings'],
  ['post', '/api/register', 'Účet', 'Register: {login, email, password, langKey}'],
  ['get', '/api/activate', 'Účet', 'Activate with ?key='],
  ['post', '/api/account/reset-password/init', 'Účet', 'Ask for a reset link (text/plain e-mail)'],
  ['post', '/api/account/reset-password/finish', 'Účet', 'Set a new password: {key, newPassword}'],
  [
    'post',
    '/api/account/change-password',
    'Účet',
    'Change password: {currentPassword, newPassword} -> {id_token}; earlier tokens end',
  ],
  ['post', '/api/account/sign-out-everywhere', 'Účet', 'End every session of the account'],
  [
    'post',
    '/api/crafted-products/price-differences',
    'Vyrobený produkt',
    'Prices of alternative choices',
  ],
  [
    'get',
    '/api/crafted-products/{id}/wall/{n}',
    'Vyrobený produkt',
    'The piece on interior n (0–8), JPEG',
  ],
  [
    'get',
    '/api/internal-images/{id}/thumbnail',
    'Interný obrázok',
    "An edition's small picture, JPEG",
  ],
  [
    'post',
    '/api/orders/{id}/status',
    'Objednávka',
    'Move along the workflow (admins): {status, note}',
  ],
  ['get', '/api/orders/{id}/history', 'Objednávka', 'Status history'],
  ['get', '/api/orders/{id}/payment', 'Objednávka', 'Payment details and PAY by square QR'],
  ['get', '/api/orders/{id}/proforma', 'Objednávka', 'The pro-forma invoice PDF'],
  ['get', '/api/orders/{id}/print-file', 'Objednávka', 'Print-ready file (admins)'],
  ['get', '/api/orders/{id}/job-ticket', 'Objednávka', 'Job ticket PDF (admins)'],
  ['get', '/api/users', 'Používatelia', 'Users (admins)'],
  ['get', '/management/health', 'Prevádzka', 'Health'],
  ['get', '/management/info', 'Prevádzka', 'Version and profiles'],
  ['get', '/management/metrics', 'Prevádzka', 'Metrics (admins)'],
  ['get', '/management/prometheus', 'Prevádzka', 'Metrics in Prometheus text format (admins)'],
  ['get', '/management/audits', 'Prevádzka', 'Audit events (admins)'],
];

/**
 * The OpenAPI document of the API, built from the entity model (the same schemas that validate
 * the requests) plus a summary of the other endpoints.
 */
export const openApiDocument = () => {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const entity of ENTITIES) Object.assign(paths, entityPaths(entity));
  for (const [method, path, tag, summary] of OTHER_PATHS) {
    paths[path] = {
      ...paths[path],
      [method]: { tags: [tag], summary, responses: { 200: { description: 'OK' }, 400: problem } },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Fotoobraz API',
      version: APP_VERSION,
      description: 'JHipster-compatible API of the Fotoobraz shop.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            path: { type: 'string' },
            message: { type: 'string' },
            fieldErrors: { type: 'array', items: { type: 'object' } },
          },
        },
        ...Object.fromEntries(ENTITIES.map((e) => [e.name, entitySchema(e)])),
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
};
