import type {} from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JwtCodec } from '../lib/jwt.ts';
import { forbidden, unauthorized } from '../lib/problem.ts';
import { isConnectionError } from '../lib/outages.ts';
import { isAdmin, type Caller, type SignedInUser } from '../lib/caller.ts';

export const VISITOR_COOKIE = 'fotoobraz_sid';
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /**
     * The route still answers when a signed-in caller's session cannot be checked because the
     * database is away: it then treats the caller as anonymous (health must answer).
     */
    sessionOptional?: boolean;
  }
}

/** The current session version of an activated user; undefined for a deactivated or deleted one. */
export interface SessionVersions {
  sessionVersionOf(userId: number): Promise<number | undefined>;
}

/**
 * Resolves `request.caller` from the bearer token and the visitor cookie. A bearer token that is
 * invalid, expired or revoked is answered 401 at once, so the client signs out instead of
 * silently continuing as somebody else. Revocation is checked against the database on every
 * request (one primary-key read, no cache), so every instance sees it from the next request on.
 */
export const registerAuth = (
  app: FastifyInstance,
  jwt: JwtCodec,
  sessions: SessionVersions,
): void => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    const caller: Caller = {};
    const sid = request.cookies[VISITOR_COOKIE];
    if (sid && SID_PATTERN.test(sid)) caller.sid = sid;
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const token = await jwt.verify(header.slice('Bearer '.length).trim());
      if (!token) throw unauthorized('The token is invalid or has expired');
      let version: number | undefined;
      try {
        version = await sessions.sessionVersionOf(token.user.id);
      } catch (error) {
        // Health must still answer while the database is away: it then shows what anyone sees,
        // since a session that cannot be checked grants nothing.
        if (!isConnectionError(error) || !request.routeOptions.config.sessionOptional) throw error;
        request.caller = caller;
        return;
      }
      if (version !== token.sessionVersion) throw unauthorized('The session has ended');
      caller.user = token.user;
      caller.tokenExpiresAt = token.expiresAt;
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

/** The administrator asking; 401 for a stranger, 403 for another signed-in user. */
export const adminOf = (request: FastifyRequest): SignedInUser => {
  const user = request.caller.user;
  if (!user) throw unauthorized();
  if (!isAdmin(request.caller)) throw forbidden();
  return user;
};

/** `adminOf` as a hook, for routes of administrators only. */
export const adminOnly = async (request: FastifyRequest): Promise<void> => {
  adminOf(request);
};

/** A hook for routes of signed-in users: a stranger hears 401 before anything else. */
export const signedInOnly = async (request: FastifyRequest): Promise<void> => {
  if (!request.caller.user) throw unauthorized();
};
