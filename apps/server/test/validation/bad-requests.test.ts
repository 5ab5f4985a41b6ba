import { columnOf, ENTITIES, frame } from '@fotoobraz/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import {
  createCraftedProduct,
  minimalCatalogue,
  orderBody,
  uploadPhoto,
} from '../helpers/customer-factories.ts';
import { makeJpeg } from '../helpers/jpeg.ts';
import { sampleInput } from '../helpers/sample-input.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountCases } from './bad-requests/account-cases.ts';
import { HUGE, type BadRequest, type Caller, type Fixture } from './bad-requests/cases.ts';
import { entityCases } from './bad-requests/entity-cases.ts';
import { shopCases } from './bad-requests/shop-cases.ts';

/**
 * Bad input on every route: ids beyond the integer column, NUL and
 * other control characters, impossible sizes. Each request must be refused with a 4xx
 * problem+json, never a 5xx, the same on SQLite and PostgreSQL, and leave every stored row as
 * it was.
 */
describe('bad requests on every route', () => {
  let t: TestApp;
  const headers: Record<Caller, Headers> = { anonymous: {}, visitor: {}, user: {}, admin: {} };
  let fixture: Fixture;
  const cases: BadRequest[] = entityCases();

  /** Every stored row but image bytes, table by table, as the database holds it. */
  const storedState = async () => {
    const tables = [
      ...ENTITIES.map((e) => ({
        table: e.table,
        columns: [
          'id',
          ...Object.entries(e.fields)
            .filter(([, f]) => f.kind !== 'blob')
            .map(([name, f]) => (f.kind === 'relation' ? `${columnOf(name)}_id` : columnOf(name))),
        ],
      })),
      { table: 'app_user', columns: undefined },
      // The outbox worker marks the order's mail as sent meanwhile: what is queued is what counts.
      { table: 'mail_outbox', columns: ['id', 'recipient', 'subject'] },
    ];
    const state: Record<string, unknown> = {};
    const stored = t.database.db.withoutPlugins();
    for (const { table, columns } of tables) {
      const selected = columns ? sql.join(columns.map((c) => sql.id(c))) : sql`*`;
      state[table] = (
        await sql`select ${selected} from ${sql.table(table)} order by id`.execute(stored)
      ).rows;
    }
    return JSON.stringify(state);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    headers.admin = await signIn(t.app, 'admin', 'admin');
    headers.user = await signIn(t.app, 'user', 'user');
    headers.visitor = visitorHeaders();
    const { paper } = await minimalCatalogue(t.app, headers.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/${frame.apiPath}`,
      headers: headers.admin,
      payload: sampleInput(frame, { name: 'Dub' }),
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers.visitor,
      payload: await orderBody(t.app, headers.visitor, { paper }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    fixture = {
      photo: await uploadPhoto(t.app, headers.visitor, await makeJpeg(1200, 800)),
      paper,
      product: await createCraftedProduct(t.app, headers.visitor, { paper }),
      order: placed.json().id,
      frame: created.json().id,
    };
    cases.push(...shopCases(fixture), ...accountCases());
  });
  afterAll(() => t?.close());

  it('covers at least 100 bad requests across the routes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const routes = new Set(cases.map((c) => c.url.split(/[/?]/)[2]));
    for (const resource of [
      'frames',
      'photos',
      'crafted-products',
      'orders',
      'users',
      'internal-images',
      'account',
      'register',
      'authenticate',
      'activate',
    ]) {
      expect(routes, resource).toContain(resource);
    }
    expect(cases.some((c) => c.url.startsWith('/management/'))).toBe(true);
  });

  it('refuses each with a 4xx problem, never a 5xx, and stores nothing', async () => {
    const before = await storedState();
    const wrong: string[] = [];
    for (const c of cases) {
      const raw = typeof c.payload === 'string';
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload as object | string | undefined,
        headers: raw ? { ...headers[c.as], 'content-type': 'application/json' } : headers[c.as],
      });
      const problem = String(res.headers['content-type']).startsWith('application/problem+json');
      const statusOk = c.status
        ? res.statusCode === c.status
        : res.statusCode >= 400 && res.statusCode < 500;
      const fieldErrors: { field: string }[] = problem ? (res.json().fieldErrors ?? []) : [];
      const fieldOk = !c.field || fieldErrors.some((e) => e.field === c.field);
      if (!problem || !statusOk || !fieldOk) {
        wrong.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(wrong, `${wrong.length} of ${cases.length} answered wrongly`).toEqual([]);
    expect(await storedState()).toBe(before);
  });

  it('answers a path id out of range as not found, in the contract shape', async () => {
    const res = await t.app.inject({
      url: `/api/${frame.apiPath}/${HUGE}`,
      headers: headers.admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 404,
      message: 'error.http.404',
      path: `/api/frames/${HUGE}`,
    });
  });

  it('answers a schema refusal as error.validation with field errors', async () => {
    const res = await t.app.inject({ url: '/api/frames?name.equals=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'error.validation',
      fieldErrors: [{ objectName: 'querystring', field: 'name.equals', message: 'Pattern' }],
    });
  });

  it.each([
    [1000, 700, { photoOnlyWidth: 90, photoOnlyHeight: 60 }],
    [0.5, 0.5, { photoOnlyWidth: 30, photoOnlyHeight: 20 }],
  ])('clamps positive photo-only sizes %s x %s as DESIGN.md §5 says', async (w, h, expected) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crafted-products',
      headers: headers.visitor,
      payload: {
        productEnum: 'PLAINPHOTO',
        photo: { id: fixture.photo },
        printMedia: { id: fixture.paper },
        photoOnlyWidth: w,
        photoOnlyHeight: h,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(expected);
  });

  it('keeps line breaks in long texts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers.visitor,
      payload: {
        email: 'jana.novakova@example.sk',
        userNote: 'Prvý riadok\nDruhý\triadok',
        craftedProduct: { id: fixture.product },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().userNote).toBe('Prvý riadok\nDruhý\triadok');
  });
});
