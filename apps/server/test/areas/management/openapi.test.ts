import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, unknown>>;
}

/** The app's routes as `METHOD /path`, read from Fastify's own route tree. */
const routesOf = (app: FastifyInstance): string[] => {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + node[2];
    prefixes[depth] = path;
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
};

/** What the docs leave out on purpose: HEAD (Fastify adds one per GET) and the docs themselves. */
const undocumented = (route: string): boolean =>
  route.startsWith('HEAD ') || /^[A-Z]+ \/(swagger-ui|v3\/api-docs)(\/|$)/.test(route);

describe(`the OpenAPI document at /v3/api-docs (${TEST_DB})`, () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject({ url: '/v3/api-docs' })).json();
  });
  afterAll(() => t?.close());

  it('describes every route the app answers, in OpenAPI path syntax', () => {
    const routes = routesOf(t.app).filter((r) => !undocumented(r));
    expect(routes.length).toBeGreaterThan(150);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const asOpenApi = (route: string) => route.replace(/:(\w+)/g, '{$1}');
    expect(documented.sort()).toEqual(routes.map(asOpenApi).sort());
  });

  it.each([
    ['/api/admin/users', 'post'],
    ['/api/authorities', 'get'],
    ['/api/crafted-products', 'post'],
    ['/api/crafted-products/price-differences', 'post'],
    ['/api/orders/{id}/status', 'post'],
    ['/management/env', 'get'],
    ['/management/logs', 'put'],
    ['/management/configprops', 'get'],
    ['/management/threaddump', 'get'],
  ])('has %s (%s)', (path, method) => {
    expect(doc.paths[path]).toHaveProperty(method);
  });

  it('documents the bodies and parameters the routes check', () => {
    const status = doc.paths['/api/orders/{id}/status'].post as {
      parameters: { name: string; in: string }[];
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(status.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(status.requestBody.content['application/json'].schema.required).toEqual(['status']);
  });

  it('states the version of the root package.json', () => {
    const root = JSON.parse(
      readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
    );
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(root.version);
  });
});
