import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JwtCodec } from '../../src/lib/jwt.ts';
import { UserRepository } from '../../src/repositories/user.repository.ts';
import { visitorHeaders, type Headers } from '../helpers/actors.ts';
import { keepAliveClient, type KeepAliveClient } from '../helpers/keep-alive-client.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';

/**
 * A fuzzer driven by the app's own OpenAPI document: every operation, every path, query and
 * body field it documents, gets the bad values an attacker tries first, as an admin and as a
 * visitor. Nothing may answer 5xx or leave a request unanswered, on either database. A route
 * added tomorrow is in the document, so it is fuzzed without anyone writing its cases.
 */

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  oneOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface FuzzRequest {
  what: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const JUST_ABOVE_INT = 2 ** 31;
const NUL_AND_CONTROL = 'a\u0000b\u0001\u0007\u001b[2J\r\n\u007f';
/**
 * Far beyond any field's limit, though within the body limit, so that it reaches the parser and
 * the validation. Each operation gets it twice: 5 MB made a third of the whole fuzz's time.
 */
const ONE_MB = 'x'.repeat(1024 * 1024);
const nestedArrays = (depth: number): unknown =>
  JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const DEEP_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** What goes where a path or query value goes. */
const BAD_PARAMETERS = [
  String(JUST_ABOVE_INT),
  '99999999999999999999999',
  encodeURIComponent(NUL_AND_CONTROL),
  '%E0%A4%A',
  'x'.repeat(4000),
];

/** What goes where a body field goes: one of each kind an attacker tries first. */
const BAD_FIELD_VALUES: [string, unknown][] = [
  ['an id beyond 2^31', JUST_ABOVE_INT],
  ['NUL and control characters', NUL_AND_CONTROL],
  ['an array where an object goes', [{}]],
  ['an object where a value goes', { id: JUST_ABOVE_INT }],
  ['arrays nested 2000 deep', nestedArrays(2000)],
];

/** Whole bodies of the wrong shape or kind, for every operation that takes one. */
const badBodies = (
  large: boolean,
): { what: string; contentType: string; body: string | Buffer }[] => {
  const boundary = `fuzz${randomBytes(4).toString('hex')}`;
  const bodies = [
    { what: 'a JSON array', contentType: 'application/json', body: '[{"id":1}]' },
    { what: 'JSON null', contentType: 'application/json', body: 'null' },
    { what: 'broken JSON', contentType: 'application/json', body: '{"a":' },
    { what: 'JSON nested 10,000 deep', contentType: 'application/json', body: DEEP_JSON },
    { what: 'text', contentType: 'text/plain', body: NUL_AND_CONTROL },
    { what: 'XML', contentType: 'application/xml', body: '<a><b/></a>' },
    { what: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&a=2' },
    { what: 'bytes', contentType: 'application/octet-stream', body: randomBytes(2048) },
    { what: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'x' },
    {
      what: 'multipart with a stray file',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="stray"; filename="a.bin"\r\n\r\n`,
        ),
        randomBytes(300_000),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    },
    {
      what: 'multipart cut short',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc`,
    },
  ];
  if (large) {
    bodies.push({
      what: 'a 1 MB string',
      contentType: 'application/json',
      body: JSON.stringify(ONE_MB),
    });
  }
  return bodies;
};

const resolved = (doc: ApiDocument, schema: Schema | undefined): Schema | undefined => {
  if (!schema?.$ref) return schema;
  return resolved(doc, doc.components?.schemas?.[schema.$ref.split('/').at(-1)!]);
};

/** The schema's fields, over all its branches (anyOf, allOf, oneOf) and references. */
const fieldsOf = (doc: ApiDocument, schema: Schema | undefined): Map<string, Schema> => {
  const at = resolved(doc, schema);
  const fields = new Map<string, Schema>();
  if (!at) return fields;
  for (const [name, field] of Object.entries(at.properties ?? {})) fields.set(name, field);
  for (const branch of [...(at.anyOf ?? []), ...(at.allOf ?? []), ...(at.oneOf ?? [])]) {
    for (const [name, field] of fieldsOf(doc, branch)) fields.set(name, field);
  }
  return fields;
};

/** A value of the field's documented type, so that each bad value is the only thing wrong. */
const plausible = (doc: ApiDocument, schema: Schema): unknown => {
  const at = resolved(doc, schema);
  const type = at?.type ?? resolved(doc, at?.anyOf?.[0])?.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return { id: 1 };
  return 'a';
};

/**
 * Every bad request the document leads to, operation by operation; `fields` adds each body
 * field's bad values (worth it for a caller whose bodies get past the access rules).
 */
const fuzzRequests = (doc: ApiDocument, fields: boolean): FuzzRequest[] => {
  const requests: FuzzRequest[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const parameters = operation.parameters ?? [];
      const pathOf = (bad?: { name: string; value: string }) =>
        template.replace(/\{(\w+)\}/g, (_all, name: string) =>
          bad?.name === name ? bad.value : '1',
        );
      const at = `${method} ${template}`;
      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        for (const value of BAD_PARAMETERS) {
          requests.push({
            what: `${at}: path ${parameter.name}=${value.slice(0, 20)}`,
            method,
            url: pathOf({ name: parameter.name, value }),
          });
        }
      }
      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        for (const value of [...BAD_PARAMETERS, `1&${parameter.name}=2`]) {
          requests.push({
            what: `${at}: query ${parameter.name}=${value.slice(0, 20)}`,
            method,
            url: `${pathOf()}?${parameter.name}=${value}`,
          });
        }
      }
      for (const parameter of parameters.filter((p) => p.in === 'header')) {
        for (const value of [String(JUST_ABOVE_INT), '-1', 'x'.repeat(4000), '1e400']) {
          requests.push({
            what: `${at}: header ${parameter.name}`,
            method,
            url: pathOf(),
            headers: { [parameter.name]: value },
          });
        }
      }
      if (!['POST', 'PUT', 'PATCH'].includes(method)) continue;
      const schema = operation.requestBody?.content['application/json']?.schema;
      const documented = fieldsOf(doc, schema);
      const base = Object.fromEntries(
        [...documented].map(([name, f]) => [name, plausible(doc, f)]),
      );
      const json = (what: string, body: unknown): FuzzRequest => ({
        what: `${at}: ${what}`,
        method,
        url: pathOf(),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      for (const [name, field] of fields ? documented : []) {
        for (const [what, value] of BAD_FIELD_VALUES) {
          requests.push(json(`${name} as ${what}`, { ...base, [name]: value }));
        }
        // Within an object field, its own fields get the id beyond 2^31 too.
        for (const inner of fieldsOf(doc, field).keys()) {
          requests.push(
            json(`${name}.${inner} beyond 2^31`, {
              ...base,
              [name]: { [inner]: JUST_ABOVE_INT },
            }),
          );
        }
      }
      if (fields) {
        const firstText = [...documented].find(([, f]) => plausible(doc, f) === 'a')?.[0];
        requests.push(json('a 1 MB field', { ...base, [firstText ?? 'x']: ONE_MB }));
      }
      for (const bad of badBodies(fields)) {
        requests.push({
          what: `${at}: ${bad.what}`,
          method,
          url: pathOf(),
          headers: { 'content-type': bad.contentType },
          body: bad.body,
        });
      }
    }
  }
  return requests;
};

/** Sent on a real connection: bodies that are not JSON, where parsers and connections meet. */
const overSocket = (request: FuzzRequest): boolean =>
  request.body !== undefined && request.headers?.['content-type'] !== 'application/json';

const ANSWER_WITHIN_MS = 15_000;
const INJECTED_AT_ONCE = 4;

/** Runs `work` on every item, `lanes` at a time. */
const inTurn = async <T>(items: T[], lanes: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
};

describe(`the API fuzzed from its OpenAPI document (${TEST_DB})`, () => {
  let t: TestApp;
  let client: KeepAliveClient;
  let doc: ApiDocument;
  /** Who sends what: the admin gets past every access rule, so only the admin's fields count. */
  const callers: Record<string, { headers: Headers; fields: boolean }> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = keepAliveClient(t.app, ANSWER_WITHIN_MS);
    callers.admin = { headers: await adminSession(), fields: true };
    callers.visitor = { headers: visitorHeaders(), fields: false };
    doc = (await t.app.inject({ url: '/v3/api-docs' })).json();
  });
  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  const adminSession = async (): Promise<Headers> => {
    const users = new UserRepository(t.database);
    const admin = (await users.findByLogin('admin'))!;
    const token = await new JwtCodec(t.config.jwtSecret).sign(
      { id: admin.id, login: admin.login, authorities: ['ROLE_ADMIN', 'ROLE_USER'] },
      (await users.sessionVersionOf(admin.id))!,
      { rememberMe: false },
    );
    return { authorization: `Bearer ${token}` };
  };

  /** The request's status and body, or status 0 when it was not answered in time. */
  const answerOf = (request: FuzzRequest, caller: Headers) => {
    const headers = { ...caller, ...request.headers };
    const answered = overSocket(request)
      ? client
          .send(request.method, request.url, { headers, body: request.body })
          .then((res) => ({ status: res.status, body: res.body }))
      : Promise.race([
          t.app
            .inject({
              method: request.method as 'GET',
              url: request.url,
              headers,
              payload: request.body,
            })
            .then((res) => ({ status: res.statusCode, body: res.body })),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no answer')), ANSWER_WITHIN_MS).unref(),
          ),
        ]);
    return answered.catch((error: Error) => ({ status: 0, body: error.message }));
  };

  it('answers every bad request with less than 500, and answers it at all', async () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p)).length;
    expect(operations).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const [caller, { fields }] of Object.entries(callers)) {
      const requests = fuzzRequests(doc, fields);
      expect(requests.length).toBeGreaterThan(operations * 5);
      const fuzz = async (request: FuzzRequest) => {
        let outcome = await answerOf(request, callers[caller].headers);
        // A request may end the admin's sessions (sign-out everywhere): a new session, as
        // signing in again would give (the fuzzed sign-ins have used up its attempts by then).
        if (outcome.status === 401 && caller === 'admin') {
          callers.admin.headers = await adminSession();
          outcome = await answerOf(request, callers.admin.headers);
        }
        if (outcome.status === 0 || outcome.status >= 500) {
          wrong.push(`${caller} ${request.what}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
        }
      };
      // The connection takes one request after the other; inject() a few at once.
      await Promise.all([
        inTurn(requests.filter(overSocket), 1, fuzz),
        inTurn(
          requests.filter((r) => !overSocket(r)),
          INJECTED_AT_ONCE,
          fuzz,
        ),
      ]);
      // Still serving afterwards.
      expect((await client.send('GET', '/management/health')).status).toBe(200);
    }
    expect(wrong, `${wrong.length} answered 5xx or not at all`).toEqual([]);
  }, 180_000);
});
