import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from '../../src/routes/api-tags.ts';
import { PROBLEM_STATUSES } from '../../src/routes/problem-answers.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';

interface Response {
  description: string;
  content?: Record<string, { schema?: object }>;
}
type Operations = Record<string, { responses?: Record<string, Response>; tags?: string[] }>;
type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/**
 * Where a schema lets fields pass unnamed: every object must say `additionalProperties: false`,
 * through references, items and every member of a combination. A map keyed by data (loggers by
 * name) is named by its values' schema, which must be closed in turn; `maps` collects them.
 */
const openings = (
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  maps: string[],
  at = '',
  seen = new Set<string>(),
): string[] => {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1)!;
    if (seen.has(name)) return [];
    return openings(components[name], components, maps, `${at}→${name}`, new Set([...seen, name]));
  }
  const found: string[] = [];
  if (schema.type === 'object' || schema.properties) {
    if (typeof schema.additionalProperties === 'object' && !schema.properties) {
      maps.push(at);
      found.push(...openings(schema.additionalProperties, components, maps, `${at}{}`, seen));
    } else if (schema.additionalProperties !== false) found.push(at || '(the answer)');
  }
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    found.push(...openings(field, components, maps, `${at}.${name}`, seen));
  }
  found.push(...openings(schema.items, components, maps, `${at}[]`, seen));
  for (const member of [
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ]) {
    found.push(...openings(member, components, maps, at, seen));
  }
  return found;
};

/**
 * Whether an operation says what its success answers: a body with its schema (JSON, or a file's
 * binary content), or no body at all, stated as such.
 */
const documentsSuccess = (responses: Record<string, Response> = {}): boolean =>
  Object.entries(responses).some(
    ([status, response]) =>
      /^2\d\d$/.test(status) &&
      (response.content
        ? Object.values(response.content).every((media) => media.schema !== undefined)
        : response.description === 'No content'),
  );

describe(`the answers documented in /v3/api-docs (${TEST_DB})`, () => {
  let t: TestApp;
  let paths: Record<string, Operations>;
  let components: Record<string, JsonSchema>;
  const operations = () =>
    Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ url: '/v3/api-docs' })).json();
    paths = doc.paths;
    components = doc.components.schemas;
  });
  afterAll(() => t?.close());

  it('documents the success answer of at least 90 % of the operations', () => {
    const operations = Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        documented: documentsSuccess(op.responses),
      })),
    );
    const documented = operations.filter((op) => op.documented).length;
    const undocumented = operations.filter((op) => !op.documented).map((op) => op.name);
    console.info(
      `answers documented: ${documented}/${operations.length} operations ` +
        `(${((100 * documented) / operations.length).toFixed(1)} %); without: ${undocumented.join(', ')}`,
    );
    expect(documented / operations.length).toBeGreaterThanOrEqual(0.9);
  });

  it('documents an entity row from the model, and a file as binary content', () => {
    const list = paths['/api/frames'].get.responses!['200'];
    expect(list.content!['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/frameRow' },
    });
    const image = paths['/api/frames/{id}/{field}'].get.responses!['200'];
    expect(image.content!['image/*'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(paths['/api/frames/{id}'].delete.responses!['200']).toEqual({
      description: 'No content',
    });
  });

  it('closes every JSON answer: each object lists its fields, and nothing else is sent', () => {
    const maps: string[] = [];
    const open: string[] = [];
    let answers = 0;
    for (const { name, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!type.includes('json')) continue;
          answers += 1;
          const at = `${name} ${status}`;
          const where = openings(media.schema as JsonSchema, components, maps, at);
          if (where.length) open.push(...where);
        }
      }
    }
    console.info(`JSON answers: ${answers}; maps keyed by data: ${[...new Set(maps)].join(', ')}`);
    expect(answers).toBeGreaterThan(300);
    expect(open).toEqual([]);
    // A map is no way around a closed object: only the reports keyed by data have one.
    expect(new Set(maps.map((at) => at.split(' ')[1])).size).toBeLessThanOrEqual(5);
  });

  it('documents the refusals of every operation as application/problem+json', () => {
    const without: string[] = [];
    for (const { name, op } of operations()) {
      // Health's 503 is its report, a DOWN part named: a body of its own, not a refusal.
      const refusals = Object.entries(op.responses ?? {}).filter(
        ([status, response]) => /^[45]/.test(status) && !response.content?.['application/json'],
      );
      if (refusals.length === 0) without.push(name);
      for (const [status, response] of refusals) {
        expect(PROBLEM_STATUSES.map(String), name).toContain(status);
        expect(response.content, `${name} ${status}`).toEqual({
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
        });
      }
    }
    expect(without).toEqual([]);
    expect(components.Problem.additionalProperties).toBe(false);
  });

  it('lists every operation under one tag, its area’s', () => {
    const areas: string[] = Object.values(API_TAGS);
    for (const { name, op } of operations()) {
      expect(op.tags, name).toHaveLength(1);
      expect(areas, name).toContain(op.tags![0]);
    }
  });
});
