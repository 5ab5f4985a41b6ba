import { contentTypeField, ENTITIES } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/actors.ts';
import { sampleInput } from '../helpers/sample-input.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';

/** Only the fields the model requires, with their blobs' content types. */
const requiredOnly = (
  body: Record<string, unknown>,
  fields: Record<string, { required?: boolean }>,
) =>
  Object.fromEntries(
    Object.entries(body).filter(
      ([name]) =>
        fields[name]?.required ||
        Object.entries(fields).some(([blob, f]) => f.required && contentTypeField(blob) === name),
    ),
  );

describe(`rows with every optional field empty, answered by the documented routes (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'warn' },
      { logStream: { write: (line) => void warnings.push(line) } },
    );
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t?.close());

  it.each(ENTITIES.map((entity) => [entity.name, entity] as const))(
    '%s: created, read one and listed with 200, each answer as documented',
    async (_name, entity) => {
      const base = `/api/${entity.apiPath}`;
      const body = requiredOnly(sampleInput(entity), entity.fields);
      const created = await t.app.inject({
        method: 'POST',
        url: base,
        headers: admin,
        payload: body,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      const one = await t.app.inject({ url: `${base}/${id}`, headers: admin });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({ id });
      const list = await t.app.inject({ url: base, headers: admin });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toContainEqual(expect.objectContaining({ id }));
      expect(warnings.filter((line) => line.includes('documented schema'))).toEqual([]);
    },
  );
});
