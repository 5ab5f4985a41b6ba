import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Headers } from './helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

const links = (header: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const [, url, rel] = /<([^>]*)>; rel="(\w+)"/.exec(part) ?? [];
      return [rel, url];
    }),
  );

describe(`GET {base}: paging, sorting and the Link header (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    // 45 frames named so that name order differs from id order.
    for (let i = 0; i < 45; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/frames',
        headers: admin,
        payload: {
          name: `Rám ${String((i * 7) % 45).padStart(2, '0')}`,
          price: String(10 + i),
          enabled: true,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    for (let i = 0; i < 25; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/paspartas',
        headers: admin,
        payload: { name: `Pasparta ${i}`, pricePerSqare: 20, enabled: true },
      });
    }
  });
  afterAll(() => t?.close());

  describe('bad input', () => {
    it.each([
      ['sort=unknownField,asc', 'error.sort'],
      ['sort=name,sideways', 'error.sort'],
      ['sort=texture,asc', 'error.sort'],
      ['sort=name,asc,extra', 'error.sort'],
      ['page=-1', 'error.http.400'],
      ['page=abc', 'error.http.400'],
      ['size=0', 'error.http.400'],
      ['size=100000', 'error.http.400'],
    ])('%s is a 400 problem, never a 500', async (query, message) => {
      const res = await t.app.inject({ url: `/api/frames?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 400, message, path: '/api/frames' });
    });
  });

  it('pages 20 rows by default and counts them all in X-Total-Count', async () => {
    const res = await t.app.inject({ url: '/api/frames' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(20);
    expect(res.headers['x-total-count']).toBe('45');
  });

  it('links next, last and first from the first page, with no prev', async () => {
    const res = await t.app.inject({ url: '/api/frames?page=0&size=20&sort=name,asc' });
    const l = links(res.headers.link as string);
    expect(Object.keys(l).sort()).toEqual(['first', 'last', 'next']);
    expect(l.next).toBe('/api/frames?sort=name%2Casc&page=1&size=20');
    expect(l.last).toBe('/api/frames?sort=name%2Casc&page=2&size=20');
    expect(l.first).toBe('/api/frames?sort=name%2Casc&page=0&size=20');
  });

  it('has no next on the last page, and a prev', async () => {
    const res = await t.app.inject({ url: '/api/frames?page=2&size=20' });
    expect(res.json()).toHaveLength(5);
    const l = links(res.headers.link as string);
    expect(l.next).toBeUndefined();
    expect(l.prev).toBe('/api/frames?page=1&size=20');
  });

  it('always sends a Link header, even for an empty result', async () => {
    const res = await t.app.inject({ url: '/api/frames?filter=nothing-like-this' });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect(links(res.headers.link as string)).toEqual({
      last: '/api/frames?filter=nothing-like-this&page=0&size=20',
      first: '/api/frames?filter=nothing-like-this&page=0&size=20',
    });
  });

  it('keeps the other parameters in the links, encoded, and drops cacheBuster', async () => {
    const res = await t.app.inject({
      url: '/api/frames?filter=R%C3%A1m%201&size=5&cacheBuster=123',
    });
    const l = links(res.headers.link as string);
    expect(l.first).toBe('/api/frames?filter=R%C3%A1m+1&page=0&size=5');
  });

  it('sorts by the requested field and direction', async () => {
    const asc = (await t.app.inject({ url: '/api/frames?size=45&sort=name,asc' })).json() as {
      name: string;
    }[];
    const names = asc.map((f) => f.name);
    expect(names).toEqual([...names].sort());
    const desc = (await t.app.inject({ url: '/api/frames?size=3&sort=name,desc' })).json() as {
      name: string;
    }[];
    expect(desc.map((f) => f.name)).toEqual(['Rám 44', 'Rám 43', 'Rám 42']);
  });

  it('sorts empty values last ascending and first descending, on every database', async () => {
    const withCode = await t.app.inject({
      method: 'POST',
      url: '/api/frames',
      headers: admin,
      payload: { name: 'S kódom', colorCode: '#000000', enabled: true },
    });
    const asc = (await t.app.inject({ url: '/api/frames?size=100&sort=colorCode,asc' })).json() as {
      id: number;
    }[];
    expect(asc[0].id).toBe(withCode.json().id);
    const desc = (
      await t.app.inject({ url: '/api/frames?size=100&sort=colorCode,desc' })
    ).json() as { id: number }[];
    expect(desc.at(-1)!.id).toBe(withCode.json().id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/frames/${withCode.json().id}`,
      headers: admin,
    });
  });

  it('accepts repeated sort parameters', async () => {
    const res = await t.app.inject({ url: '/api/frames?size=3&sort=enabled,asc&sort=id,desc' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }[]).map((f) => f.id)).toEqual([45, 44, 43]);
  });

  it('returns every row of an unpaged entity when no size is asked for', async () => {
    const res = await t.app.inject({ url: '/api/paspartas' });
    expect(res.json()).toHaveLength(25);
    expect(res.headers['x-total-count']).toBe('25');
  });

  it('pages an unpaged entity when a size is asked for (the wizard asks size=200)', async () => {
    const res = await t.app.inject({ url: '/api/paspartas?size=10' });
    expect(res.json()).toHaveLength(10);
  });

  it.each([
    ['id.in=1,3,99', ['1', '3']],
    ['id.in=2&id.in=4', ['2', '4']],
    ['name.in=Rám 00,Rám 07', ['Rám 00', 'Rám 07']],
  ])('filters by a list of values: %s', async (query, expected) => {
    const res = await t.app.inject({ url: `/api/frames?${encodeURI(query)}&sort=id,asc` });
    expect(res.statusCode).toBe(200);
    const key = query.startsWith('id') ? 'id' : 'name';
    expect(
      res
        .json()
        .map((r: Record<string, unknown>) => String(r[key]))
        .sort(),
    ).toEqual(expected);
  });

  it.each(['id.in=1,abc', 'id.in=1,2147483648', 'id.in=1,,2', `id.in=${'1,'.repeat(2000)}1`])(
    '%s is a 400 problem',
    async (query) => {
      const res = await t.app.inject({ url: `/api/frames?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('ignores unknown parameters, as JHipster does', async () => {
    const res = await t.app.inject({ url: '/api/frames?whatever=1&eagerload=true' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('45');
  });
});
