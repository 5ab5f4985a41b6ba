import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';

interface Response {
  description: string;
  content?: Record<string, { schema?: object }>;
}
type Operations = Record<string, { responses?: Record<string, Response> }>;

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

  beforeAll(async () => {
    t = await buildTestApp();
    paths = (await t.app.inject({ url: '/v3/api-docs' })).json().paths;
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
});
