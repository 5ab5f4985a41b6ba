import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type Headers } from '../../helpers/actors.ts';
import { buildTestApp, openTestDatabase, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

const ADMIN_ENDPOINTS = [
  '/management/metrics',
  '/management/prometheus',
  '/management/threaddump',
  '/management/logs',
  '/management/configprops',
  '/management/env',
  '/management/audits',
];

describe(`administration endpoints (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;

  beforeAll(async () => {
    process.env.FOTOOBRAZ_TEST_SECRET_PASSWORD = 'velmi-tajne-heslo';
    t = await buildTestApp({
      smtpUrl: 'smtp://mailer:smtp-tajne@127.0.0.1:1',
      databaseUrl: 'postgresql://shop:db-tajne@127.0.0.1:5432/shop',
    });
    admin = await signIn(t.app, 'admin', 'admin');
    user = await signIn(t.app, 'user', 'user');
  });
  afterAll(async () => {
    delete process.env.FOTOOBRAZ_TEST_SECRET_PASSWORD;
    await t?.close();
  });

  describe('access', () => {
    it.each(ADMIN_ENDPOINTS)('%s: 401 anonymous, 403 user, 200 admin', async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: user })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    });

    it.each(['/management/health', '/management/info'])('%s is public', async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    });
  });

  it('health tells anyone but an admin only UP or DOWN', async () => {
    for (const headers of [{}, user]) {
      const res = await t.app.inject({ url: '/management/health', headers });
      expect(res.json()).toEqual({ status: 'UP' });
    }
  });

  it('health reports to an admin the database, the disk of the data folder and the mail outbox', async () => {
    const health = (await t.app.inject({ url: '/management/health', headers: admin })).json();
    expect(health.status).toBe('UP');
    expect(health.components.db).toMatchObject({
      status: 'UP',
      details: { database: TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite' },
    });
    expect(health.components.diskSpace.details.free).toBeGreaterThan(0);
    expect(health.components.mail).toMatchObject({
      status: 'UP',
      details: { backlog: 0, transport: 'SMTP' },
    });
  });

  it('metrics count HTTP requests by route and status, with latency percentiles', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/frames' });
    await t.app.inject({ url: '/api/frames/9999' });
    const m = (await t.app.inject({ url: '/management/metrics', headers: admin })).json();
    const frames = m.http.requests.find(
      (r: { route: string; status: string }) => r.route === '/api/frames' && r.status === '200',
    );
    expect(frames.count).toBeGreaterThanOrEqual(3);
    expect(frames.p95).toBeGreaterThan(0);
    expect(
      m.http.requests.some(
        (r: { route: string; status: string }) =>
          r.route === '/api/frames/:id' && r.status === '404',
      ),
    ).toBe(true);
    expect(m.process.memory.rssMb).toBeGreaterThan(10);
    expect(m.database.queries).toBeGreaterThan(0);
    expect(m.mail).toMatchObject({ backlog: 0 });
    expect(m.photos).toHaveProperty('processed');
  });

  it('prometheus serves the text format', async () => {
    const res = await t.app.inject({ url: '/management/prometheus', headers: admin });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('fotoobraz_http_request_duration_seconds');
    expect(res.body).toContain('fotoobraz_process_resident_memory_bytes');
    expect(res.body).toContain('fotoobraz_mail_outbox_backlog');
  });

  it("the 'thread dump' tells what keeps Node busy", async () => {
    const dump = (await t.app.inject({ url: '/management/threaddump', headers: admin })).json();
    expect(dump).toHaveProperty('activeResources');
    expect(dump.heap.usedBytes).toBeGreaterThan(0);
    expect(dump.eventLoopUtilization).toHaveProperty('utilization');
  });

  it('a log level change takes effect at once', async () => {
    const setLevel = (level: string, headers: Headers) =>
      t.app.inject({
        method: 'PUT',
        url: '/management/logs',
        headers,
        payload: { name: 'ROOT', level },
      });
    expect(t.app.log.level).not.toBe('debug');
    const res = await setLevel('DEBUG', admin);
    expect(res.statusCode).toBe(204);
    expect(t.app.log.level).toBe('debug');
    const logs = (await t.app.inject({ url: '/management/logs', headers: admin })).json();
    expect(logs.loggers.ROOT.effectiveLevel).toBe('DEBUG');
    expect(logs.loggers).toHaveProperty(['fotoobraz.mail']);
    expect((await setLevel('LOUD', admin)).statusCode).toBe(400);
    expect((await setLevel('OFF', user)).statusCode).toBe(403);
    await setLevel('OFF', admin);
  });

  it('masks every secret in env and configprops', async () => {
    const bodies = [
      (await t.app.inject({ url: '/management/env', headers: admin })).body,
      (await t.app.inject({ url: '/management/configprops', headers: admin })).body,
    ];
    for (const body of bodies) {
      for (const secret of [
        'velmi-tajne-heslo',
        'smtp-tajne',
        'db-tajne',
        'test-secret-test-secret',
      ]) {
        expect(body).not.toContain(secret);
      }
    }
    const env = JSON.parse(bodies[0]);
    const app = env.propertySources.find(
      (s: { name: string }) => s.name === 'applicationConfig',
    ).properties;
    expect(app.jwtSecret.value).toBe('******');
    expect(app.publicUrl.value).toBe('http://localhost:8080');
  });

  it('audits: sign-ins and failures, filtered by date, paged with X-Total-Count', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: 'zle' },
    });
    await createUser(t.database, 'audited');
    // Days are days in Slovakia.
    const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' });
    const today = day(new Date());
    const res = await t.app.inject({
      url: `/management/audits?fromDate=${today}&toDate=${today}&page=0&size=2&sort=auditEventDate,desc`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(res.json()).toHaveLength(2);
    expect(res.headers.link).toContain('rel="next"');
    const all = (
      await t.app.inject({ url: `/management/audits?fromDate=${today}&size=100`, headers: admin })
    ).json();
    expect(all.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['AUTHENTICATION_SUCCESS', 'AUTHENTICATION_FAILURE']),
    );
    const yesterday = day(new Date(Date.now() - 86_400_000));
    const before = await t.app.inject({
      url: `/management/audits?toDate=${yesterday}`,
      headers: admin,
    });
    expect(before.json()).toEqual([]);
    expect(
      (await t.app.inject({ url: '/management/audits?fromDate=vcera', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('sends security headers and the request id, and no CORS permission', async () => {
    const res = await t.app.inject({
      url: '/api/frames',
      headers: { origin: 'https://evil.example', 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['<script>alert(1)</script>', 'a'.repeat(65), 'id with spaces', 'ž-not-ascii', ''])(
    'replaces an unsafe request id (%j) by a generated one',
    async (given) => {
      const res = await t.app.inject({ url: '/api/frames', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('keeps a safe request id of up to 64 characters', async () => {
    const given = `req:1.A_b-${'x'.repeat(54)}`;
    const res = await t.app.inject({ url: '/api/frames', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
  });

  it('serves the OpenAPI document and Swagger UI in dev', async () => {
    const doc = (await t.app.inject({ url: '/v3/api-docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty(['/api/frames']);
    expect(doc.components.schemas.frame.properties.name).toMatchObject({
      type: 'string',
      maxLength: 255,
    });
    expect((await t.app.inject({ url: '/swagger-ui/' })).statusCode).toBe(200);
  });
});

describe(`in production (${TEST_DB})`, () => {
  it('has no API docs', async () => {
    const t = await buildTestApp({ profile: 'prod' });
    try {
      expect((await t.app.inject({ url: '/v3/api-docs' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/management/info' })).json().activeProfiles).toEqual([
        'prod',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe(`health when the database is gone (${TEST_DB})`, () => {
  it('is DOWN with 503', async () => {
    const { database, dispose } = await openTestDatabase();
    const t = await buildTestApp({}, { database });
    try {
      const admin = await signIn(t.app, 'admin', 'admin');
      await database.close();
      const anonymous = await t.app.inject({ url: '/management/health' });
      expect(anonymous.statusCode).toBe(503);
      expect(anonymous.json()).toEqual({ status: 'DOWN' });
      // The admin's session cannot be checked without the database, so it grants nothing.
      const res = await t.app.inject({ url: '/management/health', headers: admin });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'DOWN' });
    } finally {
      await t.close();
      await dispose().catch(() => undefined);
    }
  });
});
