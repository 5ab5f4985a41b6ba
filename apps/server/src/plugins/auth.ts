import type {} from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JwtCodec } from '../lib/jwt.ts';
import { unauthorized } from '../lib/problem.ts';
import type { Caller } from '../services/caller.ts';

export const VISITOR_COOKIE = 'fotoobraz_sid';
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

/**
 * Resolves `request.caller` from the bearer token and the visitor cookie. A bearer token that is
 * invalid or expired is answered 401 at once, so the client signs out instead of silently
 * continuing as somebody else.
 */
export const registerAuth = (app: FastifyInstance, jwt: JwtCodec): void => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    const caller: Caller = {};
    const sid = request.cookies[VISITOR_COOKIE];
    if (sid && SID_PATTERN.test(sid)) caller.sid = sid;
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const user = await jwt.verify(header.slice('Bearer '.length).trim());
      if (!user) throw unauthorized('The token is invalid or has expired');
      caller.user = user;
    }
    request.caller = caller;
  });
};

/**
 * Gives an anonymous visitor an id (when it has none yet) before it creates its first record:
 * 256 random bits in an HttpOnly, SameSite=Strict cookie that lives a year.
 */
export const ensureVisitorId = (request: FastifyRequest, reply: FastifyReply): void => {
  if (request.caller.user || request.caller.sid) return;
  const sid = randomBytes(32).toString('base64url');
  request.caller.sid = sid;
  reply.setCookie(VISITOR_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: VISITOR_COOKIE_MAX_AGE,
  });
};
