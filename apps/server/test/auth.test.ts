import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { UserRepository } from '../src/repositories/user.repository.ts';
import { signIn } from './helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

describe(`sign-in, the account and management info (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const authenticate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/authenticate', payload });

  const auditEvents = async () =>
    t.database.db
      .selectFrom('auditEvent')
      .select(['principal', 'eventType as type'])
      .orderBy('id')
      .execute();

  describe('POST /api/authenticate', () => {
    it.each([
      ['a missing username', { password: 'admin' }, 'username'],
      ['an empty password', { username: 'admin', password: '' }, 'password'],
    ])('refuses %s with a 400 field error', async (_what, body, field) => {
      const res = await authenticate(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({ field, message: 'NotNull' });
    });

    it.each([
      ['a wrong password', { username: 'admin', password: 'wrong' }],
      ['an unknown user', { username: 'nobody', password: 'admin' }],
    ])('refuses %s with a 401 problem and records the failure', async (_what, body) => {
      const res = await authenticate(body);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401, path: '/api/authenticate' });
      expect(res.headers.authorization).toBeUndefined();
      expect(await auditEvents()).toContainEqual({
        principal: body.username,
        type: 'AUTHENTICATION_FAILURE',
      });
    });

    it('refuses a user who has not activated the account', async () => {
      await new UserRepository(t.database).insert({
        login: 'novy',
        passwordHash: await hashPassword('heslo'),
        email: 'novy@example.sk',
        activated: false,
        langKey: 'sk',
        authorities: ['ROLE_USER'],
        createdBy: 'test',
      });
      expect((await authenticate({ username: 'novy', password: 'heslo' })).statusCode).toBe(401);
    });

    it('signs in: {id_token} and the Authorization header, an HS512 JWT valid 24 hours', async () => {
      const res = await authenticate({ username: 'Admin', password: 'admin' });
      expect(res.statusCode).toBe(200);
      const token = res.json().id_token as string;
      expect(res.headers.authorization).toBe(`Bearer ${token}`);
      expect(decodeProtectedHeader(token).alg).toBe('HS512');
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ sub: 'admin', auth: 'ROLE_ADMIN,ROLE_USER' });
      expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
      expect(await auditEvents()).toContainEqual({
        principal: 'admin',
        type: 'AUTHENTICATION_SUCCESS',
      });
    });

    it('keeps a remembered sign-in for 30 days', async () => {
      const res = await authenticate({ username: 'user', password: 'user', rememberMe: true });
      const claims = decodeJwt(res.json().id_token);
      expect(claims.exp! - claims.iat!).toBe(30 * 24 * 60 * 60);
    });
  });

  describe('GET /api/account', () => {
    it('answers 401 with a path to a visitor who is not signed in', async () => {
      const res = await t.app.inject({ url: '/api/account' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, path: '/api/account' });
    });

    it('answers 401 to a forged, tampered or expired token', async () => {
      const token = (await authenticate({ username: 'user', password: 'user' })).json()
        .id_token as string;
      const [header, payload, signature] = token.split('.');
      const elevated = Buffer.from(
        JSON.stringify({ ...decodeJwt(token), auth: 'ROLE_ADMIN,ROLE_USER' }),
      ).toString('base64url');
      for (const bad of [`${header}.${elevated}.${signature}`, 'not-a-jwt', `${token}x`]) {
        const res = await t.app.inject({
          url: '/api/account',
          headers: { authorization: `Bearer ${bad}` },
        });
        expect(res.statusCode).toBe(401);
      }
      expect(payload).toBeTruthy();
    });

    it('returns the signed-in account without its password', async () => {
      const res = await t.app.inject({
        url: '/api/account',
        headers: await signIn(t.app, 'user', 'user'),
      });
      expect(res.statusCode).toBe(200);
      const account = res.json();
      expect(account).toMatchObject({
        login: 'user',
        activated: true,
        langKey: 'sk',
        authorities: ['ROLE_USER'],
      });
      expect(JSON.stringify(account)).not.toMatch(/password|\$2a\$/i);
    });
  });

  describe('GET /management/info and /management/health', () => {
    it('tells the client the active profiles (an array) and where the ribbon shows', async () => {
      const res = await t.app.inject({ url: '/management/info' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        activeProfiles: expect.arrayContaining(['dev']),
        'display-ribbon-on-profiles': 'dev',
      });
    });

    it('is UP with a real database check (its details for admins)', async () => {
      const res = await t.app.inject({
        url: '/management/health',
        headers: await signIn(t.app, 'admin', 'admin'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'UP', components: { db: { status: 'UP' } } });
    });
  });
});
