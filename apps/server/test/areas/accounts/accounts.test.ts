import type { InjectOptions } from 'fastify';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { uploadPhoto } from '../../helpers/customer-factories.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { startSmtpServer, type SmtpCatcher } from '../../mail/mail-helpers.ts';

describe(`accounts: registration, activation, reset, settings, password (${TEST_DB})`, () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  // Each test calls from its own client address: the per-address abuse limits are
  // abuse-limits.test.ts's subject, not this file's.
  let address = '';
  let tests = 0;
  beforeEach(() => {
    address = `10.0.${Math.floor(++tests / 250)}.${tests % 250}`;
  });
  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: address, ...options });
  const post = (url: string, payload: unknown, headers: Headers = {}) =>
    inject({ method: 'POST', url, payload: payload as object, headers });
  const authenticate = (username: string, password: string, headers: Headers = {}) =>
    post('/api/authenticate', { username, password }, headers);
  /** The key of the newest link to `path` mailed to `to`. */
  const mailedKey = async (to: string, path: string): Promise<string> => {
    const mail = await waitFor(async () =>
      (await smtp.parsed())
        .reverse()
        .find((m: Email) => m.to?.[0]?.address === to && (m.text ?? '').includes(path)),
    );
    const match = new RegExp(`${path.replace('/', '\\/')}\\?key=([A-Za-z0-9_%-]+)`).exec(
      mail.text ?? '',
    );
    return decodeURIComponent(match![1]);
  };
  /** 'Forgot password': the address is the whole body, as plain text. */
  const requestReset = (email: string) =>
    inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: email,
    });
  const register = (login: string, email = `${login}@example.sk`, password = 'Heslo123!') =>
    post('/api/register', { login, email, password, langKey: 'sk' });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      { smtpUrl: smtp.url, publicUrl: 'https://fotoobraz.test' },
      { outboxPollMs: 50 },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('POST /api/register', () => {
    it.each([
      ['a login with spaces', { login: 'jana novak' }, 'login:Pattern'],
      ['an empty login', { login: '' }, 'login:Size'],
      ['a login of 51 characters', { login: 'x'.repeat(51) }, 'login:Size'],
      ['an e-mail of 4 characters', { email: 'a@bc' }, 'email:Size'],
      ['an e-mail without @', { email: 'jana.example.sk' }, 'email:Pattern'],
    ])('refuses %s', async (_what, change, expected) => {
      const res = await post('/api/register', {
        login: 'jana',
        email: 'jana@example.sk',
        password: 'Heslo123',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json()
          .fieldErrors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`),
      ).toContain(expected);
    });

    it.each([
      ['3 characters', 'abc'],
      ['51 characters', 'x'.repeat(51)],
    ])('refuses a password of %s with errorKey invalid-password', async (_what, password) => {
      const res = await register('kratke', 'kratke@example.sk', password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorKey: 'invalid-password',
        message: 'error.invalid-password',
      });
    });

    it('registers an inactive account and mails its activation link; activation works once', async () => {
      const res = await register('jana');
      expect(res.statusCode).toBe(201);
      expect((await authenticate('jana', 'Heslo123!')).statusCode).toBe(401);
      const key = await mailedKey('jana@example.sk', '/activate');
      expect(key.length).toBeGreaterThanOrEqual(20);
      const mail = (await smtp.parsed()).find((m) => m.to?.[0]?.address === 'jana@example.sk')!;
      expect(mail.text).toContain('https://fotoobraz.test/activate?key=');
      expect(
        (await inject({ url: `/api/activate?key=${encodeURIComponent(key)}` })).statusCode,
      ).toBe(200);
      expect((await authenticate('jana', 'Heslo123!')).statusCode).toBe(200);
      const again = await inject({ url: `/api/activate?key=${encodeURIComponent(key)}` });
      expect(again.statusCode).toBe(400);
      expect(again.json().errorKey).toBe('activation');
    });

    it('refuses a login or e-mail of an active account: userexists, emailexists', async () => {
      const login = await register('jana', 'ina@example.sk');
      expect(login.statusCode).toBe(400);
      expect(login.json()).toMatchObject({ errorKey: 'userexists' });
      const email = await register('ina', 'JANA@example.sk');
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({ errorKey: 'emailexists' });
    });

    it('answers the same registration sent three times at once with one account, never a 5xx', async () => {
      for (let round = 0; round < 5; round++) {
        const login = `naraz${round}`;
        // From an address of its own: the mails per address are limited.
        const answers = await Promise.all(
          [1, 2, 3].map(() =>
            t.app.inject({
              method: 'POST',
              url: '/api/register',
              remoteAddress: `127.0.48.${round + 1}`,
              payload: {
                login,
                email: `${login}@example.sk`,
                password: 'Heslo123!',
                langKey: 'sk',
              },
            }),
          ),
        );
        const codes = answers.map((res) => res.statusCode);
        expect(codes, JSON.stringify(answers.map((res) => res.body))).toContain(201);
        for (const res of answers.filter((r) => r.statusCode !== 201)) {
          // What a later duplicate of the same login gets.
          expect(res.statusCode, res.body).toBe(400);
          expect(['userexists', 'emailexists']).toContain(res.json().errorKey);
        }
        const rows = await t.database.db
          .selectFrom('appUser')
          .select('id')
          .where('login', '=', login)
          .execute();
        expect(rows).toHaveLength(1);
      }
    });

    it('replaces an account that was never activated, and its old key stops working', async () => {
      await register('peter', 'peter@example.sk');
      const oldKey = await mailedKey('peter@example.sk', '/activate');
      expect((await register('peter', 'peter2@example.sk')).statusCode).toBe(201);
      const newKey = await mailedKey('peter2@example.sk', '/activate');
      expect(
        (await inject({ url: `/api/activate?key=${encodeURIComponent(oldKey)}` })).statusCode,
      ).toBe(400);
      expect(
        (await inject({ url: `/api/activate?key=${encodeURIComponent(newKey)}` })).statusCode,
      ).toBe(200);
    });

    it('answers an unknown or missing activation key with 400', async () => {
      expect((await inject({ url: '/api/activate?key=nieje' })).statusCode).toBe(400);
      expect((await inject({ url: '/api/activate' })).statusCode).toBe(400);
    });
  });

  describe('password reset', () => {
    it('answers an unknown address like a known one, and sends nothing', async () => {
      const before = smtp.received.length;
      const res = await requestReset('nikto@example.sk');
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.length).toBe(before);
    });

    it('mails a link whose key sets a new password once', async () => {
      const res = await requestReset('jana@example.sk');
      expect(res.statusCode).toBe(200);
      const key = await mailedKey('jana@example.sk', '/reset/finish');
      const short = await post('/api/account/reset-password/finish', { key, newPassword: 'abc' });
      expect(short.json().errorKey).toBe('invalid-password');
      expect(
        (await post('/api/account/reset-password/finish', { key, newPassword: 'NoveHeslo1' }))
          .statusCode,
      ).toBe(200);
      expect((await authenticate('jana', 'NoveHeslo1')).statusCode).toBe(200);
      const reused = await post('/api/account/reset-password/finish', {
        key,
        newPassword: 'InéHeslo2',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().errorKey).toBe('reset');
    });

    it('refuses a key older than 24 hours', async () => {
      await requestReset('jana@example.sk');
      const key = await mailedKey('jana@example.sk', '/reset/finish');
      await t.database.db
        .updateTable('appUser')
        .set({ resetDate: new Date(Date.now() - 25 * 3600_000).toISOString() })
        .where('login', '=', 'jana')
        .execute();
      const res = await post('/api/account/reset-password/finish', {
        key,
        newPassword: 'NeskoroHeslo1',
      });
      expect(res.statusCode).toBe(400);
      expect((await authenticate('jana', 'NoveHeslo1')).statusCode).toBe(200);
    });
  });

  describe('settings and password change', () => {
    it('needs a signed-in user', async () => {
      expect((await post('/api/account', { email: 'x@example.sk' })).statusCode).toBe(401);
      expect(
        (await post('/api/account/change-password', { currentPassword: 'a', newPassword: 'bbbb' }))
          .statusCode,
      ).toBe(401);
    });

    it('saves names and e-mail, but never authorities, activation or the login', async () => {
      const jana = await signIn(t.app, 'jana', 'NoveHeslo1');
      const res = await post(
        '/api/account',
        {
          login: 'admin2',
          firstName: 'Jana',
          lastName: 'Nováková',
          email: 'jana.novakova@example.sk',
          langKey: 'sk',
          authorities: ['ROLE_ADMIN'],
          activated: false,
        },
        jana,
      );
      expect(res.statusCode, res.body).toBe(200);
      const account = (await inject({ url: '/api/account', headers: jana })).json();
      expect(account).toMatchObject({
        login: 'jana',
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana.novakova@example.sk',
        activated: true,
        authorities: ['ROLE_USER'],
      });
      const taken = await post('/api/account', { email: 'peter2@example.sk' }, jana);
      expect(taken.json().errorKey).toBe('emailexists');
    });

    it('changes the password only with the current one', async () => {
      const jana = await signIn(t.app, 'jana', 'NoveHeslo1');
      const wrong = await post(
        '/api/account/change-password',
        { currentPassword: 'zle', newPassword: 'DalsieHeslo3' },
        jana,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errorKey).toBe('invalid-password');
      const ok = await post(
        '/api/account/change-password',
        { currentPassword: 'NoveHeslo1', newPassword: 'DalsieHeslo3' },
        jana,
      );
      expect(ok.statusCode).toBe(200);
      expect((await authenticate('jana', 'DalsieHeslo3')).statusCode).toBe(200);
      expect((await authenticate('jana', 'NoveHeslo1')).statusCode).toBe(401);
    });
  });

  it("gives a visitor's anonymous photos to the account it signs in to", async () => {
    const visitor = visitorHeaders();
    const photoId = await uploadPhoto(t.app, visitor);
    const res = await authenticate('admin', 'admin', visitor);
    expect(res.statusCode).toBe(200);
    const admin = { authorization: `Bearer ${res.json().id_token}` };
    const photo = (await inject({ url: `/api/photos/${photoId}`, headers: admin })).json();
    const me = (await inject({ url: '/api/account', headers: admin })).json();
    expect(photo).toMatchObject({ usrid: me.id, sid: null });
  });
});
