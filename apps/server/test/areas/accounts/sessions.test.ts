import type { Authority } from '@fotoobraz/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/lib/passwords.ts';
import { UserRepository } from '../../../src/repositories/user.repository.ts';
import { signIn, type Headers } from '../../helpers/actors.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * Revocable sessions: a token names its user's session version, which every request
 * checks in the database, so the tokens issued before a change that must end them stop working
 * from the next request on, on every instance.
 */
describe(`revocable sessions (${TEST_DB})`, () => {
  let a: TestApp;
  /** A second instance on the same database. */
  let b: TestApp;
  let admin: Headers;
  let counter = 0;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({}, { database: a.database });
    admin = await signIn(a.app, 'admin', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

  /** A fresh account with these authorities, signed in with remember-me: its token. */
  const rememberedAccount = async (authorities: Authority[] = ['ROLE_ADMIN', 'ROLE_USER']) => {
    const login = `spravca${++counter}`;
    await new UserRepository(a.database).insert({
      login,
      passwordHash: await hashPassword('Heslo123'),
      email: `${login}@example.sk`,
      activated: true,
      langKey: 'sk',
      authorities,
      createdBy: 'test',
    });
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: login, password: 'Heslo123', rememberMe: true },
    });
    expect(res.statusCode).toBe(200);
    return { login, token: res.json().id_token as string };
  };

  const listUsers = (app: TestApp, headers: Headers) =>
    app.app.inject({ url: '/api/users', headers });
  const createFrame = (headers: Headers) =>
    a.app.inject({ method: 'POST', url: '/api/frames', headers, payload: { name: 'Dub' } });

  /** The account as the user API shows it, changed and saved by the seeded admin. */
  const updateAccount = async (login: string, change: Record<string, unknown>) => {
    const current = (await a.app.inject({ url: `/api/users/${login}`, headers: admin })).json();
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: admin,
      payload: { ...current, ...change },
    });
    expect(res.statusCode).toBe(200);
  };

  it('a token keeps working, on both instances, while nothing changes', async () => {
    const { token } = await rememberedAccount();
    expect((await listUsers(a, bearer(token))).statusCode).toBe(200);
    expect((await listUsers(b, bearer(token))).statusCode).toBe(200);
  });

  it('refuses a token without a session version (one issued before revocation existed)', async () => {
    const { token } = await rememberedAccount();
    const { ver, ...claims } = decodeJwt(token);
    expect(ver).toEqual(expect.any(Number));
    const [header, , signature] = token.split('.');
    const stripped = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await listUsers(a, bearer(stripped))).statusCode).toBe(401);
  });

  it('demotion: the old admin token is refused (401) on both instances', async () => {
    const { login, token } = await rememberedAccount();
    await updateAccount(login, { authorities: ['ROLE_USER'] });
    for (const instance of [a, b]) {
      const res = await listUsers(instance, bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await createFrame(bearer(token))).statusCode).toBe(401);
  });

  it('deactivation: the old token is refused', async () => {
    const { login, token } = await rememberedAccount();
    await updateAccount(login, { activated: false });
    expect((await listUsers(b, bearer(token))).statusCode).toBe(401);
    expect((await createFrame(bearer(token))).statusCode).toBe(401);
  });

  it('deletion: the old token is refused, even for creating a frame', async () => {
    const { login, token } = await rememberedAccount();
    const res = await a.app.inject({
      method: 'DELETE',
      url: `/api/users/${login}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await listUsers(b, bearer(token))).statusCode).toBe(401);
    expect((await createFrame(bearer(token))).statusCode).toBe(401);
  });

  it('a change of names or e-mail by an admin leaves the sessions alone', async () => {
    const { login, token } = await rememberedAccount();
    await updateAccount(login, { firstName: 'Jana', email: `${login}@inde.sk` });
    expect((await listUsers(b, bearer(token))).statusCode).toBe(200);
  });

  it('a password change ends the other sessions; the device that changed it gets a fresh token of the same lifetime', async () => {
    const { login, token: device } = await rememberedAccount(['ROLE_USER']);
    const other = (await signIn(b.app, login, 'Heslo123')).authorization;
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: bearer(device),
      payload: { currentPassword: 'Heslo123', newPassword: 'NoveHeslo9' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().id_token as string;
    expect(res.headers.authorization).toBe(`Bearer ${fresh}`);
    expect(decodeJwt(fresh).exp).toBe(decodeJwt(device).exp);
    for (const old of [bearer(device), { authorization: other }]) {
      expect((await b.app.inject({ url: '/api/account', headers: old })).statusCode).toBe(401);
    }
    const me = await b.app.inject({ url: '/api/account', headers: bearer(fresh) });
    expect(me.statusCode).toBe(200);
    expect(me.json().login).toBe(login);
  });

  it('a password reset ends every session', async () => {
    const { login, token } = await rememberedAccount(['ROLE_USER']);
    await a.database.db
      .updateTable('appUser')
      .set({ resetKey: `klúč-${login}`, resetDate: new Date().toISOString() })
      .where('login', '=', login)
      .execute();
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key: `klúč-${login}`, newPassword: 'NoveHeslo9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await signIn(a.app, login, 'NoveHeslo9')).authorization).toMatch(/^Bearer /);
  });

  describe('POST /api/account/sign-out-everywhere', () => {
    it('needs a signed-in user', async () => {
      const res = await a.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere' });
      expect(res.statusCode).toBe(401);
    });

    it('ends every session of the account, this one too, and no other account', async () => {
      const { login, token } = await rememberedAccount(['ROLE_USER']);
      const other = await signIn(b.app, login, 'Heslo123');
      const res = await b.app.inject({
        method: 'POST',
        url: '/api/account/sign-out-everywhere',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      for (const headers of [bearer(token), other]) {
        expect((await a.app.inject({ url: '/api/account', headers })).statusCode).toBe(401);
      }
      expect((await listUsers(b, admin)).statusCode).toBe(200);
      const again = await signIn(a.app, login, 'Heslo123');
      expect((await b.app.inject({ url: '/api/account', headers: again })).statusCode).toBe(200);
    });
  });
});
