import { columnOf, ENTITIES, frame, type EntityDef, type FieldDef } from '@fotoobraz/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import {
  createCraftedProduct,
  minimalCatalogue,
  orderBody,
  plainPrintBody,
  uploadPhoto,
} from '../helpers/customer-factories.ts';
import { makeJpeg, uploadBody } from '../helpers/jpeg.ts';
import { sampleInput } from '../helpers/sample-input.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Bad input on every route: ids beyond the integer column, NUL and
 * other control characters, impossible sizes. Each request must be refused with a 4xx
 * problem+json, never a 5xx, the same on SQLite and PostgreSQL, and leave every stored row as
 * it was.
 */

const NUL = 'a\u0000b';
const HUGE = 99_999_999_999;
const JUST_ABOVE = 2_147_483_648;

type Caller = 'anonymous' | 'visitor' | 'user' | 'admin';
interface BadRequest {
  name: string;
  as: Caller;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** The exact status where it matters (404 for a path id, 400 for bodies and criteria). */
  status?: number;
  /** The field error that names the bad value. */
  field?: string;
}

const writableFields = (entity: EntityDef, kinds: FieldDef['kind'][]) =>
  Object.entries(entity.fields).filter(([, f]) => kinds.includes(f.kind) && !f.serverOwned);

/** The generic routes of every entity, read and written by an administrator. */
const entityCases = (): BadRequest[] =>
  ENTITIES.flatMap((entity): BadRequest[] => {
    const base = `/api/${entity.apiPath}`;
    const cases: BadRequest[] = [
      {
        name: `GET ${base}/${HUGE}`,
        as: 'admin',
        method: 'GET',
        url: `${base}/${HUGE}`,
        status: 404,
      },
      {
        name: `DELETE ${base}/${JUST_ABOVE}`,
        as: 'admin',
        method: 'DELETE',
        url: `${base}/${JUST_ABOVE}`,
        status: 404,
      },
      {
        name: `PUT ${base}/${HUGE}`,
        as: 'admin',
        method: 'PUT',
        url: `${base}/${HUGE}`,
        payload: { id: HUGE },
        status: 404,
      },
      {
        name: `PUT ${base} with id ${HUGE}`,
        as: 'admin',
        method: 'PUT',
        url: base,
        payload: { id: HUGE },
        status: 400,
      },
      {
        name: `GET ${base}?id.equals=${HUGE}`,
        as: 'admin',
        method: 'GET',
        url: `${base}?id.equals=${HUGE}`,
        status: 400,
      },
      {
        name: `GET ${base}?id.in=1,${JUST_ABOVE}`,
        as: 'admin',
        method: 'GET',
        url: `${base}?id.in=1,${JUST_ABOVE}`,
        status: 400,
      },
      {
        name: `GET ${base} with a NUL in the query`,
        as: 'admin',
        method: 'GET',
        url: `${base}?cacheBuster=a%00b`,
        status: 400,
        field: 'cacheBuster',
      },
    ];
    const creatable = !['photo', 'craftedProduct', 'order'].includes(entity.name);
    const [text] = writableFields(entity, ['string', 'text']).filter(
      ([, f]) => f.kind === 'text' || !(f.kind === 'string' && (f.pattern || f.decimalText)),
    );
    if (creatable && text) {
      cases.push({
        name: `POST ${base} with a NUL in ${text[0]}`,
        as: 'admin',
        method: 'POST',
        url: base,
        payload: sampleInput(entity, { [text[0]]: NUL }),
        status: 400,
        field: text[0],
      });
    }
    const [relation] = writableFields(entity, ['relation']);
    if (creatable && relation) {
      cases.push({
        name: `POST ${base} with ${relation[0]} {id: ${HUGE}}`,
        as: 'admin',
        method: 'POST',
        url: base,
        payload: sampleInput(entity, { [relation[0]]: { id: HUGE } }),
        status: 400,
        field: relation[0],
      });
    }
    // '' removes a blob, which a required one cannot be.
    const [requiredBlob] = writableFields(entity, ['blob']).filter(([, f]) => f.required);
    if (creatable && requiredBlob) {
      for (const empty of ['', ' ']) {
        cases.push({
          name: `POST ${base} with ${requiredBlob[0]} ${JSON.stringify(empty)}`,
          as: 'admin',
          method: 'POST',
          url: base,
          payload: sampleInput(entity, { [requiredBlob[0]]: empty }),
          status: 400,
          field: requiredBlob[0],
        });
      }
    }
    const [relationFilter] = writableFields(entity, ['relation']);
    if (relationFilter) {
      const filter = `${relationFilter[0]}Id`;
      for (const query of [`${filter}.equals=${JUST_ABOVE}`, `${filter}.in=${HUGE}`]) {
        const url = `${base}?${query}`;
        cases.push({ name: `GET ${url}`, as: 'admin', method: 'GET', url, status: 400 });
      }
    }
    return cases;
  });

interface Fixture {
  photo: number;
  paper: number;
  product: number;
  order: number;
  frame: number;
}

const specificCases = (f: Fixture): BadRequest[] => {
  const cp = '/api/crafted-products';
  const crafted = (overrides: Record<string, unknown>) => ({
    ...plainPrintBody(f.photo, f.paper),
    ...overrides,
  });
  const placing = (overrides: Record<string, unknown>) => ({
    email: 'jana.novakova@example.sk',
    craftedProduct: { id: f.product },
    ...overrides,
  });
  const visitorPost = (name: string, url: string, payload: unknown, field?: string) =>
    ({ name, as: 'visitor', method: 'POST', url, payload, status: 400, field }) as const;
  return [
    // Crafted products and their prices.
    ...[0, -30, 1000.01, '2x', HUGE].flatMap((size): BadRequest[] => [
      visitorPost(
        `photoOnlyWidth ${size}`,
        cp,
        crafted({ photoOnlyWidth: size }),
        'photoOnlyWidth',
      ),
      visitorPost(
        `photoOnlyHeight ${size}`,
        cp,
        crafted({ photoOnlyHeight: size }),
        'photoOnlyHeight',
      ),
    ]),
    ...[0, -1, 1.5, 'dva', 3_000_000_000].map((copies) =>
      visitorPost(`copies ${copies}`, cp, crafted({ copies }), 'copies'),
    ),
    visitorPost('photo {id} above 2^31-1', cp, crafted({ photo: { id: HUGE } }), 'photo'),
    visitorPost(
      'printMedia {id: "2147483648"}',
      cp,
      crafted({ printMedia: { id: '2147483648' } }),
      'printMedia',
    ),
    visitorPost('a NUL in text1', cp, crafted({ text1: NUL }), 'text1'),
    visitorPost('a crafted product with an id above 2^31-1', cp, crafted({ id: HUGE })),
    {
      name: `PUT ${cp}/${HUGE}`,
      as: 'visitor',
      method: 'PUT',
      url: `${cp}/${HUGE}`,
      payload: crafted({ id: HUGE }),
      status: 404,
    },
    {
      name: `PUT ${cp} with id ${HUGE}`,
      as: 'visitor',
      method: 'PUT',
      url: cp,
      payload: crafted({ id: HUGE }),
      status: 400,
    },
    visitorPost(
      'price differences of a frame above 2^31-1',
      `${cp}/price-differences`,
      {
        ...crafted({}),
        alternatives: { frame: [HUGE] },
      },
      'alternatives',
    ),
    visitorPost(
      'price differences of size 0',
      `${cp}/price-differences`,
      crafted({ photoOnlyWidth: 0 }),
      'photoOnlyWidth',
    ),
    visitorPost(
      'price differences with a NUL',
      `${cp}/price-differences`,
      crafted({ text2: NUL }),
      'text2',
    ),
    {
      name: 'a wall of a crafted product above 2^31-1',
      as: 'visitor',
      method: 'GET',
      url: `${cp}/${HUGE}/wall/0`,
      status: 404,
    },
    { name: 'wall 9', as: 'visitor', method: 'GET', url: `${cp}/${f.product}/wall/9`, status: 400 },
    {
      name: 'crafted products of photo 2^31',
      as: 'admin',
      method: 'GET',
      url: `${cp}?photoId.equals=${JUST_ABOVE}`,
      status: 400,
    },
    {
      name: 'crafted products of 3e9 copies',
      as: 'admin',
      method: 'GET',
      url: `${cp}?copies.equals=3000000000`,
      status: 400,
    },
    {
      name: 'a page beyond any offset',
      as: 'anonymous',
      method: 'GET',
      url: `/api/frames?page=${'9'.repeat(30)}`,
      status: 400,
    },
    {
      name: 'a frame filter with a NUL',
      as: 'anonymous',
      method: 'GET',
      url: '/api/frames?name.equals=%00',
      status: 400,
    },
    {
      name: 'a frame blob of id 2^31',
      as: 'anonymous',
      method: 'GET',
      url: `/api/frames/${JUST_ABOVE}/texture`,
      status: 404,
    },
    {
      name: 'a blob field with a NUL',
      as: 'anonymous',
      method: 'GET',
      url: `/api/frames/${f.frame}/tex%00ture`,
      status: 400,
    },
    {
      name: 'an edition thumbnail of id 2^31',
      as: 'anonymous',
      method: 'GET',
      url: `/api/internal-images/${JUST_ABOVE}/thumbnail`,
      status: 404,
    },
    {
      name: 'an edition thumbnail of id abc',
      as: 'anonymous',
      method: 'GET',
      url: '/api/internal-images/abc/thumbnail',
      status: 400,
    },

    {
      name: 'a price per m² beyond numeric(14,4)',
      as: 'admin',
      method: 'POST',
      url: '/api/print-medias',
      payload: { name: 'Plátno', pricePerSqare: 9_999_999_999.99995 },
      status: 400,
      field: 'pricePerSqare',
    },
    {
      name: 'print media of 10^12 per m²',
      as: 'anonymous',
      method: 'GET',
      url: '/api/print-medias?pricePerSqare.equals=1e12',
      status: 400,
    },

    // Bodies that are no object at all, sent as raw JSON.
    ...[
      ['admin', '/api/frames'],
      ['visitor', cp],
      ['visitor', `${cp}/price-differences`],
      ['visitor', '/api/orders'],
      ['visitor', '/api/photos'],
      ['anonymous', '/api/authenticate'],
      ['anonymous', '/api/register'],
      ['admin', '/api/users'],
    ].flatMap(([as, url]) =>
      ['[]', '"text"', '7'].map((json): BadRequest => ({
        name: `POST ${url} with ${json}`,
        as: as as Caller,
        method: 'POST',
        url,
        payload: json,
      })),
    ),

    // Photos.
    visitorPost(
      'a photo title with a NUL',
      '/api/photos',
      { ...uploadBody(Buffer.from('x')), title: NUL },
      'title',
    ),
    visitorPost(
      'a photo content type with a NUL',
      '/api/photos',
      { ...uploadBody(Buffer.from('x')), imageContentType: `image/jpeg${NUL}` },
      'imageContentType',
    ),
    {
      name: 'photos of user 10^20',
      as: 'admin',
      method: 'GET',
      url: `/api/photos?usrid.equals=${'9'.repeat(20)}`,
      status: 400,
    },

    // Orders.
    visitorPost(
      'an order e-mail with a NUL',
      '/api/orders',
      placing({ email: 'a\u0000@b.sk' }),
      'email',
    ),
    visitorPost(
      'an order e-mail without a domain',
      '/api/orders',
      placing({ email: 'jana@localhost' }),
      'email',
    ),
    visitorPost('an order note with a NUL', '/api/orders', placing({ userNote: NUL }), 'userNote'),
    visitorPost(
      'an order phone with an escape',
      '/api/orders',
      placing({ phone: '0900\u001b[2J' }),
      'phone',
    ),
    visitorPost(
      'an order delivery name with a NUL',
      '/api/orders',
      placing({
        handoverMethod: 'KURIER',
        deliveryName: NUL,
        deliveryStreet: 'Hlavná 1',
        deliveryCity: 'Nitra',
        deliveryPostcode: '94901',
      }),
      'deliveryName',
    ),
    visitorPost(
      'an order of crafted product 2^31',
      '/api/orders',
      placing({ craftedProduct: { id: JUST_ABOVE } }),
      'craftedProduct',
    ),
    visitorPost(
      'an order of crafted product "abc"',
      '/api/orders',
      placing({ craftedProduct: { id: 'abc' } }),
      'craftedProduct',
    ),
    {
      name: 'an admin order with an id above 2^31-1',
      as: 'admin',
      method: 'PUT',
      url: '/api/orders',
      payload: { id: HUGE, email: 'a@b.sk' },
      status: 400,
    },
    {
      name: `PUT /api/orders/${HUGE}`,
      as: 'admin',
      method: 'PUT',
      url: `/api/orders/${HUGE}`,
      payload: { id: HUGE },
      status: 404,
    },
    {
      name: 'the status of order 2^31',
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${JUST_ABOVE}/status`,
      payload: { status: 'ZAPLATENA' },
      status: 404,
    },
    {
      name: 'a status with a NUL',
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${f.order}/status`,
      payload: { status: `ZAPLATENA${'\u0000'}` },
      status: 400,
      field: 'status',
    },
    ...['', 'vcera', '2026-13-99', '2026-02-30'].map((paidOn): BadRequest => ({
      name: `a payment day ${JSON.stringify(paidOn)}`,
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${f.order}/status`,
      payload: { status: 'ZAPLATENA', paidOn },
      status: 400,
      field: 'paidOn',
    })),
    {
      name: 'a status note with a NUL',
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${f.order}/status`,
      payload: { status: 'ZAPLATENA', note: NUL },
      status: 400,
      field: 'note',
    },
    ...['history', 'payment', 'proforma', 'print-file', 'job-ticket'].map((what): BadRequest => ({
      name: `the ${what} of order ${HUGE}`,
      as: 'admin',
      method: 'GET',
      url: `/api/orders/${HUGE}/${what}`,
      status: 404,
    })),
    {
      name: 'orders placed in year 0',
      as: 'admin',
      method: 'GET',
      url: '/api/orders?orderDate.equals=0000-01-01T00:00:00Z',
      status: 400,
    },

    // Account endpoints.
    {
      name: 'sign-in with a NUL in the login',
      as: 'anonymous',
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'ad\u0000min', password: 'admin' },
      status: 400,
      field: 'username',
    },
    {
      name: 'sign-in with a NUL in the password',
      as: 'anonymous',
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: 'ad\u0000min' },
      status: 400,
      field: 'password',
    },
    {
      name: 'register with a NUL in the login',
      as: 'anonymous',
      method: 'POST',
      url: '/api/register',
      payload: { login: NUL, email: 'jana@example.sk', password: 'heslo123' },
      status: 400,
      field: 'login',
    },
    {
      name: 'register with a NUL in the e-mail',
      as: 'anonymous',
      method: 'POST',
      url: '/api/register',
      payload: { login: 'jana', email: 'a\u0000@b.sk', password: 'heslo123' },
      status: 400,
      field: 'email',
    },
    {
      name: 'register with a NUL in the first name',
      as: 'anonymous',
      method: 'POST',
      url: '/api/register',
      payload: { login: 'jana', email: 'jana@example.sk', password: 'heslo123', firstName: NUL },
      status: 400,
      field: 'firstName',
    },
    {
      name: 'register with a NUL in the password',
      as: 'anonymous',
      method: 'POST',
      url: '/api/register',
      payload: { login: 'jana', email: 'jana@example.sk', password: `heslo${'\u0000'}123` },
      status: 400,
      field: 'password',
    },
    {
      name: 'activation key with a NUL',
      as: 'anonymous',
      method: 'GET',
      url: '/api/activate?key=abc%00def',
      status: 400,
      field: 'key',
    },
    {
      name: 'activation key unknown',
      as: 'anonymous',
      method: 'GET',
      url: '/api/activate?key=abcdef',
      status: 400,
    },
    {
      name: 'reset for an e-mail with a NUL',
      as: 'anonymous',
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'admin\u0000@fotoobraz.sk' },
      status: 400,
    },
    {
      name: 'reset finish with a NUL in the key',
      as: 'anonymous',
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key: NUL, newPassword: 'heslo123' },
      status: 400,
      field: 'key',
    },
    {
      name: 'settings with a NUL in the e-mail',
      as: 'user',
      method: 'POST',
      url: '/api/account',
      payload: { email: 'user\u0000@fotoobraz.sk' },
      status: 400,
      field: 'email',
    },
    {
      name: 'settings with a NUL in the last name',
      as: 'user',
      method: 'POST',
      url: '/api/account',
      payload: { email: 'user@fotoobraz.sk', lastName: NUL },
      status: 400,
      field: 'lastName',
    },
    {
      name: 'settings with a newline in the first name',
      as: 'user',
      method: 'POST',
      url: '/api/account',
      payload: { email: 'user@fotoobraz.sk', firstName: 'Ja\nna' },
      status: 400,
      field: 'firstName',
    },
    {
      name: 'a password change with a NUL',
      as: 'user',
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: 'user', newPassword: `nove${'\u0000'}heslo` },
      status: 400,
      field: 'newPassword',
    },

    // Users.
    {
      name: 'a user with a NUL in the login',
      as: 'admin',
      method: 'POST',
      url: '/api/users',
      payload: { login: NUL, email: 'jana@example.sk' },
      status: 400,
      field: 'login',
    },
    {
      name: 'a user with a NUL in the e-mail',
      as: 'admin',
      method: 'POST',
      url: '/api/admin/users',
      payload: { login: 'jana', email: 'a\u0000@b.sk' },
      status: 400,
      field: 'email',
    },
    {
      name: 'a user with a NUL in the last name',
      as: 'admin',
      method: 'POST',
      url: '/api/users',
      payload: { login: 'jana', email: 'jana@example.sk', lastName: NUL },
      status: 400,
      field: 'lastName',
    },
    {
      name: 'a user update with an id above 2^31-1',
      as: 'admin',
      method: 'PUT',
      url: '/api/users',
      payload: { id: HUGE, login: 'user', email: 'user@fotoobraz.sk' },
      status: 400,
      field: 'id',
    },
    {
      name: 'a user login with a NUL',
      as: 'admin',
      method: 'GET',
      url: '/api/users/us%00er',
      status: 400,
      field: 'login',
    },
    {
      name: 'deleting a login with a NUL',
      as: 'admin',
      method: 'DELETE',
      url: '/api/admin/users/us%00er',
      status: 400,
      field: 'login',
    },
    {
      name: 'users sorted by a NUL',
      as: 'admin',
      method: 'GET',
      url: '/api/users?sort=login%00',
      status: 400,
      field: 'sort',
    },
    {
      name: 'a user page beyond any offset',
      as: 'admin',
      method: 'GET',
      url: `/api/users?page=${'9'.repeat(30)}`,
      status: 400,
      field: 'page',
    },

    // Management.
    {
      name: 'audits from a NUL date',
      as: 'admin',
      method: 'GET',
      url: '/management/audits?fromDate=%00',
      status: 400,
      field: 'fromDate',
    },
    ...['page=1e20', 'fromDate=0000-01-01', `size=${'9'.repeat(20)}`].map((query): BadRequest => ({
      name: `audits with ${query}`,
      as: 'admin',
      method: 'GET',
      url: `/management/audits?${query}`,
      status: 400,
      field: query.split('=')[0],
    })),
    {
      name: 'a logger named with a NUL',
      as: 'admin',
      method: 'PUT',
      url: '/management/logs',
      payload: { name: 'RO\u0000OT', level: 'INFO' },
      status: 400,
    },
  ];
};

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
    cases.push(...specificCases(fixture));
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
