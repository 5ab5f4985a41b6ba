import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/lib/passwords.ts';
import { VISITOR_COOKIE } from '../../src/plugins/auth.ts';
import type { Database } from '../../src/repositories/database.ts';
import { UserRepository } from '../../src/repositories/user.repository.ts';

/** Request headers that make a request come from one kind of caller. */
export type Headers = Record<string, string>;

export const visitorHeaders = (sid = randomBytes(32).toString('base64url')): Headers => ({
  cookie: `${VISITOR_COOKIE}=${sid}`,
});

export const signIn = async (
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Headers> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().id_token}` };
};

/** Creates an activated ROLE_USER account straight in the database and returns its id. */
export const createUser = async (database: Database, login: string, password = login) =>
  new UserRepository(database).insert({
    login,
    passwordHash: await hashPassword(password),
    email: `${login}@example.sk`,
    activated: true,
    langKey: 'sk',
    authorities: ['ROLE_USER'],
    createdBy: 'test',
  });
