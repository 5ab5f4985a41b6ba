import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a client's X-Request-Id may look like to be kept: short, and harmless in logs and HTML. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the client's (or proxy's) `X-Request-Id` when it is safe to echo and log,
 * otherwise a new one.
 * @example requestIdOf({ headers: { 'x-request-id': '<script>' } }) // -> a new UUID
 */
export const requestIdOf = (request: Pick<IncomingMessage, 'headers'>): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
};
