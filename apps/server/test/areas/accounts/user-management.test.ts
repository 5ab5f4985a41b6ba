import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type Headers } from '../../helpers/actors.ts';
import {
  createCraftedProduct,
  minimalCatalogue,
  uploadPhoto,
} from '../../helpers/customer-factories.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

const USER_FIELDS = [
  'id',
  'login',
  'firstName',
  'lastName',
  'email',
  'imageUrl',
  'activated',
  'langKey',
  'authorities',
  'createdBy',
  'createdDate',
  'lastModifiedBy',
  'lastModifiedDate',
];

describe(`user management (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  let counter = 0;
  /** A login no other test uses. */
  const fresh = (prefix = 'jana') => `${prefix}${++counter}`;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  const auditEvents = async (type: string) =>
    (
      await t.database.db
        .selectFrom('auditEvent')
        .select(['principal', 'data'])
        .where('eventType', '=', type)
        .execute()
    ).map((e) => ({ principal: e.principal, data: JSON.parse(e.data!) as unknown }));

  const storedRow = (login: string) =>
    t.database.db
      .selectFrom('appUser')
      .select(['passwordHash', 'resetKey', 'resetDate'])
      .where('login', '=', login)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    user = await signIn(t.app, 'user', 'user');
  });
  afterAll(() => t?.close());

  describe('who may call it', () => {
    it.each([
      ['GET', '/api/users'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/users/user'],
      ['GET', '/api/admin/users/user'],
      ['GET', '/api/users/authorities'],
      ['GET', '/api/authorities'],
      ['POST', '/api/users'],
      ['POST', '/api/admin/users'],
      ['PUT', '/api/users'],
      ['PUT', '/api/admin/users'],
      ['DELETE', '/api/users/user'],
      ['DELETE', '/api/admin/users/user'],
    ] as const)('%s %s: 401 anonymous, 403 for a plain user', async (method, url) => {
      const body =
        method === 'POST' || method === 'PUT' ? { login: 'x', email: 'x@example.sk' } : undefined;
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: 401, path: url });
      expect((await call(method, url, user, body)).statusCode).toBe(403);
    });

    it('a plain user changed nothing: user/user is still there', async () => {
      expect((await call('GET', '/api/users/user', admin)).statusCode).toBe(200);
    });
  });

  describe.each(['/api/users', '/api/admin/users'])('%s', (base) => {
    const create = (payload: object) => call('POST', base, admin, payload);
    const newUser = async (extra: object = {}) => {
      const login = fresh();
      const res = await create({
        login,
        email: `${login}@example.sk`,
        authorities: ['ROLE_USER'],
        ...extra,
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; login: string; email: string; activated: boolean };
    };

    describe(`GET ${base}`, () => {
      it('refuses to sort by an unknown or hidden field', async () => {
        for (const sort of [
          'password,asc',
          'passwordHash,asc',
          'resetKey,asc',
          'login,up',
          'login,asc,x',
        ]) {
          const res = await call('GET', `${base}?sort=${sort}`, admin);
          expect(res.statusCode, sort).toBe(400);
          expect(res.json().message).toBe('error.sort');
        }
      });

      it('refuses a bad page or size', async () => {
        expect((await call('GET', `${base}?page=-1`, admin)).statusCode).toBe(400);
        expect((await call('GET', `${base}?size=0`, admin)).statusCode).toBe(400);
        expect((await call('GET', `${base}?size=abc`, admin)).statusCode).toBe(400);
      });

      it('pages with X-Total-Count and Link, every field of the DTO and no password', async () => {
        await newUser();
        await newUser();
        const res = await call('GET', `${base}?page=0&size=2&sort=id,asc`, admin);
        expect(res.statusCode).toBe(200);
        const total = Number(res.headers['x-total-count']);
        expect(total).toBeGreaterThanOrEqual(4);
        const users = res.json() as Record<string, unknown>[];
        expect(users).toHaveLength(2);
        expect(Object.keys(users[0]).sort()).toEqual([...USER_FIELDS].sort());
        expect(users[0]).toMatchObject({
          login: 'admin',
          authorities: ['ROLE_ADMIN', 'ROLE_USER'],
        });
        const link = String(res.headers.link);
        expect(link).toContain(`<${base}?sort=id%2Casc&page=1&size=2>; rel="next"`);
        expect(link).toContain(`page=${Math.ceil(total / 2) - 1}&size=2>; rel="last"`);
        expect(link).toContain('rel="first"');
      });

      it('sorts by a known field in either direction', async () => {
        const asc = (await call('GET', `${base}?sort=login,asc&size=200`, admin)).json() as {
          login: string;
        }[];
        const desc = (await call('GET', `${base}?sort=login,desc&size=200`, admin)).json() as {
          login: string;
        }[];
        const logins = asc.map((u) => u.login);
        expect(logins).toEqual([...logins].sort());
        expect(desc.map((u) => u.login)).toEqual([...logins].reverse());
      });

      it('defaults to 20 rows per page', async () => {
        const res = await call('GET', base, admin);
        expect(res.headers.link).toContain('size=20');
      });
    });

    it.each(['GET', 'DELETE'] as const)('%s {login}: 404 for an unknown login', async (method) => {
      expect((await call(method, `${base}/nobody-here`, admin)).statusCode).toBe(404);
    });

    describe(`GET ${base}/{login}`, () => {
      it('the user by login, case-insensitively, without its password', async () => {
        const res = await call('GET', `${base}/USER`, admin);
        expect(res.statusCode).toBe(200);
        expect(Object.keys(res.json()).sort()).toEqual([...USER_FIELDS].sort());
        expect(res.json()).toMatchObject({
          login: 'user',
          activated: true,
          authorities: ['ROLE_USER'],
        });
      });
    });

    describe(`POST ${base}`, () => {
      it.each([
        ['a missing login', { email: 'a@example.sk' }, 'login', 'NotNull'],
        ['a login with a space', { login: 'ja na', email: 'a@example.sk' }, 'login', 'Pattern'],
        [
          'a login of 51 characters',
          { login: 'a'.repeat(51), email: 'a@example.sk' },
          'login',
          'Size',
        ],
        ['a missing e-mail', { login: 'ok' }, 'email', 'NotNull'],
        ['a malformed e-mail', { login: 'ok', email: 'jana-at-example' }, 'email', 'Email'],
        [
          'an unknown authority',
          { login: 'ok', email: 'a@example.sk', authorities: ['ROLE_ROOT'] },
          'authorities',
          'Pattern',
        ],
        [
          'a first name of 51 characters',
          { login: 'ok', email: 'a@example.sk', firstName: 'x'.repeat(51) },
          'firstName',
          'Size',
        ],
        [
          'a one-letter language',
          { login: 'ok', email: 'a@example.sk', langKey: 's' },
          'langKey',
          'Size',
        ],
      ])('refuses %s with a field error', async (_what, body, field, message) => {
        const res = await create(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: 'error.validation' });
        expect(res.json().fieldErrors).toContainEqual({
          objectName: 'managedUserVM',
          field,
          message,
        });
      });

      it('refuses a body with an id (idexists)', async () => {
        const res = await create({ id: 99, login: fresh(), email: 'x1@example.sk' });
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-fotoobrazapp-error']).toBe('error.idexists');
        expect(res.json()).toMatchObject({ errorKey: 'idexists', entityName: 'userManagement' });
      });

      it('refuses a login already used, whatever its case (userexists)', async () => {
        const res = await create({ login: 'USER', email: 'other@example.sk' });
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-fotoobrazapp-error']).toBe('error.userexists');
        expect(res.json()).toMatchObject({ errorKey: 'userexists', message: 'error.userexists' });
      });

      it('refuses an e-mail already used, whatever its case (emailexists)', async () => {
        const res = await create({ login: fresh(), email: 'USER@fotoobraz.sk' });
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-fotoobrazapp-error']).toBe('error.emailexists');
        expect(res.json()).toMatchObject({ errorKey: 'emailexists', message: 'error.emailexists' });
      });

      it('creates an active user with a reset key, mailed to it, and a password nobody knows', async () => {
        const login = fresh('Novak');
        const res = await create({
          login,
          firstName: 'Ján',
          lastName: 'Novák',
          email: `${login}@Example.sk`,
          authorities: ['ROLE_USER'],
          password: 'ignored',
        });
        expect(res.statusCode).toBe(201);
        const lower = login.toLowerCase();
        expect(res.headers.location).toBe(`${base}/${lower}`);
        expect(res.headers['x-fotoobrazapp-alert']).toBe('userManagement.created');
        expect(res.headers['x-fotoobrazapp-params']).toBe(lower);
        expect(res.json()).toMatchObject({
          login: lower,
          firstName: 'Ján',
          lastName: 'Novák',
          email: `${lower}@example.sk`,
          activated: true,
          langKey: 'sk',
          authorities: ['ROLE_USER'],
          createdBy: 'admin',
          lastModifiedBy: 'admin',
        });
        expect(res.json()).not.toHaveProperty('password');
        expect(res.json()).not.toHaveProperty('resetKey');
        const row = await storedRow(lower);
        expect(row.passwordHash).toMatch(/^\$2a\$10\$/);
        expect(row.resetKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(row.resetDate).not.toBeNull();
        const signInAttempt = await call('POST', '/api/authenticate', undefined, {
          username: lower,
          password: 'ignored',
        });
        expect(signInAttempt.statusCode).toBe(401);
        // The owner sets a password through the link mailed in the same transaction.
        const mails = await t.database.db
          .selectFrom('mailOutbox')
          .select(['recipient as to', 'subject', 'bodyText as text'])
          .execute();
        const mail = mails.find((m) => m.to === `${lower}@example.sk`);
        expect(String(mail?.text)).toContain(`/reset/finish?key=${row.resetKey}`);
        // It says the account was made for them, not that they asked for a reset.
        expect(mail?.subject).toBe('Váš nový účet – Fotoobraz');
        expect(String(mail?.text)).toContain(`s prihlasovacím menom ${lower}`);
        expect(String(mail?.text)).not.toContain('obnovenie hesla');
        expect(await auditEvents('USER_CREATED')).toContainEqual({
          principal: 'admin',
          data: { login: lower },
        });
      });

      it('activates the user and grants ROLE_ADMIN when the admin says so', async () => {
        const created = await newUser({
          activated: true,
          authorities: ['ROLE_ADMIN', 'ROLE_USER'],
        });
        expect(created).toMatchObject({
          activated: true,
          authorities: ['ROLE_ADMIN', 'ROLE_USER'],
        });
      });

      it('each user gets its own reset key', async () => {
        const a = await newUser();
        const b = await newUser();
        expect((await storedRow(a.login)).resetKey).not.toBe((await storedRow(b.login)).resetKey);
      });
    });

    describe(`PUT ${base}`, () => {
      it('refuses a body without an id (idnull) and an unknown id (404)', async () => {
        const noId = await call('PUT', base, admin, { login: 'user', email: 'user@fotoobraz.sk' });
        expect(noId.statusCode).toBe(400);
        expect(noId.headers['x-fotoobrazapp-error']).toBe('error.idnull');
        const unknown = await call('PUT', base, admin, {
          id: 999999,
          login: fresh(),
          email: 'u9@example.sk',
        });
        expect(unknown.statusCode).toBe(404);
      });

      it('refuses invalid fields', async () => {
        const target = await newUser();
        const res = await call('PUT', base, admin, { ...target, email: 'not-an-email' });
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toContainEqual({
          objectName: 'managedUserVM',
          field: 'email',
          message: 'Email',
        });
      });

      it("refuses another user's login (userexists) or e-mail (emailexists)", async () => {
        const target = await newUser();
        const login = await call('PUT', base, admin, { ...target, login: 'user' });
        expect(login.statusCode).toBe(400);
        expect(login.json().errorKey).toBe('userexists');
        const email = await call('PUT', base, admin, { ...target, email: 'user@fotoobraz.sk' });
        expect(email.statusCode).toBe(400);
        expect(email.json().errorKey).toBe('emailexists');
      });

      it('updates login, names, e-mail, activation, language and authorities', async () => {
        const target = await newUser();
        const login = fresh('premenovany');
        const res = await call('PUT', base, admin, {
          id: target.id,
          login,
          firstName: 'Eva',
          lastName: 'Malá',
          email: `${login}@example.sk`,
          activated: true,
          langKey: 'en',
          authorities: ['ROLE_ADMIN'],
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-fotoobrazapp-alert']).toBe('userManagement.updated');
        expect(res.headers['x-fotoobrazapp-params']).toBe(login);
        expect(res.json()).toMatchObject({
          id: target.id,
          login,
          firstName: 'Eva',
          lastName: 'Malá',
          activated: true,
          langKey: 'en',
          authorities: ['ROLE_ADMIN'],
          lastModifiedBy: 'admin',
        });
        expect((await call('GET', `${base}/${target.login}`, admin)).statusCode).toBe(404);
        expect(await auditEvents('USER_UPDATED')).toContainEqual({
          principal: 'admin',
          data: { login },
        });
      });

      it('keeps its own e-mail and login without calling them taken', async () => {
        const target = await newUser();
        const res = await call('PUT', base, admin, { ...target, firstName: 'Iná' });
        expect(res.statusCode).toBe(200);
        expect(res.json().firstName).toBe('Iná');
      });

      it('an admin cannot take away their own ROLE_ADMIN', async () => {
        const me = (await call('GET', `${base}/admin`, admin)).json();
        const res = await call('PUT', base, admin, { ...me, authorities: ['ROLE_USER'] });
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-fotoobrazapp-error']).toBe('error.selfdemotion');
        expect((await call('GET', `${base}/admin`, admin)).json().authorities).toContain(
          'ROLE_ADMIN',
        );
      });

      it('an admin cannot deactivate themselves', async () => {
        const me = (await call('GET', `${base}/admin`, admin)).json();
        const res = await call('PUT', base, admin, { ...me, activated: false });
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-fotoobrazapp-error']).toBe('error.selfdeactivation');
        expect((await call('GET', `${base}/admin`, admin)).json().activated).toBe(true);
      });

      it('an admin may take ROLE_ADMIN from another admin and deactivate them', async () => {
        const other = await newUser({ activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'] });
        const res = await call('PUT', base, admin, {
          ...other,
          activated: false,
          authorities: ['ROLE_USER'],
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ activated: false, authorities: ['ROLE_USER'] });
      });
    });

    describe(`DELETE ${base}/{login}`, () => {
      it('an admin cannot delete themselves', async () => {
        const res = await call('DELETE', `${base}/admin`, admin);
        expect(res.statusCode).toBe(400);
        expect(res.headers['x-fotoobrazapp-error']).toBe('error.selfdeletion');
        expect((await call('GET', `${base}/admin`, admin)).statusCode).toBe(200);
      });

      it('deletes a user with its authorities, with an alert and an audit event', async () => {
        const target = await newUser();
        const res = await call('DELETE', `${base}/${target.login}`, admin);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('');
        expect(res.headers['x-fotoobrazapp-alert']).toBe('userManagement.deleted');
        expect(res.headers['x-fotoobrazapp-params']).toBe(target.login);
        expect((await call('GET', `${base}/${target.login}`, admin)).statusCode).toBe(404);
        const authorities = await t.database.db
          .selectFrom('userAuthority')
          .select('userId as id')
          .where('userId', '=', target.id)
          .execute();
        expect(authorities).toEqual([]);
        expect(await auditEvents('USER_DELETED')).toContainEqual({
          principal: 'admin',
          data: { login: target.login },
        });
      });
    });
  });

  describe('GET /api/users/authorities and /api/authorities', () => {
    it.each(['/api/users/authorities', '/api/authorities'])('%s lists both roles', async (url) => {
      const res = await call('GET', url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    });
  });

  describe('users whose data exists cannot be deleted (409 error.inuse)', () => {
    it('a user with an album', async () => {
      const login = fresh('album');
      const id = await createUser(t.database, login);
      const album = await call('POST', '/api/albums', admin, { title: 'Leto', user: { id } });
      expect(album.statusCode).toBe(201);
      const res = await call('DELETE', `/api/users/${login}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'error.inuse', errorKey: 'inuse' });
      expect((await call('GET', `/api/users/${login}`, admin)).statusCode).toBe(200);
    });

    it('a user with a photo or a crafted product', async () => {
      await minimalCatalogue(t.app, admin);
      const withPhoto = fresh('foto');
      await createUser(t.database, withPhoto);
      await uploadPhoto(t.app, await signIn(t.app, withPhoto, withPhoto));
      expect((await call('DELETE', `/api/admin/users/${withPhoto}`, admin)).statusCode).toBe(409);

      const withProduct = fresh('produkt');
      await createUser(t.database, withProduct);
      const customer = await signIn(t.app, withProduct, withProduct);
      const paper = Number(
        (await call('GET', '/api/print-medias?name=Lesklý%20papier', admin)).json()[0].id,
      );
      await createCraftedProduct(t.app, customer, { paper });
      const res = await call('DELETE', `/api/users/${withProduct}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('error.inuse');
    });

    it('a user whose data is gone can be deleted', async () => {
      const login = fresh('prazdny');
      const id = await createUser(t.database, login);
      const album = (
        await call('POST', '/api/albums', admin, { title: 'Jeseň', user: { id } })
      ).json();
      expect((await call('DELETE', `/api/users/${login}`, admin)).statusCode).toBe(409);
      expect((await call('DELETE', `/api/albums/${album.id}`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/users/${login}`, admin)).statusCode).toBe(200);
    });
  });
});
